/* "%2" in an asm with two operands: one past the last, out of range.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %2;" : "=r" (i) : "r" (j)); /* { dg-error "refers to operand .%2." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
