/* nvcc: "=r" with a float output is rejected even though the size fits.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    float x;
    asm ("mov.b32 %0, %1;" : "=r" (x) : "r" (j)); /* { dg-error "size\\(4\\) does not match type/size implied by constraint .r." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
