/* nvcc applies no conversion to literals: "h" (5) is an int.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    short y;
    asm ("mov.b16 %0, %1;" : "=h" (y) : "h" (5)); /* { dg-error "size\\(4\\) does not match type/size implied by constraint .h." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
