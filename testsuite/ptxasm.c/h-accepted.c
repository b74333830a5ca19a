/* "h" takes 2-byte integers: short and unsigned short, in and out,
   and "+h".  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    short s = (short) j, t;
    unsigned short u = (unsigned short) j, v;
    asm ("mov.b16 %0, %1; mov.b16 %2, %3;" : "=h" (t), "=h" (v), "+h" (s) : "h" (u));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
