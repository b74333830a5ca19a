// C++ features around inline PTX: member functions reading and
// writing data members as operands, references as operands, a lambda
// with an asm body called in a target loop, a namespace-scope
// function, overloads and a constexpr constant as an "n" immediate.
// (The lambda is at namespace scope: GCC 12.2 itself crashes on a
// lambda defined inside a target region, with or without ptxasm.)
// { dg-do run }
// { dg-options "-O2" }

#include <cstdio>

#pragma omp declare target
namespace ptx
{
constexpr int bias = 1000;

inline unsigned
popc (unsigned x)
{
  unsigned r;
  asm ("popc.b32 %0, %1;" : "=r" (r) : "r" (x));
  return r;
}

inline unsigned
popc (unsigned long long x)
{
  unsigned r;
  asm ("popc.b64 %0, %1;" : "=r" (r) : "l" (x));
  return r;
}

inline void
twice (int &x)
{
  asm ("add.s32 %0, %0, %0;" : "+r" (x));
}
}

static auto square = [] (int x) {
  int r;
  asm ("mul.lo.s32 %0, %1, %1;" : "=r" (r) : "r" (x));
  return r;
};

struct accum
{
  int total = 0;
  double dsum = 0;
  void add (int v)
  {
    asm ("add.s32 %0, %0, %1;" : "+r" (total) : "r" (v));
  }
  void addd (const double &v)
  {
    asm ("add.f64 %0, %0, %1;" : "+d" (dsum) : "d" (v));
  }
  int biased () const
  {
    int r;
    asm ("add.s32 %0, %1, %2;" : "=r" (r) : "r" (total), "n" (ptx::bias));
    return r;
  }
};
#pragma omp end declare target

int
main ()
{
  const int n = 256;
  static int sq[256];
  unsigned p32 = 0, p64 = 0;
  int tw = 0, biased = 0, total = 0;
  double dsum = 0;
  int errors = 0;

#pragma omp target teams distribute parallel for map(from: sq)
  for (int i = 0; i < n; i++)
    sq[i] = square (i - 100);

#pragma omp target map(from: p32, p64, tw, biased, total, dsum)
  {
    accum a;
    for (int i = 1; i <= 10; i++)
      {
	a.add (i);
	a.addd (i * 0.5);
      }
    total = a.total;
    dsum = a.dsum;
    biased = a.biased ();
    p32 = ptx::popc (0xf0f0u);
    p64 = ptx::popc (0xffffffff00000001ULL);
    int x = 21;
    ptx::twice (x);
    tw = x;
  }

  for (int i = 0; i < n; i++)
    if (sq[i] != (i - 100) * (i - 100))
      {
	std::printf ("cpp-class: square(%d) = %d\n", i - 100, sq[i]);
	errors++;
	break;
      }
  if (total != 55 || dsum != 27.5 || biased != 1055 || p32 != 8 || p64 != 33
      || tw != 42)
    {
      std::printf ("cpp-class: total %d dsum %g biased %d popc %u %u twice %d\n",
		   total, dsum, biased, p32, p64, tw);
      errors++;
    }
  if (errors)
    return 1;
  std::puts ("cpp-class: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
