/* nvcc rejects the constraint letter i on an input: nvcc's immediate
   letter is n, not i.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "i" (j)); /* { dg-error "constraint letter .i. is not allowed|does not match type/size implied by constraint .i." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
