/* nvcc rejects a user-written "1", here a valid GCC matching constraint
   (operand 1 is an output).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    int k;
    asm ("mov.b32 %0, %2; mov.b32 %1, %2;" : "=r" (i), "=r" (k) : "1" (j)); /* { dg-error "constraint letter .1. is not allowed|constraint .1." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
