/* "%r1" is no register name either.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (j) : "%r1"); /* { dg-error "unknown register name .%r1." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
