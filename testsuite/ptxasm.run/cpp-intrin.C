// <ptxasm/cuda.h> in C++: CUDA's overloads by type, and the default
// width of a shuffle and mask of __syncwarp.
// { dg-do run }
// { dg-options "-O2" }

#include <cstdio>
#include <ptxasm/cuda.h>

int
main ()
{
  int i = -7, ii[2] = { 11, 0 };
  unsigned long long u = 1ull << 40;
  double d = 2.5, dd[2] = { 0.25, 0 };
  int r[8];
#pragma omp target map(from: r) map(tofrom: ii, dd)
  {
    r[0] = __shfl_sync (0xffffffffu, i, 0);
    r[1] = (int) (__shfl_sync (0xffffffffu, u, 0, 16) >> 40);
    r[2] = (int) (__shfl_sync (0xffffffffu, d, 0) * 2);
    r[3] = __ldg (&ii[0]);
    r[4] = (int) (__ldcs (&dd[0]) * 4);
    __stcg (&ii[1], 5);
    __stwt (&dd[1], 1.5);
    __syncwarp ();
    r[5] = __popc (0xffu) + __popcll (u);
    r[6] = __match_any_sync (1u, 3) != 0;
    r[7] = __byte_perm (0x11223344u, 0, 0x1u) & 0xffff;
  }
  std::printf ("%d %d %d %d %d %d %d %x %d %g\n", r[0], r[1], r[2], r[3],
	       r[4], r[5], r[6], r[7], ii[1], dd[1]);
  return 0;
}

// { dg-output "-7 1 5 11 1 9 1 4433 5 1.5" }
/* SPDX-License-Identifier: GPL-3.0-or-later */
