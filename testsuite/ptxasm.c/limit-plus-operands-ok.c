/* 15 "+r" outputs are 30 operands once split: exactly GCC's limit, so
   accepted.  */
/* { dg-do compile } */

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:16])
  {
    int a0 = p[0], a1 = p[1], a2 = p[2], a3 = p[3], a4 = p[4], a5 = p[5], a6 = p[6], a7 = p[7];
    int a8 = p[8], a9 = p[9], a10 = p[10], a11 = p[11], a12 = p[12], a13 = p[13], a14 = p[14], a15 = p[15];
    asm ("// %0 %14" : "+r" (a0), "+r" (a1), "+r" (a2), "+r" (a3), "+r" (a4), "+r" (a5), "+r" (a6), "+r" (a7), "+r" (a8), "+r" (a9), "+r" (a10), "+r" (a11), "+r" (a12), "+r" (a13), "+r" (a14));
    p[0] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13 + a14 + a15;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
