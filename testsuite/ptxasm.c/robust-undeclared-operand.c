/* An undeclared variable as an operand: GCC's own error, and the plugin
   must cope with the error-marked operand without crashing.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (undeclared)); /* { dg-error "undeclared" } */
    asm ("mov.b32 %0, %1;" : "=r" (nowhere) : "r" (j)); /* { dg-error "undeclared" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
