/* How GCC's nvptx OpenMP maps threads onto the GPU, seen through inline
   PTX: the threads of a parallel region (in a target teams region with
   thread_limit) are warps, each with its own %tid.y and its own 32
   lanes; an "omp simd" loop inside runs on those lanes (%tid.x ==
   %laneid == iteration), %warpid < %nwarpid, and a warp-wide shfl.sync
   butterfly sums only the lanes of the thread's own warp.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <omp.h>
#include <stdio.h>

#define T 8
#define W 32

int
main (void)
{
  unsigned tidy[T], ntidy[T], lane[T][W], tidx[T][W], wid[T][W], nwid[T][W];
  int sum[T][W], nthr = 0;
  int errors = 0;

#pragma omp target teams num_teams(1) thread_limit(T) \
	map(from: tidy, ntidy, lane, tidx, wid, nwid, sum, nthr)
#pragma omp parallel num_threads(T)
  {
    int t = omp_get_thread_num ();
    if (t == 0)
      nthr = omp_get_num_threads ();
    asm volatile ("mov.u32 %0, %%tid.y;" : "=r" (tidy[t]));
    asm volatile ("mov.u32 %0, %%ntid.y;" : "=r" (ntidy[t]));
#pragma omp simd
    for (int i = 0; i < W; i++)
      {
	int s = t * 100 + i;
	asm volatile ("mov.u32 %0, %%laneid;" : "=r" (lane[t][i]));
	asm volatile ("mov.u32 %0, %%tid.x;" : "=r" (tidx[t][i]));
	asm volatile ("mov.u32 %0, %%warpid;" : "=r" (wid[t][i]));
	asm volatile ("mov.u32 %0, %%nwarpid;" : "=r" (nwid[t][i]));
	for (int x = 16; x >= 1; x >>= 1)
	  asm volatile ("{\n\t"
			".reg .b32 v;\n\t"
			"shfl.sync.bfly.b32 v, %0, %1, 0x1f, 0xffffffff;\n\t"
			"add.s32 %0, %0, v;\n\t"
			"}" : "+r" (s) : "r" (x));
	sum[t][i] = s;
      }
  }

  if (nthr < 1 || nthr > T)
    {
      printf ("warp-threads: %d threads\n", nthr);
      return 1;
    }
  for (int t = 0; t < nthr; t++)
    {
      if (tidy[t] >= ntidy[t])
	{
	  printf ("warp-threads: thread %d: tid.y %u, ntid.y %u\n", t,
		  tidy[t], ntidy[t]);
	  errors++;
	}
      for (int u = 0; u < t; u++)
	if (tidy[u] == tidy[t])
	  {
	    printf ("warp-threads: threads %d and %d share tid.y %u\n", u, t,
		    tidy[t]);
	    errors++;
	  }
      for (int i = 0; i < W; i++)
	if (lane[t][i] != (unsigned) i || tidx[t][i] != (unsigned) i
	    || wid[t][i] >= nwid[t][i] || sum[t][i] != t * 3200 + 496)
	  {
	    printf ("warp-threads: thread %d iteration %d: laneid %u tid.x %u "
		    "warpid %u nwarpid %u sum %d (want %d)\n", t, i,
		    lane[t][i], tidx[t][i], wid[t][i], nwid[t][i], sum[t][i],
		    t * 3200 + 496);
	    errors++;
	  }
    }
  if (errors)
    return 1;
  printf ("warp-threads: ok (%d threads)\n", nthr);
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
