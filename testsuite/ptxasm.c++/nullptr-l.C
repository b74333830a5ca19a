// nvcc: nullptr is not a scalar operand ("an asm operand must have scalar
// type"), not even with "l", although it is 8 bytes.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

void
f (long long x)
{
#pragma omp target map(tofrom: x)
  asm ("mov.b64 %0, %1;" : "=l" (x) : "l" (nullptr)); /* { dg-error "must have scalar type" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
