/* A warp instruction in a simd loop: the host fallback runs the loop's
   iterations as the lanes of a warp, in lockstep (issue 34), so
   -fplugin-arg-ptxasm-warn-host-fallback has nothing to say about it;
   nor outside simd (the thread's 32 lanes, the same on both).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-warn-host-fallback -fplugin-arg-ptxasm-warn-warp=no" } */

void
f (unsigned *out)
{
#pragma omp target map(from: out[0:32])
  {
#pragma omp simd
    for (int i = 0; i < 32; i++)
      {
	unsigned v;
	asm volatile ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;" : "=r" (v) : "r" (i)); /* { dg-bogus "warp of one active lane" } */
	out[i] = v;
      }
    unsigned w;
    asm volatile ("activemask.b32 %0;" : "=r" (w)); /* { dg-bogus "warp" } */
    out[0] += w;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
