/* An output needs '=' or '+' (nvcc: "an asm output operand must have one
   of the '=' or '+' modifiers"); GCC's front end says it first.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "r" (i) : "r" (j)); /* { dg-error "output operand constraint lacks .=.|must have one of the .=. or .\\+. modifiers" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
