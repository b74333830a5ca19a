/* mma.sync.aligned.m8n8k4 of .f16 (Volta's shape: each quad-pair of
   lanes, 0-3 with 16-19, 4-7 with 20-23 and so on, computes its own
   8 x 8 x 4 product) in its 12 forms that ptxas takes: A .row or .col,
   B .col or .row, D.C .f16.f16, .f32.f16 or .f32.f32, in an "omp simd"
   loop whose iterations are NT warps' lanes.  Each lane's registers
   come from a generator seeded by the form, tile and lane, so that the
   fragments' layouts are the library's to get right; the inputs are the
   first NT tiles of a probe that ran the same statements on an H200
   (nvcc/mma-m8n8k4-probe.cu, 2000 tiles a form; the host's mma,
   plugin/rt/mma.c's place_884 and dot_884, gives all of its 6,144,000
   elements of D), and the dg-output line is the hash of the H200's D of
   each form there, as the probe printed it and this program, built with
   GCC 12 and the plugin, printed on the H200 too.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define NT 8
#define NK 12

/* The inputs: lane LANE of tile T of kind KIND has its registers from
   an LCG seeded by all three; TILE % 4 picks the distribution: 0 and 1
   varied exponents (f16 2^-7 .. 2^7, f32 C 2^-9 .. 2^9), 2 small
   integers (exact sums: the fragments' layout alone decides D), 3 wide
   (every finite f16 exponent, subnormals and overflows included).  */
static unsigned
rnd (unsigned *s)
{
  *s = *s * 1664525u + 1013904223u;
  return *s;
}

/* The f16 and f32 bits of the integer V, |V| <= 64.  */
static unsigned
f16_int (int v)
{
  unsigned m = v < 0 ? -v : v, e = 0;
  if (m == 0)
    return 0;
  while (m >> (e + 1))
    e++;
  return (v < 0) << 15 | (e + 15) << 10 | ((m << (10 - e)) & 0x3ff);
}
static unsigned
f32_int (int v)
{
  unsigned m = v < 0 ? -v : v, e = 0;
  if (m == 0)
    return 0;
  while (m >> (e + 1))
    e++;
  return (unsigned) (v < 0) << 31 | (e + 127) << 23 | ((m << (23 - e)) & 0x7fffff);
}

static unsigned
rh (unsigned *s, int mode)
{
  unsigned r = rnd (s);
  if (mode == 2)
    return f16_int ((int) ((r >> 24) % 17) - 8);
  unsigned e = mode == 3 ? (r >> 26) % 31 : 8 + (r >> 27) % 14;
  return ((r >> 16) & 1) << 15 | e << 10 | ((r >> 5) & 0x3ff);
}
static unsigned
rf (unsigned *s, int mode)
{
  unsigned r = rnd (s);
  if (mode == 2)
    return f32_int ((int) ((r >> 20) % 129) - 64);
  unsigned e = mode == 3 ? 100 + (r >> 26) % 43 : 118 + (r >> 27) % 18;
  unsigned m = rnd (s) & 0x7fffff;
  return ((r >> 16) & 1) << 31 | e << 23 | m;
}

/* Kinds 0-15: mma.sync.aligned.m8n8k4.AL.BL.D.f16.f16.C with AL .col if
   bit 3, BL .row if bit 2, D .f32 if bit 1, C .f32 if bit 0; 16:
   m16n8k8.row.col.f16.f16.f16.f16; 17: m16n8k16 of the same.  The
   number of registers of A, B, C and D.  */
static void
counts (int kind, int *na, int *nb, int *nc, int *nd)
{
  if (kind < 16)
    {
      *na = 2, *nb = 2;
      *nc = kind & 1 ? 8 : 4;
      *nd = kind & 2 ? 8 : 4;
    }
  else
    {
      *na = kind == 16 ? 2 : 4;
      *nb = kind == 16 ? 1 : 2;
      *nc = *nd = 2;
    }
}

/* Lane LANE's registers of tile T of KIND into A, B, C.  */
static void
gen_lane (int kind, int t, int lane, unsigned a[4], unsigned b[2],
	  unsigned c[8])
{
  int na, nb, nc, nd, mode = t % 4;
  unsigned s = 12345u + kind * 1000003u + t * 7919u + lane * 104729u;
  counts (kind, &na, &nb, &nc, &nd);
  for (int i = 0; i < na; i++)
    a[i] = rh (&s, mode) | rh (&s, mode) << 16;
  for (int i = 0; i < nb; i++)
    b[i] = rh (&s, mode) | rh (&s, mode) << 16;
  for (int i = 0; i < nc; i++)
    c[i] = nc == 8 ? rf (&s, mode) : rh (&s, mode) | rh (&s, mode) << 16;
}

/* The forms, as the probe numbers them.  */
static const int kinds[NK] = { 0, 2, 3, 4, 6, 7, 8, 10, 11, 12, 14, 15 };
static unsigned A[NK][NT][32][2], B[NK][NT][32][2];
/* C and D as bits, and as floats for the .f32 operands.  */
static union
{
  unsigned u[NK][NT][32][8];
  float f[NK][NT][32][8];
} C, D;

int
main (void)
{
  for (int q = 0; q < NK; q++)
    for (int t = 0; t < NT; t++)
      for (int l = 0; l < 32; l++)
	{
	  unsigned a[4], b[2];
	  gen_lane (kinds[q], t, l, a, b, C.u[q][t][l]);
	  A[q][t][l][0] = a[0], A[q][t][l][1] = a[1];
	  B[q][t][l][0] = b[0], B[q][t][l][1] = b[1];
	}

  /* The operands straight from the arrays and into scalars: no private
     array in the loop (with the fragments in private arrays of 8,
     copied with __builtin_memcpy, GCC 12's GPU code of this loop made
     an illegal memory access on the H200).  */
#define AB(q) "r" (A[q][t][l][0]), "r" (A[q][t][l][1]),			\
	      "r" (B[q][t][l][0]), "r" (B[q][t][l][1])
#define CH(q) "r" (C.u[q][t][l][0]), "r" (C.u[q][t][l][1]),		\
	      "r" (C.u[q][t][l][2]), "r" (C.u[q][t][l][3])
#define CF(q) "f" (C.f[q][t][l][0]), "f" (C.f[q][t][l][1]),		\
	      "f" (C.f[q][t][l][2]), "f" (C.f[q][t][l][3]),		\
	      "f" (C.f[q][t][l][4]), "f" (C.f[q][t][l][5]),		\
	      "f" (C.f[q][t][l][6]), "f" (C.f[q][t][l][7])
#define DH "=r" (d0), "=r" (d1), "=r" (d2), "=r" (d3)
#define DF "=f" (e0), "=f" (e1), "=f" (e2), "=f" (e3),			\
	   "=f" (e4), "=f" (e5), "=f" (e6), "=f" (e7)
#define STH(q) (D.u[q][t][l][0] = d0, D.u[q][t][l][1] = d1,		\
		D.u[q][t][l][2] = d2, D.u[q][t][l][3] = d3)
#define STF(q) (D.f[q][t][l][0] = e0, D.f[q][t][l][1] = e1,		\
		D.f[q][t][l][2] = e2, D.f[q][t][l][3] = e3,		\
		D.f[q][t][l][4] = e4, D.f[q][t][l][5] = e5,		\
		D.f[q][t][l][6] = e6, D.f[q][t][l][7] = e7)

#pragma omp target map(to: A, B, C) map(from: D)
#pragma omp simd
  for (int it = 0; it < NT * 32; it++)
    {
      int t = it / 32, l = it % 32;
      unsigned d0, d1, d2, d3;
      float e0, e1, e2, e3, e4, e5, e6, e7;
      asm volatile ("mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f16 "
		    "{%0, %1, %2, %3}, {%4, %5}, {%6, %7}, "
		    "{%8, %9, %10, %11};"
		    : DH : AB (0), CH (0));
      STH (0);
      asm volatile ("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f16 "
		    "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		    "{%12, %13, %14, %15};"
		    : DF : AB (1), CH (1));
      STF (1);
      asm volatile ("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 "
		    "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		    "{%12, %13, %14, %15, %16, %17, %18, %19};"
		    : DF : AB (2), CF (2));
      STF (2);
      asm volatile ("mma.sync.aligned.m8n8k4.row.row.f16.f16.f16.f16 "
		    "{%0, %1, %2, %3}, {%4, %5}, {%6, %7}, "
		    "{%8, %9, %10, %11};"
		    : DH : AB (3), CH (3));
      STH (3);
      asm volatile ("mma.sync.aligned.m8n8k4.row.row.f32.f16.f16.f16 "
		    "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		    "{%12, %13, %14, %15};"
		    : DF : AB (4), CH (4));
      STF (4);
      asm volatile ("mma.sync.aligned.m8n8k4.row.row.f32.f16.f16.f32 "
		    "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		    "{%12, %13, %14, %15, %16, %17, %18, %19};"
		    : DF : AB (5), CF (5));
      STF (5);
      asm volatile ("mma.sync.aligned.m8n8k4.col.col.f16.f16.f16.f16 "
		    "{%0, %1, %2, %3}, {%4, %5}, {%6, %7}, "
		    "{%8, %9, %10, %11};"
		    : DH : AB (6), CH (6));
      STH (6);
      asm volatile ("mma.sync.aligned.m8n8k4.col.col.f32.f16.f16.f16 "
		    "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		    "{%12, %13, %14, %15};"
		    : DF : AB (7), CH (7));
      STF (7);
      asm volatile ("mma.sync.aligned.m8n8k4.col.col.f32.f16.f16.f32 "
		    "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		    "{%12, %13, %14, %15, %16, %17, %18, %19};"
		    : DF : AB (8), CF (8));
      STF (8);
      asm volatile ("mma.sync.aligned.m8n8k4.col.row.f16.f16.f16.f16 "
		    "{%0, %1, %2, %3}, {%4, %5}, {%6, %7}, "
		    "{%8, %9, %10, %11};"
		    : DH : AB (9), CH (9));
      STH (9);
      asm volatile ("mma.sync.aligned.m8n8k4.col.row.f32.f16.f16.f16 "
		    "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		    "{%12, %13, %14, %15};"
		    : DF : AB (10), CH (10));
      STF (10);
      asm volatile ("mma.sync.aligned.m8n8k4.col.row.f32.f16.f16.f32 "
		    "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		    "{%12, %13, %14, %15, %16, %17, %18, %19};"
		    : DF : AB (11), CF (11));
      STF (11);
    }

  printf ("lockstep-mma-m8n8k4:");
  for (int q = 0; q < NK; q++)
    {
      int nd = kinds[q] & 2 ? 8 : 4;
      unsigned h = 2166136261u;
      for (int t = 0; t < NT; t++)
	for (int l = 0; l < 32; l++)
	  for (int i = 0; i < nd; i++)
	    h = (h ^ D.u[q][t][l][i]) * 16777619u;
      printf (" %08x", h);
    }
  printf ("\n");
  return 0;
}

/* { dg-output "lockstep-mma-m8n8k4: 6a3dd8b7 e215bfa8 a855c002 7c5d5981 77dfe9b0 54e8f3bb b2b445f8 2d9d43f8 52d1e3a1 9160f16d ea5efb6f 6d6dc66d" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
