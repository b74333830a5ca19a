/* An rvalue as an output: GCC's front end reports it; no crash.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  asm ("mov.b32 %0, %1;" : "=r" (i + 1) : "r" (j)); /* { dg-error "lvalue required" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
