/* A function only called from a target region is implicitly "declare
   target" (OpenMP 5.0): the plugin checks its asm statements.  */
/* { dg-do compile } */

static int
helper (int j)
{
  int i;
  asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (j)); /* { dg-error "constraint letter .m. is not allowed" } */
  return i;
}

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:1])
  p[0] = helper (p[0]);
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
