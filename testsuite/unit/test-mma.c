/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-mma.c -- unit tests of plugin/rt/mma.c: ptxrt_mma, the host's
   mma.sync.aligned.SHAPE.row.col.

   Three kinds of check.  For each kind that ptxrt_mma computes, whole
   matrices are scattered into the lanes' registers, and D gathered
   back, through CUTLASS's CuTe layouts of the same instructions
   (include/cute/atom/mma_traits_sm80.hpp), a source independent of
   the PTX ISA formulas that mma.c follows; D must be what a triple loop
   gives.  Hand-made registers, one element of A and one of B not zero,
   with the lanes, registers and halves read off the PTX ISA's
   "Matrix Fragments for mma..." tables by hand, test the layouts
   without any layout code (and the CuTe scatter against the same
   tables).  Uniform registers test the arithmetic (rounding to f16,
   NaN, infinity, .satfinite) apart from the layouts, and registers
   uniform but along K the .f64 chain of fmas: its order, and edge cases
   of one fma (zeros, subnormals, ties, sticky bits, overflow, NaN)
   against expected bits from a hardware fma.  */

#include "ptxrt.h"
#include "unit.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* A CuTe layout (T32, V) -> index, whose thread mode is (4, 8): lane L
   is the coordinate (L % 4, L / 4).  The index is column-major in the
   operand's CuTe shape: (M, K) for A, (N, K) for B, (M, N) for C.  */
struct cute
{
  int ts0, ts1;			/* the thread modes' strides */
  int nv;			/* the value modes */
  int vshape[3], vstride[3];
};

/* The named layouts of mma_traits_sm80.hpp.  */
#define SM80_8X4 { 8, 1, 1, { 1 }, { 0 } }
#define SM80_8X8_ROW { 16, 1, 1, { 2 }, { 8 } }
#define SM80_8X16_ROW { 32, 1, 1, { 4 }, { 8 } }
#define SM80_16X8_ROW { 32, 1, 2, { 2, 2 }, { 16, 8 } }

/* One instruction to test, with its layouts.  */
struct form
{
  char name[64];
  uint32_t kind;
  int m, n, k;
  enum ptxrt_type d, a, b, c;
  int sat;
  struct cute la, lb, lc;
};

static const char *const type_names[] = {
  "f16", "bf16", "tf32", "f32", "f64", "s8", "u8", "s32"
};

/* The number of values (elements per lane) of layout L.  */
static int
cute_size (const struct cute *l)
{
  int n = 1;
  for (int j = 0; j < l->nv; j++)
    n *= l->vshape[j];
  return n;
}

/* The index of lane LANE's value V in layout L.  */
static int
cute_index (const struct cute *l, int lane, int v)
{
  int idx = (lane % 4) * l->ts0 + (lane / 4) * l->ts1;
  for (int j = 0; j < l->nv; j++)
    {
      idx += (v % l->vshape[j]) * l->vstride[j];
      v /= l->vshape[j];
    }
  return idx;
}

/* Lane LANE's value V of operand OP ('a', 'b', 'c') of F as the
   matrix's row *R and column *C (B's row being along K).  */
static void
cute_place (const struct form *f, int op, int lane, int v, int *r, int *c)
{
  if (op == 'a')
    {
      int idx = cute_index (&f->la, lane, v);
      *r = idx % f->m;
      *c = idx / f->m;
    }
  else if (op == 'b')
    {
      int idx = cute_index (&f->lb, lane, v);
      *c = idx % f->n;
      *r = idx / f->n;
    }
  else
    {
      int idx = cute_index (&f->lc, lane, v);
      *r = idx % f->m;
      *c = idx / f->m;
    }
}

/* ptxrt_mma on non-const arrays.  */
static int
mma (uint32_t kind, uint64_t a[32][4], uint64_t b[32][4], uint64_t c[32][4],
     uint64_t d[32][4])
{
  return ptxrt_mma (kind, (const uint64_t (*)[4]) a, (const uint64_t (*)[4]) b,
		    (const uint64_t (*)[4]) c, d);
}

/* How many elements of type T a register holds.  */
static int
per_reg (enum ptxrt_type t)
{
  return t == PTXRT_F16 || t == PTXRT_BF16 ? 2
	 : t == PTXRT_S8 || t == PTXRT_U8 ? 4 : 1;
}

/* The IEEE binary16 of the integer V, |V| <= 2048.  */
static uint32_t
f16_of_int (long long v)
{
  if (v == 0)
    return 0;
  uint32_t sign = v < 0 ? 0x8000 : 0;
  unsigned long long u = v < 0 ? -v : v;
  int e = 0;
  while (u >> (e + 1))
    e++;
  return sign | (uint32_t) (e + 15) << 10
	 | (uint32_t) ((u << 10 >> e) & 0x3ff);
}

/* The bits of the float F.  */
static uint32_t
fbits (float f)
{
  uint32_t u;
  memcpy (&u, &f, sizeof u);
  return u;
}

/* The bits of the double F.  */
static uint64_t
dbits (double f)
{
  uint64_t u;
  memcpy (&u, &f, sizeof u);
  return u;
}

/* The element of type T holding the small integer V (tf32 with junk in
   the 13 bits it ignores).  */
static uint64_t
encode (enum ptxrt_type t, long long v)
{
  switch (t)
    {
    case PTXRT_F16:
      return f16_of_int (v);
    case PTXRT_BF16:
      return fbits ((float) v) >> 16;
    case PTXRT_TF32:
      return fbits ((float) v) | 0x1555;
    case PTXRT_F32:
      return fbits ((float) v);
    case PTXRT_F64:
      return dbits ((double) v);
    case PTXRT_S8:
    case PTXRT_U8:
      return (uint64_t) v & 0xff;
    default:
      return (uint32_t) v;
    }
}

/* Element (R, C) of operand OP of a matrix of type T.  */
static long long
value (enum ptxrt_type t, int op, int r, int c)
{
  if (t == PTXRT_S8 || t == PTXRT_U8)
    {
      int u = op == 'a' ? (r * 37 + c * 11) % 256
	      : (r * 53 + c * 29 + 7) % 256;
      return t == PTXRT_S8 ? u - 128 : u;
    }
  if (t == PTXRT_S32)
    return (r - c) * 1000 + 7;
  if (op == 'c')
    return r - c;
  /* In [-3, 3], with no period along K that a wrong layout could hide
     behind.  */
  unsigned h = (unsigned) (r * 40503 + c * 2654435 + (op == 'a' ? 17 : 91));
  h ^= h >> 13;
  h *= 0x5bd1e995u;
  h ^= h >> 15;
  return (long long) (h % 7) - 3;
}

/* Fill REGS with operand OP of F, of type T, through F's layouts; the
   registers past the fragment hold junk.  */
static void
scatter (const struct form *f, int op, enum ptxrt_type t, uint64_t regs[32][4])
{
  const struct cute *l = op == 'a' ? &f->la : op == 'b' ? &f->lb : &f->lc;
  int nv = cute_size (l), per = per_reg (t), width = 32 / per;
  for (int lane = 0; lane < 32; lane++)
    {
      for (int r = 0; r < 4; r++)
	regs[lane][r] = r < nv / per ? 0 : 0xdeadbeefcafef00dULL;
      for (int v = 0; v < nv; v++)
	{
	  int row, col;
	  cute_place (f, op, lane, v, &row, &col);
	  uint64_t bits = encode (t, value (t, op, row, col));
	  if (per > 1)
	    bits <<= width * (v % per);
	  regs[lane][v / per] |= bits;
	}
    }
}

/* D's element (R, C) of F, by the triple loop, in D's encoding.  */
static uint64_t
expect (const struct form *f, int r, int c)
{
  long long acc = value (f->c, 'c', r, c);
  for (int k = 0; k < f->k; k++)
    acc += value (f->a, 'a', r, k) * value (f->b, 'b', k, c);
  if (f->d == PTXRT_S32)
    {
      if (f->sat && acc > INT32_MAX)
	acc = INT32_MAX;
      if (f->sat && acc < INT32_MIN)
	acc = INT32_MIN;
      return (uint32_t) acc;
    }
  return encode (f->d, acc);
}

/* Multiply F's matrices through ptxrt_mma and compare with the triple
   loop, once with D apart from C and once with D in C's place.  */
static void
test_form (const struct form *f)
{
  static uint64_t a[32][4], b[32][4], c[32][4], d[32][4], d2[32][4];
  char name[128];
  scatter (f, 'a', f->a, a);
  scatter (f, 'b', f->b, b);
  scatter (f, 'c', f->c, c);
  memset (d, 0, sizeof d);
  int nv = cute_size (&f->lc), per = per_reg (f->d);
  int got = mma (f->kind, a, b, c, d);
  snprintf (name, sizeof name, "%s: %d registers of D", f->name, nv / per);
  CHECK (got == nv / per, name);

  int bad = 0;
  for (int lane = 0; lane < 32; lane++)
    for (int v = 0; v < nv; v++)
      {
	int row, col;
	cute_place (f, 'c', lane, v, &row, &col);
	uint64_t reg = d[lane][v / per], want = expect (f, row, col), have;
	if (per == 2)
	  have = reg >> (16 * (v % 2)) & 0xffff;
	else
	  have = reg;
	if (per == 2 && reg >> 32)
	  have = ~(uint64_t) 0;
	if (have != want)
	  {
	    if (!bad)
	      printf ("  lane %d d%d: D[%d][%d] is %#llx, not %#llx\n", lane,
		      v / per, row, col, (unsigned long long) have,
		      (unsigned long long) want);
	    bad++;
	  }
      }
  snprintf (name, sizeof name, "%s: D = A * B + C, CuTe's layouts", f->name);
  CHECK (bad == 0, name);

  memcpy (d2, c, sizeof c);
  mma (f->kind, a, b, d2, d2);
  bad = 0;
  for (int lane = 0; lane < 32; lane++)
    for (int r = 0; r < nv / per; r++)
      bad += d2[lane][r] != d[lane][r];
  snprintf (name, sizeof name, "%s: D may be C", f->name);
  CHECK (bad == 0, name);
}

/* F for SHAPE and the types D, A, B, C, with its CuTe layouts (from
   MMA_Traits<SM80_...> of mma_traits_sm80.hpp).  */
static struct form
make_form (enum ptxrt_shape shape, enum ptxrt_type d, enum ptxrt_type a,
	   enum ptxrt_type b, enum ptxrt_type c, int sat)
{
  static const char *const shapes[] = {
    "m16n8k8", "m16n8k16", "m16n8k4", "m8n8k4", "m16n8k32", "m8n8k16"
  };
  static const int dims[][3] = {
    { 16, 8, 8 }, { 16, 8, 16 }, { 16, 8, 4 }, { 8, 8, 4 }, { 16, 8, 32 },
    { 8, 8, 16 }
  };
  static const struct cute c16x8 = SM80_16X8_ROW, c8x8 = SM80_8X8_ROW;
  static const struct cute c8x4 = SM80_8X4, c8x16 = SM80_8X16_ROW;
  static const struct cute f16_16x8x16_a
    = { 32, 1, 3, { 2, 2, 2 }, { 16, 8, 128 } };
  static const struct cute f16_16x8x16_b = { 16, 1, 2, { 2, 2 }, { 8, 64 } };
  static const struct cute tf32_16x8x4_a = { 16, 1, 1, { 2 }, { 8 } };
  static const struct cute tf32_16x8x8_a = { 16, 1, 2, { 2, 2 }, { 8, 64 } };
  static const struct cute tf32_16x8x8_b = { 8, 1, 1, { 2 }, { 32 } };
  static const struct cute s8_16x8x16_a = { 64, 1, 2, { 4, 2 }, { 16, 8 } };
  static const struct cute s8_16x8x32_a
    = { 64, 1, 3, { 4, 2, 2 }, { 16, 8, 256 } };
  static const struct cute s8_16x8x32_b = { 32, 1, 2, { 4, 2 }, { 8, 128 } };

  struct form f;
  memset (&f, 0, sizeof f);
  snprintf (f.name, sizeof f.name, "mma.%s.row.col%s.%s.%s.%s.%s",
	    shapes[shape], sat ? ".satfinite" : "", type_names[d],
	    type_names[a], type_names[b], type_names[c]);
  f.kind = PTXRT_MMA_KIND (shape, d, a, b, c, sat);
  f.m = dims[shape][0];
  f.n = dims[shape][1];
  f.k = dims[shape][2];
  f.d = d;
  f.a = a;
  f.b = b;
  f.c = c;
  f.sat = sat;
  f.lc = c16x8;
  switch (shape)
    {
    case PTXRT_M16N8K8:
      f.la = a == PTXRT_TF32 ? tf32_16x8x8_a : c16x8;
      f.lb = a == PTXRT_TF32 ? tf32_16x8x8_b : c8x8;
      break;
    case PTXRT_M16N8K16:
      f.la = a == PTXRT_S8 || a == PTXRT_U8 ? s8_16x8x16_a : f16_16x8x16_a;
      f.lb = a == PTXRT_S8 || a == PTXRT_U8 ? c8x16 : f16_16x8x16_b;
      break;
    case PTXRT_M16N8K4:
      f.la = tf32_16x8x4_a;
      f.lb = c8x4;
      break;
    case PTXRT_M8N8K4:
      f.la = f.lb = c8x4;
      f.lc = c8x8;
      break;
    case PTXRT_M16N8K32:
      f.la = s8_16x8x32_a;
      f.lb = s8_16x8x32_b;
      break;
    case PTXRT_M8N8K16:
      f.la = f.lb = c8x16;
      f.lc = c8x8;
      break;
    default:
      /* The 4-bit and 1-bit shapes: the uniform tiles in main.  */
      break;
    }
  return f;
}

/* Check that the CuTe scatter of F's operand OP (type T) puts into
   lane LANE's register REG the elements (R[j], C[j]), low to high: the
   PTX ISA's tables, by hand, against CUTLASS's.  */
static void
check_reg (const struct form *f, int op, enum ptxrt_type t, int lane, int reg,
	   const int (*rc)[2], const char *what)
{
  static uint64_t regs[32][4];
  char name[160];
  scatter (f, op, t, regs);
  int per = per_reg (t), width = 32 / per;
  uint64_t want = 0;
  for (int j = 0; j < per; j++)
    want |= encode (t, value (t, op, rc[j][0], rc[j][1])) << (width * j);
  snprintf (name, sizeof name, "%s: %s", f->name, what);
  CHECK (regs[lane][reg] == want, name);
}

/* Registers all zero but A's register AREG of lane ALANE, holding ABITS,
   and B's BREG of BLANE, BBITS; C's registers all CBITS.  Check that
   D's register DREG of lane DLANE is DBITS and every other one of the
   first NREGS is OTHER.  */
static void
one_hot (uint32_t kind, const char *name, int alane, int areg, uint64_t abits,
	 int blane, int breg, uint64_t bbits, uint64_t cbits, int dlane,
	 int dreg, uint64_t dbits_want, uint64_t other, int nregs)
{
  static uint64_t a[32][4], b[32][4], c[32][4], d[32][4];
  memset (a, 0, sizeof a);
  memset (b, 0, sizeof b);
  for (int l = 0; l < 32; l++)
    for (int r = 0; r < 4; r++)
      c[l][r] = cbits;
  a[alane][areg] = abits;
  b[blane][breg] = bbits;
  int got = mma (kind, a, b, c, d);
  int bad = got != nregs;
  for (int l = 0; l < 32; l++)
    for (int r = 0; r < nregs; r++)
      {
	uint64_t want = l == dlane && r == dreg ? dbits_want : other;
	if (d[l][r] != want)
	  {
	    if (!bad)
	      printf ("  lane %d d%d is %#llx, not %#llx\n", l, r,
		      (unsigned long long) d[l][r], (unsigned long long) want);
	    bad++;
	  }
      }
  CHECK (bad == 0, name);
}

/* D's first register when every register of A, B and C holds ABITS,
   BBITS and CBITS; *SAME whether all D's NREGS registers are alike.  */
static uint64_t
uniform (uint32_t kind, uint64_t abits, uint64_t bbits, uint64_t cbits,
	 int nregs, int *same)
{
  static uint64_t a[32][4], b[32][4], c[32][4], d[32][4];
  for (int l = 0; l < 32; l++)
    for (int r = 0; r < 4; r++)
      {
	a[l][r] = abits;
	b[l][r] = bbits;
	c[l][r] = cbits;
      }
  int got = mma (kind, a, b, c, d);
  *same = got == nregs;
  for (int l = 0; l < 32; l++)
    for (int r = 0; r < nregs; r++)
      *same &= d[l][r] == d[0][0];
  return d[0][0];
}

/* CHECK that the uniform product is WANT.  */
#define UNIFORM(kind, abits, bbits, cbits, nregs, want, name)		\
  do									\
    {									\
      int same_;							\
      uint64_t got_ = uniform (kind, abits, bbits, cbits, nregs, &same_); \
      CHECK (same_ && got_ == (uint64_t) (want), name);			\
      if (got_ != (uint64_t) (want))					\
	printf ("  got %#llx, want %#llx\n", (unsigned long long) got_,	\
		(unsigned long long) (want));				\
    }									\
  while (0)

/* Two f16 halves in one register.  */
#define H2(h) ((uint64_t) (h) * 0x10001)

/* D's first register of m8n8k4 .f64 when every A[m][k] is X[k], every
   B[k][n] is Y[k] and every element of C is Z: every element of D is
   then fma (X[3], Y[3], fma (X[2], Y[2], fma (X[1], Y[1], fma (X[0],
   Y[0], Z))))).  *SAME whether all D's registers are alike.  */
static uint64_t
f64_chain (const uint64_t x[4], const uint64_t y[4], uint64_t z, int *same)
{
  static uint64_t a[32][4], b[32][4], c[32][4], d[32][4];
  for (int l = 0; l < 32; l++)
    {
      /* Lane L holds A[g][t] and B[t][g], t = L % 4.  */
      for (int r = 0; r < 4; r++)
	a[l][r] = b[l][r] = c[l][r] = 0xdeadbeefcafef00dULL;
      a[l][0] = x[l % 4];
      b[l][0] = y[l % 4];
      c[l][0] = c[l][1] = z;
    }
  int got = mma (PTXRT_MMA_KIND (PTXRT_M8N8K4, PTXRT_F64, PTXRT_F64,
				 PTXRT_F64, PTXRT_F64, 0), a, b, c, d);
  *same = got == 2;
  for (int l = 0; l < 32; l++)
    for (int r = 0; r < 2; r++)
      *same &= d[l][r] == d[0][0];
  return d[0][0];
}

/* fma (X, Y, Z) with the bits WANT: the edge cases of mma.c's fma_f64.
   WANT is what a hardware fma gave (an x86-64 vfmadd231sd, and glibc's
   fma, alike), a NaN as the GPU's rule gives it (mma.c's fma_f64: a NaN
   operand passed on, quieted; 0xfff8000000000000 of infinity times 0 or
   infinities of opposite signs added, measured on an H200).  Eleven of them come out otherwise with a
   multiply and an add rounded apart: the three marked "unfused", two
   underflows to the product's -0, 2^1024 - the greatest finite, an
   overflowing product plus an infinity (twice), and three sticky-bit
   cases, where a product of two doubles is 2^76 + 1 (181285537 *
   416789253992801) or 2^53 + 1 (321 * 28059810762433), its last 1 far
   below a tie that it breaks.  */
static const struct fma_case
{
  uint64_t x, y, z, want;
  const char *name;
} fma_cases[] = {
  { 0x3ff8000000000000, 0xc000000000000000, 0x4024000000000000,
    0x401c000000000000, "1.5 * -2 + 10 is 7" },
  { 0x3ff0000000000001, 0x3fefffffffffffff, 0xbff0000000000000,
    0x3c9ffffffffffffe, "(1 + 2^-52)(1 - 2^-53) - 1 is "
    "2^-53 - 2^-105 (unfused: 0)" },
  { 0x3ff0000000000001, 0x3ff0000000000001, 0xbff0000000000002,
    0x3970000000000000, "(1 + 2^-52)^2 - (1 + 2^-51) "
    "is 2^-104 (unfused: 0)" },
  { 0x4000000000000000, 0x4008000000000000, 0xc018000000000000,
    0x0000000000000000, "2 * 3 - 6 is +0" },
  { 0xc000000000000000, 0x4008000000000000, 0x4018000000000000,
    0x0000000000000000, "-2 * 3 + 6 is +0" },
  { 0x0000000000000000, 0x3ff0000000000000, 0x8000000000000000,
    0x0000000000000000, "+0 * 1 + -0 is +0" },
  { 0x8000000000000000, 0x3ff0000000000000, 0x8000000000000000,
    0x8000000000000000, "-0 * 1 + -0 is -0" },
  { 0x3ff0000000000000, 0x8000000000000000, 0x8000000000000000,
    0x8000000000000000, "1 * -0 + -0 is -0" },
  { 0x8000000000000000, 0xbff0000000000000, 0x8000000000000000,
    0x0000000000000000, "-0 * -1 + -0 is +0" },
  { 0x8000000000000000, 0x3ff0000000000000, 0x0000000000000000,
    0x0000000000000000, "-0 * 1 + +0 is +0" },
  { 0x0000000000000000, 0x4014000000000000, 0xc008000000000000,
    0xc008000000000000, "0 * 5 - 3 is -3" },
  { 0x8000000000000000, 0x401c000000000000, 0x8000000000000005,
    0x8000000000000005, "-0 * 7 + a subnormal is it" },
  { 0x8000000000000001, 0x3fd0000000000000, 0x8000000000000000,
    0x8000000000000000, "-2^-1074 * 0.25 + -0 underflows to -0" },
  { 0x8000000000000001, 0x3fd0000000000000, 0x0000000000000000,
    0x8000000000000000, "-2^-1074 * 0.25 + +0 underflows "
    "to the product's -0" },
  { 0x0000000000000001, 0x3fe0000000000000, 0x0000000000000000,
    0x0000000000000000, "2^-1074 * 0.5: half the least "
    "subnormal ties to +0" },
  { 0x0000000000000001, 0x3fe8000000000000, 0x0000000000000000,
    0x0000000000000001, "2^-1074 * 0.75 rounds to 2^-1074" },
  { 0x8000000000000001, 0x3ff8000000000000, 0x0000000000000000,
    0x8000000000000002, "-2^-1074 * 1.5 ties to -2 * 2^-1074 (even)" },
  { 0x0000000000000005, 0x3fe0000000000000, 0x0000000000000000,
    0x0000000000000002, "5 * 2^-1074 * 0.5 ties to 2 * 2^-1074 (even)" },
  { 0x0000000000000001, 0x39b0000000000000, 0x0000000000000000,
    0x0000000000000000, "2^-1074 * 2^-100 underflows to +0" },
  { 0x1a70000000000000, 0x9a70000000000000, 0x0000000000000000,
    0x8000000000000000, "2^-600 * -2^-600 underflows to -0" },
  { 0x1a70000000000000, 0x1a70000000000000, 0x8000000000000001,
    0x8000000000000001, "2^-1200 - 2^-1074 is -2^-1074" },
  { 0x0010000000000000, 0x3fe0000000000000, 0x0000000000000000,
    0x0008000000000000, "2^-1022 * 0.5 is subnormal 2^-1023" },
  { 0x3ff0000000000001, 0x0010000000000000, 0x8010000000000000,
    0x0000000000000001, "(1 + 2^-52) 2^-1022 - 2^-1022 is 2^-1074" },
  { 0x3ff0000000000001, 0x0010000000000001, 0x8010000000000000,
    0x0000000000000002, "(1 + 2^-52)^2 2^-1022 - 2^-1022 "
    "rounds to 2^-1073" },
  { 0x3ff0000000000001, 0x0010000000000001, 0x8010000000000003,
    0x8000000000000001, "a product just above 2^-1022 minus "
    "a normal: negative subnormal" },
  { 0x000fffffffffffff, 0x4000000000000000, 0x0000000000000000,
    0x001ffffffffffffe, "the greatest subnormal * 2 is normal" },
  { 0x0000000000000001, 0x3ff0000000000000, 0x000fffffffffffff,
    0x0010000000000000, "the least + the greatest subnormal is 2^-1022" },
  { 0x0000000000000001, 0x7fe0000000000000, 0x3ff0000000000000,
    0x3ff0000000000002, "2^-1074 * 2^1023 + 1 is 1 + 2^-51" },
  { 0x000fffffffffffff, 0x7fe0000000000000, 0xc000000000000000,
    0xbcc0000000000000, "the greatest subnormal * 2^1023 - 2 is -2^-51" },
  { 0x3ca0000000000000, 0x3ff0000000000000, 0x3ff0000000000000,
    0x3ff0000000000000, "1 + 2^-53 ties to 1 (even)" },
  { 0x3ca0000000000000, 0x3ff0000000000000, 0x3ff0000000000001,
    0x3ff0000000000002, "1 + 2^-52 + 2^-53 ties to 1 + 2^-51 (even)" },
  { 0x3ca0000000000001, 0x3ff0000000000000, 0x3ff0000000000000,
    0x3ff0000000000001, "1 + 2^-53 (1 + 2^-52) rounds up" },
  { 0xbc90000000000000, 0x3ff0000000000000, 0x3ff0000000000000,
    0x3ff0000000000000, "1 - 2^-54 ties to 1 (even)" },
  { 0xbc90000000000001, 0x3ff0000000000000, 0x3ff0000000000000,
    0x3fefffffffffffff, "1 - 2^-54 (1 + 2^-52) rounds down to 1 - 2^-53" },
  { 0x3fe59c6542000000, 0x3ca7b114f6e31610, 0x3ff0000000000000,
    0x3ff0000000000001, "1 + 2^-53 + 2^-129 (a product "
    "of 2^76 + 1) rounds up" },
  { 0xbfe59c6542000000, 0x3ca7b114f6e31610, 0x3ff8000000000000,
    0x3ff7ffffffffffff, "1.5 - 2^-53 - 2^-129 rounds down" },
  { 0x4074100000000000, 0x42b9852f0d8ec100, 0x39b0000000000000,
    0x4340000000000001, "2^53 + 1 (321 * 28059810762433) "
    "+ 2^-100 rounds up" },
  { 0x4074100000000000, 0x42b9852f0d8ec100, 0xb9b0000000000000,
    0x4340000000000000, "2^53 + 1 - 2^-100 rounds down" },
  { 0x4074100000000000, 0x42b9852f0d8ec100, 0x0000000000000000,
    0x4340000000000000, "2^53 + 1 ties to 2^53 (even)" },
  { 0x0000000000000001, 0x3ff0000000000000, 0x3ff0000000000000,
    0x3ff0000000000000, "1 + 2^-1074 is 1" },
  { 0x8000000000000001, 0x3ff0000000000000, 0x3ff0000000000000,
    0x3ff0000000000000, "1 - 2^-1074 is 1" },
  { 0x7fefffffffffffff, 0x4000000000000000, 0x0000000000000000,
    0x7ff0000000000000, "the greatest finite * 2 overflows to infinity" },
  { 0x7fefffffffffffff, 0xc000000000000000, 0x0000000000000000,
    0xfff0000000000000, "the greatest finite * -2 overflows to -infinity" },
  { 0x7fefffffffffffff, 0x4000000000000000, 0xffefffffffffffff,
    0x7fefffffffffffff, "greatest * 2 - greatest is "
    "it (unfused: infinity)" },
  { 0x5ff0000000000000, 0x5ff0000000000000, 0xffefffffffffffff,
    0x7ca0000000000000, "2^1024 - the greatest finite is 2^971" },
  { 0x7fefffffffffffff, 0x3ff0000000000000, 0x7c90000000000000,
    0x7ff0000000000000, "greatest + half its ulp ties to infinity (even)" },
  { 0x7fefffffffffffff, 0x3ff0000000000000, 0x7c8fffffffffffff,
    0x7fefffffffffffff, "greatest + just under half "
    "its ulp stays the greatest" },
  { 0xffefffffffffffff, 0x3ff0000000000000, 0xfc90000000000000,
    0xfff0000000000000, "-greatest - half its ulp ties to -infinity" },
  { 0x7fefffffffffffff, 0x7fefffffffffffff, 0xfff0000000000000,
    0xfff0000000000000, "an overflowing product - infinity is -infinity" },
  { 0xffefffffffffffff, 0x7fefffffffffffff, 0x7ff0000000000000,
    0x7ff0000000000000, "an overflowing negative product "
    "+ infinity is infinity" },
  { 0x7ff0000000000000, 0xc000000000000000, 0x4014000000000000,
    0xfff0000000000000, "infinity * -2 + 5 is -infinity" },
  { 0x4000000000000000, 0x4008000000000000, 0xfff0000000000000,
    0xfff0000000000000, "2 * 3 - infinity is -infinity" },
  { 0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000,
    0x7ff0000000000000, "infinity * infinity + infinity is infinity" },
  { 0x7ff0000000000000, 0x0000000000000000, 0x3ff0000000000000,
    0xfff8000000000000, "infinity * 0 + 1 is NaN" },
  { 0x0000000000000000, 0xfff0000000000000, 0x0000000000000000,
    0xfff8000000000000, "0 * -infinity + 0 is NaN" },
  { 0x7ff0000000000000, 0x0000000000000000, 0x7ff8000000000000,
    0x7ff8000000000000, "infinity * 0 + NaN is that NaN" },
  { 0x7ff0000000000000, 0x3ff0000000000000, 0xfff0000000000000,
    0xfff8000000000000, "infinity * 1 - infinity is NaN" },
  { 0xfff0000000000000, 0x3ff0000000000000, 0x7ff0000000000000,
    0xfff8000000000000, "-infinity * 1 + infinity is NaN" },
  { 0xbff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000,
    0xfff8000000000000, "-1 * infinity + infinity is NaN" },
  { 0x7ff8000000000000, 0x3ff0000000000000, 0x3ff0000000000000,
    0x7ff8000000000000, "NaN * 1 + 1 is that NaN" },
  { 0x3ff0000000000000, 0xfff8000000000000, 0x3ff0000000000000,
    0xfff8000000000000, "1 * -NaN + 1 is that -NaN" },
  { 0x3ff0000000000000, 0x3ff0000000000000, 0x7ff0000000000001,
    0x7ff8000000000001, "1 * 1 + signaling NaN is that NaN quieted" },
  { 0x7ff8000000000000, 0x0000000000000000, 0x7ff0000000000000,
    0x7ff8000000000000, "NaN * 0 + infinity is that NaN" },
  { 0x7ff0000000000001, 0x7ff0000000000000, 0xfff0000000000000,
    0x7ff8000000000001, "sNaN * infinity - infinity is that NaN quieted" },
  /* Which NaN passes on (measured on an H200: B's, else the running
     sum's, else A's).  */
  { 0x7ff8000000000aaa, 0x7ff8000000000bbb, 0x7ff8000000000ccc,
    0x7ff8000000000bbb, "NaN A * NaN B + NaN C is B's" },
  { 0x7ff8000000000aaa, 0x3ff0000000000000, 0xfff8000000000ccc,
    0xfff8000000000ccc, "NaN A * 1 + NaN C is C's" },
};

/* A random small integer (-8 .. 8) as f16 bits, from the LCG *S.  */
static uint32_t
small_f16 (uint32_t *s)
{
  *s = *s * 1664525u + 1013904223u;
  int v = (int) (*s >> 24) % 17 - 8;
  uint32_t m = (uint32_t) (v < 0 ? -v : v), e = 0;
  if (m == 0)
    return 0;
  while (m >> (e + 1))
    e++;
  return (uint32_t) (v < 0) << 15 | (e + 15) << 10 | ((m << (10 - e)) & 0x3ff);
}

/* The f16 bits H (an integer below 2^11 in magnitude, or 0) as a
   double.  */
static double
f16_int_value (uint32_t h)
{
  int e = (int) (h >> 10 & 31);
  double x = e ? (double) ((h & 0x3ff) | 0x400) : 0;
  for (; e > 25; e--)
    x *= 2;
  for (; e && e < 25; e++)
    x /= 2;
  return h >> 15 ? -x : x;
}

/* m8n8k4 .f16 in its 16 forms (ptxas takes 12), on small integers whose
   sums are exact: every lane's registers random, D against a triple
   loop over the four quad-pairs' matrices, gathered with the PTX ISA's
   formulas ("Matrix Fragments for mma.m8n8k4 with .f16 floating point
   type"), as an H200 confirmed them (mma-m8n8k4-probe.cu).  */
static void
test_m8n8k4 (void)
{
  uint32_t seed = 7;
  for (int form = 0; form < 16; form++)
    {
      int acol = form >> 3 & 1, brow = form >> 2 & 1;
      int d32 = form >> 1 & 1, c32 = form & 1;
      uint32_t kind
	= PTXRT_MMA_KIND (PTXRT_M8N8K4, d32 ? PTXRT_F32 : PTXRT_F16,
			  PTXRT_F16, PTXRT_F16, c32 ? PTXRT_F32 : PTXRT_F16, 0)
	  | (acol ? PTXRT_MMA_A_COL : 0) | (brow ? PTXRT_MMA_B_ROW : 0);
      static uint64_t a[32][4], b[32][4], c[32][4], d[32][4];
      double ma[4][8][4], mb[4][4][8], mc[4][8][8];
      memset (a, 0, sizeof a), memset (b, 0, sizeof b);
      memset (c, 0, sizeof c);
      for (int l = 0; l < 32; l++)
	{
	  int p = (l >> 2) & 3, hi = l >= 16, tid = l % 4;
	  for (int i = 0; i < 4; i++)
	    {
	      uint32_t ha = small_f16 (&seed), hb = small_f16 (&seed);
	      a[l][i / 2] |= (uint64_t) ha << (16 * (i % 2));
	      b[l][i / 2] |= (uint64_t) hb << (16 * (i % 2));
	      if (acol)
		ma[p][i % 4 + 4 * hi][tid] = f16_int_value (ha);
	      else
		ma[p][tid + 4 * hi][i] = f16_int_value (ha);
	      if (brow)
		mb[p][tid][i + 4 * hi] = f16_int_value (hb);
	      else
		mb[p][i][tid + 4 * hi] = f16_int_value (hb);
	    }
	  for (int i = 0; i < 8; i++)
	    {
	      uint32_t hc = small_f16 (&seed);
	      double x = f16_int_value (hc);
	      if (c32)
		{
		  float f = (float) x;
		  uint32_t w;
		  memcpy (&w, &f, 4);
		  c[l][i / 2] |= (uint64_t) w << (32 * (i % 2));
		  mc[p][(tid & 1) + (i & 2) + 4 * hi][(i & 4) + (tid & 2)
						       + (i & 1)] = x;
		}
	      else
		{
		  c[l][i / 2] |= (uint64_t) hc << (16 * (i % 2));
		  mc[p][tid + 4 * hi][i] = x;
		}
	    }
	}
      int words = mma (kind, a, b, c, d);
      int bad = words != 4;
      for (int l = 0; l < 32; l++)
	{
	  int p = (l >> 2) & 3, hi = l >= 16, tid = l % 4;
	  for (int i = 0; i < 8; i++)
	    {
	      int r = d32 ? (tid & 1) + (i & 2) + 4 * hi : tid + 4 * hi;
	      int col = d32 ? (i & 4) + (tid & 2) + (i & 1) : i;
	      double want = mc[p][r][col];
	      for (int k = 0; k < 4; k++)
		want += ma[p][r][k] * mb[p][k][col];
	      double got;
	      if (d32)
		{
		  float f;
		  uint32_t w = (uint32_t) (d[l][i / 2] >> (32 * (i % 2)));
		  memcpy (&f, &w, 4);
		  got = f;
		}
	      else
		got = f16_int_value ((uint32_t) (d[l][i / 2]
						 >> (16 * (i % 2))) & 0xffff);
	      bad += got != want;
	    }
	}
      char name[64];
      snprintf (name, sizeof name, "m8n8k4 f16 form %d: D of every lane",
		form);
      CHECK (bad == 0, name);
    }
}

/* Single results of an H200 that tell the models apart
   (mma-m8n8k4-probe.cu's tiles), each in D[0][0]: A's row 0, B's
   column 0 and C[0][0] the only elements not zero.  Of m8n8k4 all in
   lane 0; of m16n8k16 in lanes 0 to 3.  */
static void
test_h200_bits (void)
{
  static const struct
  {
    int shape;			/* 0: m8n8k4 f32.f32, 1: m8n8k4 f16.f16,
				   2: m16n8k16 f16.f16 */
    uint16_t a[16], b[16];
    uint32_t c, want;
    const char *name;
  } cases[] = {
    { 0, { 0xbe53, 0x338c, 0xaa78, 0xa84a },
      { 0x3d85, 0x21d7, 0x260f, 0x3db7 }, 0x3b7881ac, 0xc00e5a3f,
      "m8n8k4 f32: f32 steps, not the tensor core's sum (c00e5a3e)" },
    { 0, { 0xc035, 0xa3f8, 0xcb25, 0xca7b },
      { 0xa0b6, 0xa240, 0x2d8e, 0xa399 }, 0xbfaf9f07, 0xc0199f36,
      "m8n8k4 f32: f32 steps, not the exact sum rounded (c0199f37)" },
    { 1, { 0x2270, 0xaca4, 0x27d3, 0x3e82 },
      { 0xbd0e, 0x3081, 0xce6c, 0x4d31 }, 0xd02b, 0xb5ec,
      "m8n8k4 f16: f32 steps, not the exact sum rounded (b5ed)" },
    { 1, { 0xca31, 0xd79b, 0xd2cc, 0x2ee1 },
      { 0xc06f, 0xad74, 0x3bca, 0x2ff1 }, 0x3f64, 0xcaa2,
      "m8n8k4 f16: f32 steps, not the tensor core's sum (caa1)" },
    { 2, { 0xaa3e, 0xaee9, 0xbc20, 0x5755, 0xc203, 0xc7c1, 0x53e5, 0x242e,
	   0xb8eb, 0x316e, 0x2c1b, 0xb1d6, 0xa34c, 0x363f, 0x3e7d, 0xb6a7 },
      { 0x3202, 0x349f, 0xcc29, 0x2e8c, 0xb651, 0x3879, 0xd078, 0xb666,
	0xb7e4, 0x4b7a, 0xd21e, 0x23d4, 0xb857, 0x342e, 0x5691, 0x5489 },
      0xca98, 0xe81d,
      "m16n8k16 f16: rounded once, not via f32 (e81c)" },
    { 2, { 0xc770, 0xc8d4, 0x2c1d, 0xa306, 0x24c9, 0x4137, 0x4575, 0x5368,
	   0x3eb6, 0xc51d, 0x4635, 0x2aff, 0xd1b4, 0x44e1, 0xa133, 0x2ac3 },
      { 0x3059, 0xd080, 0x4e80, 0x266d, 0x20a7, 0x205a, 0x3ece, 0x2a47,
	0xb5d5, 0x222d, 0xd40e, 0x3687, 0xaa47, 0x46e2, 0xc881, 0x2f3c },
      0xc3db, 0xc96d,
      "m16n8k16 f16: the truncated sum, not the exact one (c96c)" }
  };
  for (size_t n = 0; n < sizeof cases / sizeof *cases; n++)
    {
      static uint64_t a[32][4], b[32][4], c[32][4], d[32][4];
      memset (a, 0, sizeof a), memset (b, 0, sizeof b);
      memset (c, 0, sizeof c);
      const uint16_t *x = cases[n].a, *y = cases[n].b;
      uint32_t kind;
      c[0][0] = cases[n].c;
      if (cases[n].shape < 2)
	{
	  enum ptxrt_type t = cases[n].shape ? PTXRT_F16 : PTXRT_F32;
	  kind = PTXRT_MMA_KIND (PTXRT_M8N8K4, t, PTXRT_F16, PTXRT_F16, t, 0);
	  /* Lane 0 holds A's row 0 and B's column 0 (.row.col).  */
	  a[0][0] = x[0] | (uint32_t) x[1] << 16;
	  a[0][1] = x[2] | (uint32_t) x[3] << 16;
	  b[0][0] = y[0] | (uint32_t) y[1] << 16;
	  b[0][1] = y[2] | (uint32_t) y[3] << 16;
	}
      else
	{
	  kind = PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_F16, PTXRT_F16,
				 PTXRT_F16, PTXRT_F16, 0);
	  /* Lane t: A[0][2t, 2t + 1] in a0, A[0][2t + 8, 2t + 9] in a2;
	     B[2t, 2t + 1][0] in b0, B[2t + 8, 2t + 9][0] in b1.  */
	  for (int t = 0; t < 4; t++)
	    {
	      a[t][0] = x[2 * t] | (uint32_t) x[2 * t + 1] << 16;
	      a[t][2] = x[2 * t + 8] | (uint32_t) x[2 * t + 9] << 16;
	      b[t][0] = y[2 * t] | (uint32_t) y[2 * t + 1] << 16;
	      b[t][1] = y[2 * t + 8] | (uint32_t) y[2 * t + 9] << 16;
	    }
	}
      mma (kind, a, b, c, d);
      uint32_t got = (uint32_t) d[0][0]
		     & (cases[n].shape ? 0xffffu : 0xffffffffu);
      CHECK (got == cases[n].want, cases[n].name);
    }
}

int
main (void)
{
  static const enum ptxrt_type halves[] = { PTXRT_F16, PTXRT_F32 };
  static const enum ptxrt_type bytes[] = { PTXRT_S8, PTXRT_U8 };
  struct form f;

  /* Every kind, through CuTe's layouts.  */
  for (int s = 0; s < 2; s++)
    {
      enum ptxrt_shape shape = s ? PTXRT_M16N8K16 : PTXRT_M16N8K8;
      for (int i = 0; i < 2; i++)
	for (int j = 0; j < 2; j++)
	  {
	    f = make_form (shape, halves[i], PTXRT_F16, PTXRT_F16, halves[j],
			   0);
	    test_form (&f);
	  }
      f = make_form (shape, PTXRT_F32, PTXRT_BF16, PTXRT_BF16, PTXRT_F32, 0);
      test_form (&f);
    }
  f = make_form (PTXRT_M16N8K4, PTXRT_F32, PTXRT_TF32, PTXRT_TF32,
		 PTXRT_F32, 0);
  test_form (&f);
  f = make_form (PTXRT_M16N8K8, PTXRT_F32, PTXRT_TF32, PTXRT_TF32,
		 PTXRT_F32, 0);
  test_form (&f);
  f = make_form (PTXRT_M8N8K4, PTXRT_F64, PTXRT_F64, PTXRT_F64, PTXRT_F64, 0);
  test_form (&f);
  static const enum ptxrt_shape int_shapes[] = {
    PTXRT_M16N8K16, PTXRT_M16N8K32, PTXRT_M8N8K16
  };
  for (int s = 0; s < 3; s++)
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < 2; j++)
	for (int sat = 0; sat < 2; sat++)
	  {
	    f = make_form (int_shapes[s], PTXRT_S32, bytes[i], bytes[j],
			   PTXRT_S32, sat);
	    test_form (&f);
	  }

  /* The CuTe scatter against the PTX ISA's tables, by hand: lane 5 is
     groupID 1, threadID_in_group 1; lane 6 is 1, 2; lane 30 is 7, 2;
     lane 13 is 3, 1.  */
  f = make_form (PTXRT_M16N8K16, PTXRT_F32, PTXRT_F16, PTXRT_F16,
		 PTXRT_F32, 0);
  check_reg (&f, 'a', PTXRT_F16, 5, 0, (const int[][2]) { { 1, 2 }, { 1, 3 } },
	     "lane 5 a0 is A[1][2], A[1][3]");
  check_reg (&f, 'a', PTXRT_F16, 5, 1, (const int[][2]) { { 9, 2 }, { 9, 3 } },
	     "lane 5 a1 is A[9][2], A[9][3]");
  check_reg (&f, 'a', PTXRT_F16, 5, 2,
	     (const int[][2]) { { 1, 10 }, { 1, 11 } },
	     "lane 5 a2 is A[1][10], A[1][11]");
  check_reg (&f, 'a', PTXRT_F16, 5, 3,
	     (const int[][2]) { { 9, 10 }, { 9, 11 } },
	     "lane 5 a3 is A[9][10], A[9][11]");
  check_reg (&f, 'b', PTXRT_F16, 5, 0, (const int[][2]) { { 2, 1 }, { 3, 1 } },
	     "lane 5 b0 is B[2][1], B[3][1]");
  check_reg (&f, 'b', PTXRT_F16, 5, 1,
	     (const int[][2]) { { 10, 1 }, { 11, 1 } },
	     "lane 5 b1 is B[10][1], B[11][1]");
  check_reg (&f, 'c', PTXRT_F32, 5, 2, (const int[][2]) { { 9, 2 } },
	     "lane 5 c2 is C[9][2]");
  check_reg (&f, 'c', PTXRT_F32, 5, 1, (const int[][2]) { { 1, 3 } },
	     "lane 5 c1 is C[1][3]");
  f = make_form (PTXRT_M16N8K8, PTXRT_F16, PTXRT_F16, PTXRT_F16, PTXRT_F16, 0);
  check_reg (&f, 'a', PTXRT_F16, 6, 1, (const int[][2]) { { 9, 4 }, { 9, 5 } },
	     "lane 6 a1 is A[9][4], A[9][5]");
  check_reg (&f, 'b', PTXRT_F16, 6, 0, (const int[][2]) { { 4, 1 }, { 5, 1 } },
	     "lane 6 b0 is B[4][1], B[5][1]");
  check_reg (&f, 'c', PTXRT_F16, 6, 1, (const int[][2]) { { 9, 4 }, { 9, 5 } },
	     "lane 6 c1 (f16x2) is C[9][4], C[9][5]");
  f = make_form (PTXRT_M16N8K8, PTXRT_F32, PTXRT_TF32, PTXRT_TF32,
		 PTXRT_F32, 0);
  check_reg (&f, 'a', PTXRT_TF32, 30, 1, (const int[][2]) { { 15, 2 } },
	     "lane 30 a1 is A[15][2]");
  check_reg (&f, 'a', PTXRT_TF32, 30, 2, (const int[][2]) { { 7, 6 } },
	     "lane 30 a2 is A[7][6]");
  check_reg (&f, 'b', PTXRT_TF32, 30, 1, (const int[][2]) { { 6, 7 } },
	     "lane 30 b1 is B[6][7]");
  f = make_form (PTXRT_M16N8K4, PTXRT_F32, PTXRT_TF32, PTXRT_TF32,
		 PTXRT_F32, 0);
  check_reg (&f, 'a', PTXRT_TF32, 30, 1, (const int[][2]) { { 15, 2 } },
	     "lane 30 a1 is A[15][2]");
  check_reg (&f, 'b', PTXRT_TF32, 30, 0, (const int[][2]) { { 2, 7 } },
	     "lane 30 b0 is B[2][7]");
  f = make_form (PTXRT_M8N8K4, PTXRT_F64, PTXRT_F64, PTXRT_F64, PTXRT_F64, 0);
  check_reg (&f, 'a', PTXRT_F64, 13, 0, (const int[][2]) { { 3, 1 } },
	     "lane 13 a0 is A[3][1]");
  check_reg (&f, 'b', PTXRT_F64, 13, 0, (const int[][2]) { { 1, 3 } },
	     "lane 13 b0 is B[1][3]");
  check_reg (&f, 'c', PTXRT_F64, 13, 1, (const int[][2]) { { 3, 3 } },
	     "lane 13 c1 is C[3][3]");
  f = make_form (PTXRT_M16N8K32, PTXRT_S32, PTXRT_S8, PTXRT_U8, PTXRT_S32, 0);
  check_reg (&f, 'a', PTXRT_S8, 6, 2,
	     (const int[][2]) { { 1, 24 }, { 1, 25 }, { 1, 26 }, { 1, 27 } },
	     "lane 6 a2 is A[1][24..27]");
  check_reg (&f, 'a', PTXRT_S8, 6, 1,
	     (const int[][2]) { { 9, 8 }, { 9, 9 }, { 9, 10 }, { 9, 11 } },
	     "lane 6 a1 is A[9][8..11]");
  check_reg (&f, 'b', PTXRT_U8, 6, 1,
	     (const int[][2]) { { 24, 1 }, { 25, 1 }, { 26, 1 }, { 27, 1 } },
	     "lane 6 b1 is B[24..27][1]");
  f = make_form (PTXRT_M16N8K16, PTXRT_S32, PTXRT_S8, PTXRT_S8, PTXRT_S32, 0);
  check_reg (&f, 'a', PTXRT_S8, 6, 1,
	     (const int[][2]) { { 9, 8 }, { 9, 9 }, { 9, 10 }, { 9, 11 } },
	     "lane 6 a1 is A[9][8..11]");
  check_reg (&f, 'b', PTXRT_S8, 6, 0,
	     (const int[][2]) { { 8, 1 }, { 9, 1 }, { 10, 1 }, { 11, 1 } },
	     "lane 6 b0 is B[8..11][1]");
  f = make_form (PTXRT_M8N8K16, PTXRT_S32, PTXRT_U8, PTXRT_U8, PTXRT_S32, 0);
  check_reg (&f, 'a', PTXRT_U8, 6, 0,
	     (const int[][2]) { { 1, 8 }, { 1, 9 }, { 1, 10 }, { 1, 11 } },
	     "lane 6 a0 is A[1][8..11]");
  check_reg (&f, 'c', PTXRT_S32, 6, 1, (const int[][2]) { { 1, 5 } },
	     "lane 6 c1 is C[1][5]");

  /* ptxrt_mma on hand-made registers: A one element, B one element (or
     all ones), D where the PTX ISA's tables put it.  */
  const uint32_t f16_f32
    = PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_F32, PTXRT_F16, PTXRT_F16,
		      PTXRT_F32, 0);
  {
    /* A[1][2] = 1, A[1][3] = 2 in lane 5's a0; B all ones: D's row 1
       is 3, in lanes 4-7's d0 and d1.  */
    static uint64_t a[32][4], b[32][4], c[32][4], d[32][4];
    memset (a, 0, sizeof a);
    memset (c, 0, sizeof c);
    for (int l = 0; l < 32; l++)
      for (int r = 0; r < 4; r++)
	b[l][r] = H2 (0x3c00);
    a[5][0] = 0x3c00 | 0x4000 << 16;
    mma (f16_f32, a, b, c, d);
    int bad = 0;
    for (int l = 0; l < 32; l++)
      for (int r = 0; r < 4; r++)
	bad += d[l][r] != (l >= 4 && l < 8 && r < 2 ? fbits (3) : 0);
    CHECK (bad == 0, "m16n8k16 f16: lane 5 a0 is A[1][2], A[1][3]; "
	   "row 1 of D is d0, d1 of lanes 4-7");
    /* B[3][6] = 1 in lane 25's b0, high half; A all ones: D's column 6
       is 1, in d0 and d2 of lanes 3, 7, ..., 31.  */
    memset (b, 0, sizeof b);
    for (int l = 0; l < 32; l++)
      for (int r = 0; r < 4; r++)
	a[l][r] = H2 (0x3c00);
    b[25][0] = (uint64_t) 0x3c00 << 16;
    mma (f16_f32, a, b, c, d);
    bad = 0;
    for (int l = 0; l < 32; l++)
      for (int r = 0; r < 4; r++)
	bad += d[l][r] != (l % 4 == 3 && (r == 0 || r == 2) ? fbits (1) : 0);
    CHECK (bad == 0, "m16n8k16 f16: lane 25 b0 high is B[3][6]; "
	   "column 6 of D is d0, d2 of lanes 3, 7, ..., 31");
  }
  /* A[9][11] = 2: lane 5 a3 high; B[11][5] = 3: lane 21 b1 high;
     D[9][5] = 6 + 0.5: lane 6 d3.  */
  one_hot (f16_f32, "m16n8k16 f16: A[9][11] * B[11][5] is lane 6's d3",
	   5, 3, (uint64_t) 0x4000 << 16, 21, 1, (uint64_t) 0x4200 << 16,
	   fbits (0.5f), 6, 3, fbits (6.5f), fbits (0.5f), 4);
  /* A[2][10] = 1: lane 9 a2 low; B[10][3] = 1: lane 13 b1 low;
     D[2][3] = 1: lane 9 d1.  */
  one_hot (f16_f32, "m16n8k16 f16: A[2][10] * B[10][3] is lane 9's d1",
	   9, 2, 0x3c00, 13, 1, 0x3c00, 0, 9, 1, fbits (1.0f), 0, 4);
  /* The same with bf16: A[13][9] = 1.5: lane 20 a3 high; B[9][1] = 2.5:
     lane 4 b1 high; D[13][1]: lane 20 d3.  */
  one_hot (PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_F32, PTXRT_BF16, PTXRT_BF16,
			   PTXRT_F32, 0),
	   "m16n8k16 bf16: A[13][9] * B[9][1] is lane 20's d3",
	   20, 3, (uint64_t) 0x3fc0 << 16, 4, 1, (uint64_t) 0x4020 << 16,
	   0, 20, 3, fbits (3.75f), 0, 4);
  /* m16n8k8 f16, D f16: A[8][7] = 0.5: lane 3 a1 high; B[7][3] = -4:
     lane 15 b0 high; D[8][3] = -2 + 1: lane 1 d1 high.  */
  one_hot (PTXRT_MMA_KIND (PTXRT_M16N8K8, PTXRT_F16, PTXRT_F16, PTXRT_F16,
			   PTXRT_F16, 0),
	   "m16n8k8 f16: A[8][7] * B[7][3] is lane 1's d1, high half",
	   3, 1, (uint64_t) 0x3800 << 16, 15, 0, (uint64_t) 0xc400 << 16,
	   H2 (0x3c00), 1, 1, 0x3c00 | (uint64_t) 0xbc00 << 16, H2 (0x3c00),
	   2);
  /* m16n8k8 tf32: A[12][5] = 1.5: lane 17 a3; B[5][2] = -2: lane 9 b1;
     D[12][2] = -3: lane 17 d2.  */
  one_hot (PTXRT_MMA_KIND (PTXRT_M16N8K8, PTXRT_F32, PTXRT_TF32, PTXRT_TF32,
			   PTXRT_F32, 0),
	   "m16n8k8 tf32: A[12][5] * B[5][2] is lane 17's d2",
	   17, 3, fbits (1.5f) | 0x1fff, 9, 1, fbits (-2.0f), 0, 17, 2,
	   fbits (-3.0f), 0, 4);
  /* m16n8k4 tf32: A[11][2] = 3: lane 14 a1; B[2][7] = 5: lane 30 b0;
     D[11][7] = 15: lane 15 d3.  */
  one_hot (PTXRT_MMA_KIND (PTXRT_M16N8K4, PTXRT_F32, PTXRT_TF32, PTXRT_TF32,
			   PTXRT_F32, 0),
	   "m16n8k4 tf32: A[11][2] * B[2][7] is lane 15's d3",
	   14, 1, fbits (3.0f), 30, 0, fbits (5.0f), 0, 15, 3, fbits (15.0f),
	   0, 4);
  /* m8n8k4 f64: A[6][3] = 0.25: lane 27; B[3][2] = 8: lane 11;
     D[6][2] = 2 + 1: lane 25 d0.  */
  one_hot (PTXRT_MMA_KIND (PTXRT_M8N8K4, PTXRT_F64, PTXRT_F64, PTXRT_F64,
			   PTXRT_F64, 0),
	   "m8n8k4 f64: A[6][3] * B[3][2] is lane 25's d0",
	   27, 0, dbits (0.25), 11, 0, dbits (8.0), dbits (1.0), 25, 0,
	   dbits (3.0), dbits (1.0), 2);
  /* m16n8k32 s8.u8: A[10][21] = -5: lane 9 a3 byte 1; B[21][7] = 7:
     lane 29 b1 byte 1; D[10][7] = -35 + 100: lane 11 d3.  */
  one_hot (PTXRT_MMA_KIND (PTXRT_M16N8K32, PTXRT_S32, PTXRT_S8, PTXRT_U8,
			   PTXRT_S32, 0),
	   "m16n8k32 s8.u8: A[10][21] * B[21][7] is lane 11's d3",
	   9, 3, 0xfb << 8, 29, 1, 7 << 8, 100, 11, 3, 65, 100, 4);
  /* m16n8k16 s8: A[15][0] = -128: lane 28 a1 byte 0; B[0][4] = -128:
     lane 16 b0 byte 0; D[15][4] = 16384: lane 30 d2.  */
  one_hot (PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_S32, PTXRT_S8, PTXRT_S8,
			   PTXRT_S32, 0),
	   "m16n8k16 s8: A[15][0] * B[0][4] is lane 30's d2",
	   28, 1, 0x80, 16, 0, 0x80, 0, 30, 2, 16384, 0, 4);
  /* m8n8k16 u8.s8: A[3][14] = 200: lane 15 byte 2; B[14][0] = -1:
     lane 3 byte 2; D[3][0] = -200: lane 12 d0.  */
  one_hot (PTXRT_MMA_KIND (PTXRT_M8N8K16, PTXRT_S32, PTXRT_U8, PTXRT_S8,
			   PTXRT_S32, 0),
	   "m8n8k16 u8.s8: A[3][14] * B[14][0] is lane 12's d0",
	   15, 0, 200 << 16, 3, 0, 0xff << 16, 0, 12, 0, (uint32_t) -200, 0,
	   2);

  /* Arithmetic, on uniform registers: each D = C + K * A * B.  */
  const uint32_t h8
    = PTXRT_MMA_KIND (PTXRT_M16N8K8, PTXRT_F16, PTXRT_F16, PTXRT_F16,
		      PTXRT_F16, 0);
  UNIFORM (h8, H2 (0x3c00), H2 (0x4000), H2 (0x7bff), 2, H2 (0x7c00),
	   "f16: 65504 + 16 rounds to infinity");
  UNIFORM (h8, H2 (0x3c00), H2 (0x3c00), H2 (0x7bff), 2, H2 (0x7bff),
	   "f16: 65504 + 8 rounds to 65504");
  UNIFORM (h8, H2 (0xfbff), H2 (0x7bff), 0, 2, H2 (0xfc00),
	   "f16: -65504 * 65504 is -infinity");
  UNIFORM (h8, H2 (0x0400), H2 (0x0400), H2 (0x0001), 2, H2 (0x0002),
	   "f16: subnormal 1.5 ulp rounds to 2 (even)");
  UNIFORM (h8, H2 (0x0400), H2 (0x0400), H2 (0x0002), 2, H2 (0x0002),
	   "f16: subnormal 2.5 ulp rounds to 2 (even)");
  UNIFORM (h8, H2 (0x0400), H2 (0x0400), H2 (0x0003), 2, H2 (0x0004),
	   "f16: subnormal 3.5 ulp rounds to 4 (even)");
  UNIFORM (h8, H2 (0x0400), H2 (0x0400), 0, 2, 0,
	   "f16: half the least subnormal rounds to 0");
  UNIFORM (h8, H2 (0x8400), H2 (0x0400), H2 (0x8000), 2, H2 (0x8000),
	   "f16: minus half the least subnormal rounds to -0");
  UNIFORM (h8, H2 (0x0400), H2 (0x0400), H2 (0x03ff), 2, H2 (0x0400),
	   "f16: the greatest subnormal + 1/2 rounds to the least normal");
  UNIFORM (h8, H2 (0x0400), H2 (0x2c00), 0, 2, H2 (0x0200),
	   "f16: an exact subnormal");
  UNIFORM (h8, H2 (0x3c00), H2 (0x0400), H2 (0x3c00), 2, H2 (0x3c00),
	   "f16: 1 + half an ulp rounds to 1 (even)");
  UNIFORM (h8, H2 (0x3c00), H2 (0x0400), H2 (0x3c01), 2, H2 (0x3c02),
	   "f16: 1 + 1.5 ulp rounds to 1 + 2 ulp (even)");
  UNIFORM (h8, H2 (0x3c00), H2 (0x0401), H2 (0x3c00), 2, H2 (0x3c01),
	   "f16: 1 + a little over half an ulp rounds up");
  UNIFORM (h8, H2 (0x7e00), H2 (0x3c00), 0, 2, H2 (0x7fff),
	   "f16: NaN in, canonical NaN out");
  UNIFORM (h8, H2 (0x7c00), H2 (0x3c00), H2 (0xfc00), 2, H2 (0x7fff),
	   "f16: infinity - infinity is the canonical NaN");
  UNIFORM (h8, H2 (0x7c00), 0, 0, 2, H2 (0x7fff),
	   "f16: infinity * 0 is the canonical NaN");
  UNIFORM (h8, H2 (0x7c00), H2 (0x3c00), 0, 2, H2 (0x7c00),
	   "f16: infinity stays");
  UNIFORM (h8, H2 (0xc200), H2 (0x3c00), H2 (0x4000), 2, H2 (f16_of_int (-22)),
	   "f16: 2 + 8 * -3 is -22");
  const uint32_t h16f
    = PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_F32, PTXRT_F16, PTXRT_F16,
		      PTXRT_F32, 0);
  UNIFORM (h16f, H2 (0x0400), H2 (0x0400), fbits (1.0f), 4, fbits (1.0f),
	   "f32: 1 + 2^-24 rounds to 1 (even)");
  /* The tensor core's sum (mma.c's tc_dot_f32, measured on an H200):
     sixteen products of 2^-28 lie below 2^(0 - 25), and are dropped.  */
  UNIFORM (h16f, H2 (0x0400), H2 (0x0400), 0x3f800001, 4, 0x3f800001,
	   "f32: 1 + 2^-23 + 16 * 2^-28 truncates to 1 + 2^-23");
  /* Sixteen products 2^-10 * 2^-2, multiples of 2^-25: kept, summed
     exactly: 1 + 2^-8.  */
  UNIFORM (h16f, H2 (0x1400), H2 (0x3400), 0x3f800000, 4, 0x3f808000,
	   "f32: 1 + 16 * 2^-12 is exact");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M16N8K8, PTXRT_F32, PTXRT_BF16, PTXRT_BF16,
			   PTXRT_F32, 0),
	   H2 (0x7f7f), H2 (0x7f7f), 0, 4, 0x7f800000,
	   "f32: overflow is infinity");
  UNIFORM (h16f, H2 (0x7e00), H2 (0x3c00), 0, 4, 0x7fffffff,
	   "f32: NaN in, canonical NaN out");
  UNIFORM (h16f, H2 (0x3c00), H2 (0x3c00), 0x7fc00000, 4, 0x7fffffff,
	   "f32: NaN C, canonical NaN out");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M16N8K8, PTXRT_F16, PTXRT_F16, PTXRT_F16,
			   PTXRT_F32, 0),
	   H2 (0x3c00), H2 (0x3c00), fbits (0.25f), 2, H2 (0x4820),
	   "f16 from f32 C: 0.25 + 8 is 8.25");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M16N8K8, PTXRT_F32, PTXRT_F16, PTXRT_F16,
			   PTXRT_F16, 0),
	   H2 (0x3c00), H2 (0x3c00), H2 (0x3400), 4, fbits (8.25f),
	   "f32 from f16 C: 0.25 + 8 is 8.25");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M16N8K8, PTXRT_F32, PTXRT_BF16, PTXRT_BF16,
			   PTXRT_F32, 0),
	   H2 (0x3f80), H2 (0x4040), fbits (0.5f), 4, fbits (24.5f),
	   "bf16: 0.5 + 8 * 3 is 24.5");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M16N8K4, PTXRT_F32, PTXRT_TF32, PTXRT_TF32,
			   PTXRT_F32, 0),
	   0x3f801fff, 0x40001fff, 0, 4, fbits (8.0f),
	   "tf32: the low 13 bits are ignored");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M8N8K4, PTXRT_F64, PTXRT_F64, PTXRT_F64,
			   PTXRT_F64, 0),
	   dbits (1.5), dbits (-2.0), dbits (10.0), 2, dbits (-2.0),
	   "f64: 10 + 4 * 1.5 * -2 is -2");
  /* Each case as step k = 0 of the chain, and -0 * +0 as the other
     three: adding -0 leaves any value, +0 and -0 included, as it is.  */
  for (size_t i = 0; i < sizeof fma_cases / sizeof *fma_cases; i++)
    {
      const struct fma_case *fc = &fma_cases[i];
      const uint64_t x[4] = { fc->x, dbits (-0.0), dbits (-0.0),
			      dbits (-0.0) };
      const uint64_t y[4] = { fc->y, 0, 0, 0 };
      char name[160];
      int same;
      uint64_t got = f64_chain (x, y, fc->z, &same);
      snprintf (name, sizeof name, "f64 fma: %s", fc->name);
      CHECK (same && got == fc->want, name);
      if (got != fc->want)
	printf ("  got %#llx, want %#llx\n", (unsigned long long) got,
		(unsigned long long) fc->want);
    }
  {
    /* The steps in the order k = 0 .. 3, each rounded: 1 + 2^-53 ties
       to 1 twice, then 1 + 2^-52 is exact; in the order 3 .. 0, or
       summed exactly, it would be 1 + 2^-51.  */
    const uint64_t x[4] = { dbits (0x1p-53), dbits (0x1p-53),
			    dbits (0x1p-52), dbits (-0.0) };
    const uint64_t y[4] = { dbits (1.0), dbits (1.0), dbits (1.0), 0 };
    int same;
    uint64_t got = f64_chain (x, y, dbits (1.0), &same);
    CHECK (same && got == 0x3ff0000000000001,
	   "f64: the fmas chain in the order k = 0 .. 3");
    /* Four overflowing products on -infinity: still -infinity.  */
    const uint64_t big[4] = { 0x7fefffffffffffff, 0x7fefffffffffffff,
			      0x7fefffffffffffff, 0x7fefffffffffffff };
    const uint64_t two[4] = { dbits (2.0), dbits (2.0), dbits (2.0),
			      dbits (2.0) };
    got = f64_chain (big, two, 0xfff0000000000000, &same);
    CHECK (same && got == 0xfff0000000000000,
	   "f64: overflowing products on -infinity stay -infinity");
    /* A NaN from the first step stays (the invalid operation's).  */
    const uint64_t inf0[4] = { 0x7ff0000000000000, dbits (1.0),
			       dbits (1.0), dbits (1.0) };
    const uint64_t zero1[4] = { 0, dbits (1.0), dbits (1.0), dbits (1.0) };
    got = f64_chain (inf0, zero1, dbits (1.0), &same);
    CHECK (same && got == 0xfff8000000000000,
	   "f64: infinity * 0, then 3 more steps: the invalid operation's NaN");
  }
  const uint32_t u16 = PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_S32, PTXRT_U8,
				       PTXRT_U8, PTXRT_S32, 0);
  const uint32_t u16s = PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_S32, PTXRT_U8,
					PTXRT_U8, PTXRT_S32, 1);
  UNIFORM (u16, 0xffffffff, 0xffffffff, 0x7fffffff, 4,
	   (uint32_t) (0x7fffffffLL + 16 * 255 * 255),
	   "u8: INT32_MAX + 16 * 255 * 255 wraps");
  UNIFORM (u16s, 0xffffffff, 0xffffffff, 0x7fffffff, 4, 0x7fffffff,
	   "u8 .satfinite: INT32_MAX + 16 * 255 * 255 is INT32_MAX");
  const uint32_t su16 = PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_S32, PTXRT_S8,
					PTXRT_U8, PTXRT_S32, 0);
  const uint32_t su16s = PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_S32, PTXRT_S8,
					 PTXRT_U8, PTXRT_S32, 1);
  UNIFORM (su16, 0x80808080, 0xffffffff, 0x80000000, 4,
	   (uint32_t) (-0x80000000LL - 16 * 128 * 255),
	   "s8.u8: INT32_MIN - 16 * 128 * 255 wraps");
  UNIFORM (su16s, 0x80808080, 0xffffffff, 0x80000000, 4, 0x80000000,
	   "s8.u8 .satfinite: INT32_MIN - 16 * 128 * 255 is INT32_MIN");
  UNIFORM (su16s, 0x80808080, 0xffffffff, 5, 4,
	   (uint32_t) (5 - 16 * 128 * 255), ".satfinite: in range, unchanged");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M16N8K32, PTXRT_S32, PTXRT_S8, PTXRT_S8,
			   PTXRT_S32, 0),
	   0xffffffff, 0xffffffff, 0xffffffff, 4, 31, "s8: 32 * -1 * -1 - 1");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M16N8K32, PTXRT_S32, PTXRT_U8, PTXRT_U8,
			   PTXRT_S32, 0),
	   0xffffffff, 0xffffffff, 0xffffffff, 4, 32 * 255 * 255 - 1,
	   "u8: 32 * 255 * 255 - 1");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M8N8K16, PTXRT_S32, PTXRT_U8, PTXRT_S8,
			   PTXRT_S32, 0),
	   0x01010101, 0x80808080, 0, 2, (uint32_t) -2048,
	   "u8.s8: 16 * 1 * -128");

  /* 4-bit and 1-bit integers: every register the same.  */
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M16N8K64, PTXRT_S32, PTXRT_S4, PTXRT_S4,
			   PTXRT_S32, 0),
	   0x77777777, 0x99999999, 5, 4, (uint32_t) (5 + 64 * 7 * -7),
	   "s4: 64 * 7 * -7 + 5");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M16N8K32, PTXRT_S32, PTXRT_U4, PTXRT_U4,
			   PTXRT_S32, 0),
	   0xffffffff, 0xffffffff, 0, 4, 32 * 15 * 15, "u4: 32 * 15 * 15");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M8N8K32, PTXRT_S32, PTXRT_S4, PTXRT_U4,
			   PTXRT_S32, 0),
	   0x88888888, 0xffffffff, 1, 2, (uint32_t) (1 + 32 * -8 * 15),
	   "s4.u4: 32 * -8 * 15 + 1");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M16N8K256, PTXRT_S32, PTXRT_B1, PTXRT_B1,
			   PTXRT_S32, 0),
	   0xff00ff00, 0x0ff00ff0, 3, 4, 3 + 256 / 4, "b1 and.popc");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M16N8K128, PTXRT_S32, PTXRT_B1, PTXRT_B1,
			   PTXRT_S32, 0) | PTXRT_MMA_XOR_POPC,
	   0xff00ff00, 0x0ff00ff0, 3, 4, 3 + 128 / 2, "b1 xor.popc");
  UNIFORM (PTXRT_MMA_KIND (PTXRT_M8N8K128, PTXRT_S32, PTXRT_B1, PTXRT_B1,
			   PTXRT_S32, 0) | PTXRT_MMA_XOR_POPC,
	   0xffffffff, 0, 0, 2, 128, "b1 xor.popc m8n8k128");

  /* Kinds it does not compute.  */
  static const uint32_t bad_kinds[] = {
    PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_S32, PTXRT_S4, PTXRT_S4,
		    PTXRT_S32, 0),
    PTXRT_MMA_KIND (PTXRT_M16N8K64, PTXRT_S32, PTXRT_S8, PTXRT_S8,
		    PTXRT_S32, 0),
    PTXRT_MMA_KIND (PTXRT_M16N8K64, PTXRT_S32, PTXRT_S4, PTXRT_S4,
		    PTXRT_S32, 0) | PTXRT_MMA_XOR_POPC,
    PTXRT_MMA_KIND (PTXRT_M16N8K256, PTXRT_S32, PTXRT_B1, PTXRT_B1,
		    PTXRT_S32, 1),
    PTXRT_MMA_KIND (PTXRT_M16N8K256, PTXRT_S32, PTXRT_B1, PTXRT_S4,
		    PTXRT_S32, 0),
    PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_F16, PTXRT_F16, PTXRT_F16,
		    PTXRT_F64, 0),
    PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_F16, PTXRT_BF16, PTXRT_BF16,
		    PTXRT_F16, 0),
    PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_F32, PTXRT_F16, PTXRT_BF16,
		    PTXRT_F32, 0),
    PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_F32, PTXRT_TF32, PTXRT_TF32,
		    PTXRT_F32, 0),
    PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_F32, PTXRT_F16, PTXRT_F16,
		    PTXRT_F32, 1),
    PTXRT_MMA_KIND (PTXRT_M8N8K4, PTXRT_F32, PTXRT_BF16, PTXRT_BF16,
		    PTXRT_F32, 0),
    PTXRT_MMA_KIND (PTXRT_M8N8K4, PTXRT_F32, PTXRT_F16, PTXRT_F16,
		    PTXRT_F32, 1),
    PTXRT_MMA_KIND (PTXRT_M8N8K4, PTXRT_F64, PTXRT_F64, PTXRT_F64,
		    PTXRT_F64, 0) | PTXRT_MMA_A_COL,
    PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_F32, PTXRT_F16, PTXRT_F16,
		    PTXRT_F32, 0) | PTXRT_MMA_B_ROW,
    PTXRT_MMA_KIND (PTXRT_M16N8K8, PTXRT_F64, PTXRT_F64, PTXRT_F64,
		    PTXRT_F64, 0),
    PTXRT_MMA_KIND (PTXRT_M16N8K8, PTXRT_S32, PTXRT_S8, PTXRT_S8,
		    PTXRT_S32, 0),
    PTXRT_MMA_KIND (PTXRT_M16N8K32, PTXRT_F32, PTXRT_S8, PTXRT_S8,
		    PTXRT_S32, 0),
    PTXRT_MMA_KIND (PTXRT_M16N8K32, PTXRT_S32, PTXRT_S8, PTXRT_F16,
		    PTXRT_S32, 0),
    PTXRT_MMA_KIND (PTXRT_M16N8K4, PTXRT_F32, PTXRT_F16, PTXRT_F16,
		    PTXRT_F32, 0),
    PTXRT_MMA_KIND (9, PTXRT_F32, PTXRT_F16, PTXRT_F16, PTXRT_F32, 0),
    PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_F32, PTXRT_F16, PTXRT_F16,
		    PTXRT_F32, 0) | 1u << 24
  };
  {
    static uint64_t z[32][4], d[32][4];
    int bad = 0;
    for (size_t i = 0; i < sizeof bad_kinds / sizeof *bad_kinds; i++)
      bad += mma (bad_kinds[i], z, z, z, d) != 0;
    CHECK (bad == 0, "kinds outside the list: 0");
  }

  test_m8n8k4 ();
  test_h200_bits ();
  UNIT_DONE ();
}
