/* Atomics through generic addresses ("l" operands, no state space):
   atom.add.u32, atom.add.f32, atom.add.f64, atom.max.s32, atom.min.u32,
   atom.or.b32, atom.exch.b32, atom.inc.u32 (wrapping) and a compare-and-
   swap loop with atom.cas.b32 that multiplies.  Each iteration of an
   "omp simd" loop in a team of threads is one lane, so each atomic
   happens exactly once per iteration.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 4096

int
main (void)
{
  unsigned u[1] = { 0 }, umin[1] = { ~0u }, bits[1] = { 0 }, inc[1] = { 0 };
  unsigned xch[1] = { 12345 }, prod[1] = { 1 };
  int smax[1] = { -1000000 };
  float fsum[1] = { 0 };
  double dsum[1] = { 0 };
  int errors = 0;

#pragma omp target teams distribute parallel for simd \
	map(tofrom: u, umin, bits, inc, xch, prod, smax, fsum, dsum)
  for (int i = 0; i < N; i++)
    {
      unsigned o;
      int so;
      float fo;
      double dd;
      asm volatile ("atom.add.u32 %0, [%1], %2;"
		    : "=r" (o) : "l" (u), "r" ((unsigned) i) : "memory");
      asm volatile ("atom.add.f32 %0, [%1], %2;"
		    : "=f" (fo) : "l" (fsum), "f" (0.5f) : "memory");
      asm volatile ("atom.add.f64 %0, [%1], %2;"
		    : "=d" (dd) : "l" (dsum), "d" ((double) i) : "memory");
      asm volatile ("atom.max.s32 %0, [%1], %2;"
		    : "=r" (so) : "l" (smax), "r" (i * 7 - 5000) : "memory");
      asm volatile ("atom.min.u32 %0, [%1], %2;"
		    : "=r" (o) : "l" (umin), "r" ((unsigned) (i + 17)) : "memory");
      asm volatile ("atom.or.b32 %0, [%1], %2;"
		    : "=r" (o) : "l" (bits), "r" (1u << (i % 32)) : "memory");
      asm volatile ("atom.inc.u32 %0, [%1], %2;"
		    : "=r" (o) : "l" (inc), "r" (99u) : "memory");
      if (i == 1234)
	asm volatile ("atom.exch.b32 %0, [%1], %2;"
		      : "=r" (o) : "l" (xch), "r" (777u) : "memory");
      if (i % 512 == 0)
	/* prod *= 3, eight times, by compare-and-swap.  */
	asm volatile ("{\n\t"
		      ".reg .b32 old, new, seen;\n\t"
		      ".reg .pred p;\n\t"
		      "ld.volatile.u32 old, [%0];\n"
		      "$Lretry:\n\t"
		      "mul.lo.u32 new, old, 3;\n\t"
		      "atom.cas.b32 seen, [%0], old, new;\n\t"
		      "setp.ne.u32 p, seen, old;\n\t"
		      "mov.u32 old, seen;\n\t"
		      "@p bra $Lretry;\n\t"
		      "}" :: "l" (prod) : "memory");
      (void) o; (void) so; (void) fo; (void) dd;
    }

  unsigned want_u = (unsigned) N * (N - 1) / 2;
  double want_d = (double) N * (N - 1) / 2;
  if (u[0] != want_u || fsum[0] != N * 0.5f || dsum[0] != want_d
      || smax[0] != (N - 1) * 7 - 5000 || umin[0] != 17 || bits[0] != ~0u
      || inc[0] != N % 100 || xch[0] != 777 || prod[0] != 6561)
    {
      printf ("atomic-generic: add %u (%u) f32 %g (%g) f64 %g (%g) max %d (%d)"
	      " min %u (17) or %#x inc %u (%u) exch %u (777) cas %u (6561)\n",
	      u[0], want_u, fsum[0], N * 0.5f, dsum[0], want_d, smax[0],
	      (N - 1) * 7 - 5000, umin[0], bits[0], inc[0], N % 100, xch[0],
	      prod[0]);
      errors++;
    }
  if (errors)
    return 1;
  puts ("atomic-generic: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
