// A lambda inside a declare-target function: checked.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

#pragma omp declare target
int
g (int j)
{
  auto lam = [] (int v) {
    int i;
    asm ("mov.b32 %0, %1;" : "=r" (i) : "rf" (v)); /* { dg-error "only one constraint letter" } */
    return i;
  };
  return lam (j);
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
