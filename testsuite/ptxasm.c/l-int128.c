/* "l" with __int128: the size error (size 16).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    __int128 x = j;
    long long y;
    asm ("mov.b64 %0, %1;" : "=l" (y) : "l" (x)); /* { dg-error "size\\(16\\) does not match type/size implied by constraint .l." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
