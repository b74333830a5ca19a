/* asm goto with no operands and a template that names no label: accepted
   in offloaded code, as by nvcc.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm goto ("// nothing" :::: done);
    i = 1;
  done:
    j = 2;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
