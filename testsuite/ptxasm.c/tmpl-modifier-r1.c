/* "%r1": a letter followed by a digit is a modifier, not the PTX register
   %r1 (nvcc gives the modifier error too).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %r1;" : "=r" (i) : "r" (j)); /* { dg-error "modifier not supported at .%r1." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
