/* "n" needs an integral constant expression; a variable is not one.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    int k;
    asm ("add.s32 %0, %1, %2;" : "=r" (k) : "r" (j), "n" (i)); /* { dg-error "integral constant expression" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
