// "C" needs an array of const char: a modifiable static char array has an
// unsupported type.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

static char nca[] = "abc";

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("// %0" :: "C" (nca)); /* { dg-error "unsupported type" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
