/* A misspelt opcode.  */
/* { dg-do compile } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  asm ("mvo.u32 %0, %1;" : "=r" (i) : "r" (i)); /* { dg-error "ptxas: Not a name of any known instruction: 'mvo'" } */
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
