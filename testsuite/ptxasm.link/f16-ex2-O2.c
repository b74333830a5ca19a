/* ex2.approx.f16 on "h" operands, optimized.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int
main (void)
{
  unsigned short h = 0x3c00, e = 0;
#pragma omp target map(from: e) map(to: h)
  asm ("ex2.approx.f16 %0, %1;" : "=h" (e) : "h" (h));
  return e == 0;
}

/* { dg-final { scan-ptx {ex2\.approx\.f16 %ptxasm([0-9]+)_0, %ptxasm\1_1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
