/* long double with "l" (nvcc treats it as double): the long double error.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    long double x = j;
    long long y;
    asm ("mov.b64 %0, %1;" : "=l" (y) : "l" (x)); /* { dg-error "long double" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
