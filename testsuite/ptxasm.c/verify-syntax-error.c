/* A missing ';' at the end of the template: the error is at this
   statement, not at the one after it.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.u32 %0, %1" : "=r" (i) : "r" (j)); /* { dg-error "ptxas: syntax error at the end of the asm template" } */
    /* { dg-message "checked: 'mov.u32 %0, %1  \\\[" "note" { target *-*-* } 10 } */
    asm ("mov.u32 %0, %1;" : "=r" (j) : "r" (i));
  }
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
