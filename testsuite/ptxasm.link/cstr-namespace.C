// "C" operands from namespace-scope const and constexpr arrays, and from
// an inline class-static member.
/* { dg-do link } */
/* { dg-options "-std=c++17" } */

namespace ns
{
  const char a[] = "alpha";
  constexpr char b[] = { 'b', 'e', 't', 'a', 0 };
  namespace inner { static const char c[] = "gamma"; }
}

struct T
{
  static inline const char d[] = "delta";
};

int
main ()
{
#pragma omp target
  asm volatile ("// ns: %0 %1 %2 %3" :: "C" (ns::a), "C" (ns::b), "C" (ns::inner::c), "C" (T::d));
  return 0;
}

/* { dg-final { scan-ptx {// ns: alpha beta gamma delta\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
