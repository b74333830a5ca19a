/* -fplugin-arg-ptxasm-lanes=all: every lane runs the statement, as
   before the one-execution model; no master lane, no broadcast.  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-lanes=all" } */

unsigned a, out;

int
main (void)
{
#pragma omp target map(tofrom: a, out)
  {
    unsigned o;
    asm volatile ("atom.add.u32 %0, [%1], 1;" : "=r" (o) : "l" (&a)
		  : "memory");
    out = o;
  }
  return 0;
}

/* { dg-final { scan-ptx {begin inline asm \(ptxasm\)\s*\.reg \.b32 (%ptxasm[0-9]+)_0;\s*\.reg \.b64 \1_1;} } } */
/* { dg-final { scan-ptx-not {_m, } } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
