/* Literals of the right type are accepted: "l" (5LL), "f" (1.0f),
   "d" (1.0), "r" (5).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    long long a;
    float b;
    double c;
    asm ("mov.b64 %0, %4; mov.f32 %1, %5; mov.f64 %2, %6; mov.b32 %3, %7;" : "=l" (a), "=f" (b), "=d" (c), "=r" (i) : "l" (5LL), "f" (1.0f), "d" (1.0), "r" (5));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
