/* nvcc: "l" takes only 8-byte integers and pointers; unsigned is rejected.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    unsigned x = j;
    long long y;
    asm ("mov.b64 %0, %1;" : "=l" (y) : "l" (x)); /* { dg-error "size\\(4\\) does not match type/size implied by constraint .l." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
