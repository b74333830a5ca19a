/* nvcc: an asm operand must have scalar type: a struct input.  */
/* { dg-do compile } */

struct s { int a; };

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    struct s v = { j };
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (v)); /* { dg-error "must have scalar type" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
