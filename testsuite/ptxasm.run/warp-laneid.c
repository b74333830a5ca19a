/* Which lane runs which iteration.  GCC's nvptx OpenMP runs each OpenMP
   thread as a whole warp, and the iterations of an "omp simd" loop on
   the warp's 32 lanes (at -O1 and above): iteration i on lane i.  Checks
   %laneid, %tid.x, %ntid.x, WARP_SZ, activemask and the %lanemask_*
   registers in such a loop.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32

int
main (void)
{
  unsigned lane[W], tidx[W], ntidx[W], wsz[W], active[W];
  unsigned eq[W], lt[W], le[W], gt[W], ge[W];
  int errors = 0;

#pragma omp target map(from: lane, tidx, ntidx, wsz, active, eq, lt, le, gt, ge)
#pragma omp simd
  for (int i = 0; i < W; i++)
    {
      asm volatile ("mov.u32 %0, %%laneid;" : "=r" (lane[i]));
      asm volatile ("mov.u32 %0, %%tid.x;" : "=r" (tidx[i]));
      asm volatile ("mov.u32 %0, %%ntid.x;" : "=r" (ntidx[i]));
      asm volatile ("mov.u32 %0, WARP_SZ;" : "=r" (wsz[i]));
      asm volatile ("activemask.b32 %0;" : "=r" (active[i]));
      asm volatile ("mov.u32 %0, %%lanemask_eq;" : "=r" (eq[i]));
      asm volatile ("mov.u32 %0, %%lanemask_lt;" : "=r" (lt[i]));
      asm volatile ("mov.u32 %0, %%lanemask_le;" : "=r" (le[i]));
      asm volatile ("mov.u32 %0, %%lanemask_gt;" : "=r" (gt[i]));
      asm volatile ("mov.u32 %0, %%lanemask_ge;" : "=r" (ge[i]));
    }

  for (unsigned i = 0; i < W; i++)
    {
      unsigned bit = 1u << i;
      if (lane[i] != i || tidx[i] != i || ntidx[i] != 32 || wsz[i] != 32
	  || active[i] != 0xffffffffu || eq[i] != bit || lt[i] != bit - 1
	  || le[i] != (bit | (bit - 1)) || gt[i] != ~(bit | (bit - 1))
	  || ge[i] != ~(bit - 1))
	{
	  printf ("warp-laneid: iteration %u: laneid %u tid.x %u ntid.x %u "
		  "WARP_SZ %u activemask %#x lanemask eq %#x lt %#x le %#x "
		  "gt %#x ge %#x\n", i, lane[i], tidx[i], ntidx[i], wsz[i],
		  active[i], eq[i], lt[i], le[i], gt[i], ge[i]);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("warp-laneid: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
