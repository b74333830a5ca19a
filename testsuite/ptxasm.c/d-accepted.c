/* "d" takes double, in, out and "+d".  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    double x = j, y, z = i;
    asm ("mov.f64 %0, %2; add.f64 %1, %1, %2;" : "=d" (y), "+d" (z) : "d" (x));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
