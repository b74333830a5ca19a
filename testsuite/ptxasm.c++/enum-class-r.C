// "r" takes a scoped enum (enum class) of 4 bytes, as nvcc does; also an
// unscoped enum with a fixed underlying type.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

enum class ec : int { A, B };
enum ue : unsigned { U0, U1 };

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    ec x = ec::B, y;
    ue u = U1, v;
    asm ("mov.b32 %0, %2; mov.b32 %1, %3;" : "=r" (y), "=r" (v) : "r" (x), "r" (u));
    i = (int) y + (int) v;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
