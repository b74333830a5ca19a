/* A bit-field output is accepted, as by nvcc: the field is written
   back.  */
/* { dg-do compile } */

struct bf { int a : 3; int b : 5; };

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    struct bf b = { 1, 2 };
    asm ("mov.b32 %0, %1;" : "=r" (b.b) : "r" (j));
    i = b.b;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
