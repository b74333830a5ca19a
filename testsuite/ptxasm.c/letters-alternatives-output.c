/* nvcc: "=r,r" on an output counts as more than one constraint letter
   (the only operand: see letters-alternatives.c).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, 16;" : "=r,r" (i)); /* { dg-error "only one constraint letter" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
