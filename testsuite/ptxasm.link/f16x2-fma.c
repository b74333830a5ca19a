/* fma.rn.f16x2 on "r" operands: ptxas wants .b32 registers for f16x2,
   which GCC's .u32 registers are not; the plugin's .b32 registers make
   it valid PTX.  */
/* { dg-do link } */

int
main (void)
{
  unsigned a = 0x3c003c00, b = 0x40004000, c = 0x3c003c00, d = 0;
#pragma omp target map(from: d) map(to: a, b, c)
  asm ("fma.rn.f16x2 %0, %1, %2, %3;" : "=r" (d) : "r" (a), "r" (b), "r" (c));
  return 0;
}

/* { dg-final { scan-ptx {fma\.rn\.f16x2 %ptxasm([0-9]+)_0, %ptxasm\1_1, %ptxasm\1_2, %ptxasm\1_3;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
