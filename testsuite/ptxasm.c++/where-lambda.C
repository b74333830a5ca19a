// A lambda defined in a host function and called in a target region:
// its body is offloaded and checked.  (A lambda defined inside the target
// region makes GCC 12 itself crash, plugin or not; not tested here.)
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

void
f (int *p)
{
  auto lam = [] (int v) {
    int i;
    asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (v)); /* { dg-error "constraint letter .m. is not allowed" } */
    return i;
  };
#pragma omp target map(tofrom: p[0:1])
  p[0] = lam (p[0]);
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
