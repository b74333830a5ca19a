// "C" needs an array of const char: a constexpr int array has an
// unsupported type.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

static constexpr int ia[] = { 'a', 0 };

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("// %0" :: "C" (ia)); /* { dg-error "unsupported type" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
