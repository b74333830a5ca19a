// A scoped enum with a 2-byte underlying type is not an "r" operand
// (size 2), but is an "h" one.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

enum class ec16 : short { A, B };

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    ec16 x = ec16::B, y;
    asm ("mov.b16 %0, %1;" : "=h" (y) : "h" (x));
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (x)); /* { dg-error "size\\(2\\) does not match type/size implied by constraint .r." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
