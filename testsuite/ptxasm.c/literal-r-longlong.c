/* nvcc applies no conversion to literals: "r" (5LL) is 8 bytes.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (5LL)); /* { dg-error "size\\(8\\) does not match type/size implied by constraint .r." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
