/* A clobber other than "memory" on an asm without operands: rejected
   too.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("membar.gl;" ::: "cc"); /* { dg-error ".cc. clobber is not supported" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
