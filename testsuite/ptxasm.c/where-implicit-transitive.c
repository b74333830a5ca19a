/* Implicit "declare target" reaches a function called by a function that
   the target region calls: its asm is checked too.  */
/* { dg-do compile } */

static int
leaf (int j)
{
  int i;
  asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (j)); /* { dg-error "constraint letter .m. is not allowed" } */
  return i;
}

static int
middle (int j)
{
  return leaf (j) + 1;
}

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:1])
  p[0] = middle (p[0]);
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
