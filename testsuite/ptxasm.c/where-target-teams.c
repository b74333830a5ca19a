/* The plugin checks asm statements in a "target teams" region.  */
/* { dg-do compile } */

void
f (int *p)
{
#pragma omp target teams map(tofrom: p[0:2])
  asm ("mov.b32 %0, %1;" : "=r" (p[0]) : "m" (p[1])); /* { dg-error "constraint letter .m. is not allowed" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
