/* An empty template takes GCC's "m" (libgomp.c/target-38.c).  */
/* { dg-do compile } */

int
f (void)
{
  int a[300];
#pragma omp target map(from: a)
  {
    for (int i = 0; i < 300; i++)
      a[i] = i;
    asm ("" : : "m" (a) : "memory");
  }
  return a[7];
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
