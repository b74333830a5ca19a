// C++ templates with inline PTX: a function template choosing the
// constraint letter and PTX type from its parameter with if constexpr
// (h, r, l, f, d), a non-type template parameter passed as an "n"
// immediate, and a class template, all instantiated in one target
// region.
// { dg-do run }
// { dg-options "-O2" }

#include <cstdio>
#include <type_traits>

#pragma omp declare target
template <typename T>
T
add (T a, T b)
{
  T r;
  if constexpr (std::is_same_v<T, short>)
    asm ("add.s16 %0, %1, %2;" : "=h" (r) : "h" (a), "h" (b));
  else if constexpr (std::is_same_v<T, int>)
    asm ("add.s32 %0, %1, %2;" : "=r" (r) : "r" (a), "r" (b));
  else if constexpr (std::is_same_v<T, long long>)
    asm ("add.s64 %0, %1, %2;" : "=l" (r) : "l" (a), "l" (b));
  else if constexpr (std::is_same_v<T, float>)
    asm ("add.f32 %0, %1, %2;" : "=f" (r) : "f" (a), "f" (b));
  else
    asm ("add.f64 %0, %1, %2;" : "=d" (r) : "d" (a), "d" (b));
  return r;
}

template <int N>
int
add_n (int x)
{
  int r;
  asm ("add.s32 %0, %1, %2;" : "=r" (r) : "r" (x), "n" (N));
  return r;
}

template <typename T, int Shift>
struct scaler
{
  T v;
  T scaled () const
  {
    T r;
    if constexpr (sizeof (T) == 8)
      asm ("shl.b64 %0, %1, %2;" : "=l" (r) : "l" (v), "n" (Shift));
    else
      asm ("shl.b32 %0, %1, %2;" : "=r" (r) : "r" (v), "n" (Shift));
    return r;
  }
};
#pragma omp end declare target

int
main ()
{
  short s = 0;
  int i = 0, n1 = 0, n2 = 0;
  long long l = 0, sc64 = 0;
  float f = 0;
  double d = 0;
  unsigned sc32 = 0;
  int errors = 0;

#pragma omp target map(from: s, i, l, f, d, n1, n2, sc32, sc64)
  {
    s = add<short> (-7, 1000);
    i = add (40, 2);
    l = add (1LL << 40, -1LL);
    f = add (0.5f, 0.25f);
    d = add (1e100, 1e100);
    n1 = add_n<5> (10);
    n2 = add_n<-100> (10);
    sc32 = scaler<unsigned, 4>{ 3 }.scaled ();
    sc64 = scaler<long long, 33>{ 3 }.scaled ();
  }

  if (s != 993 || i != 42 || l != (1LL << 40) - 1 || f != 0.75f
      || d != 2e100 || n1 != 15 || n2 != -90 || sc32 != 48
      || sc64 != 3LL << 33)
    {
      std::printf ("cpp-template: %d %d %lld %g %g %d %d %u %lld\n", s, i, l,
		   f, d, n1, n2, sc32, sc64);
      errors++;
    }
  if (errors)
    return 1;
  std::puts ("cpp-template: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
