/* Atomics on global memory through an "l" address: the generic address
   of a mapped array converted with cvta.to.global, then
   atom.global.add.u32, atom.global.add.u64 and red.global.add.u32.
   Every iteration of a "teams distribute parallel for simd" loop runs
   on its own lane and adds exactly once: the old values returned by
   atom must be a permutation of 0..N-1.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <stdlib.h>

#define N 8192

int
main (void)
{
  unsigned counter[1] = { 0 }, red[1] = { 0 };
  unsigned long long big[1] = { 0 };
  static unsigned old[N];
  static unsigned char seen[N];
  int errors = 0;

#pragma omp target teams distribute parallel for simd \
	map(tofrom: counter, big, red) map(from: old)
  for (int i = 0; i < N; i++)
    {
      unsigned o;
      unsigned long long ob;
      asm volatile ("{\n\t"
		    ".reg .u64 g;\n\t"
		    "cvta.to.global.u64 g, %1;\n\t"
		    "atom.global.add.u32 %0, [g], 1;\n\t"
		    "}" : "=r" (o) : "l" (counter) : "memory");
      asm volatile ("{\n\t"
		    ".reg .u64 g;\n\t"
		    "cvta.to.global.u64 g, %1;\n\t"
		    "atom.global.add.u64 %0, [g], %2;\n\t"
		    "}" : "=l" (ob) : "l" (big), "l" (0x100000001ULL * i)
		    : "memory");
      asm volatile ("{\n\t"
		    ".reg .u64 g;\n\t"
		    "cvta.to.global.u64 g, %0;\n\t"
		    "red.global.add.u32 [g], %1;\n\t"
		    "}" :: "l" (red), "r" (i & 7) : "memory");
      old[i] = o;
      (void) ob;
    }

  unsigned want_red = 0;
  unsigned long long want_big = 0;
  for (int i = 0; i < N; i++)
    {
      want_red += i & 7;
      want_big += 0x100000001ULL * i;
    }
  if (counter[0] != N || big[0] != want_big || red[0] != want_red)
    {
      printf ("atomic-global: counter %u (want %u) big %#llx (want %#llx) "
	      "red %u (want %u)\n", counter[0], N, big[0], want_big, red[0],
	      want_red);
      errors++;
    }
  for (int i = 0; i < N; i++)
    {
      if (old[i] >= N || seen[old[i]])
	{
	  printf ("atomic-global: iteration %d got old value %u twice or out "
		  "of range\n", i, old[i]);
	  if (++errors > 10)
	    break;
	  continue;
	}
      seen[old[i]] = 1;
    }
  if (errors)
    return 1;
  puts ("atomic-global: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
