/* The plugin checks asm statements in an OpenACC "routine seq" function.  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */

#pragma acc routine seq
int
g (int j)
{
  int i;
  asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (j)); /* { dg-error "constraint letter .m. is not allowed" } */
  return i;
}

void
f (int *p)
{
#pragma acc parallel copy(p[0:1])
  p[0] = g (p[0]);
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
