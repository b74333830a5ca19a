/* With -fno-tree-loop-vectorize (or -Og) GCC makes no "omp simd" arrays:
   a simd loop's reduction variable is one scalar of the thread, which
   the lanes of a lockstep run would share.  The host fallback says so
   at compile time, naming the variable and the loop, and stops at run
   time with file:line, rather than compute a wrong sum.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-vectorize" } */

int
f (unsigned *out)
{
  int s = 0;
#pragma omp target map(from: out[0:32]) map(tofrom: s)
#pragma omp simd reduction(+:s) /* { dg-message "note: the loop" } */
  for (int i = 0; i < 32; i++)
    {
      unsigned v;
      asm volatile ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;" : "=r" (v) : "r" (i)); /* { dg-warning "the host fallback cannot run this 'simd' loop's iterations as the lanes of a warp \\(with -Og or -fno-tree-loop-vectorize GCC gives its lanes one copy of 's'; compile with -O1 or above, without -fno-tree-loop-vectorize\\): it stops the program here" } */
      out[i] = v;
      s += v;
    }
  return s;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
