// The CUDA guide: a static class member initialized outside the class:
// rejected.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

struct S2
{
  static const char buf[];
};
const char S2::buf[] = "this";

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("// %0" :: "C" (S2::buf)); /* { dg-error "static class member variable .*not initialized at the point of declaration" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
