/* nvcc rejects "i" even with a constant operand: the letter is n.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "i" (5)); /* { dg-error "constraint letter .i. is not allowed" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
