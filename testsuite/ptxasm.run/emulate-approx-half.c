/* ex2.approx and tanh.approx of f16 and f16x2: the host computes them
   closely and rounds to nearest; the GPU's results are within 2^-11
   relative of the exact ones.  This program computes them where it
   runs and compares them with an H100's (below, printed by it for these
   inputs): on the GPU it finds them equal; on the host within 1 ulp,
   and equal for the special values (zeros, infinities, NaN, exact
   powers of two).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 24

static const unsigned short in[N] = {
  0x0000, 0x8000, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x3800, 0xb800,
  0x4900, 0xc900, 0x4c00, 0xcc00, 0x2e66, 0xae66, 0x7c00, 0xfc00,
  0x7e00, 0x0001, 0x3555, 0x4a00, 0x5000, 0xd000, 0x1400, 0x4d80 };
/* The H100's ex2 and tanh of each.  */
static const unsigned short gpu_ex2[N] = {
  0x3c00, 0x3c00, 0x4000, 0x3800, 0x4400, 0x3400, 0x3da8, 0x39a8,
  0x6400, 0x1400, 0x7c00, 0x0100, 0x3c49, 0x3b76, 0x7c00, 0x0000,
  0x7fff, 0x3c00, 0x3d0a, 0x6c00, 0x7c00, 0x0000, 0x3c00, 0x7c00 };
static const unsigned short gpu_tanh[N] = {
  0x0000, 0x8000, 0x3a17, 0xba17, 0x3bb6, 0xbbb6, 0x3764, 0xb764,
  0x3c00, 0xbc00, 0x3c00, 0xbc00, 0x2e60, 0xae60, 0x3c00, 0xbc00,
  0x7fff, 0x0001, 0x3524, 0x3c00, 0x3c00, 0xbc00, 0x1400, 0x3c00 };

/* The distance of A and B in ulp (f16 bits, same sign or zeros); NaN
   only from NaN.  */
static int
ulps (unsigned short a, unsigned short b)
{
  if ((a & 0x7fff) > 0x7c00 || (b & 0x7fff) > 0x7c00)
    return a == b ? 0 : 1000;
  int x = a & 0x8000 ? -(a & 0x7fff) : a, y = b & 0x8000 ? -(b & 0x7fff) : b;
  return x > y ? x - y : y - x;
}

int
main (void)
{
  unsigned short ex[N], th[N], x[N];
  unsigned exp2[N / 2], thp[N / 2];
  for (int i = 0; i < N; i++)
    x[i] = in[i];
#pragma omp target map(to: x) map(from: ex, th, exp2, thp)
  for (int i = 0; i < N; i++)
    {
      asm ("ex2.approx.f16 %0, %1;" : "=h" (ex[i]) : "h" (x[i]));
      asm ("tanh.approx.f16 %0, %1;" : "=h" (th[i]) : "h" (x[i]));
      if (i < N / 2)
	{
	  unsigned p = x[2 * i] | (unsigned) x[2 * i + 1] << 16;
	  asm ("ex2.approx.f16x2 %0, %1;" : "=r" (exp2[i]) : "r" (p));
	  asm ("tanh.approx.f16x2 %0, %1;" : "=r" (thp[i]) : "r" (p));
	}
    }
  int worst_ex = 0, worst_th = 0, special = 0;
  for (int i = 0; i < N; i++)
    {
      unsigned short pe = (unsigned short) (exp2[i / 2] >> (16 * (i & 1)));
      unsigned short pt = (unsigned short) (thp[i / 2] >> (16 * (i & 1)));
      int de = ulps (ex[i], gpu_ex2[i]), dt = ulps (th[i], gpu_tanh[i]);
      if (pe != ex[i] || pt != th[i])
	special += 100;		/* a pair's half differs from the scalar */
      worst_ex = de > worst_ex ? de : worst_ex;
      worst_th = dt > worst_th ? dt : worst_th;
      /* Zeros, infinities, NaN and exact results: the GPU's bits.  */
      if ((i < 2 || (i >= 14 && i <= 17)) && (de || dt))
	special++;
    }
  printf ("ex2.approx.f16: within %d ulp, tanh.approx.f16: within %d ulp, "
	  "special %d\n", worst_ex <= 1 ? 1 : worst_ex,
	  worst_th <= 1 ? 1 : worst_th, special);
  return 0;
}

/* { dg-output "ex2.approx.f16: within 1 ulp, tanh.approx.f16: within 1 ulp, special 0" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
