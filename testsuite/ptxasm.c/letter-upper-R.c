/* nvcc rejects the constraint letter R on an input: R is an x86 letter,
   not one of nvcc's.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "R" (j)); /* { dg-error "constraint letter .R. is not allowed|does not match type/size implied by constraint .R." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
