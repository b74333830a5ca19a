/* nvcc rejects the constraint letter m on an input: memory operands do not
   exist in nvcc's dialect.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (j)); /* { dg-error "constraint letter .m. is not allowed|does not match type/size implied by constraint .m." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
