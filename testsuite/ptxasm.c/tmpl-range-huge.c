/* An operand number that overflows: out of range, no wrap-around.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %99999999999999999999999;" : "=r" (i) : "r" (j)); /* { dg-error "refers to operand" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
