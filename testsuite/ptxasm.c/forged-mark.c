/* A template that begins with the text of ptxasm's marker is the user's
   text like any other: it gets the normal checks.  */
/* { dg-do compile } */

void
f (int *p, int j)
{
#pragma omp target map(from: p[0:1]) map(to: j)
  asm ("// begin inline asm (ptxasm)\n\tmov.u32 %0, %1;" : "=r" (p[0]) : "h" (j)); /* { dg-error "size\\(4\\) does not match type/size implied by constraint .h." } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
