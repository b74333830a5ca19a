/* asm goto with an output is an error in offloaded code: ptxasm copies
   outputs out of their PTX registers after the template, and a branch to
   the label would skip the copy.  (The struct-member shape that crashes
   GCC 12's early SRA has tests of its own: asm-goto-member-output.c.)  */
/* { dg-do compile } */
/* { dg-options "-O1" } */

void
f (int *out)
{
#pragma omp target map(from: out[0:1])
  {
    int m = 0;
    asm goto ("add.u32 %0, %0, 1;" : "+r" (m) : : : l); /* { dg-error "asm goto. with output operands is not supported in offloaded code" } */
    m++;
  l:
    out[0] = m;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
