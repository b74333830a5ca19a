/* nvcc: "f" takes only float; double is rejected.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    double x = j;
    float y;
    asm ("mov.f32 %0, %1;" : "=f" (y) : "f" (x)); /* { dg-error "size\\(8\\) does not match type/size implied by constraint .f." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
