/* A syntax error inside a multi-line template.  */
/* { dg-do compile } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  asm ("add.u32 %0, %0, 1;\n\t"
       "add.u32 %0, , 1;\n\t" /* { dg-error "ptxas: Parsing error near ','" "" { target *-*-* } 8 } */
       "add.u32 %0, %0, 1;" : "+r" (i));
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
