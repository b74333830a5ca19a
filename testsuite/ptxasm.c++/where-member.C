// A class member function called from a target region is offloaded: the
// plugin checks its asm.
/* { dg-do compile } */

struct A
{
  int m (int j)
  {
    int i;
    asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (j)); /* { dg-error "constraint letter .m. is not allowed" } */
    return i;
  }
};

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:1])
  {
    A a;
    p[0] = a.m (p[0]);
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
