// Warp primitives wrapped in C++: a small class of static member
// functions (lane id, shuffle-xor, ballot) used in an "omp simd" loop
// that GCC runs on the 32 lanes of a warp, and a templated warp sum for
// int and double built on them.
// { dg-do run }
// { dg-ptxasm-warp-output "" }
// { dg-options "-O2" }

#include <cstdio>

#pragma omp declare target
struct warp
{
  static unsigned lane ()
  {
    unsigned l;
    asm volatile ("mov.u32 %0, %%laneid;" : "=r" (l));
    return l;
  }
  static unsigned shfl_xor (unsigned v, unsigned m)
  {
    asm volatile ("shfl.sync.bfly.b32 %0, %0, %1, 0x1f, 0xffffffff;"
		  : "+r" (v) : "r" (m));
    return v;
  }
  static unsigned ballot (bool b)
  {
    unsigned r;
    asm volatile ("{\n\t"
		  ".reg .pred p;\n\t"
		  "setp.ne.u32 p, %1, 0;\n\t"
		  "vote.sync.ballot.b32 %0, p, 0xffffffff;\n\t"
		  "}" : "=r" (r) : "r" ((unsigned) b));
    return r;
  }
  template <typename T> static T sum (T v);
};

template <>
int
warp::sum<int> (int v)
{
  for (unsigned m = 16; m; m >>= 1)
    v += (int) shfl_xor ((unsigned) v, m);
  return v;
}

template <>
double
warp::sum<double> (double v)
{
  for (unsigned m = 16; m; m >>= 1)
    {
      unsigned lo, hi;
      double o;
      asm ("mov.b64 {%0, %1}, %2;" : "=r" (lo), "=r" (hi) : "d" (v));
      lo = shfl_xor (lo, m);
      hi = shfl_xor (hi, m);
      asm ("mov.b64 %0, {%1, %2};" : "=d" (o) : "r" (lo), "r" (hi));
      v += o;
    }
  return v;
}
#pragma omp end declare target

int
main ()
{
  const int W = 32;
  unsigned lane[32], bal[32];
  int isum[32];
  double dsum[32];
  int errors = 0;

#pragma omp target map(from: lane, bal, isum, dsum)
#pragma omp simd
  for (int i = 0; i < W; i++)
    {
      lane[i] = warp::lane ();
      bal[i] = warp::ballot (i % 4 == 1);
      isum[i] = warp::sum (i + 1);
      dsum[i] = warp::sum (i * 0.125);
    }

  for (int i = 0; i < W; i++)
    if (lane[i] != (unsigned) i || bal[i] != 0x22222222u || isum[i] != 528
	|| dsum[i] != 62.0)
      {
	std::printf ("cpp-warp: lane %d: laneid %u ballot %#x sum %d dsum %g\n",
		     i, lane[i], bal[i], isum[i], dsum[i]);
	errors++;
      }
  if (errors)
    return 1;
  std::puts ("cpp-warp: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
