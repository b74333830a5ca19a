/* "&r" on an input: an early clobber makes no sense there (nvcc's cicc
   crashes on it); GCC's front end rejects it first.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    int k;
    asm ("mov.b32 %0, %1;" : "=r" (k) : "&r" (j)); /* { dg-error "input operand constraint contains .&.|misplaced asm constraint modifier" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
