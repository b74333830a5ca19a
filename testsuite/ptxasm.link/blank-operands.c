/* GCC's barrier idioms with operands and an empty template (libgomp's
   target-31.c, address-space-1.c, target-38.c, pr69555-2.C): the PTX
   and the host code are stock GCC's.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int
main (void)
{
  int k = 1, a[300], b = 0;
  int *p = &k;
#pragma omp target map(tofrom: k, a, b)
  {
    asm volatile ("" : : "r" (p) : "memory");
    asm volatile ("" : : "g" (&b) : "memory");
    for (int i = 0; i < 300; i++)
      a[i] = i;
    asm ("" : : "m" (a) : "memory");
    asm volatile ("" : : "r" (&a[0]) : "memory");
  }
  return a[3] != 3;
}

/* { dg-final { same-as-stock } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
