/* asm inline, __asm__ __volatile__ and asm volatile forms: all processed
   (the bad constraint is found in each).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm inline ("mov.b32 %0, %1;" : "=r" (i) : "i" (j)); /* { dg-error "constraint letter .i. is not allowed" } */
    __asm__ __volatile__ ("mov.b32 %0, %1;" : "=r" (i) : "g" (j)); /* { dg-error "constraint letter .g. is not allowed" } */
    asm volatile ("mov.b32 %0, %1;" : "=r" (i) : "x" (j)); /* { dg-error "constraint letter .x. is not allowed" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
