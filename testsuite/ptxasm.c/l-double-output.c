/* nvcc: "=l" with a double output is rejected although both are 8 bytes.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    double x;
    long long y = j;
    asm ("mov.b64 %0, %1;" : "=l" (x) : "l" (y)); /* { dg-error "size\\(8\\) does not match type/size implied by constraint .l." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
