/* "% ": '%' before a space is an error.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1; // % x" : "=r" (i) : "r" (j)); /* { dg-error "invalid .% . in asm template" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
