/* The plugin checks asm statements in an OpenACC "parallel" construct.  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */

void
f (int *p)
{
#pragma acc parallel copy(p[0:2])
  asm ("mov.b32 %0, %1;" : "=r" (p[0]) : "m" (p[1])); /* { dg-error "constraint letter .m. is not allowed" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
