/* GCC may keep a short in a promoted 32-bit register and hand the asm a
   16-bit subreg of it, which the nvptx back end prints as the whole
   .u32 register.  The copy into the .b16 operand register must accept
   that (cvt allows a wider source; mov.b16 does not), at every -O.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

short a[64], r[64];
int w[64];

int
main (void)
{
#pragma omp target teams distribute parallel for map(to: a) map(from: r, w)
  for (int i = 0; i < 64; i++)
    {
      short x = a[i];
      asm ("add.s16 %0, %1, %1;" : "=h" (r[i]) : "h" (x));
      w[i] = x * 3;
    }
  return 0;
}

/* { dg-final { scan-ptx {cvt\.u16\.u16 %ptxasm[0-9]+_1, %r[0-9]+;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
