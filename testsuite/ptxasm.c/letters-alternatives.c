/* nvcc: "r,r" (alternatives) counts as more than one constraint letter.
   The statement's only operand, so that every operand has as many
   alternatives (GCC 16's front end rejects a statement whose operands
   have different numbers: letters-alternatives-count.c).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("{ .reg .b32 t; mov.b32 t, %0; }" :: "r,r" (j)); /* { dg-error "only one constraint letter" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
