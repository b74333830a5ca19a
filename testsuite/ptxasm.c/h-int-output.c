/* nvcc: "=h" with an int output is rejected (size 4).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b16 %0, 1;" : "=h" (i)); /* { dg-error "size\\(4\\) does not match type/size implied by constraint .h." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
