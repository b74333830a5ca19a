/* A statement that only computes (no memory, no special register) gets
   the same outputs in every lane from the same inputs: outside simd
   code it runs on every lane with no master-lane wrapper, at no cost.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int x = 3, y = 4, out;

int
main (void)
{
#pragma omp target map(tofrom: x, y, out)
  {
    int r;
    asm ("{\n\t.reg .pred p;\n\tsetp.lt.s32 p, %1, %2;\n\t"
	 "selp.s32 %0, %1, %2, p;\n\t} // pure" : "=r" (r) : "r" (x), "r" (y));
    out = r;
  }
  return 0;
}

/* { dg-final { scan-ptx {begin inline asm \(ptxasm\)\s*\.reg \.b32 (%ptxasm[0-9]+)_0;} } } */
/* { dg-final { scan-ptx-not {_xm} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
