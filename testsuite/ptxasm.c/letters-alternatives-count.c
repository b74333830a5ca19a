/* Alternatives on one operand and not on another: GCC 12 to 15 let the
   statement through to ptxasm, which says what nvcc says.  */
/* { dg-do compile } */
/* { dg-require-gcc-major 12 15 } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r,r" (j)); /* { dg-error "only one constraint letter" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
