// A target region inside a function template: its asm (a "+r" operand, a
// function-local static "C" operand, an "n" operand depending on the
// template argument) is rewritten in each instantiation.
/* { dg-do link } */
/* { dg-options "-std=c++17" } */

template <typename T>
T
bump (T v)
{
  static const char op[] = "add.s32";
#pragma omp target map(tofrom: v)
  asm ("%1 %0, %0, %2; // size %2" : "+r" (v) : "C" (op), "n" (sizeof (T) * 10));
  return v;
}

enum class ec : int { A = 1 };

int
main ()
{
  int i = bump (1);
  ec e = bump (ec::A);
  return i != 41 || (int) e != 41;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_0, 40; // size 40\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
