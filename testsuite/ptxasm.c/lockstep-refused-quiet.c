/* lockstep-refused-warn.c with -fplugin-arg-ptxasm-warn-host-fallback=no:
   no warning where the host fallback stops the program, neither at the
   statement that it does not emulate (wgmma.fence) nor at the simd loop
   that it cannot run as the lanes of a warp (an ordered region), whose
   warning says that it stops the program there too.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a -fplugin-arg-ptxasm-warn-host-fallback=no" } */

void
f (unsigned *out)
{
#pragma omp target map(from: out[0:32])
#pragma omp simd
  for (int i = 0; i < 32; i++)
    {
      unsigned v;
      asm volatile ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;" : "=r" (v) : "r" (i)); /* { dg-bogus "the host fallback cannot run this 'simd' loop" } */
#pragma omp ordered simd
      out[i] = v;
    }
}

void
g (void)
{
#pragma omp target
  asm volatile ("wgmma.fence.sync.aligned;" ::: "memory"); /* { dg-bogus "stops the program" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
