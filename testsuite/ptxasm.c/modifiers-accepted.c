/* "=&r", "+r", "+&r", "+h", "+l" are accepted on outputs.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    short s = (short) j;
    long long l = j;
    int k = j;
    asm ("mov.b32 %0, %5; add.s32 %1, %1, %5; add.s32 %2, %2, 1; add.s16 %3, %3, 1; add.s64 %4, %4, 1;" : "=&r" (i), "+r" (j), "+&r" (k), "+h" (s), "+l" (l) : "r" (j));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
