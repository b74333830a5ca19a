// nvcc: a pointer variable that is not constexpr could not be folded.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

static constexpr char s[] = "abc";

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    const char *p = s;
    asm volatile ("// %0" :: "C" (p)); /* { dg-error "could not be folded" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
