/* A _Complex double output is not a scalar.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    _Complex double c;
    asm ("mov.f64 %0, 0d0000000000000000;" : "=d" (c)); /* { dg-error "must have scalar type" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
