/* "q" with long long: the size error (size 8), not the q error.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    long long x = j, y;
    asm ("mov.b128 %0, %1;" : "=q" (y) : "q" (x)); /* { dg-error "size\\(8\\) does not match type/size implied by constraint .q." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
