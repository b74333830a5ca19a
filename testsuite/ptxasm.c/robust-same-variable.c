/* The same variable as two outputs and as an input, "+r" and "=r" on one
   statement, operands reused in the template: accepted.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("mov.b32 %0, 1; mov.b32 %1, 2;" : "=r" (i), "=r" (i));
    asm volatile ("add.s32 %0, %0, %2; mov.b32 %1, %0; // %0 %0 %2 %2" : "+r" (i), "=r" (j) : "r" (i));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
