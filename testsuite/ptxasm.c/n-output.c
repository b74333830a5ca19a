/* "=n": an immediate cannot be an output (nvcc: "an asm operand must be
   an integral constant expression").  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, 1;" : "=n" (i)); /* { dg-error "cannot be used for an output operand|integral constant expression" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
