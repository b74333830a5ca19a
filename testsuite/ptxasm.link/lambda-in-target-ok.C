// The lambdas in target regions that GCC 12 compiles are accepted and
// their asm prepared: one invoked where it is defined, one with a
// capture.
/* { dg-do link } */

int
main ()
{
  int r = 0, s = 0;
#pragma omp target map(from: r, s)
  {
    r = [] (int a) { asm ("add.s32 %0, %0, %0;" : "+r" (a)); return a; } (21);
    int k = 2;
    auto g = [k] (int a) { asm ("mul.lo.s32 %0, %0, %1;" : "+r" (a) : "r" (k)); return a; };
    s = g (21);
  }
  return r != 42 || s != 42;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_0, %ptxasm\1_0;} } } */
/* { dg-final { scan-ptx {mul\.lo\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_0, %ptxasm\1_1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
