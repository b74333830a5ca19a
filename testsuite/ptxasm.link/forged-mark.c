/* A template that begins with the text of ptxasm's marker is rewritten
   like any other: its operands reach it in .b32 registers.  */
/* { dg-do link } */

int
main (void)
{
  int i = 0, j = 3;
#pragma omp target map(from: i) map(to: j)
  asm ("// begin inline asm (ptxasm)\n\tmov.u32 %0, %1;" : "=r" (i) : "r" (j));
  return i != 3;
}

/* { dg-final { scan-ptx {\tmov\.u32 %ptxasm([0-9]+)_0, %ptxasm\1_1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
