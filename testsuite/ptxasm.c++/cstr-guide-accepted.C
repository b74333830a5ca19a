// The CUDA guide's accepted "C" operands: function-local static const and
// static constexpr arrays (string and brace initialized), class-static
// constexpr arrays, a namespace-scope const array.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

struct S1
{
  static constexpr char buf1[] = "Jumped";
  static constexpr char buf2[] = { 'O', 'v', 'e', 'r', 0 };
};

const char buf3[] = "Jumped";

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    static const char v1[] = "The";
    static constexpr char v2[] = "Quick";
    static const char v3[] = { 'B', 'r', 'o', 'w', 'n', 0 };
    static constexpr char v4[] = { 'F', 'o', 'x', 0 };
    asm volatile ("// %0 %1 %2 %3 %4 %5 %6" :: "C" (v1), "C" (v2), "C" (v3), "C" (v4), "C" (S1::buf1), "C" (S1::buf2), "C" (buf3));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
