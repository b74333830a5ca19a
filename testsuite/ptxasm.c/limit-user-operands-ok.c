/* 30 operands written by the user (one output, 29 inputs): exactly GCC's
   limit, accepted.  */
/* { dg-do compile } */

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:1])
  {
    int x = p[0];
    asm ("// %0 %29" : "=r" (p[0]) : "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
