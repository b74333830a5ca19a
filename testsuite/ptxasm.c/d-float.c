/* nvcc: "d" takes only double; float is rejected.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    float x = j;
    double y;
    asm ("mov.f64 %0, %1;" : "=d" (y) : "d" (x)); /* { dg-error "size\\(4\\) does not match type/size implied by constraint .d." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
