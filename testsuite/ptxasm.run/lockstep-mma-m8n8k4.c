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
   each form there, as the probe printed it.  */
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
static unsigned A[NK][NT][32][2], B[NK][NT][32][2], C[NK][NT][32][8];
static unsigned D[NK][NT][32][8];

int
main (void)
{
  for (int q = 0; q < NK; q++)
    for (int t = 0; t < NT; t++)
      for (int l = 0; l < 32; l++)
	{
	  unsigned a[4], b[2];
	  gen_lane (kinds[q], t, l, a, b, C[q][t][l]);
	  A[q][t][l][0] = a[0], A[q][t][l][1] = a[1];
	  B[q][t][l][0] = b[0], B[q][t][l][1] = b[1];
	}

#pragma omp target map(to: A, B, C) map(from: D)
#pragma omp simd
  for (int it = 0; it < NT * 32; it++)
    {
      int t = it / 32, l = it % 32;
#define IN(q)								\
      unsigned ua[2] = { A[q][t][l][0], A[q][t][l][1] };		\
      unsigned ub[2] = { B[q][t][l][0], B[q][t][l][1] };		\
      unsigned uc[4], ud[4];						\
      float fc[8], fd[8];						\
      for (int i = 0; i < 4; i++)					\
	uc[i] = C[q][t][l][i];						\
      __builtin_memcpy (fc, C[q][t][l], sizeof fc)
#define OUT(q, d) __builtin_memcpy (D[q][t][l], d, sizeof d)
      {
	IN (0);
	asm volatile ("mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f16 "
		      "{%0, %1, %2, %3}, {%4, %5}, {%6, %7}, "
		      "{%8, %9, %10, %11};"
		      : "=r" (ud[0]), "=r" (ud[1]), "=r" (ud[2]),
		        "=r" (ud[3])
		      : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]),
		        "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3]));
	OUT (0, ud);
      }
      {
	IN (1);
	asm volatile ("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f16 "
		      "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		      "{%12, %13, %14, %15};"
		      : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]),
		        "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]),
		        "=f" (fd[6]), "=f" (fd[7])
		      : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]),
		        "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3]));
	OUT (1, fd);
      }
      {
	IN (2);
	asm volatile ("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 "
		      "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		      "{%12, %13, %14, %15, %16, %17, %18, %19};"
		      : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]),
		        "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]),
		        "=f" (fd[6]), "=f" (fd[7])
		      : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]),
		        "f" (fc[0]), "f" (fc[1]), "f" (fc[2]), "f" (fc[3]),
		        "f" (fc[4]), "f" (fc[5]), "f" (fc[6]), "f" (fc[7]));
	OUT (2, fd);
      }
      {
	IN (3);
	asm volatile ("mma.sync.aligned.m8n8k4.row.row.f16.f16.f16.f16 "
		      "{%0, %1, %2, %3}, {%4, %5}, {%6, %7}, "
		      "{%8, %9, %10, %11};"
		      : "=r" (ud[0]), "=r" (ud[1]), "=r" (ud[2]),
		        "=r" (ud[3])
		      : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]),
		        "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3]));
	OUT (3, ud);
      }
      {
	IN (4);
	asm volatile ("mma.sync.aligned.m8n8k4.row.row.f32.f16.f16.f16 "
		      "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		      "{%12, %13, %14, %15};"
		      : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]),
		        "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]),
		        "=f" (fd[6]), "=f" (fd[7])
		      : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]),
		        "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3]));
	OUT (4, fd);
      }
      {
	IN (5);
	asm volatile ("mma.sync.aligned.m8n8k4.row.row.f32.f16.f16.f32 "
		      "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		      "{%12, %13, %14, %15, %16, %17, %18, %19};"
		      : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]),
		        "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]),
		        "=f" (fd[6]), "=f" (fd[7])
		      : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]),
		        "f" (fc[0]), "f" (fc[1]), "f" (fc[2]), "f" (fc[3]),
		        "f" (fc[4]), "f" (fc[5]), "f" (fc[6]), "f" (fc[7]));
	OUT (5, fd);
      }
      {
	IN (6);
	asm volatile ("mma.sync.aligned.m8n8k4.col.col.f16.f16.f16.f16 "
		      "{%0, %1, %2, %3}, {%4, %5}, {%6, %7}, "
		      "{%8, %9, %10, %11};"
		      : "=r" (ud[0]), "=r" (ud[1]), "=r" (ud[2]),
		        "=r" (ud[3])
		      : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]),
		        "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3]));
	OUT (6, ud);
      }
      {
	IN (7);
	asm volatile ("mma.sync.aligned.m8n8k4.col.col.f32.f16.f16.f16 "
		      "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		      "{%12, %13, %14, %15};"
		      : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]),
		        "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]),
		        "=f" (fd[6]), "=f" (fd[7])
		      : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]),
		        "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3]));
	OUT (7, fd);
      }
      {
	IN (8);
	asm volatile ("mma.sync.aligned.m8n8k4.col.col.f32.f16.f16.f32 "
		      "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		      "{%12, %13, %14, %15, %16, %17, %18, %19};"
		      : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]),
		        "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]),
		        "=f" (fd[6]), "=f" (fd[7])
		      : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]),
		        "f" (fc[0]), "f" (fc[1]), "f" (fc[2]), "f" (fc[3]),
		        "f" (fc[4]), "f" (fc[5]), "f" (fc[6]), "f" (fc[7]));
	OUT (8, fd);
      }
      {
	IN (9);
	asm volatile ("mma.sync.aligned.m8n8k4.col.row.f16.f16.f16.f16 "
		      "{%0, %1, %2, %3}, {%4, %5}, {%6, %7}, "
		      "{%8, %9, %10, %11};"
		      : "=r" (ud[0]), "=r" (ud[1]), "=r" (ud[2]),
		        "=r" (ud[3])
		      : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]),
		        "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3]));
	OUT (9, ud);
      }
      {
	IN (10);
	asm volatile ("mma.sync.aligned.m8n8k4.col.row.f32.f16.f16.f16 "
		      "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		      "{%12, %13, %14, %15};"
		      : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]),
		        "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]),
		        "=f" (fd[6]), "=f" (fd[7])
		      : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]),
		        "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3]));
	OUT (10, fd);
      }
      {
	IN (11);
	asm volatile ("mma.sync.aligned.m8n8k4.col.row.f32.f16.f16.f32 "
		      "{%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
		      "{%12, %13, %14, %15, %16, %17, %18, %19};"
		      : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]),
		        "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]),
		        "=f" (fd[6]), "=f" (fd[7])
		      : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]),
		        "f" (fc[0]), "f" (fc[1]), "f" (fc[2]), "f" (fc[3]),
		        "f" (fc[4]), "f" (fc[5]), "f" (fc[6]), "f" (fc[7]));
	OUT (11, fd);
      }
    }

  printf ("lockstep-mma-m8n8k4:");
  for (int q = 0; q < NK; q++)
    {
      int nd = kinds[q] & 2 ? 8 : 4;
      unsigned h = 2166136261u;
      for (int t = 0; t < NT; t++)
	for (int l = 0; l < 32; l++)
	  for (int i = 0; i < nd; i++)
	    h = (h ^ D[q][t][l][i]) * 16777619u;
      printf (" %08x", h);
    }
  printf ("\n");
  return 0;
}

/* { dg-output "lockstep-mma-m8n8k4: 6a3dd8b7 e215bfa8 a855c002 7c5d5981 77dfe9b0 54e8f3bb b2b445f8 2d9d43f8 52d1e3a1 9160f16d ea5efb6f 6d6dc66d" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
