/* add.f32 on "r" operands (float bits in unsigned ints): valid PTX only
   because the operands are in .b32 registers, as with nvcc.  */
/* { dg-do link } */

int
main (void)
{
  unsigned a = 0x3f800000, b = 0x40000000, c = 0;
#pragma omp target map(from: c) map(to: a, b)
  asm ("add.f32 %0, %1, %2;" : "=r" (c) : "r" (a), "r" (b));
  return c != 0x40400000;
}

/* { dg-final { scan-ptx {add\.f32 %ptxasm([0-9]+)_0, %ptxasm\1_1, %ptxasm\1_2;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
