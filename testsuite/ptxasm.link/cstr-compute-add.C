// The CUDA guide's compute_add<mode>: the rounding-mode suffix comes from
// a class-static constexpr array chosen by template specialisation;
// compute_add<1> gives add.f32.rn, compute_add<2> add.f32.rz.  The other
// operands are still numbered right around the pasted one.
/* { dg-do link } */
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

int
main ()
{
  float r[2], a = 1.0f, b = 2.0f;
#pragma omp target map(from: r) map(to: a, b)
  {
    r[0] = compute_add<1> (a, b);
    r[1] = compute_add<2> (a, b);
  }
  return r[0] != 3.0f || r[1] != 3.0f;
}

/* { dg-final { scan-ptx {add\.f32\.rn %ptxasm([0-9]+)_0, %ptxasm\1_2, %ptxasm\1_3;} } } */
/* { dg-final { scan-ptx {add\.f32\.rz %ptxasm([0-9]+)_0, %ptxasm\1_2, %ptxasm\1_3;} } } */
/* { dg-final { scan-ptx-not {add\.f32%} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
