/* A wrapped statement in a function that GCC inlines into a simd loop
   of a function that makes no call: GCC keeps __nvptx_uni, the mask
   the wrapper reads, up to date in a simd loop only in functions that
   make calls; ptxasm's never-taken call keeps it so, and each lane gets
   its own result (lane 0's everywhere before: the cuda.h intrinsics in
   a simd loop, issue 35).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

static inline __attribute__ ((always_inline)) unsigned
bfly (unsigned x)
{
  unsigned r;
  asm volatile ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;" : "=r" (r) : "r" (x));
  return r;
}

static inline __attribute__ ((always_inline)) unsigned
lane (void)
{
  unsigned r;
  asm volatile ("mov.u32 %0, %%laneid;" : "=r" (r));
  return r;
}

int
main (void)
{
  unsigned v[32], l[32];
#pragma omp target map(from: v, l)
#pragma omp simd
  for (int i = 0; i < 32; i++)
    {
      v[i] = bfly (i * 3);
      l[i] = lane ();
    }
  int bad = 0;
  for (int i = 0; i < 32; i++)
    bad += v[i] != (unsigned) ((i ^ 1) * 3) || l[i] != (unsigned) i;
  printf ("inlined in simd: %d wrong (v[5] %u, laneid[5] %u)\n", bad, v[5],
	  l[5]);
  return 0;
}

/* { dg-output "inlined in simd: 0 wrong \\(v\\\[5\\\] 12, laneid\\\[5\\\] 5\\)" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
