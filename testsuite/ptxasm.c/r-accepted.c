/* "r" takes 4-byte integers and enums: int, unsigned, an enum, in and
   out.  */
/* { dg-do compile } */

enum color { RED, GREEN };

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    unsigned u = j;
    enum color c = GREEN;
    asm ("mov.b32 %0, %1; mov.b32 %2, %3;" : "=r" (u), "=r" (c) : "r" (i), "r" (c));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
