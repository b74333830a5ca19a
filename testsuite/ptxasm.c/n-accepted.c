/* "n" accepts integral constant expressions: 42, -1, an enumerator,
   sizeof, a character constant, a cast, 5000000000LL.  */
/* { dg-do compile } */

enum e { E0 = 7, E1 };

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    int a, b, c, d, e, g, h;
    asm ("mov.b32 %0, %7; mov.b32 %1, %8; mov.b32 %2, %9; mov.b32 %3, %10; mov.b32 %4, %11; mov.b32 %5, %12; // %6 %13" : "=r" (a), "=r" (b), "=r" (c), "=r" (d), "=r" (e), "=r" (g), "=r" (h) : "n" (42), "n" (-1), "n" (E1), "n" (sizeof (double)), "n" ('A'), "n" ((short) -3), "n" (5000000000LL));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
