/* An unterminated comment in a statement with operands; "/ * /" does
   not end it.  */
/* { dg-do compile } */

void
f (int *p)
{
#pragma omp target map(from: p[0:1])
  asm ("mov.u32 %0, 1; /*/" : "=r" (p[0])); /* { dg-error "comment ./\\*. without its ../. in the asm text" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
