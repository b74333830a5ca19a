// Inline PTX in C++ code called from a target region links: a function
// template, a member function, a static member of a class template, and
// a lambda defined in the host function.
/* { dg-do link } */
/* { dg-options "-std=c++17" } */

template <typename T>
T
tmpl (T x)
{
  T r;
  asm ("add.s32 %0, %1, 1; // template" : "=r" (r) : "r" (x));
  return r;
}

struct A
{
  int base;
  int member (int x)
  {
    int r;
    asm ("add.s32 %0, %1, %2; // member" : "=r" (r) : "r" (x), "r" (base));
    return r;
  }
};

template <int N>
struct B
{
  static long long add (long long x)
  {
    asm ("add.s64 %0, %0, %1; // static-member" : "+l" (x) : "n" (N));
    return x;
  }
};

int
main ()
{
  int r[4] = { 0 };
  auto lam = [] (int x) { int y; asm ("add.s32 %0, %1, 4; // lambda" : "=r" (y) : "r" (x)); return y; };
#pragma omp target map(tofrom: r)
  {
    A a = { 2 };
    r[0] = tmpl (r[0]);
    r[1] = a.member (r[1]);
    r[2] = (int) B<3>::add (r[2]);
    r[3] = lam (r[3]);
  }
  return r[0] != 1;
}

/* { dg-final { scan-ptx {// template\n} } } */
/* { dg-final { scan-ptx {// member\n} } } */
/* { dg-final { scan-ptx {add\.s64 %ptxasm([0-9]+)_0, %ptxasm\1_0, 3; // static-member\n} } } */
/* { dg-final { scan-ptx {// lambda\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
