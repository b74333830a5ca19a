/* nvcc: the "cc" clobber is not supported in device code.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (j) : "cc"); /* { dg-error ".cc. clobber is not supported" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
