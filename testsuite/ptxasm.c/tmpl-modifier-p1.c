/* "%p1": a modifier, even though %p alone is passed through.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %p1;" : "=r" (i) : "r" (j)); /* { dg-error "modifier not supported at .%p1." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
