/* nvcc: an output with constraint "=" has no constraint letter.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=" (i) : "r" (j)); /* { dg-error "asm operand has no constraint letter" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
