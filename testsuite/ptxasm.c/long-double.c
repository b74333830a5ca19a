/* long double has no nvptx counterpart: its own error, whatever the
   letter.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    long double x = j;
    double y;
    asm ("mov.f64 %0, %1;" : "=d" (y) : "d" (x)); /* { dg-error "long double" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
