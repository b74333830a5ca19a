/* nvcc: an asm operand must have scalar type: a struct output.  */
/* { dg-do compile } */

struct s { int a; };

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    struct s v;
    asm ("mov.b32 %0, %1;" : "=r" (v) : "r" (j)); /* { dg-error "must have scalar type" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
