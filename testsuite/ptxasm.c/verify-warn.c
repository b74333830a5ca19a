/* -fplugin-arg-ptxasm-verify=warn: ptxas's errors are warnings.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-verify=warn" } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  asm ("mvo.u32 %0, %1;" : "=r" (i) : "r" (i)); /* { dg-warning "ptxas: Not a name of any known instruction: 'mvo'" } */
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
