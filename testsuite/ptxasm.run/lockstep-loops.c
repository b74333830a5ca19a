/* Two simd loops with warp instructions in one target region, the
   second of a trip count known at run time only (40: its second warp
   has 8 lanes) and with a `continue': each loop's iterations run as a
   warp's lanes, on the GPU and in the host fallback (each loop its own
   body function there).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

int
main (int argc, char **argv)
{
  unsigned a[64], b[64];
  int n = 40 + (argc > 100);
  int errors = 0;
  (void) argv;
#pragma omp target map(from: a, b) firstprivate(n)
  {
#pragma omp simd
    for (int i = 0; i < 64; i++)
      {
	unsigned s = (unsigned) i;
	for (unsigned x = 16; x >= 1; x >>= 1)
	  asm volatile ("{ .reg .u32 t; shfl.sync.bfly.b32 t, %0, %1, 31, -1;"
			" add.u32 %0, %0, t; }" : "+r" (s) : "r" (x));
	a[i] = s;
      }
#pragma omp simd
    for (int i = 0; i < n; i++)
      {
	unsigned m;
	asm volatile ("activemask.b32 %0;" : "=r" (m));
	b[i] = m;
	if (i & 1)
	  continue;
	b[i] |= 0x80000000u;
      }
  }
  for (int i = 0; i < 64; i++)
    {
      unsigned want = i < 32 ? 496u : 496u + 32 * 32;
      if (a[i] != want)
	{
	  printf ("lockstep-loops: a[%d] = %u, want %u\n", i, a[i], want);
	  errors++;
	}
    }
  for (int i = 0; i < n; i++)
    {
      unsigned want = (i < 32 ? 0xffffffffu : 0xffu)
		      | (i & 1 ? 0 : 0x80000000u);
      if (b[i] != want)
	{
	  printf ("lockstep-loops: b[%d] = %08x, want %08x\n", i, b[i], want);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("lockstep-loops: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
