/* A missing ';' in the last statement of a function: ptxas fails at the
   function's own "ret;" after it, and the error is still this
   statement's (it used to go unreported).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.u32 %0, %1;" : "=r" (j) : "r" (i));
    asm ("mov.u32 %0, %1" : "=r" (i) : "r" (j)); /* { dg-error "ptxas: syntax error at the end of the asm template" } */
  }
}
/* { dg-prune-output "ptxas \\(sm_\[0-9\]+\\) checked" } */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
