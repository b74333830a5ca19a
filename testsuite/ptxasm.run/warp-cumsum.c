/* Warp scans with shfl.sync (full mask 0xffffffff, warp size 32) in the
   iterations of an "omp simd" loop, which GCC runs on the 32 lanes of
   one warp: the reverse (suffix) cumulative sum with shfl.sync.down and
   the forward (prefix) sum with shfl.sync.up, both using the predicate
   that says whether the source lane exists.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32

int
main (void)
{
  unsigned in[W], suffix[W], prefix[W];
  int errors = 0;

  for (int i = 0; i < W; i++)
    in[i] = (unsigned) (i * i + 3 * i + 1);

#pragma omp target map(to: in) map(from: suffix, prefix)
#pragma omp simd
  for (int i = 0; i < W; i++)
    {
      unsigned v = in[i], u = in[i];
      for (unsigned d = 1; d < W; d <<= 1)
	{
	  asm volatile ("{\n\t"
			".reg .pred p;\n\t"
			".reg .b32 t;\n\t"
			"shfl.sync.down.b32 t|p, %0, %1, 0x1f, 0xffffffff;\n\t"
			"@p add.u32 %0, %0, t;\n\t"
			"}"
			: "+r" (v) : "r" (d));
	  asm volatile ("{\n\t"
			".reg .pred p;\n\t"
			".reg .b32 t;\n\t"
			"shfl.sync.up.b32 t|p, %0, %1, 0, 0xffffffff;\n\t"
			"@p add.u32 %0, %0, t;\n\t"
			"}"
			: "+r" (u) : "r" (d));
	}
      suffix[i] = v;
      prefix[i] = u;
    }

  for (int i = 0; i < W; i++)
    {
      unsigned s = 0, p = 0;
      for (int j = i; j < W; j++)
	s += in[j];
      for (int j = 0; j <= i; j++)
	p += in[j];
      if (suffix[i] != s || prefix[i] != p)
	{
	  printf ("warp-cumsum: lane %d: suffix %u (want %u), prefix %u "
		  "(want %u)\n", i, suffix[i], s, prefix[i], p);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("warp-cumsum: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
