/* nvcc: "d" takes only double; long long is rejected.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    long long x = j;
    double y;
    asm ("mov.f64 %0, %1;" : "=d" (y) : "d" (x)); /* { dg-error "size\\(8\\) does not match type/size implied by constraint .d." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
