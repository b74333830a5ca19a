/* The plugin checks asm statements in a "#pragma omp target" region.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (j)); /* { dg-error "constraint letter .m. is not allowed" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
