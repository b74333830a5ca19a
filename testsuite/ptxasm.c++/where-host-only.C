// Host-only C++ code (a member function, a template, a lambda) with x86
// asm is left alone.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

struct H
{
  int get (int x) { int r; asm ("movl %1, %0" : "=a" (r) : "m" (x)); return r; }
};

template <typename T>
T
host_t (T x)
{
  asm volatile ("nop" ::: "cc", "memory");
  return x;
}

int
f (int i)
{
  H h;
  auto lam = [] (int x) { int r; asm ("leal 1(%1), %0" : "=r" (r) : "r" (x)); return r; };
#pragma omp target map(tofrom: i)
  asm ("add.s32 %0, %0, 1;" : "+r" (i));
  return h.get (i) + host_t (i) + lam (i);
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
