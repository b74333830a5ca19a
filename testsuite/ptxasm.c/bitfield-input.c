/* A bit-field input is accepted, as by nvcc: its value, in its declared
   type.  */
/* { dg-do compile } */

struct bf { int a : 3; int b : 5; };

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    struct bf b = { 1, 2 };
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (b.a));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
