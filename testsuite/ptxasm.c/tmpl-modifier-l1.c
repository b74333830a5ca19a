/* "%l1" (GCC's label modifier) is a modifier too.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %l1;" : "=r" (i) : "r" (j)); /* { dg-error "modifier not supported at .%l1." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
