/* nvcc rejects a matching constraint "0" written by the user (GCC would tie
   it to output 0); only "+" ties an input to an output.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("add.s32 %0, %1, 1;" : "=r" (i) : "0" (j)); /* { dg-error "constraint letter .0. is not allowed|constraint .0." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
