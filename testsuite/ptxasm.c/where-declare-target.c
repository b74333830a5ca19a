/* The plugin checks asm statements in an explicit "declare target"
   function, called or not.  */
/* { dg-do compile } */

#pragma omp declare target
int
g (int j)
{
  int i;
  asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (j)); /* { dg-error "constraint letter .m. is not allowed" } */
  return i;
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
