/* %N names operand N, "%01" is operand 1 (leading zeros allowed), "%%"
   is a literal '%' in the PTX.  */
/* { dg-do link } */

int
main (void)
{
  float r = 0.0f, a = 1.5f, b = 2.0f;
#pragma omp target map(from: r) map(to: a, b)
  asm ("add.f32 %0, %01, %2; // 100%% done" : "=f" (r) : "f" (a), "f" (b));
  return r != 3.5f;
}

/* { dg-final { scan-ptx {add\.f32 %ptxasm([0-9]+)_0, %ptxasm\1_1, %ptxasm\1_2; // 100% done} } } */
/* { dg-final { scan-ptx-not {100%%} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
