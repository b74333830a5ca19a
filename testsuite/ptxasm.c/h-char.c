/* nvcc: "h" takes only short and unsigned short; char (size 1) is
   rejected.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    char x = (char) j;
    short y;
    asm ("mov.b16 %0, %1;" : "=h" (y) : "h" (x)); /* { dg-error "size\\(1\\) does not match type/size implied by constraint .h." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
