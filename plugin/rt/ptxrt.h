/* SPDX-License-Identifier: GPL-3.0-or-later WITH GCC-exception-3.1
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxrt.h -- the host fallback's run-time library.

   When the host runs an offloaded "omp simd" loop whose body holds
   warp instructions, it runs each 32 iterations as the 32 lanes of a
   warp, in lockstep: every lane stops at a warp instruction until the
   lanes that run it have come, and the instruction then sees all their
   values, as on the GPU.  This library holds what that needs; the
   plugin puts it into each host object file that calls it.  */

#ifndef PTXRT_H
#define PTXRT_H

#include <stdint.h>

/* The element types of mma's operands (mma.def).  */
enum ptxrt_type
{
#define PTXRT_TYPE(e, name, per_reg) e,
#include "mma.def"
#undef PTXRT_TYPE
};

/* mma.sync's shapes (mma.def).  */
enum ptxrt_shape
{
#define PTXRT_SHAPE(e, name, m, n, k) e,
#include "mma.def"
#undef PTXRT_SHAPE
};

/* One mma.sync.aligned.SHAPE.row.col[.satfinite].D.A.B.C in a word
   (with PTXRT_MMA_A_COL and PTXRT_MMA_B_ROW below, m8n8k4's other
   layouts).  */
#define PTXRT_MMA_KIND(shape, d, a, b, c, satfinite)			\
  ((uint32_t) (shape) | (uint32_t) (d) << 4 | (uint32_t) (a) << 8	\
   | (uint32_t) (b) << 12 | (uint32_t) (c) << 16			\
   | (uint32_t) !!(satfinite) << 20)
#define PTXRT_MMA_SHAPE(kind) ((enum ptxrt_shape) ((kind) & 15))
#define PTXRT_MMA_D(kind) ((enum ptxrt_type) ((kind) >> 4 & 15))
#define PTXRT_MMA_A(kind) ((enum ptxrt_type) ((kind) >> 8 & 15))
#define PTXRT_MMA_B(kind) ((enum ptxrt_type) ((kind) >> 12 & 15))
#define PTXRT_MMA_C(kind) ((enum ptxrt_type) ((kind) >> 16 & 15))
#define PTXRT_MMA_SATFINITE(kind) ((kind) >> 20 & 1)
/* Of .b1's .and.popc (0) and .xor.popc (this bit).  */
#define PTXRT_MMA_XOR_POPC ((uint32_t) 1 << 21)
#define PTXRT_MMA_XOR(kind) ((kind) >> 21 & 1)
/* The layouts of m8n8k4 .f16's A and B: .col A (.row without this
   bit) and .row B (.col without it); every other kind is .row.col.  */
#define PTXRT_MMA_A_COL ((uint32_t) 1 << 22)
#define PTXRT_MMA_B_ROW ((uint32_t) 1 << 23)

/* D = A * B + C for one warp of 32 lanes: A[L], B[L], C[L] are lane L's
   registers of each operand, in the order the instruction lists them,
   laid out as the PTX ISA's fragments for the shape say; D[L] receives
   lane L's.  A register of 32 bits (f16x2, bf16x2, tf32, f32, s32, four
   packed 8-bit integers) is the low half of its uint64_t, the high
   half 0; an f64 register fills it; but m8n8k4 .f16's .f32 C and D
   have 8 registers, two to a uint64_t: register 2J in the low half of
   word J, 2J + 1 in its high half.  Return the number of words of D,
   or 0 when KIND is not one this library computes.  */
int ptxrt_mma (uint32_t kind, const uint64_t a[32][4],
	       const uint64_t b[32][4], const uint64_t c[32][4],
	       uint64_t d[32][4]);

/* The block of a warp instruction that a lane gives __ptxasm_ls_op:
   24 words.  PTXRT_OP: the operation (enum ptxrt_op) in bits 0-7, its
   mode in 8-15, 1 in bit 16 if signed, and in bits 32-63 the lanes the
   host's warp has outside lockstep (the statement's record: all
   32, or lane 0 alone).  PTXRT_SITE: the statement, the same in every
   lane.  X0-X3: its operands (X3 the member mask).  D and P: its
   results, a value and a predicate.  A, B, C, DM: mma's four operands,
   4 words each (as ptxrt_mma has them).  */
enum ptxrt_slot
{
  PTXRT_OP, PTXRT_SITE, PTXRT_X0, PTXRT_X1, PTXRT_X2, PTXRT_X3,
  PTXRT_D, PTXRT_P, PTXRT_A = 8, PTXRT_B = 12, PTXRT_C = 16,
  PTXRT_DM = 20, PTXRT_SLOTS = 24
};

/* The words of a warp instruction of the 32 lanes of a simd loop cut at
   its warp instructions (the plugin's lockstep-fission.cc): word N of
   lane L's block (above) at N * PTXRT_WARP_LANES + L, what
   __ptxasm_ls_warp computes on.  */
#define PTXRT_WARP_LANES 32
#define PTXRT_WARP_WORDS (PTXRT_SLOTS * PTXRT_WARP_LANES)

/* The frame of a lane of a resumable lockstep body (the plugin's
   lockstep-resume.cc makes the body; lockstep.c gives each lane a frame
   of its own, PTXRT_FRAME_ALIGN-aligned; the body's variables follow
   the header, at PTXRT_FRAME_HDR bytes).  Byte offsets:
     STATE    (32 bits) the statement to go on at (0: the start)
     WAITING  (32 bits) whether the lane stopped at a warp instruction
     DONE     (32 bits) how many warp instructions of the statement it
              runs were computed (the body sets 0 before the statement)
     IN       (32 bits) whether such a statement runs (a warp
              instruction elsewhere was not foreseen: the program stops)
     REP      (32 bits) how many of DONE this run of the statement has
              taken (the library sets 0 before each run)
     BAD      (32 bits) set where IN was not: the program stops
     LOG      (pointer) DONE results of PTXRT_FRAME_LOG_WORDS words: D,
              P and DM[4] of each computed warp instruction, in order
     BLOCK    the block (above) of the warp instruction it waits at
     SCRATCH  a block's room that nothing reads
   A warp instruction in the body (an inline replay or record, the
   plugin's emulate/warp.cc) or in a function it calls
   (__ptxasm_ls_op) takes result REP of the LOG if REP < DONE, else,
   unless the lane already waits, writes its block to BLOCK and sets
   WAITING.  */
#define PTXRT_FRAME_STATE 0
#define PTXRT_FRAME_WAITING 4
#define PTXRT_FRAME_DONE 8
#define PTXRT_FRAME_IN 12
#define PTXRT_FRAME_REP 16
#define PTXRT_FRAME_BAD 20
#define PTXRT_FRAME_LOG 24
#define PTXRT_FRAME_BLOCK 32
#define PTXRT_FRAME_SCRATCH (PTXRT_FRAME_BLOCK + 8 * PTXRT_SLOTS)
#define PTXRT_FRAME_HDR (PTXRT_FRAME_SCRATCH + 8 * PTXRT_SLOTS)
#define PTXRT_FRAME_ALIGN 64
#define PTXRT_FRAME_LOG_WORDS 6

enum ptxrt_op
{
  PTXRT_OP_SHFL, PTXRT_OP_VOTE, PTXRT_OP_MATCH_ANY, PTXRT_OP_MATCH_ALL,
  PTXRT_OP_REDUX, PTXRT_OP_ACTIVEMASK, PTXRT_OP_ELECT, PTXRT_OP_WARPSYNC,
  PTXRT_OP_MMA,
  /* ldmatrix, stmatrix, movmatrix (.m8n8 .b16): X0 the lane's row
     address (a host pointer), X1 the message if not all 32 lanes run
     it, X2 its PTXRT_MATRIX_MODE; stmatrix's and movmatrix's registers
     in A, ldmatrix's and movmatrix's results in DM.  */
  PTXRT_OP_MATRIX,
  /* Let the other lanes run first: a lane that waits for what they do
     (mbarrier.test_wait, try_wait).  */
  PTXRT_OP_YIELD
};

/* A matrix instruction in a word: which (enum ptxrt_matrix), the number
   of 8x8 matrices (1, 2 or 4) and whether .trans.  */
enum ptxrt_matrix { PTXRT_MATRIX_LD, PTXRT_MATRIX_ST, PTXRT_MATRIX_MOV };
#define PTXRT_MATRIX_MODE(which, num, trans)				\
  ((uint32_t) (which) | (uint32_t) (num) << 2 | (uint32_t) !!(trans) << 5)
#define PTXRT_MATRIX_WHICH(mode) ((enum ptxrt_matrix) ((mode) & 3))
#define PTXRT_MATRIX_NUM(mode) ((unsigned) ((mode) >> 2 & 7))
#define PTXRT_MATRIX_TRANS(mode) ((unsigned) ((mode) >> 5 & 1))

/* The modes, as ptxemu.h numbers them.  */
enum ptxrt_shfl_mode
{
  PTXRT_SHFL_UP, PTXRT_SHFL_DOWN, PTXRT_SHFL_BFLY, PTXRT_SHFL_IDX
};
enum ptxrt_vote_mode
{
  PTXRT_VOTE_ALL, PTXRT_VOTE_ANY, PTXRT_VOTE_UNI, PTXRT_VOTE_BALLOT
};
enum ptxrt_redux_mode
{
  PTXRT_REDUX_ADD, PTXRT_REDUX_XOR, PTXRT_REDUX_MIN, PTXRT_REDUX_MAX,
  PTXRT_REDUX_AND, PTXRT_REDUX_OR
};

/* The entry points (lockstep.c).  */
void __ptxasm_ls_lane (void (*fn) (void *), const void *data,
		       unsigned long size);
void __ptxasm_ls_resumable (void (*fn) (void *), void *data,
			    unsigned long size, unsigned long fsize);
void __ptxasm_ls_flush (void);
int __ptxasm_ls_laneid (void);
int __ptxasm_ls_op (uint64_t *args);
void __ptxasm_ls_warp (uint64_t *words, unsigned n);

#endif /* PTXRT_H */
