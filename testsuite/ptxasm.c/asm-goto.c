/* asm goto in offloaded code is accepted, with GCC's label syntax:
   %lN, N counting after the operands (here %l1 after one input).  nvcc
   13 has no way to name a label in the template ("%l1" is its modifier
   error); GCC's nvptx back end branches to the label.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm goto ("{ .reg .pred p; setp.ne.s32 p, %0, 0; @p bra %l1; }"
	      :: "r" (j) :: done);
    i = 1;
  done:
    j = 2;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
