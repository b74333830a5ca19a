/* In a function with a target region, the asm outside the region runs on
   the host: x86 asm there is left alone; the asm inside is checked.  */
/* { dg-do compile } */

int
f (int i, int j)
{
  int r;
  asm ("movl %1, %0" : "=a" (r) : "m" (j));
#pragma omp target map(tofrom: i, j)
  asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (j)); /* { dg-error "constraint letter .m. is not allowed" } */
  return r + i;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
