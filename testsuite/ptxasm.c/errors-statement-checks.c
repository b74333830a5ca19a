/* Issue 22: the checks of the statements themselves (no ptxas) report
   every mistake of a file in one compile: a statement with an error
   still counts for the braces of its function, and one statement's
   independent mistakes are all reported.  */
/* { dg-do compile } */

void
f (int i, float x)
{
#pragma omp target map(tofrom: i, x)
  {
    asm ("{ .reg .u32 t;"); /* { dg-error "'\{' in the asm text is not closed" } */
    asm ("mov.u32 %0, %%cluster_nctarank; /* no end" : "=r" (i)); /* { dg-error "needs '.target sm_90' or later" } */
    /* { dg-error "comment ./\\*. without its ../. in the asm text" "" { target *-*-* } .-1 } */
    asm ("add.s32 %0, %0, %1;" : "+r" (i) : "r" (x)); /* { dg-error "'r'" } */
    asm ("add.s32 %0, %0, %3;" : "+r" (i)); /* { dg-error "refers to operand '%3'" } */
  }
}

void
g (int i)
{
#pragma omp target map(tofrom: i)
  asm ("} mov.u32 %0, 1; \"no end" : "=r" (i)); /* { dg-error "'\}' in the asm text closes no '\{'" } */
  /* { dg-error "string without its closing" "" { target *-*-* } .-1 } */
}
/* { dg-prune-output "note:" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
