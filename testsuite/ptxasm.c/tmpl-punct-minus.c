/* "%-1": '%' before punctuation is an error (nvcc silently drops
   both characters, giving "1").  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %-1;" : "=r" (i) : "r" (j)); /* { dg-error "invalid .%-. in asm template" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
