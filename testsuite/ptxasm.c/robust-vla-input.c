/* A variable-length array as an "l" input decays to a pointer, as any
   array does: accepted.  An element of it is an ordinary int.  */
/* { dg-do compile } */

void
f (int n, long long x, int y)
{
#pragma omp target map(tofrom: n, x, y)
  {
    int v[n];
    v[0] = n;
    asm volatile ("mov.b64 %0, %1;" : "=l" (x) : "l" (v));
    asm volatile ("mov.b32 %0, %1;" : "=r" (y) : "r" (v[0]));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
