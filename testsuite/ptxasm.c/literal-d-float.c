/* nvcc applies no conversion to literals: "d" (1.0f) is a float.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    double y;
    asm ("mov.f64 %0, %1;" : "=d" (y) : "d" (1.0f)); /* { dg-error "size\\(4\\) does not match type/size implied by constraint .d." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
