/* An instruction above sm_80 that ptxasm's own table does not list (an
   FP8 cvt): ptxas rejects it at the link, and the error is reported at
   the statement with the options that lift it.  */
/* { dg-do link } */
/* { dg-require-ptxas "" } */

int
main (void)
{
  unsigned short r = 0;
  float a = 1.0f, b = 2.0f;
#pragma omp target map(from: r) map(to: a, b)
  asm volatile ("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h" (r) : "f" (a), "f" (b)); /* { dg-error "-:ptxas: Feature 'cvt with .e4m3x2/.e5m2x2' requires .target sm_90" } */
  return r == 0;
}

/* { dg-message "-:compile with -fplugin-arg-ptxasm-arch=sm_90" "" { target *-*-* } 13 } */
/* { dg-message "-:compile with -fplugin-arg-ptxasm-ptx=7.8" "" { target *-*-* } 13 } */
/* { dg-error "-:requires PTX ISA .version 7.8" "" { target *-*-* } 13 } */
/* { dg-message {-:note: in this line of the asm statement: cvt.rn.satfinite.e4m3x2.f32 %ptxasm[0-9]+_0,} "" { target *-*-* } 13 } */
/* { dg-prune-output {ptxas [./]|ptxas fatal|nvptx-as: ptxas returned|returned 1 exit status|compilation terminated|lto-wrapper failed|ld returned 1 exit status} } */
/* The compile-time check (verify.cc) would report it first.  */
/* { dg-options "-fplugin-arg-ptxasm-verify=no" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
