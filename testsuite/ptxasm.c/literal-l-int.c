/* nvcc applies no conversion to literals: "l" (5) is an int, size 4.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    long long y;
    asm ("mov.b64 %0, %1;" : "=l" (y) : "l" (5)); /* { dg-error "size\\(4\\) does not match type/size implied by constraint .l." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
