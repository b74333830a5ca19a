/* nvcc: an array is not a scalar; as an output it does not decay.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    int a[2];
    asm ("mov.b32 %0, %1;" : "=r" (a) : "r" (j)); /* { dg-error "must have scalar type" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
