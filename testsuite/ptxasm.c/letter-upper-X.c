/* nvcc rejects the constraint letter X on an input: X (anything) is not
   one of nvcc's letters.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "X" (j)); /* { dg-error "constraint letter .X. is not allowed|does not match type/size implied by constraint .X." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
