/* An instruction with an operand missing.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  asm ("add.s32 %0, %1;" : "=r" (i) : "r" (j)); /* { dg-error "ptxas: Arguments mismatch for instruction 'add'" } */
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
