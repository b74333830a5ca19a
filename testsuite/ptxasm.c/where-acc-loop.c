/* The plugin checks asm statements in an OpenACC "parallel loop" body.  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */

void
f (int *p, int n)
{
#pragma acc parallel loop copy(p[0:n])
  for (int k = 0; k < n; k++)
    asm ("mov.b32 %0, %1;" : "=r" (p[k]) : "m" (k)); /* { dg-error "constraint letter .m. is not allowed" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
