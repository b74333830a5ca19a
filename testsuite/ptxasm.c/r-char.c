/* nvcc: "r" takes only 4-byte integers and enums; char is rejected.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    char x = (char) j;
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (x)); /* { dg-error "size\\(1\\) does not match type/size implied by constraint .r." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
