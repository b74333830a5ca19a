/* A matching constraint written by name ("[out]") is a user-written
   digit once GCC resolves the name: rejected like "0".  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  asm ("add.s32 %0, %1, 1;" : [out] "=r" (i) : "[out]" (j)); /* { dg-error "constraint letter .0. is not allowed|constraint .0." } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
