/* The host fallback's warnings come by default, with no
   -fplugin-arg-ptxasm-warn-host-fallback option: a simd loop that the
   host cannot run as the lanes of a warp (an ordered region) gets its
   warning at its first warp instruction (GCC gives an ordered loop no
   location for the note that lockstep-refused.c checks); a
   statement that the host does not emulate at all (wgmma.fence, which
   needs sm_90a) gets "the host fallback of this 'asm' stops the
   program".  lockstep-refused-quiet.c: the same with
   -fplugin-arg-ptxasm-warn-host-fallback=no.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

void
f (unsigned *out)
{
#pragma omp target map(from: out[0:32])
#pragma omp simd
  for (int i = 0; i < 32; i++)
    {
      unsigned v;
      asm volatile ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;" : "=r" (v) : "r" (i)); /* { dg-warning "the host fallback cannot run this 'simd' loop's iterations as the lanes of a warp \\(it has an ordered region, an inscan reduction or an if\\(simd:\\) condition known at run time only\\): it stops the program here" } */
#pragma omp ordered simd
      out[i] = v;
    }
}

void
g (void)
{
#pragma omp target
  asm volatile ("wgmma.fence.sync.aligned;" ::: "memory"); /* { dg-warning "the host fallback of this 'asm' stops the program: 'wgmma.fence.sync.aligned': wgmma, which takes its operands from the registers of a warpgroup's 128 lanes, is not emulated" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
