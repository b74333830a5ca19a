// A static member function of a class template, called from a target
// region: checked.
/* { dg-do compile } */

template <int N>
struct B
{
  static int add (int j)
  {
    int i;
    asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "i" (N)); /* { dg-error "constraint letter .i. is not allowed" } */
    return i;
  }
};

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:1])
  p[0] = B<3>::add (p[0]);
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
