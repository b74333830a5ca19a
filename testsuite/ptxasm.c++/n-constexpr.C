// "n" accepts C++ constant expressions: constexpr variables, a template's
// static constant, a scoped enum cast to int, a constexpr function call.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

template <int N> struct TV { static const int v = N; };
enum class ec { A = 3 };
constexpr int twice (int x) { return 2 * x; }

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    constexpr int c = 9;
    asm ("// %0 %1 %2 %3 %4" : "=r" (i) : "n" (c), "n" (TV<11>::v), "n" ((int) ec::A), "n" (twice (4)));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
