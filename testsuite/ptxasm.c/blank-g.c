/* An empty template takes GCC's "g" (libgomp.c/address-space-1.c).  */
/* { dg-do compile } */

int
f (void)
{
  int a = 0;
#pragma omp target map(tofrom: a)
  {
    asm volatile ("" : : "g" (&a) : "memory");
  }
  return a;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
