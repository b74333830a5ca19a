/* The plugin checks asm statements in a "target teams distribute parallel
   for simd" loop body.  */
/* { dg-do compile } */

void
f (int *p, int n)
{
#pragma omp target teams distribute parallel for simd map(tofrom: p[0:n])
  for (int k = 0; k < n; k++)
    asm ("mov.b32 %0, %1;" : "=r" (p[k]) : "m" (k)); /* { dg-error "constraint letter .m. is not allowed" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
