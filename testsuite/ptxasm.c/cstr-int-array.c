/* nvcc: "C" needs an array of const char; an int array has an unsupported
   type.  */
/* { dg-do compile } */

static const int ia[] = { 'a', 'b', 0 };

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("// %0" :: "C" (ia)); /* { dg-error "unsupported type" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
