/* A "+h" operand used as f16 (neg.f16): read and written through one
   .b16 register.  */
/* { dg-do link } */

int
main (void)
{
  unsigned short h = 0x3c00;
#pragma omp target map(tofrom: h)
  asm ("neg.f16 %0, %0;" : "+h" (h));
  return h != 0xbc00;
}

/* { dg-final { scan-ptx {(?:mov\.b16|cvt\.u16\.u16) %ptxasm([0-9]+)_0, %r[0-9]+;\n\tneg\.f16 %ptxasm\1_0, %ptxasm\1_0;\n\t(?:mov\.b16|cvt\.u16\.u16) %r[0-9]+, %ptxasm\1_0;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
