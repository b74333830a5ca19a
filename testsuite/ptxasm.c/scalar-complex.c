/* A _Complex float is not a scalar, although it is 8 bytes like "l".  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    _Complex float c = j;
    long long x;
    asm ("mov.b64 %0, %1;" : "=l" (x) : "l" (c)); /* { dg-error "must have scalar type" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
