/* "%x0": an operand modifier, not supported.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %x0, %1;" : "=r" (i) : "r" (j)); /* { dg-error "modifier not supported at .%x0." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
