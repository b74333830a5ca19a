/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* emulate.h -- the host fallback's emulator, one subsystem in six files:
     emulate.cc         the record of each statement and the driver
                        (ptxasm_emulate)
     emulate-core.cc    the emulation's state, registers, operands,
                        blocks and special registers
     emulate-int.cc     integer, bit and predicate instructions, and
                        the dispatch of an instruction (compute)
     emulate-float.cc   f32 and f64, conversions, .approx
     emulate-half.cc    f16 and bf16
     emulate-memory.cc  memory and atomics
   This header is theirs alone: what one of them defines for another.
   The plugin sees ptxasm.h's ptxasm_emulate_record and
   ptxasm_emulate.  */

#ifndef PTXASM_EMULATE_H
#define PTXASM_EMULATE_H

#include "ptxasm.h"
#include "template.h"
#include "ptxemu.h"
#include "constraint.h"
#include "ssa.h"
#include "gimple-fold.h"
#include "tree-ssa.h"
#include "memmodel.h"
#include "internal-fn.h"
#include "target.h"

struct emu_record
{
  char *text;			/* the user's template */
  unsigned lanes;		/* the warp's active lanes (ptxemu.h) */
  unsigned nops;
  int *bits;			/* ptxemu_read's OP_BITS */
  int *out;			/* output number, or -1 for an input */
  int *in;			/* input number (of an input, or of a "+"
				   output's value), or -1 */
};

struct emulation
{
  gimple_seq seq;
  location_t loc;
  gasm *stmt;
  const emu_record *rec;
  const struct ptxemu_prog *prog;
  /* Current values (NULL_TREE: not set); with BLOCKS, the variables
     that hold them.  */
  auto_vec<tree> user, reg;
  /* The variables the template declares (ptxemu_prog's vars), made at
     their first use (emulate-memory.cc).  */
  auto_vec<tree> vars;
  tree cc;			/* the carry flag, 0 or 1 (unsigned) */
  /* A program with branches (ptxemu_prog's needs_blocks) is built in
     blocks of its own, BB the current one, between the statement's
     block and REST; its registers are variables.  */
  bool blocks;
  basic_block bb, rest;
  auto_vec<basic_block> labels;
  /* What an instruction writes besides its destination: the carry
     flag (cc_out), the predicate of "d|p" (has_dest2), the parts of a
     vector (UNPACK).  */
  tree cc_next, dest2;
  /* The current instruction's guard, or NULL_TREE.  */
  tree guard;
  tree parts[PTXEMU_MAX_PARTS];
};

/* emulate-core.cc.  */
tree int_type (unsigned bits, bool is_signed = false);
tree omp_value (emulation *e, enum built_in_function fn, tree type);
tree library_fn (const char *name, tree type);
void emit_pending (emulation *e);
basic_block new_block (emulation *e);
void link (basic_block a, basic_block b);
void branch_on (emulation *e, tree cond, basic_block t, basic_block f);
basic_block label_block (emulation *e, unsigned n);
tree load_slot (emulation *e, tree slot);
void store_slot (emulation *e, tree *slot, tree v);
tree read_arg (emulation *e, const struct ptxemu_arg *a);
void write_arg (emulation *e, const struct ptxemu_arg *a, tree v);

/* emulate-int.cc.  */
tree combine_pred (emulation *e, const struct ptxemu_insn *in, tree p);
tree compute (emulation *e, const struct ptxemu_insn *in);

/* emulate-float.cc.  */
tree int_to_register (emulation *e, const struct ptxemu_insn *in, tree v);
extern const enum tree_code float_cmp_codes[14];
tree float_type (unsigned bits);
tree as_float (emulation *e, tree bits);
tree as_bits (emulation *e, tree f);
unsigned HOST_WIDE_INT sign_bit (unsigned w);
unsigned HOST_WIDE_INT exp_mask (unsigned w);
unsigned HOST_WIDE_INT gpu_nan (unsigned w);
tree bits_and (emulation *e, tree v, unsigned HOST_WIDE_INT m);
tree select (emulation *e, tree c, tree a, tree b);
tree flush (emulation *e, tree v);
tree canonical (emulation *e, tree v);
tree fbuild (emulation *e, enum tree_code code, tree a, tree b);
tree finite_p (emulation *e, tree f);
tree two_sum (emulation *e, tree a, tree b, tree *err);
tree round_to_odd (emulation *e, tree s, tree err);
tree zero_sign (emulation *e, tree r, tree a, tree b, tree s, tree err,
	   enum ptxemu_round mode);
tree round_integral (emulation *e, tree x, enum ptxemu_round mode);
tree float_to_int (emulation *e, tree r, const struct ptxemu_type *dt);
tree int_rest (emulation *e, tree x, const struct ptxemu_type *t, tree hi);
tree convert_float (emulation *e, const struct ptxemu_insn *in, tree a);
tree float_add_bits (emulation *e, tree a, tree b, unsigned w);
tree float_compare (emulation *e, const struct ptxemu_insn *in, tree a, tree b);
tree compute_float (emulation *e, const struct ptxemu_insn *in);
tree approx_double (emulation *e, enum ptxemu_op op, tree x);

/* emulate-half.cc.  */
tree compute_small (emulation *e, const struct ptxemu_insn *in);
tree small_add_bits (emulation *e, tree a, tree b,
		     const struct ptxemu_type *t);

/* emulate-warp.cc.  */
tree warp_value (emulation *e, const struct ptxemu_insn *in, tree value);
tree lane_register (emulation *e, enum ptxemu_sreg r, tree value);
tree compute_mma (emulation *e, const struct ptxemu_insn *in);
tree compute_matrix (emulation *e, const struct ptxemu_insn *in);
/* In a lane run in lockstep, let the other lanes run first (a wait for
   what they do); elsewhere nothing.  */
void warp_yield (emulation *e);
/* emulate-memory.cc.  */
tree new_static (tree type, unsigned align, bool in_window);
tree address (emulation *e, const struct ptxemu_insn *in, long long bytes);
tree var_address (emulation *e, const struct ptxemu_arg *a);
tree compute_memory (emulation *e, const struct ptxemu_insn *in);
void named_barrier (emulation *e, const struct ptxemu_insn *in);

#endif /* PTXASM_EMULATE_H */
