// nvcc: bool with "r": size(1) does not match 'r' (no promotion).
/* { dg-do compile } */

void
f (int i, bool b)
{
#pragma omp target map(tofrom: i, b)
  asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (b)); /* { dg-error "size\\(1\\) does not match type/size implied by constraint .r." } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
