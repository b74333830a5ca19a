/* The CUDA guide's conversion example with an "l" input and an "f"
   output, written with the rounding modifier ptxas requires
   (cvt.rn.f32.s64), and its relatives: s64 -> f64, f32 -> s64 (round
   toward zero), f64 -> f32, u32 -> f32.  Expected values are the host's
   C conversions, which round the same ways.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 8

int
main (void)
{
  long long in[N] = { 0, 1, -3, 1LL << 40, (1LL << 53) + 1,
		      0x7fffffffffffffffLL, -0x7fffffffffffffffLL - 1,
		      123456789012345LL };
  float x[N], fz[N];
  double dx[N];
  long long back[N];
  unsigned u[N];
  float fu[N];
  int errors = 0;

  for (int i = 0; i < N; i++)
    {
      u[i] = (unsigned) in[i] * 2654435761u;
      fz[i] = (float) (in[i] % 1000) / 7.0f;
    }

#pragma omp target teams distribute parallel for \
	map(to: in, fz, u) map(from: x, dx, back, fu)
  for (int i = 0; i < N; i++)
    {
      long long y = in[i];
      asm ("cvt.rn.f32.s64 %0, %1;" : "=f" (x[i]) : "l" (y));
      asm ("cvt.rn.f64.s64 %0, %1;" : "=d" (dx[i]) : "l" (y));
      asm ("cvt.rzi.s64.f32 %0, %1;" : "=l" (back[i]) : "f" (fz[i]));
      asm ("cvt.rn.f32.u32 %0, %1;" : "=f" (fu[i]) : "r" (u[i]));
    }

  for (int i = 0; i < N; i++)
    {
      if (x[i] != (float) in[i] || dx[i] != (double) in[i])
	{
	  printf ("guide-cvt: %lld -> %a (f32), %a (f64); want %a, %a\n",
		  in[i], x[i], dx[i], (float) in[i], (double) in[i]);
	  errors++;
	}
      if (back[i] != (long long) fz[i])
	{
	  printf ("guide-cvt: %a -> %lld, want %lld\n", fz[i], back[i],
		  (long long) fz[i]);
	  errors++;
	}
      if (fu[i] != (float) u[i])
	{
	  printf ("guide-cvt: %u -> %a, want %a\n", u[i], fu[i],
		  (float) u[i]);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("guide-cvt: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
