/* SPDX-License-Identifier: GPL-3.0-or-later WITH GCC-exception-3.1
   Copyright (C) 2026 the ptxasm developers.  */
/* mma.c -- mma.sync.aligned.SHAPE.row.col on the host (ptxrt.h), and
   m8n8k4 .f16's other layouts.

   The warp's registers are first gathered into whole matrices A (MxK),
   B (KxN) and C (MxN), D is computed from them, then scattered back
   into the lanes' registers; so D may be the same array as C (or A,
   or B).  D's registers past the ones returned are left alone.

   Where each element lives: the PTX ISA's sections "Matrix Fragments
   for mma.SHAPE" (docs.nvidia.com/cuda/parallel-thread-execution, in
   ISA 8.x section 9.7.14.5), checked against CUTLASS's CuTe layouts
   (include/cute/atom/mma_traits_sm80.hpp), which the unit test
   (testsuite/unit/test-mma.c) evaluates independently.  Below, lane L
   has g = L >> 2 (groupID) and t = L % 4 (threadID_in_group); a lane's
   elements are numbered i = 0, 1, ... as the ISA numbers them (a0, a1,
   ...), low to high within a register and then register by register:
   element i is in register i / P at position i % P (bits 16 * (i % P)
   for P = 2 halves, 8 * (i % P) for P = 4 bytes; P = 1 otherwise).

   C and D of every m16n8kK shape ("...m16n8k4", "...m16n8k8", "...
   m16n8k16 with floating point type", "... with integer type",
   "...m16n8k32"), for .f16 (two f16x2 registers), .f32 and .s32 (four):
     row = g + 8 * (i >= 2)        col = 2t + (i & 1)        i < 4

   m16n8k8, .f16/.bf16 ("Matrix Fragments for mma.m16n8k8",
   warp-level-matrix-fragment-mma-1688):
     A (2 regs f16x2): row = g + 8 * (i >= 2)   col = 2t + (i & 1)
     B (1 reg f16x2):  row = 2t + i             col = g
   m16n8k8, .tf32 (same section):
     A (4 regs):  row = g + 8 * (i & 1)         col = t + 4 * (i >= 2)
     B (2 regs):  row = t + 4i                  col = g
   m16n8k4, .tf32 ("...mma.m16n8k4", warp-level-matrix-fragment-mma-1684):
     A (2 regs):  row = g + 8i                  col = t
     B (1 reg):   row = t                       col = g
   m16n8k16, .f16/.bf16 ("...mma.m16n8k16 with floating point type",
   warp-level-matrix-fragment-mma-16816-float):
     A (4 regs f16x2): row = g + 8 * ((i >> 1) & 1)
		       col = 2t + (i & 1) + 8 * (i >= 4)
     B (2 regs f16x2): row = 2t + (i & 1) + 8 * (i >= 2)   col = g
   m16n8k16, .s8/.u8 ("...mma.m16n8k16 with integer type",
   warp-level-matrix-fragment-mma-16816-i8-f8):
     A (2 regs of 4 bytes): row = g + 8 * (i >= 4)   col = 4t + (i & 3)
     B (1 reg of 4 bytes):  row = 4t + i             col = g
   m16n8k32, .s8/.u8 ("...mma.m16n8k32",
   warp-level-matrix-fragment-mma-16832):
     A (4 regs of 4 bytes): row = g + 8 * ((i >> 2) & 1)
			    col = 4t + (i & 3) + 16 * (i >= 8)
     B (2 regs of 4 bytes): row = 4t + (i & 3) + 16 * (i >= 4)   col = g
   m8n8k4, .f64 ("...mma.m8n8k4 with .f64 floating point type",
   warp-level-matrix-fragment-mma-884-f64):
     A (1 reg):  row = g        col = t
     B (1 reg):  row = t        col = g
     C, D (2 regs):  row = g    col = 2t + i
   m8n8k4, .f16 ("...mma.m8n8k4 with .f16 floating point type",
   warp-level-matrix-fragment-mma-884-f16; place_884): four independent
   8 x 8 x 4 products, one for each quad-pair, lanes 4p .. 4p + 3 and
   4p + 16 .. 4p + 19 (p = 0 .. 3); in its quad-pair lane L has q = (L
   & 3) + 4h, h = L >= 16:
     A .row (2 regs f16x2):  row = q            col = i
     A .col:                 row = i + 4h       col = L & 3
     B .col (2 regs f16x2):  row = i            col = q
     B .row:                 row = L & 3        col = i + 4h
     C, D .f16 (4 regs f16x2):  row = q         col = i
     C, D .f32 (8 regs):  row = (L & 1) + (i & 2) + 4h
			  col = (i & 4) + (L & 2) + (i & 1)
   as an H200 computed them for every layout and type
   (testsuite/ptxasm.run/nvcc/mma-m8n8k4-probe.cu, its small integer
   inputs, whose sums are exact).
   m8n8k16, .s8/.u8 ("...mma.m8n8k16", warp-level-matrix-fragment-mma-8816):
     A (1 reg of 4 bytes):  row = g         col = 4t + i
     B (1 reg of 4 bytes):  row = 4t + i    col = g
     C, D (2 regs .s32):    row = g         col = 2t + i
   The 4-bit (.s4/.u4: m8n8k32, m16n8k32, m16n8k64) and 1-bit (.b1:
   m8n8k128, m16n8k128, m16n8k256) shapes follow the 8-bit ones with P
   = 8 or 32 elements a register in place of 4 (place_int): element i
   is in register r = i / P at p = i % P, and
     A: row = g + 8 * (r % R)   col = P t + p + 4 P * (r / R)
	(R = 2 rows of registers for m16n8, 1 for m8n8)
     B: row = P t + p + 4 P * r     col = g
   as lockstep-mma-int4.c and lockstep-mma-b1.c measured on an H200.

   Arithmetic.  Floating point: the .f16, .bf16 and .tf32 (the top 19
   bits of the register; the low 13 are ignored) elements and C are
   converted exactly to double.  An f32 D is the tensor core's sum
   (tc_dot_f32): exact products, each with the exponent of its inputs'
   sum; every product and C truncated toward zero at 2^(E - 25), E the
   greatest of those exponents and C's; the truncated terms summed
   exactly, and the sum truncated to f32.  This gave all of 1,024,000
   random results (m16n8k8 and m16n8k16 of f16, m16n8k16 of bf16,
   m16n8k8 of tf32) of an H200 bit for bit
   (testsuite/ptxasm.run/lockstep-mma-f32-bits.c holds part of them).
   An f16 D of m16n8k8 and m16n8k16 (tc_dot_f16): the same truncated
   terms summed exactly, then rounded once to f16, to nearest even.
   Measured on 512,000 random results of an H200 (2000 tiles of each
   shape, testsuite/ptxasm.run/nvcc/mma-m8n8k4-probe.cu), 412,731 of
   them finite, nonzero and normal: that sum truncated to f32 and then
   rounded to f16 (this file's model until then) differed in 13 of
   those, the sum rounded exactly in 24, alignments at 2^(E - 24) and
   2^(E - 26) in 28 and 14; this one in none, and it gave all 512,000
   (98,746 overflow to infinity), bit for bit.
   m8n8k4 .f16 (dot_884), for which an H200 has no tensor-core
   instruction: f32 arithmetic rounded to nearest at each step; with P
   the exact products, an f32 D is C + (((P0 + P1) + P2) + P3), an f16
   D (ptxas takes no f32 C with it) ((C + (P0 + P1)) + (P2 + P3)) then
   rounded to f16.  Of the 105 orders of summing the five terms in f32
   (and as many rounded toward zero), on the .row.col results of the
   same probe, the first alone gave all 1,022,053 f32 results in range
   (the tensor core's sum above differed in a third of them), the
   second alone all 457,330 f16 ones (the tensor core's, rounded to
   f16, in 35).  With these, the host gave all of the probe's 6,144,000
   elements of D (every layout and type, overflows to infinity, f16
   subnormals and exact zeros among them) bit for bit.
   Where it was not measured (an infinite or NaN operand, a zero sum,
   a result outside f32's normal range, m8n8k4 aside): D = C +
   A[m][0] * B[0][n] + ... accumulated in that order in double (each
   product is exact, and so is each sum unless its terms span more than
   53 bits), then rounded to D's type: to .f32 by the C conversion, to
   .f16 to nearest even by hand (no _Float16 needed), with overflow to
   infinity, subnormals, and any NaN as the canonical 0x7fff (an .f32
   NaN as 0x7fffffff).
   .f64 (m8n8k4): d = C; d = fma (A[m][k], B[k][n], d) for k = 0 .. 3,
   in that order, each step a fused multiply-add rounded once to
   nearest even (fma_f64 below, in integers, so without libm: the
   library must not call fma, and __builtin_fma becomes such a call on
   x86-64 without -mfma).  On an H100 this chain gave D bit for bit in
   19,200 of 19,200 random cases, special values included (e.g. an
   overflowing product plus an infinite C is that infinity, not NaN).
   Subnormals are kept, in and out.  A NaN operand of a step passes
   on, quieted: B's if B is one, else the running sum's, else A's (all
   108 NaN results of the CUTLASS and CuTe m8n8k4 .f64 statements that
   contrib/difftest's corpus plan ran on an H200); a NaN that a step
   makes (infinity times 0, infinities of opposite signs added) is
   0xfff8000000000000, as f64 arithmetic's invalid operations give
   (ptxasm.run/lockstep-mma-f64-nan.c, H200).
   Integers: the .s8/.u8 (.s4/.u4) products summed with C in 64 bits,
   which cannot overflow; then wrapped modulo 2^32, or with .satfinite
   clamped to [INT32_MIN, INT32_MAX].  .b1: the AND (.and.popc) or XOR
   (.xor.popc) of each pair of bits summed with C.  */

#include "ptxrt.h"
#include "gpunum.h"

#include <string.h>

/* The operands, for place.  */
enum operand
{
  OP_A, OP_B, OP_C
};

/* The largest M, N and K of the shapes.  */
#define MAX_M 16
#define MAX_N 8
#define MAX_K 256

/* The shape's M, N and K.  */
static void
shape_dims (enum ptxrt_shape s, int *m, int *n, int *k)
{
  static const unsigned short dims[][3] = {
#define PTXRT_SHAPE(e, name, sm, sn, sk) [e] = { sm, sn, sk },
#include "mma.def"
#undef PTXRT_SHAPE
  };
  *m = dims[s][0];
  *n = dims[s][1];
  *k = dims[s][2];
}

/* Whether T is one of the 8-bit integer types.  */
static int
int8_type_p (enum ptxrt_type t)
{
  return t == PTXRT_S8 || t == PTXRT_U8;
}

/* Whether T is one of the 4-bit integer types.  */
static int
int4_type_p (enum ptxrt_type t)
{
  return t == PTXRT_S4 || t == PTXRT_U4;
}

/* Whether KIND is an mma this library computes: the .row.col forms of
   the shapes and types at the top of this file, and m8n8k4 .f16's
   every layout.  All four f16/f32 choices of C and D are taken for
   m16n8k8, m16n8k16 and m8n8k4, though the ISA's mma section says
   ".dtype must be the same as .ctype" for the first two and ptxas
   rejects the mixed ones (for m8n8k4, an f16 D of an f32 C).  */
static int
kind_ok (uint32_t kind)
{
  if (kind >> 24)
    return 0;
  enum ptxrt_shape s = PTXRT_MMA_SHAPE (kind);
  enum ptxrt_type d = PTXRT_MMA_D (kind), a = PTXRT_MMA_A (kind);
  enum ptxrt_type b = PTXRT_MMA_B (kind), c = PTXRT_MMA_C (kind);
  int sat = PTXRT_MMA_SATFINITE (kind);
  if (PTXRT_MMA_XOR (kind) && a != PTXRT_B1)
    return 0;
  if (kind & (PTXRT_MMA_A_COL | PTXRT_MMA_B_ROW)
      && (s != PTXRT_M8N8K4 || a != PTXRT_F16))
    return 0;
  if (int4_type_p (a) || a == PTXRT_B1)
    {
      /* s4/u4: m8n8k32, m16n8k32, m16n8k64; b1: m8n8k128, m16n8k128,
	 m16n8k256 (no .satfinite).  */
      int four = int4_type_p (a) && int4_type_p (b)
		 && (s == PTXRT_M8N8K32 || s == PTXRT_M16N8K32
		     || s == PTXRT_M16N8K64);
      int one = a == PTXRT_B1 && b == PTXRT_B1 && !sat
		&& (s == PTXRT_M8N8K128 || s == PTXRT_M16N8K128
		    || s == PTXRT_M16N8K256);
      return (four || one) && c == PTXRT_S32 && d == PTXRT_S32;
    }
  switch (s)
    {
    case PTXRT_M16N8K8:
    case PTXRT_M16N8K16:
      if (s == PTXRT_M16N8K16 && int8_type_p (a))
	return int8_type_p (b) && c == PTXRT_S32 && d == PTXRT_S32;
      if (sat || a != b)
	return 0;
      if (a == PTXRT_F16)
	return (c == PTXRT_F16 || c == PTXRT_F32)
	       && (d == PTXRT_F16 || d == PTXRT_F32);
      if (a == PTXRT_BF16 || (a == PTXRT_TF32 && s == PTXRT_M16N8K8))
	return c == PTXRT_F32 && d == PTXRT_F32;
      return 0;
    case PTXRT_M16N8K4:
      return !sat && a == PTXRT_TF32 && b == PTXRT_TF32
	     && c == PTXRT_F32 && d == PTXRT_F32;
    case PTXRT_M8N8K4:
      if (a == PTXRT_F16)
	return !sat && b == PTXRT_F16
	       && (c == PTXRT_F16 || c == PTXRT_F32)
	       && (d == PTXRT_F16 || d == PTXRT_F32);
      return !sat && a == PTXRT_F64 && b == PTXRT_F64
	     && c == PTXRT_F64 && d == PTXRT_F64;
    case PTXRT_M16N8K32:
    case PTXRT_M8N8K16:
      return int8_type_p (a) && int8_type_p (b)
	     && c == PTXRT_S32 && d == PTXRT_S32;
    default:
      return 0;
    }
}

/* How many elements of type T one register holds.  */
static int
per_reg (enum ptxrt_type t)
{
  static const unsigned char n[] = {
#define PTXRT_TYPE(e, name, per) [e] = per,
#include "mma.def"
#undef PTXRT_TYPE
  };
  return n[t];
}

/* Element I of a 4- or 1-bit A or B (P elements a register, M rows of
   A) of lane LANE: A's row and column (*R, *C), or B's column and row
   (*R = g, *C along K), as the ISA's integer fragments have them for
   every width: a register holds P consecutive elements along K, lane
   g, t's first at column P t; m16n8 shapes have a second register of
   row g + 8, and with K = 8 P two more at column 4 P further (B: one
   register for each 4 P of K).  */
static void
place_int (enum operand op, int m, int p, int lane, int i, int *r, int *c)
{
  int g = lane >> 2, tig = lane & 3, reg = i / p, pos = i % p;
  if (op == OP_A)
    {
      int rows = m == 16 ? 2 : 1;
      *r = g + 8 * (reg % rows);
      *c = p * tig + pos + 4 * p * (reg / rows);
    }
  else
    {
      *r = g;
      *c = p * tig + pos + 4 * p * reg;
    }
}

/* The row and column (*ROW, *COL) of element I of lane LANE's fragment
   of operand OP (C also for D) of shape S, A's and B's elements being
   of type T: the formulas at the top of this file.  */
static void
place (enum operand op, enum ptxrt_shape s, enum ptxrt_type t, int lane,
       int i, int *row, int *col)
{
  int g = lane >> 2, tig = lane & 3;
  if (op == OP_C)
    {
      if (s == PTXRT_M8N8K4 || s == PTXRT_M8N8K16 || s == PTXRT_M8N8K32
	  || s == PTXRT_M8N8K128)
	{
	  *row = g;
	  *col = 2 * tig + i;
	}
      else
	{
	  *row = g + 8 * (i >= 2);
	  *col = 2 * tig + (i & 1);
	}
      return;
    }
  int r, c;			/* A's row and column; B's column, row */
  if (int4_type_p (t) || t == PTXRT_B1)
    {
      int m, n, k;
      shape_dims (s, &m, &n, &k);
      (void) n;
      (void) k;
      place_int (op, m, per_reg (t), lane, i, &r, &c);
      goto placed;
    }
  switch (s)
    {
    case PTXRT_M16N8K8:
      if (t == PTXRT_TF32)
	{
	  r = g + 8 * (i & 1);
	  c = tig + 4 * (i >= 2);
	  if (op == OP_B)
	    c = tig + 4 * i;
	}
      else
	{
	  r = g + 8 * (i >= 2);
	  c = 2 * tig + (i & 1);
	  if (op == OP_B)
	    c = 2 * tig + i;
	}
      break;
    case PTXRT_M16N8K16:
      if (int8_type_p (t))
	{
	  r = g + 8 * (i >= 4);
	  c = 4 * tig + (i & 3);
	  if (op == OP_B)
	    c = 4 * tig + i;
	}
      else
	{
	  r = g + 8 * ((i >> 1) & 1);
	  c = 2 * tig + (i & 1) + 8 * (i >= 4);
	  if (op == OP_B)
	    c = 2 * tig + (i & 1) + 8 * (i >= 2);
	}
      break;
    case PTXRT_M16N8K4:
      r = g + 8 * i;
      c = tig;
      break;
    case PTXRT_M16N8K32:
      r = g + 8 * ((i >> 2) & 1);
      c = 4 * tig + (i & 3) + 16 * (i >= 8);
      if (op == OP_B)
	c = 4 * tig + (i & 3) + 16 * (i >= 4);
      break;
    case PTXRT_M8N8K16:
      r = g;
      c = 4 * tig + i;
      break;
    case PTXRT_M8N8K4:
    default:
      r = g;
      c = tig;
      break;
    }
 placed:
  if (op == OP_A)
    {
      *row = r;
      *col = c;
    }
  else
    {
      /* B's column is always g, its row (along K) what A's column
	 would be.  */
      *row = c;
      *col = g;
    }
}

/* The bits of element I's place in register REG (element I % per_reg
   (T) of it).  */
static uint64_t
elem_bits (uint64_t reg, enum ptxrt_type t, int i)
{
  int p = per_reg (t);
  if (p == 2)
    return reg >> (16 * (i % 2)) & 0xffff;
  if (p == 4)
    return reg >> (8 * (i % 4)) & 0xff;
  if (p == 8)
    return reg >> (4 * (i % 8)) & 0xf;
  if (p == 32)
    return reg >> (i % 32) & 1;
  if (t == PTXRT_F64)
    return reg;
  return reg & 0xffffffff;
}

/* The double whose bits are BITS.  */
static double
double_of_bits (uint64_t bits)
{
  double x;
  memcpy (&x, &bits, sizeof x);
  return x;
}

/* The bits of the double X.  */
static uint64_t
bits_of_double (double x)
{
  uint64_t bits;
  memcpy (&bits, &x, sizeof bits);
  return bits;
}

/* The float whose bits are BITS.  */
static float
float_of_bits (uint32_t bits)
{
  float x;
  memcpy (&x, &bits, sizeof x);
  return x;
}

/* The bits of the float X.  */
static uint32_t
bits_of_float (float x)
{
  uint32_t bits;
  memcpy (&bits, &x, sizeof bits);
  return bits;
}

/* The IEEE binary16 H as a double, exactly.  */
static double
double_of_f16 (uint32_t h)
{
  uint64_t sign = (uint64_t) (h >> 15 & 1) << 63;
  uint32_t e = h >> 10 & 0x1f, m = h & 0x3ff;
  if (e == 0x1f)
    /* Infinity, or a NaN keeping its payload at the top.  */
    return double_of_bits (sign | (uint64_t) 0x7ff << 52
			   | (uint64_t) m << 42);
  if (e == 0)
    {
      /* Zero or subnormal: M * 2^-24, which double holds.  */
      double x = (double) m * double_of_bits ((uint64_t) (1023 - 24) << 52);
      return sign ? -x : x;
    }
  return double_of_bits (sign | (uint64_t) (e - 15 + 1023) << 52
			 | (uint64_t) m << 42);
}

/* The element BITS of type T as a double, exactly.  */
static double
double_of_elem (uint64_t bits, enum ptxrt_type t)
{
  switch (t)
    {
    case PTXRT_F16:
      return double_of_f16 ((uint32_t) bits);
    case PTXRT_BF16:
      return float_of_bits ((uint32_t) bits << 16);
    case PTXRT_TF32:
      return float_of_bits ((uint32_t) bits & 0xffffe000);
    case PTXRT_F64:
      return double_of_bits (bits);
    case PTXRT_F32:
    default:
      return float_of_bits ((uint32_t) bits);
    }
}

/* X rounded to the nearest IEEE binary16, ties to even: overflow gives
   infinity, a NaN the canonical 0x7fff.  */
static uint32_t
f16_of_double (double x)
{
  uint64_t bits = bits_of_double (x);
  uint32_t sign = (uint32_t) (bits >> 48) & 0x8000;
  int be = (int) (bits >> 52 & 0x7ff);
  uint64_t frac = bits & (((uint64_t) 1 << 52) - 1);
  if (be == 0x7ff)
    return frac ? PTXRT_NAN_16 : sign | 0x7c00;
  if (be == 0)
    /* Zero, or a double subnormal: far below half the least f16.  */
    return sign;
  int e = be - 1023;		/* X = S * 2^(e - 52) */
  if (e >= 16)
    return sign | 0x7c00;
  uint64_t s = frac | (uint64_t) 1 << 52;
  /* Drop the bits below the f16 quantum: 2^(e - 10) for a normal
     result, 2^-24 for a subnormal one.  */
  int shift = e >= -14 ? 42 : 28 - e;
  if (shift > 60)
    return sign;		/* below 2^-27: rounds to zero */
  uint64_t q = s >> shift;
  uint64_t rem = s & (((uint64_t) 1 << shift) - 1);
  uint64_t half = (uint64_t) 1 << (shift - 1);
  if (rem > half || (rem == half && (q & 1)))
    q++;
  if (e < -14)
    /* Subnormal; q == 0x400 is the least normal, rightly.  */
    return sign | (uint32_t) q;
  /* q is in [0x400, 0x800]; adding it to the exponent field carries
     into the exponent when rounding reached 0x800.  */
  uint32_t h = ((uint32_t) (e + 14) << 10) + (uint32_t) q;
  if (h >= 0x7c00)
    h = 0x7c00;
  return sign | h;
}

/* An unsigned 128-bit integer: GCC and clang have it on 64-bit hosts,
   and their multiplications and shifts of it are inline code.  */
__extension__ typedef unsigned __int128 u128;

/* Bits of an IEEE binary64: the sign, an infinity's (the exponent
   field), the fraction field, and the canonical NaN of the GPU.  */
#define F64_SIGN ((uint64_t) 1 << 63)
#define F64_INF ((uint64_t) 0x7ff << 52)
#define F64_FRAC (((uint64_t) 1 << 52) - 1)
#define F64_NAN ((uint64_t) PTXRT_NAN_F64_INVALID)

/* The index of the highest set bit of X, which is not 0.  */
static int
top_bit (u128 x)
{
  int n = 0;
  for (int s = 64; s > 0; s >>= 1)
    if (x >> (n + s))
      n += s;
  return n;
}

/* The finite nonzero binary64 of bits BITS, less its sign, as
   *M * 2^*E with the integer *M below 2^53.  */
static void
f64_split (uint64_t bits, uint64_t *m, int *e)
{
  int be = (int) (bits >> 52 & 0x7ff);
  if (be == 0)
    {
      /* Subnormal.  */
      *m = bits & F64_FRAC;
      *e = -1074;
    }
  else
    {
      *m = (bits & F64_FRAC) | (uint64_t) 1 << 52;
      *e = be - 1075;
    }
}

/* The bits of the binary64 nearest, ties to even, to S * 2^E with sign
   bit SIGN (0 or 1), where S is not 0 and is below 2^127: a normal,
   subnormal or zero of that sign, or infinity when it overflows.  */
static uint64_t
f64_round (uint64_t sign, u128 s, int e)
{
  int big_e = e + top_bit (s);	/* 2^BIG_E <= S * 2^E < 2^(BIG_E + 1) */
  if (big_e > 1023)
    return sign << 63 | F64_INF;
  /* The exponent Q of the result's last place: 2^-1074 for a
     subnormal, and SH bits of S drop below it.  */
  int q = big_e >= -1022 ? big_e - 52 : -1074;
  int sh = q - e;
  uint64_t m;
  if (sh <= 0)
    /* Exact: the result has the 53 bits (fewer if subnormal).  */
    m = (uint64_t) (s << -sh);
  else if (sh >= 128)
    /* S * 2^E < 2^(Q + 127 - SH): under half the last place.  */
    m = 0;
  else
    {
      u128 rem = s & (((u128) 1 << sh) - 1);
      u128 half = (u128) 1 << (sh - 1);
      m = (uint64_t) (s >> sh);
      if (rem > half || (rem == half && (m & 1)))
	m++;
    }
  /* A normal M is in [2^52, 2^53], and 2^53 carries into the exponent,
     past the greatest finite (BIG_E 1023) into exactly infinity's bits;
     a subnormal M of 2^52 is the least normal, rightly.  */
  if (big_e < -1022)
    return sign << 63 | m;
  return sign << 63 | (((uint64_t) (big_e + 1022) << 52) + m);
}

/* The bits of fma (X, Y, Z) for the binary64s of bits X, Y and Z: X * Y
   + Z rounded once, to nearest even, as IEEE 754 says (and as an H100's
   DFMA does), in integer arithmetic without libm.  Any NaN result is
   a NaN operand, quieted: Y's, else Z's, else X's (mma's B, the running
   sum, A: the top); infinity times zero, or infinities of opposite
   signs added, give F64_NAN, the GPU's invalid operation's.  An exact zero sum of nonzero
   terms is +0; X * Y zero plus Z zero is -0 only if both are -0.  */
static uint64_t
fma_f64 (uint64_t x, uint64_t y, uint64_t z)
{
  uint64_t sp = (x ^ y) >> 63, sz = z >> 63;	/* the signs */
  uint64_t ax = x & ~F64_SIGN, ay = y & ~F64_SIGN, az = z & ~F64_SIGN;
  if (ax > F64_INF || ay > F64_INF || az > F64_INF)
    return (ay > F64_INF ? y : az > F64_INF ? z : x) | PTXRT_F64_QUIET;
  if (ax == F64_INF || ay == F64_INF)
    {
      if (ax == 0 || ay == 0 || (az == F64_INF && sz != sp))
	return F64_NAN;
      return sp << 63 | F64_INF;
    }
  if (az == F64_INF)
    return z;
  if (ax == 0 || ay == 0)
    {
      if (az == 0)
	return (sp & sz) << 63;
      return z;
    }

  /* X * Y exactly, as P * 2^EP with P's top bit at 124.  */
  uint64_t mx, my, mz;
  int ex, ey, ez;
  f64_split (ax, &mx, &ex);
  f64_split (ay, &my, &ey);
  u128 p = (u128) mx * my;
  int shift = 124 - top_bit (p);
  p <<= shift;
  int ep = ex + ey - shift;
  if (az == 0)
    /* X * Y is not 0, so neither is the result unless it underflows,
       and then it keeps X * Y's sign.  */
    return f64_round (sp, p, ep);

  /* Z alike, as ZZ * 2^EZ; then BIG * 2^EB the greater in magnitude of
     the two, of sign SB, and SMALL * 2^ES the other.  */
  f64_split (az, &mz, &ez);
  shift = 124 - top_bit (mz);
  u128 zz = (u128) mz << shift;
  ez -= shift;
  u128 big = p, small = zz;
  int eb = ep, es = ez;
  uint64_t sb = sp;
  if (ez > ep || (ez == ep && zz > p))
    {
      big = zz;
      small = p;
      eb = ez;
      es = ep;
      sb = sz;
    }

  /* Align SMALL to BIG, both doubled to make room at bit 0 for a
     sticky bit that stands for the bits shifted out, if any.  Bits are
     lost only if the shift D exceeds 19 (P has at least 19 trailing
     zeros here, ZZ 72); then SMALL's part is below 2^106 and the sum
     or difference of the doubled terms keeps its top bit at 124 or
     above, so the result's last place is at bit 72 or above.  Every
     rounding boundary (a result or a halfway point) is then an even
     number, and the exact sum and this one, with the sticky bit, lie
     strictly between the same two neighbouring even numbers: they
     round alike, and neither is a tie.  */
  int d = eb - es;
  u128 lo;
  int sticky;
  if (d >= 128)
    {
      lo = 0;
      sticky = 1;
    }
  else
    {
      lo = small >> d;
      sticky = d > 0 && (small << (128 - d)) != 0;
    }
  big <<= 1;
  lo = lo << 1 | (u128) sticky;
  u128 s = sp == sz ? big + lo : big - lo;
  if (s == 0)
    /* Exact cancellation: +0 when rounding to nearest.  */
    return 0;
  return f64_round (sb, s, eb - 1);
}

/* The exponent of the finite nonzero X, as the tensor core takes an
   input's: its exponent field's, so never below EMIN (a subnormal
   input's is its format's least normal exponent).  */
static int
tc_exponent (double x, int emin)
{
  int e = (int) (bits_of_double (x) >> 52 & 0x7ff) - 1023;
  return e < emin ? emin : e;
}

/* The tensor core's sum C + A[0] B[0] + ... + A[K-1] B[K-1] of f16,
   bf16 or tf32 A and B (inputs of least exponent EMIN), the way an H200
   computes it (measured: testsuite/ptxasm.run/lockstep-mma-f32-bits.c):
   every product is exact, and its exponent is the sum of its inputs'
   (tc_exponent, not renormalized); with E the greatest of those and of
   C's, each product and C is truncated toward zero to a multiple of
   2^(E - 25), and the truncated terms are summed exactly.  Returns 1
   with that sum as *S * 2^(*E - 25), or 0 where the measurements do not
   reach: an infinite or NaN operand, a zero sum (whose sign is left to
   IEEE arithmetic).  */
static int
tc_sum (const double *a, const double *b, int bstride, int k, double c,
	int emin, int64_t *s, int *e)
{
  int e_max = -100000;
  if (c - c != 0)
    return 0;
  if (c != 0)
    e_max = tc_exponent (c, -126);
  for (int i = 0; i < k; i++)
    {
      double x = a[i], y = b[i * bstride];
      if (x - x != 0 || y - y != 0)
	return 0;
      if (x != 0 && y != 0)
	{
	  int ep = tc_exponent (x, emin) + tc_exponent (y, emin);
	  if (ep > e_max)
	    e_max = ep;
	}
    }
  if (e_max == -100000)
    return 0;
  /* Each term times 2^(25 - E), truncated: exact scalings, magnitudes
     below 2^27.  */
  double scale = double_of_bits ((uint64_t) (1023 + 25 - e_max) << 52);
  int64_t sum = (int64_t) (c * scale);
  for (int i = 0; i < k; i++)
    sum += (int64_t) (a[i] * b[i * bstride] * scale);
  *s = sum;
  *e = e_max;
  return sum != 0;
}

/* The tensor core's f32 D: tc_sum's, truncated (toward zero) to f32.
   Returns 1 with *OUT the bits, or 0 where tc_sum does, or the result
   is outside f32's normal range.  */
static int
tc_dot_f32 (const double *a, const double *b, int bstride, int k, double c,
	    int emin, uint32_t *out)
{
  int64_t s;
  int e_max;
  if (!tc_sum (a, b, bstride, k, c, emin, &s, &e_max))
    return 0;
  uint64_t u = (uint64_t) (s < 0 ? -s : s);
  int nb = 0;
  while (u >> nb)
    nb++;
  int er = nb - 1 + e_max - 25;
  if (er < -126 || er > 127)
    return 0;
  uint64_t m24 = nb >= 24 ? u >> (nb - 24) : u << (24 - nb);
  *out = (uint32_t) (s < 0) << 31 | (uint32_t) (er + 127) << 23
	 | (uint32_t) (m24 & 0x7fffff);
  return 1;
}

/* The tensor core's f16 D (m16n8k8, m16n8k16): tc_sum's exact sum,
   which a double holds (below 2^31 times a power of 2 no smaller than
   2^-53), for f16_of_double to round once to nearest even.  Returns 1
   with *OUT that double, or 0 where tc_sum does.  */
static int
tc_dot_f16 (const double *a, const double *b, int bstride, int k, double c,
	    double *out)
{
  int64_t s;
  int e_max;
  if (!tc_sum (a, b, bstride, k, c, -14, &s, &e_max))
    return 0;
  *out = (double) s * double_of_bits ((uint64_t) (1023 + e_max - 25) << 52);
  return 1;
}

/* m8n8k4 .f16 on an H200, which has no such tensor-core instruction
   (the code ptxas makes for it computes in f32, each step rounded to
   nearest even): with P[j] = A[j] B[j] (exact in f32), an f32 D is
   RN (C + RN (RN (RN (P[0] + P[1]) + P[2]) + P[3])), an f16 D (whose C
   is f16) RN16 (RN (RN (C + RN (P[0] + P[1])) + RN (P[2] + P[3]))),
   RN the rounding to f32.  Products and sums in float: exact, and
   rounded once to nearest even (where float arithmetic is done in a
   wider format, as on the i386's x87, rounding twice gives the same
   sum of two floats).  */
static double
dot_884 (enum ptxrt_type td, const double *a, const double *b, int bstride,
	 double c)
{
  float p[4];
  for (int j = 0; j < 4; j++)
    p[j] = (float) (a[j] * b[j * bstride]);
  float cf = (float) c;
  if (td == PTXRT_F32)
    return cf + ((p[0] + p[1]) + p[2] + p[3]);
  return (cf + (p[0] + p[1])) + (p[2] + p[3]);
}

/* One element of D: ACC (C's) + A[0] B[0] + ... + A[K-1] B[K-1] along
   row A and column B (BSTRIDE apart) of inputs of type TA, for a D of
   type TD; see the top.  */
static double
dot_elem (enum ptxrt_type ta, enum ptxrt_type td, const double *a,
	  const double *b, int bstride, int k, double acc)
{
  if (ta == PTXRT_F64)
    {
      for (int kk = 0; kk < k; kk++)
	acc = double_of_bits (fma_f64 (bits_of_double (a[kk]),
				       bits_of_double (b[kk * bstride]),
				       bits_of_double (acc)));
      return acc;
    }
  uint32_t bits;
  double x;
  if (td == PTXRT_F32
      && tc_dot_f32 (a, b, bstride, k, acc, ta == PTXRT_F16 ? -14 : -126,
		     &bits))
    return float_of_bits (bits);
  if (td == PTXRT_F16 && ta == PTXRT_F16
      && tc_dot_f16 (a, b, bstride, k, acc, &x))
    return x;
  for (int kk = 0; kk < k; kk++)
    acc = a[kk] * b[kk * bstride] + acc;
  return acc;
}

/* X, an element of D of type TD, into element I of lane registers D
   (P elements a word).  */
static void
put_elem (uint64_t d[4], enum ptxrt_type td, int p, int i, double x)
{
  if (td == PTXRT_F64)
    /* fma_f64's bits, a NaN's too.  */
    d[i] = bits_of_double (x);
  else if (td == PTXRT_F16)
    d[i / 2] |= (uint64_t) f16_of_double (x) << (16 * (i % 2));
  else
    d[i / p] |= (uint64_t) (x != x ? PTXRT_NAN_F32 : bits_of_float ((float) x))
		<< (32 * (i % p));
}

/* D = A * B + C in floating point, for a checked KIND; see the top.  */
static void
mma_float (uint32_t kind, const uint64_t a[32][4], const uint64_t b[32][4],
	   const uint64_t c[32][4], uint64_t d[32][4])
{
  enum ptxrt_shape s = PTXRT_MMA_SHAPE (kind);
  enum ptxrt_type ta = PTXRT_MMA_A (kind), tc = PTXRT_MMA_C (kind);
  enum ptxrt_type td = PTXRT_MMA_D (kind);
  int m, n, k;
  shape_dims (s, &m, &n, &k);
  double ma[MAX_M][MAX_K], mb[MAX_K][MAX_N], mc[MAX_M][MAX_N];
  int na = m * k / 32, nb = k * n / 32, nc = m * n / 32;
  int pa = per_reg (ta), pc = per_reg (tc), pd = per_reg (td);
  for (int lane = 0; lane < 32; lane++)
    {
      int row, col;
      for (int i = 0; i < na; i++)
	{
	  place (OP_A, s, ta, lane, i, &row, &col);
	  ma[row][col] = double_of_elem (elem_bits (a[lane][i / pa], ta, i),
					 ta);
	}
      for (int i = 0; i < nb; i++)
	{
	  place (OP_B, s, ta, lane, i, &row, &col);
	  mb[row][col] = double_of_elem (elem_bits (b[lane][i / pa], ta, i),
					 ta);
	}
      for (int i = 0; i < nc; i++)
	{
	  place (OP_C, s, ta, lane, i, &row, &col);
	  mc[row][col] = double_of_elem (elem_bits (c[lane][i / pc], tc, i),
					 tc);
	}
    }

  /* MC becomes D.  */
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      mc[i][j] = dot_elem (ta, td, ma[i], &mb[0][j], MAX_N, k, mc[i][j]);

  for (int lane = 0; lane < 32; lane++)
    {
      for (int r = 0; r < (nc + pd - 1) / pd; r++)
	d[lane][r] = 0;
      for (int i = 0; i < nc; i++)
	{
	  int row, col;
	  place (OP_C, s, ta, lane, i, &row, &col);
	  put_elem (d[lane], td, 1, i, mc[row][col]);
	}
    }
}

/* Element I of m8n8k4 .f16's operand OP (of type T for C and D) in lane
   LANE, for the layouts of KIND: its row and column in the lane's
   quad-pair's matrix (A 8 x 4, B 4 x 8, C and D 8 x 8).  Q is the
   lane's place in its quad-pair: lanes 4 P to 4 P + 3 are its 0 to 3,
   lanes 4 P + 16 to 4 P + 19 its 4 to 7.  */
static void
place_884 (enum operand op, enum ptxrt_type t, uint32_t kind, int lane,
	   int i, int *row, int *col)
{
  int hi = lane >> 4, q = (lane & 3) + 4 * hi;
  if (op == OP_A && (kind & PTXRT_MMA_A_COL))
    *row = i + 4 * hi, *col = lane & 3;
  else if (op == OP_A)
    *row = q, *col = i;
  else if (op == OP_B && (kind & PTXRT_MMA_B_ROW))
    *row = lane & 3, *col = i + 4 * hi;
  else if (op == OP_B)
    *row = i, *col = q;
  else if (t == PTXRT_F32)
    {
      *row = (lane & 1) + (i & 2) + 4 * hi;
      *col = (i & 4) + (lane & 2) + (i & 1);
    }
  else
    *row = q, *col = i;
}

/* The 32-bit element BITS of C or D's element I: of P (1 or 2)
   registers a word; else as elem_bits.  */
static uint64_t
word_elem (const uint64_t w[4], enum ptxrt_type t, int p, int i)
{
  if (t == PTXRT_F32)
    return w[i / p] >> (32 * (i % p)) & 0xffffffff;
  return elem_bits (w[i / per_reg (t)], t, i);
}

/* D = A * B + C for m8n8k4 .f16, a checked KIND: four independent
   8 x 8 x 4 products, one for each quad-pair (place_884).  */
static void
mma_884 (uint32_t kind, const uint64_t a[32][4], const uint64_t b[32][4],
	 const uint64_t c[32][4], uint64_t d[32][4])
{
  enum ptxrt_type tc = PTXRT_MMA_C (kind), td = PTXRT_MMA_D (kind);
  double ma[4][8][4], mb[4][4][8], mc[4][8][8];
  for (int lane = 0; lane < 32; lane++)
    {
      int p = (lane >> 2) & 3, row, col;
      for (int i = 0; i < 4; i++)
	{
	  place_884 (OP_A, PTXRT_F16, kind, lane, i, &row, &col);
	  ma[p][row][col] = double_of_f16 ((uint32_t) elem_bits
					   (a[lane][i / 2], PTXRT_F16, i));
	  place_884 (OP_B, PTXRT_F16, kind, lane, i, &row, &col);
	  mb[p][row][col] = double_of_f16 ((uint32_t) elem_bits
					   (b[lane][i / 2], PTXRT_F16, i));
	}
      for (int i = 0; i < 8; i++)
	{
	  place_884 (OP_C, tc, kind, lane, i, &row, &col);
	  mc[p][row][col] = double_of_elem (word_elem (c[lane], tc, 2, i),
					    tc);
	}
    }

  for (int p = 0; p < 4; p++)
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < 8; j++)
	mc[p][i][j] = dot_884 (td, ma[p][i], &mb[p][0][j], 8, mc[p][i][j]);

  for (int lane = 0; lane < 32; lane++)
    {
      int p = (lane >> 2) & 3, row, col;
      for (int r = 0; r < 4; r++)
	d[lane][r] = 0;
      for (int i = 0; i < 8; i++)
	{
	  place_884 (OP_C, td, kind, lane, i, &row, &col);
	  put_elem (d[lane], td, 2, i, mc[p][row][col]);
	}
    }
}

/* The 8-, 4- or 1-bit element BITS of type T as an integer.  */
static int64_t
int_of_elem (uint64_t bits, enum ptxrt_type t)
{
  if (t == PTXRT_S8)
    return (int64_t) (bits & 0xff) - (bits & 0x80 ? 256 : 0);
  if (t == PTXRT_S4)
    return (int64_t) (bits & 0xf) - (bits & 0x8 ? 16 : 0);
  if (t == PTXRT_U4)
    return (int64_t) (bits & 0xf);
  if (t == PTXRT_B1)
    return (int64_t) (bits & 1);
  return (int64_t) (bits & 0xff);
}

/* D = A * B + C with 8-, 4- or 1-bit A and B, for a checked KIND; see
   the top.  For .b1 each product is A AND B, or with .xor.popc A XOR
   B: D = C + popc (A & B) (or ^) along K.  */
static void
mma_int (uint32_t kind, const uint64_t a[32][4], const uint64_t b[32][4],
	 const uint64_t c[32][4], uint64_t d[32][4])
{
  enum ptxrt_shape s = PTXRT_MMA_SHAPE (kind);
  enum ptxrt_type ta = PTXRT_MMA_A (kind), tb = PTXRT_MMA_B (kind);
  int m, n, k;
  shape_dims (s, &m, &n, &k);
  int64_t ma[MAX_M][MAX_K], mb[MAX_K][MAX_N], mc[MAX_M][MAX_N];
  int na = m * k / 32, nb = k * n / 32, nc = m * n / 32;
  int pa = per_reg (ta);
  int xor_popc = PTXRT_MMA_XOR (kind);
  for (int lane = 0; lane < 32; lane++)
    {
      int row, col;
      for (int i = 0; i < na; i++)
	{
	  place (OP_A, s, ta, lane, i, &row, &col);
	  ma[row][col] = int_of_elem (elem_bits (a[lane][i / pa], ta, i), ta);
	}
      for (int i = 0; i < nb; i++)
	{
	  place (OP_B, s, tb, lane, i, &row, &col);
	  mb[row][col] = int_of_elem (elem_bits (b[lane][i / pa], tb, i), tb);
	}
      for (int i = 0; i < nc; i++)
	{
	  place (OP_C, s, ta, lane, i, &row, &col);
	  uint32_t v = (uint32_t) c[lane][i];
	  mc[row][col] = (int64_t) v - (v >> 31 ? (int64_t) 1 << 32 : 0);
	}
    }

  /* MC becomes D, the 64-bit sum.  */
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      for (int kk = 0; kk < k; kk++)
	mc[i][j] += xor_popc ? ma[i][kk] ^ mb[kk][j] : ma[i][kk] * mb[kk][j];

  int sat = PTXRT_MMA_SATFINITE (kind);
  for (int lane = 0; lane < 32; lane++)
    for (int i = 0; i < nc; i++)
      {
	int row, col;
	place (OP_C, s, ta, lane, i, &row, &col);
	int64_t x = mc[row][col];
	if (sat && x > INT32_MAX)
	  x = INT32_MAX;
	else if (sat && x < INT32_MIN)
	  x = INT32_MIN;
	d[lane][i] = (uint32_t) x;
      }
}

/* D = A * B + C for the warp (ptxrt.h).  */
int
ptxrt_mma (uint32_t kind, const uint64_t a[32][4], const uint64_t b[32][4],
	   const uint64_t c[32][4], uint64_t d[32][4])
{
  if (!kind_ok (kind))
    return 0;
  enum ptxrt_shape s = PTXRT_MMA_SHAPE (kind);
  enum ptxrt_type td = PTXRT_MMA_D (kind);
  int m, n, k;
  shape_dims (s, &m, &n, &k);
  if (s == PTXRT_M8N8K4 && PTXRT_MMA_A (kind) == PTXRT_F16)
    {
      /* Per quad-pair: 8 elements of D a lane, in 4 words.  */
      mma_884 (kind, a, b, c, d);
      return 4;
    }
  if (td == PTXRT_S32)
    mma_int (kind, a, b, c, d);
  else
    mma_float (kind, a, b, c, d);
  return m * n / 32 / per_reg (td);
}
