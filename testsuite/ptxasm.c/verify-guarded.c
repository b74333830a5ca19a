/* A statement that only the master lane runs, outside simd code: each
   of its instructions is guarded by the function's master flag; ptxas
   checks the user's lines without the guards, and the error is the
   user's own.  */
/* { dg-do compile } */

unsigned a;

unsigned
f (void)
{
  unsigned o;
#pragma omp target map(tofrom: a, o)
  asm volatile ("atom.add.u32 %0, [%1], 1;\n\t"
		"red.add.u32 [%1], %0, %0;" : "=r" (o) : "l" (&a) : "memory"); /* { dg-error "ptxas: Arguments mismatch for instruction 'red'" "" { target *-*-* } 14 } */
  return o;
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
