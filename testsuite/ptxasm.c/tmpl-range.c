/* "%5" in an asm with two operands: out of range (nvcc ICEs).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %5;" : "=r" (i) : "r" (j)); /* { dg-error "refers to operand .%5." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
