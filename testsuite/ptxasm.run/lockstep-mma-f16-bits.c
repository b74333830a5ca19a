/* mma.sync with an f16 D, bit for bit: m16n8k8 and m16n8k16
   .row.col.f16.f16.f16.f16 in an "omp simd" loop whose iterations are
   NT warps' lanes, each lane's registers from a generator seeded by the
   shape, tile and lane.  The inputs are the first NT tiles of a probe
   that ran the same statements on an H200 (nvcc/mma-m8n8k4-probe.cu,
   its kinds 16 and 17, 2000 tiles each; the host's mma, plugin/rt/
   mma.c's tc_dot_f16, gives all of their 512,000 elements of D, 98,746
   infinities among them), and the dg-output line is the hash of the
   H200's D of each shape there, as the probe printed it and this
   program, built with GCC 12 and the plugin, printed on the H200 too.
   The fragments: the PTX ISA's (lockstep-mma-f16.c).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define NT 8

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

static unsigned A[2][NT][32][4], B[2][NT][32][2], C[2][NT][32][2];
static unsigned D[2][NT][32][2];

int
main (void)
{
  for (int q = 0; q < 2; q++)
    for (int t = 0; t < NT; t++)
      for (int l = 0; l < 32; l++)
	{
	  unsigned c[8];
	  gen_lane (16 + q, t, l, A[q][t][l], B[q][t][l], c);
	  C[q][t][l][0] = c[0], C[q][t][l][1] = c[1];
	}

#pragma omp target map(to: A, B, C) map(from: D)
#pragma omp simd
  for (int it = 0; it < NT * 32; it++)
    {
      int t = it / 32, l = it % 32;
      unsigned *a = A[0][t][l], *b = B[0][t][l], *c = C[0][t][l];
      unsigned d0, d1;
      asm volatile ("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 "
		    "{%0, %1}, {%2, %3}, {%4}, {%5, %6};"
		    : "=r" (d0), "=r" (d1)
		    : "r" (a[0]), "r" (a[1]), "r" (b[0]), "r" (c[0]),
		      "r" (c[1]));
      D[0][t][l][0] = d0, D[0][t][l][1] = d1;
      a = A[1][t][l], b = B[1][t][l], c = C[1][t][l];
      asm volatile ("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 "
		    "{%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};"
		    : "=r" (d0), "=r" (d1)
		    : "r" (a[0]), "r" (a[1]), "r" (a[2]), "r" (a[3]),
		      "r" (b[0]), "r" (b[1]), "r" (c[0]), "r" (c[1]));
      D[1][t][l][0] = d0, D[1][t][l][1] = d1;
    }

  printf ("lockstep-mma-f16-bits:");
  for (int q = 0; q < 2; q++)
    {
      unsigned h = 2166136261u;
      for (int t = 0; t < NT; t++)
	for (int l = 0; l < 32; l++)
	  for (int i = 0; i < 2; i++)
	    h = (h ^ D[q][t][l][i]) * 16777619u;
      printf (" %08x", h);
    }
  printf ("\n");
  return 0;
}

/* { dg-output "lockstep-mma-f16-bits: 20ddb6ba 13823136" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
