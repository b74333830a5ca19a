/* A void expression as an operand: GCC's own error; no crash.  */
/* { dg-do compile } */

void g (void);

void
f (int i)
{
#pragma omp target map(tofrom: i)
  asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (g ())); /* { dg-error "void" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
