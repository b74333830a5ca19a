// An array with no NUL terminator (brace initialized) is pasted whole, as
// nvcc does; text after an embedded NUL is not pasted.
/* { dg-do link } */
/* { dg-options "-std=c++17" } */

static constexpr char nonul[] = { 'a', 'b', 'c' };
static constexpr char early[] = { 'x', 'y', 0, 'z', 0 };

int
main ()
{
#pragma omp target
  asm volatile ("// [%0] [%1]" :: "C" (nonul), "C" (early));
  return 0;
}

/* { dg-final { scan-ptx {// \[abc\] \[xy\]\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
