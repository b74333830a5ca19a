/* A simd loop with a reduction: GCC gives the host's copy "omp simd"
   arrays of as many lanes as the host's vectors, which the lockstep run
   of its iterations as a warp's 32 lanes cannot use.  The host fallback
   says so at compile time and stops at run time with file:line, rather
   than compute the shuffle on a warp of one lane.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int
f (unsigned *out)
{
  int s = 0;
#pragma omp target map(from: out[0:32]) map(tofrom: s)
#pragma omp simd reduction(+:s)
  for (int i = 0; i < 32; i++)
    {
      unsigned v;
      asm volatile ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;" : "=r" (v) : "r" (i)); /* { dg-warning "the host fallback cannot run this 'simd' loop's iterations as the lanes of a warp \\(it has private, linear or reduction variables\\): it stops the program here" } */
      out[i] = v;
      s += v;
    }
  return s;
}
