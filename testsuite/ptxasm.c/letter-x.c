/* nvcc rejects the constraint letter x on an input: x is an x86 letter,
   not one of nvcc's.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "x" (j)); /* { dg-error "constraint letter .x. is not allowed|does not match type/size implied by constraint .x." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
