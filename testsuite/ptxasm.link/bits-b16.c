/* An "h" output reaches the template in a .b16 register.  */
/* { dg-do link } */

int
main (void)
{
  unsigned short h = 0;
#pragma omp target map(from: h)
  asm ("mov.b16 %0, 0x3c00;" : "=h" (h));
  return h != 0x3c00;
}

/* { dg-final { scan-ptx {\.reg \.b16 %ptxasm([0-9]+)_0;\n\tmov\.b16 %ptxasm\1_0, 0x3c00;\n\t(?:mov\.b16|cvt\.u16\.u16) %r[0-9]+, %ptxasm\1_0;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
