/* An input may not have '+'; GCC's front end says it first.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    int k;
    asm ("mov.b32 %0, %1;" : "=r" (k) : "+r" (j)); /* { dg-error "input operand constraint contains .\\+.|may not have the .=. or .\\+. modifiers" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
