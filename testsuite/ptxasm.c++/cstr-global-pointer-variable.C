// nvcc: a namespace-scope pointer variable that is not constexpr could not
// be folded.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

static constexpr char s[] = "abc";
const char *gp = s;

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("// %0" :: "C" (gp)); /* { dg-error "could not be folded" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
