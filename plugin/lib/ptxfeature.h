/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxfeature.h -- what the plugin knows of PTX's instructions, read from
   one table (ptxinsn.def; the special registers' from sreg.def): those
   that need more than GCC 12's sm_80 / PTX ISA 7.0, those a warp runs
   together, those that see the other lanes, those that only compute
   (plain C11).

   The device pass looks up each offloaded asm template here, so that a
   template that needs a later .target or PTX ISA version than the one
   chosen (-fplugin-arg-ptxasm-arch=, -ptx=) is an error at the
   statement, naming the option, instead of a ptxas error at link time.
   Conservative: only names listed here, only outside comments, only the
   minimum sm number and PTX ISA version are checked (not whether an
   architecture-specific "a" target is the right one: ptxas says that at
   the link).  Unit tests: testsuite/unit/test-ptxfeature.c.  */

#ifndef PTXASM_PTXFEATURE_H
#define PTXASM_PTXFEATURE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct ptx_feature
{
  const char *name;		/* "elect.sync", "%cluster_nctarank",
				   a family of registers "%cluster..." */
  unsigned min_ptx;		/* PTX_VERSION (8, 0) */
  unsigned min_sm;		/* 90 */
  const char *arch;		/* the target to suggest: "sm_90" */
  const char *types;		/* NULL, or only with one of these
				   modifier runs: ".bf16.s32 .bf16x2" */
  unsigned classes;		/* ptxfeature.c's PTXI_ flags */
};

/* The first feature in template T (the user's text, nvcc dialect) that
   target SM (90 for sm_90a) and PTX ISA version PTX lack, or NULL.
   *OFFSET gets its byte offset in T.  */
const struct ptx_feature *ptx_feature_missing (const char *t, unsigned sm,
					       unsigned ptx, size_t *offset);

/* The lowest PTX ISA version that text T needs by the table (the
   highest min_ptx of the features it names, whatever the target), and
   8.3 if it declares a .b128 register ("q" operands); 0 if none.  The
   `as' step raises the .version of a PTX file to it when no ptxas told
   the compiler which version to use.  */
unsigned ptx_text_version (const char *t);

/* The first instruction of template T that lanes of a warp execute
   together (a barrier, a warp-level .sync instruction, a matrix
   instruction, exit, trap or ret), as its table entry ("shfl", "bar",
   "wgmma"), or NULL.  Outside simd code GCC's nvptx OpenMP runs an
   OpenMP thread as a whole warp; such a statement must run on all of
   its lanes, not on one.  */
const char *ptx_needs_warp (const char *t);

/* The first instruction of template T whose result depends on the
   other lanes of the warp that run it (shfl, vote, match, redux,
   activemask), as its table entry, or NULL.  */
const char *ptx_warp_collective (const char *t);

/* The first instruction or special register of template T whose
   value depends on the lane that runs it or on the other lanes of its
   warp (ptx_warp_collective's, elect, mma, ldmatrix, bar.warp.sync,
   %laneid, %lanemask_*, %tid.x), as its table entry, or NULL.  A simd
   loop that holds one runs in lockstep in the host fallback.  */
const char *ptx_lane_dependent (const char *t);

/* Does template T give every lane of a warp the same outputs from the
   same inputs, with the effect of one lane's run: are all its
   instructions arithmetic, logic, conversions, moves, predicates, .reg
   declarations, branches, prefetches, loads from memory that the warp
   shares (.global, .shared, .const, with any cache mode or ordering:
   ld, ldu, ld.nc) and stores to it (st of .global, .shared or generic
   memory: every lane writes the same value to the same place), and are
   the special registers it names those whose value is the warp's
   (%tid.y, %ctaid.x, %smid, ...)?  Outside simd code, where GCC keeps an
   OpenMP thread's values the same in every lane, such a text may run on
   every lane, as GCC's own loads and stores do.  Not so: atomics and
   reductions (each lane's would count), fences; loads and stores of
   .local and .param memory (each lane's own), of .mmio (every access
   counts), generic loads (the address may be a lane's .local memory,
   which an earlier statement run by one lane wrote), st.async and
   st.bulk; %laneid, %tid.x, %lanemask_* and the clocks.  Conservative:
   an instruction it does not know makes the text not uniform.  */
int ptx_warp_uniform (const char *t);

/* The first instruction of template T at which, in a simd loop run in
   lockstep on the host, the lane lets the other lanes run first (the
   mbarrier waits), as its table entry, or NULL.  */
const char *ptx_lane_waits (const char *t);

/* May template T run again from its start, with the same inputs, to
   the same effect: are all its instructions PTXI_PURE (arithmetic,
   conversions, moves, predicates, branches, .reg) or lane-dependent
   (ptx_lane_dependent's: warp instructions whose results the host's
   lockstep library keeps, so that a second run gets the first one's)?
   No memory access of its own, no atomics, no barriers, and no branch
   beside a warp instruction (a loop on a warp instruction's result).  A lockstep
   body whose lane-dependent statements are all such runs without fibers
   (lockstep-resume.cc).  Conservative: an instruction it does not know
   makes the text not replayable.  */
int ptx_replayable (const char *t);

/* Does template T name only its operands, special registers, and the
   registers and labels that it declares itself?  A register that another
   asm statement declares is shared between statements: a statement that
   writes it must run on every lane, or the lanes' copies would differ.
   Conservative: anything else that looks like a name (a global symbol,
   a function) makes the text not self-contained.  */
int ptx_self_contained (const char *t);

/* The first instruction of template T that is PTX and that no host
   assembler takes: an instruction of PTX with a modifier ("bfind.u32",
   "ld.global.nc.f32"; x86's own "mov.s" is not one), or a ".reg"
   declaration.  *LEN gets its length.  NULL if there is none: the text
   may be the host's assembly.  */
const char *ptx_host_rejects (const char *t, size_t *len);

/* Has the opcode OP (LEN bytes, with its modifiers) a row in
   ptxinsn.def, the one list of PTX's instructions: is it a row's NAME,
   or does it start with one followed by '.' (or with a NAME that ends
   in '.')?  The emulator's, ptxknown's and this file's tables may name
   only such instructions (testsuite/unit/test-ptxinsn.c).  */
int ptx_insn_known (const char *op, size_t len);

/* The lowest target (*SM) and PTX ISA version (*PTX) that the opcode OP
   (LEN bytes, with its modifiers: "redux.sync.add.u32") needs by
   ptxinsn.def: the highest of the rows that it matches, 0 and 0 if it
   matches none that needs one.  ptxknown.c holds its statements to it.  */
void ptx_insn_needs (const char *op, size_t len, unsigned *sm,
		     unsigned *ptx);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_PTXFEATURE_H */
