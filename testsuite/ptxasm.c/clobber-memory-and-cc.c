/* "memory" and "cc" together: "cc" is still rejected.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (j) : "memory", "cc"); /* { dg-error ".cc. clobber is not supported" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
