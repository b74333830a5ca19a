/* An unterminated %[name: GCC's front end reports it; no crash.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  asm ("mov.b32 %0, %[a;" : "=r" (i) : [a] "r" (j)); /* { dg-error "missing close brace for named operand" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
