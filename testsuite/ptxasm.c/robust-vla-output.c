/* A variable-length array as an output is not a scalar: a diagnostic
   (GCC's gimplifier or the plugin), no crash.  */
/* { dg-do compile } */

void
f (int n)
{
#pragma omp target map(tofrom: n)
  {
    int v[n];
    asm ("mov.b32 %0, 1;" : "=r" (v)); /* { dg-error "impossible constraint|must stay in memory|must have scalar type" } */
    n = v[0];
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
