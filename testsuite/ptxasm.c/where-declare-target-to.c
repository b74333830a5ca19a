/* The plugin checks asm statements in a function named by "declare
   target to(...)".  */
/* { dg-do compile } */

int
g (int j)
{
  int i;
  asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (j)); /* { dg-error "constraint letter .m. is not allowed" } */
  return i;
}
#pragma omp declare target to(g)
/* SPDX-License-Identifier: GPL-3.0-or-later */
