// A target region inside a function template: its asm is checked in the
// instantiation.
/* { dg-do compile } */

template <typename T>
void
run (T *p)
{
#pragma omp target map(tofrom: p[0:1])
  asm ("mov.b32 %0, %1;" : "=r" (p[0]) : "rr" (p[0])); /* { dg-error "only one constraint letter" } */
}

template void run<int> (int *);
/* SPDX-License-Identifier: GPL-3.0-or-later */
