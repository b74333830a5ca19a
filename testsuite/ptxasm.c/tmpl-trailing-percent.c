/* A lone '%' at the end of the template is an error (nvcc ICEs).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1; %" : "=r" (i) : "r" (j)); /* { dg-error "ends with a lone .%." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
