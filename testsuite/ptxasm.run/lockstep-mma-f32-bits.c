/* mma.sync with f32 D, bit for bit: m16n8k8 and m16n8k16 of f16,
   m16n8k16 of bf16 and m16n8k8 of tf32, over random inputs of varied
   exponents (products and C far apart, so that the tensor core's
   alignment truncates), in an "omp simd" loop whose iterations are
   NT tiles' lanes.  The inputs are those of a probe that ran the same
   statements on an H200 (nvcc/mma-f32-probe.cu, 2000 tiles a kind; the
   host's mma, plugin/rt/mma.c's tc_dot_f32, gives all 1,024,000
   results): the dg-output line is the hash of the H200's D over the
   first NT tiles, which this program printed on the H200 too.  The fragments:
   the PTX ISA's (lockstep-mma-f16.c, lockstep-mma-tf32.c).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define NT 16
#define W 32

static unsigned
rnd (unsigned *s)
{
  *s = *s * 1664525u + 1013904223u;
  return *s;
}

/* Random f16, bf16, tf32 and f32 bits, sign and exponent varied.  */
static unsigned
rh (unsigned *s)
{
  unsigned r = rnd (s);
  return ((r >> 16) & 1) << 15 | (8 + (r >> 27) % 14) << 10 | ((r >> 5) & 0x3ff);
}
static unsigned
rb (unsigned *s)
{
  unsigned r = rnd (s);
  return ((r >> 16) & 1) << 15 | (120 + (r >> 27) % 14) << 7 | ((r >> 5) & 0x7f);
}
static unsigned
rt (unsigned *s)
{
  unsigned r = rnd (s);
  unsigned e = 120 + (r >> 27) % 14;
  unsigned m = (rnd (s) >> 9) & 0x7fe000;
  return ((r >> 16) & 1) << 31 | e << 23 | m;
}
static unsigned
rf (unsigned *s)
{
  unsigned r = rnd (s);
  unsigned e = 118 + (r >> 27) % 18;
  unsigned m = rnd (s) & 0x7fffff;
  return ((r >> 16) & 1) << 31 | e << 23 | m;
}

/* Kind 0: m16n8k8 f16; 1: m16n8k16 f16; 2: m16n8k16 bf16; 3: m16n8k8
   tf32.  A is M x K row-major, B K x 8, C and D 16 x 8, as bits.  */
static unsigned A[4][NT][256], B[4][NT][128], C[4][NT][128], D[4][NT][128];

int
main (void)
{
  for (int kind = 0; kind < 4; kind++)
    {
      int K = kind == 1 || kind == 2 ? 16 : 8;
      for (int t = 0; t < NT; t++)
	{
	  unsigned s = 12345u + kind + t * 7919u;
	  for (int i = 0; i < 16 * K; i++)
	    A[kind][t][i] = kind == 3 ? rt (&s) : kind == 2 ? rb (&s) : rh (&s);
	  for (int i = 0; i < K * 8; i++)
	    B[kind][t][i] = kind == 3 ? rt (&s) : kind == 2 ? rb (&s) : rh (&s);
	  for (int i = 0; i < 128; i++)
	    C[kind][t][i] = rf (&s);
	}
    }

#pragma omp target map(to: A, B, C) map(from: D)
#pragma omp simd
  for (int it = 0; it < NT * W; it++)
    {
      int t = it / W, l = it % W, g = l >> 2, q = l & 3;
#define P2(x, y) ((x) | (y) << 16)
#define CIN(k)								\
      float c0, c1, c2, c3;						\
      __builtin_memcpy (&c0, &C[k][t][g * 8 + 2 * q], 4);		\
      __builtin_memcpy (&c1, &C[k][t][g * 8 + 2 * q + 1], 4);		\
      __builtin_memcpy (&c2, &C[k][t][(g + 8) * 8 + 2 * q], 4);		\
      __builtin_memcpy (&c3, &C[k][t][(g + 8) * 8 + 2 * q + 1], 4);	\
      float d0, d1, d2, d3;
#define DOUT(k)								\
      __builtin_memcpy (&D[k][t][g * 8 + 2 * q], &d0, 4);		\
      __builtin_memcpy (&D[k][t][g * 8 + 2 * q + 1], &d1, 4);		\
      __builtin_memcpy (&D[k][t][(g + 8) * 8 + 2 * q], &d2, 4);		\
      __builtin_memcpy (&D[k][t][(g + 8) * 8 + 2 * q + 1], &d3, 4);
      {
	unsigned *a = A[0][t], *b = B[0][t];
	CIN (0)
	unsigned a0 = P2 (a[g * 8 + 2 * q], a[g * 8 + 2 * q + 1]);
	unsigned a1 = P2 (a[(g + 8) * 8 + 2 * q], a[(g + 8) * 8 + 2 * q + 1]);
	unsigned b0 = P2 (b[(2 * q) * 8 + g], b[(2 * q + 1) * 8 + g]);
	asm volatile ("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 "
		      "{%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};"
		      : "=f" (d0), "=f" (d1), "=f" (d2), "=f" (d3)
		      : "r" (a0), "r" (a1), "r" (b0),
			"f" (c0), "f" (c1), "f" (c2), "f" (c3));
	DOUT (0)
      }
      for (int k = 1; k < 3; k++)
	{
	  unsigned *a = A[k][t], *b = B[k][t];
	  CIN (k)
	  unsigned a0 = P2 (a[g * 16 + 2 * q], a[g * 16 + 2 * q + 1]);
	  unsigned a1 = P2 (a[(g + 8) * 16 + 2 * q], a[(g + 8) * 16 + 2 * q + 1]);
	  unsigned a2 = P2 (a[g * 16 + 2 * q + 8], a[g * 16 + 2 * q + 9]);
	  unsigned a3 = P2 (a[(g + 8) * 16 + 2 * q + 8],
			    a[(g + 8) * 16 + 2 * q + 9]);
	  unsigned b0 = P2 (b[(2 * q) * 8 + g], b[(2 * q + 1) * 8 + g]);
	  unsigned b1 = P2 (b[(2 * q + 8) * 8 + g], b[(2 * q + 9) * 8 + g]);
	  if (k == 1)
	    asm volatile ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
			  "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
			  "{%10, %11, %12, %13};"
			  : "=f" (d0), "=f" (d1), "=f" (d2), "=f" (d3)
			  : "r" (a0), "r" (a1), "r" (a2), "r" (a3),
			    "r" (b0), "r" (b1),
			    "f" (c0), "f" (c1), "f" (c2), "f" (c3));
	  else
	    asm volatile ("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16"
			  ".f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
			  "{%10, %11, %12, %13};"
			  : "=f" (d0), "=f" (d1), "=f" (d2), "=f" (d3)
			  : "r" (a0), "r" (a1), "r" (a2), "r" (a3),
			    "r" (b0), "r" (b1),
			    "f" (c0), "f" (c1), "f" (c2), "f" (c3));
	  DOUT (k)
	}
      {
	unsigned *a = A[3][t], *b = B[3][t];
	CIN (3)
	unsigned a0 = a[g * 8 + q], a1 = a[(g + 8) * 8 + q];
	unsigned a2 = a[g * 8 + q + 4], a3 = a[(g + 8) * 8 + q + 4];
	unsigned b0 = b[q * 8 + g], b1 = b[(q + 4) * 8 + g];
	asm volatile ("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
		      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
		      "{%10, %11, %12, %13};"
		      : "=f" (d0), "=f" (d1), "=f" (d2), "=f" (d3)
		      : "r" (a0), "r" (a1), "r" (a2), "r" (a3), "r" (b0),
			"r" (b1), "f" (c0), "f" (c1), "f" (c2), "f" (c3));
	DOUT (3)
      }
    }

  printf ("lockstep-mma-f32-bits:");
  for (int kind = 0; kind < 4; kind++)
    {
      unsigned h = 2166136261u;
      for (int t = 0; t < NT; t++)
	for (int i = 0; i < 128; i++)
	  h = (h ^ D[kind][t][i]) * 16777619u;
      printf (" %08x", h);
    }
  printf ("\n");
  return 0;
}

/* { dg-output "lockstep-mma-f32-bits: a38c6feb 80faa311 a3a0b584 f5fc7476" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
