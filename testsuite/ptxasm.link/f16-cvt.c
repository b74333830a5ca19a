/* cvt.rn.f16.f32 into an "h" output from an "f" input: the f16 result
   needs a .b16 register.  */
/* { dg-do link } */

int
main (void)
{
  float x = 1.0f;
  unsigned short h = 0;
#pragma omp target map(from: h) map(to: x)
  asm ("cvt.rn.f16.f32 %0, %1;" : "=h" (h) : "f" (x));
  return h != 0x3c00;
}

/* { dg-final { scan-ptx {cvt\.rn\.f16\.f32 %ptxasm([0-9]+)_0, %ptxasm\1_1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
