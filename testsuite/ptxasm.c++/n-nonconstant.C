// "n" with a non-constant variable in C++: rejected.
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  asm ("add.s32 %0, %0, %1;" : "+r" (i) : "n" (j)); /* { dg-error "integral constant expression" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
