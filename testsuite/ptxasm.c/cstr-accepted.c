/* "C" in C: static const char arrays at file scope (static and extern
   linkage) and at function scope, as the only operands and next to
   others, accepted.  */
/* { dg-do compile } */

static const char fs[] = "add.s32";
const char gs[] = "global";

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    static const char ls[] = "local";
    asm ("%1 %0, %2, 1; // %3 %4" : "=r" (i) : "C" (fs), "r" (j), "C" (gs), "C" (ls));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
