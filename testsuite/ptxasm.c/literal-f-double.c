/* nvcc applies no conversion to literals: "f" (1.0) is a double.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    float y;
    asm ("mov.f32 %0, %1;" : "=f" (y) : "f" (1.0)); /* { dg-error "size\\(8\\) does not match type/size implied by constraint .f." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
