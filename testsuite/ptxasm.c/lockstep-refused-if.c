/* A simd loop whose if(simd:) condition is known at run time only: the
   GPU runs its iterations as lanes or as the thread's warp, as the
   condition says (and ptxasm says so of the thread's warp).  The
   host's lockstep run does not take it (it would run 32 lanes whatever
   the condition) and says so.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

void
f (unsigned *out, int c)
{
#pragma omp target map(from: out[0:32]) firstprivate(c)
#pragma omp simd if(simd: c)
  for (int i = 0; i < 32; i++)
    {
      unsigned v;
      asm volatile ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;" : "=r" (v) : "r" (i)); /* { dg-warning "the host fallback cannot run this 'simd' loop's iterations as the lanes of a warp \\(it has an ordered region, an inscan reduction or an if\\(simd:\\) condition known at run time only\\)" } */
      /* { dg-warning "'shfl' outside a 'simd' loop that GCC runs one iteration per lane" "" { target *-*-* } .-1 } */
      out[i] = v;
    }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
