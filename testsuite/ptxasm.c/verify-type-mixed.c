/* A statement that joins an "r" and an "f" operand in one instruction
   whose type fits neither: reported like any other line of the user's
   (it looks like one of ptxasm's copies, which the check leaves out).  */
/* { dg-do compile } */

void
f (int i, float x)
{
#pragma omp target map(tofrom: i, x)
  asm ("mov.u64 %0, %1;" : "=r" (i) : "f" (x)); /* { dg-error "ptxas: Arguments mismatch for instruction 'mov'" } */
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
