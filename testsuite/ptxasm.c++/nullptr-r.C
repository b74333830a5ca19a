// nvcc: nullptr with "r": "an asm operand must have scalar type".
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (nullptr)); /* { dg-error "must have scalar type" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
