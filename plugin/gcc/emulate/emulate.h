/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* emulate.h -- the host fallback's emulator: the host code that computes
   what an asm statement's PTX computes on the GPU.  Its files stand on
   floors, each calling only the floors below it (and, among the
   families, only the families listed before it):
     5  emulate.cc         the record of each statement and the driver
                           (ptxasm_emulate), which hands each
                           instruction to its family (compute)
     4  float.cc   f32 and f64, conversions, .approx
        half.cc    f16 and bf16
        int.cc     integer, bit and predicate instructions
        warp.cc    warp instructions, lane registers and mma
                           through the run-time library (plugin/rt)
        memory.cc  memory and atomics
     3  core.cc    the emulation's state, registers, operands,
                           blocks, special registers
     2  space.cc   the state spaces on the host: statics, the
                           shared window, template variables
     1  bits.cc    types, bits, and the GPU's numeric facts (its
                           NaN, flushing, rounding in each mode)
   contrib/check-layout.sh checks the floors.  This header is theirs
   alone: what one of them defines for another, by floor.  The plugin
   sees ptxasm.h's ptxasm_emulate_record, ptxasm_emulate,
   ptxasm_emulate_warp_calls and ptxasm_register_emulate.  */

#ifndef PTXASM_EMULATE_H
#define PTXASM_EMULATE_H

#include "../ptxasm.h"
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
     their first use (memory.cc).  */
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
     vector (UNPACK) or of mma's D.  */
  tree cc_next, dest2;
  /* The current instruction's guard, or NULL_TREE.  */
  tree guard;
  /* A phase of a statement of a simd loop cut at its warp instructions
     (lockstep-fission.cc), from the statement's last inputs: PHASE
     (-1: not such a statement), the lane, the lanes' words, the number
     of lanes, the inputs the same in every lane (bit N: input N); K,
     the warp instructions emulated so far (warp.cc).  */
  struct
  {
    int phase;
    tree lane, blocks, nlanes;
    unsigned HOST_WIDE_INT uniform;
    unsigned k;
  } fission;
  tree parts[PTXEMU_MAX_MMA_D];
};

/* Floor 1, bits.cc: types, bits, the GPU's numeric facts.  */
tree int_type (unsigned bits, bool is_signed = false);
tree float_type (unsigned bits);
tree float_bits_cst (unsigned w, unsigned HOST_WIDE_INT v);
tree as_float (emulation *e, tree bits);
tree as_bits (emulation *e, tree f);
unsigned HOST_WIDE_INT sign_bit (unsigned w);
unsigned HOST_WIDE_INT exp_mask (unsigned w);
unsigned HOST_WIDE_INT gpu_nan (unsigned w);
tree bits_and (emulation *e, tree v, unsigned HOST_WIDE_INT m);
tree nan_p (emulation *e, tree v);
tree select (emulation *e, tree c, tree a, tree b);
tree flush (emulation *e, tree v);
tree canonical (emulation *e, tree v);
tree f64_nan (emulation *e, tree r, tree *x, unsigned n);
tree saturate_float (emulation *e, tree v);
tree fbuild (emulation *e, enum tree_code code, tree a, tree b);
tree finite_p (emulation *e, tree f);
tree two_sum (emulation *e, tree a, tree b, tree *err);
tree round_to_odd (emulation *e, tree s, tree err);
tree round_narrow (emulation *e, tree s, tree err, enum ptxemu_round mode,
		   unsigned bits);
tree round_to_f32 (emulation *e, tree s, tree err, enum ptxemu_round mode);
tree round_f64 (emulation *e, tree s, tree err, enum ptxemu_round mode);
tree zero_sign (emulation *e, tree r, tree a, tree b, tree s, tree err,
		enum ptxemu_round mode);
tree fsqrt (emulation *e, tree x);
tree round_integral (emulation *e, tree x, enum ptxemu_round mode);
tree int_to_register (emulation *e, const struct ptxemu_insn *in, tree v);
tree float_to_int (emulation *e, tree r, const struct ptxemu_type *dt);
tree int_rest (emulation *e, tree x, const struct ptxemu_type *t, tree hi);

/* Floor 2, space.cc: the state spaces on the host.  */
tree host_variable (const char *name, tree type, unsigned align,
		    bool is_public, bool in_window);
tree new_static (tree type, unsigned align, bool in_window);
tree window (emulation *e, bool stop);
tree var_address (emulation *e, const struct ptxemu_arg *a);
void register_space_roots (const char *plugin_name);

/* Floor 3, core.cc: registers, operands, blocks, special
   registers.  */
tree omp_value (emulation *e, enum built_in_function fn, tree type);
tree library_fn (const char *name, tree type);
void emit_pending (emulation *e);
basic_block new_block (emulation *e);
void link_blocks (basic_block a, basic_block b);
void branch_on (emulation *e, tree cond, basic_block t, basic_block f);
basic_block label_block (emulation *e, unsigned n);
tree load_slot (emulation *e, tree slot);
void store_slot (emulation *e, tree *slot, tree v);
tree read_arg (emulation *e, const struct ptxemu_arg *a);
void write_arg (emulation *e, const struct ptxemu_arg *a, tree v);
tree insn_address (emulation *e, const struct ptxemu_insn *in,
		  long long bytes);
tree combine_pred (emulation *e, const struct ptxemu_insn *in, tree p);
tree lane_register (emulation *e, enum ptxemu_sreg r, tree value);

/* Floor 4, the families (enum ptxemu_family), each calling only those
   listed before it.  */

/* float.cc: f32 and f64.  */
extern const enum tree_code float_cmp_codes[14];
tree convert_float (emulation *e, const struct ptxemu_insn *in, tree a);
tree float_add_bits (emulation *e, tree a, tree b, unsigned w);
tree float_compare (emulation *e, const struct ptxemu_insn *in, tree a, tree b);
tree compute_float (emulation *e, const struct ptxemu_insn *in);
tree approx_double (emulation *e, enum ptxemu_op op, tree x);

/* half.cc: f16 and bf16.  */
tree compute_small (emulation *e, const struct ptxemu_insn *in);
tree small_add_bits (emulation *e, tree a, tree b,
		     const struct ptxemu_type *t);

/* int.cc: integers, bits, predicates.  */
tree compute_int (emulation *e, const struct ptxemu_insn *in);
/* The lane that LANE reads in the shfl.sync IN with lane operand B and
   clamp C, and into *P whether that lane is in range (else it is LANE
   itself); into *RAW, if not NULL, the lane it names, in range or not
   (signed: from -31 to 62).  */
tree shfl_source (emulation *e, const struct ptxemu_insn *in, tree lane,
		  tree b, tree c, tree *p, tree *raw);

/* warp.cc: warp instructions through the run-time library.  */
tree warp_value (emulation *e, const struct ptxemu_insn *in, tree value);
tree compute_warp (emulation *e, const struct ptxemu_insn *in);
/* In a lane run in lockstep, let the other lanes run first (a wait for
   what they do); elsewhere nothing.  */
void warp_yield (emulation *e);
/* How many of PROG's instructions warp_value and compute_warp hand over
   to the lanes (the library's, or in a cut loop the lanes' own), in a
   program without branches; -1 if one waits for the other lanes
   (warp_yield) or is a named barrier.  Into *LOCAL (bit K:
   the Kth), those that the lanes of a cut loop compute themselves, of
   the statement REC whose inputs UNIFORM are the same in every lane.  */
int warp_calls (const struct ptxemu_prog *prog, const emu_record *rec,
		unsigned HOST_WIDE_INT uniform, unsigned HOST_WIDE_INT *local);

/* memory.cc: memory and atomics.  */
tree compute_memory (emulation *e, const struct ptxemu_insn *in);
void named_barrier (emulation *e, const struct ptxemu_insn *in);
void register_memory_roots (const char *plugin_name);

#endif /* PTXASM_EMULATE_H */
