/* nvcc: an asm operand must have scalar type: a union input.  */
/* { dg-do compile } */

union u { int a; float b; };

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    union u v = { j };
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (v)); /* { dg-error "must have scalar type" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
