/* "n" with a floating constant (1.5) is rejected.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    int k;
    asm ("add.s32 %0, %1, %2;" : "=r" (k) : "r" (j), "n" (1.5)); /* { dg-error "integral constant expression|size\\(8\\) does not match type/size implied by constraint .n." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
