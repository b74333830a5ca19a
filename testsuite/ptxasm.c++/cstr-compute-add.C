// The CUDA guide's compute_add<mode>: the rounding mode is a class-static
// constexpr array chosen by template specialisation; accepted.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

template <int mode> struct helper;
template <> struct helper<1> { static constexpr const char mode[] = ".rn"; };
template <> struct helper<2> { static constexpr const char mode[] = ".rz"; };

template <int rounding_mode>
float
compute_add (float a, float b)
{
  float result;
  asm ("add.f32%1 %0, %2, %3;" : "=f" (result) : "C" (helper<rounding_mode>::mode), "f" (a), "f" (b));
  return result;
}

void
f (float *r, float a, float b)
{
#pragma omp target map(from: r[0:2]) map(to: a, b)
  {
    r[0] = compute_add<1> (a, b);
    r[1] = compute_add<2> (a, b);
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
