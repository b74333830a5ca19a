/* An "omp simd" loop with an ordered region runs its iterations one at
   a time there: the host's lockstep run does not take it, and says so
   at compile time, at the warp instruction (GCC gives this loop no
   location of its own: no note for it).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

void
f (unsigned *out)
{
#pragma omp target map(from: out[0:32])
#pragma omp simd
  for (int i = 0; i < 32; i++)
    {
      unsigned v;
      asm volatile ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;" : "=r" (v) : "r" (i)); /* { dg-warning "the host fallback cannot run this 'simd' loop's iterations as the lanes of a warp \\(it has an ordered region, an inscan reduction or an if\\(simd:\\) condition known at run time only\\)" } */
#pragma omp ordered simd
      out[i] = v;
    }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
