// A function template instantiated from a target region is offloaded:
// the plugin checks the asm in the instantiation.
/* { dg-do compile } */

template <typename T>
T
tf (T j)
{
  T i;
  asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (j)); /* { dg-error "constraint letter .m. is not allowed" } */
  return i;
}

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:1])
  p[0] = tf (p[0]);
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
