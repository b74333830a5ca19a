/* nvcc: a vector (int2 there, GCC's vector_size here) is not a scalar.  */
/* { dg-do compile } */

typedef int v2si __attribute__ ((vector_size (8)));

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    v2si v = { j, j };
    long long x;
    asm ("mov.b64 %0, %1;" : "=l" (x) : "l" (v)); /* { dg-error "must have scalar type" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
