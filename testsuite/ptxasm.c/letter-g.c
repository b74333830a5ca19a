/* nvcc rejects the constraint letter g on an input: g (any operand) is not
   one of nvcc's letters.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "g" (j)); /* { dg-error "constraint letter .g. is not allowed|does not match type/size implied by constraint .g." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
