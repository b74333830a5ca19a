/* A const variable as an output: GCC's front end reports it; no crash.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    const int c = j;
    asm ("mov.b32 %0, 1;" : "=r" (c)); /* { dg-error "read-only variable" } */
    i = c;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
