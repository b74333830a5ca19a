/* One statement with h, r, l, f, d and n operands: each operand gets its
   own register kind and the numbering stays right.  */
/* { dg-do link } */

int
main (void)
{
  unsigned short h = 1;
  int r = 2;
  long long l = 3;
  float f = 4.0f;
  double d = 5.0;
#pragma omp target map(tofrom: h, r, l, f, d)
  asm ("add.s16 %0, %0, %5; add.s32 %1, %1, %5; add.s64 %2, %2, %5; add.f32 %3, %3, %3; add.f64 %4, %4, %4;"
       : "+h" (h), "+r" (r), "+l" (l), "+f" (f), "+d" (d) : "n" (10));
  return h != 11 || r != 12 || l != 13 || f != 8.0f || d != 10.0;
}

/* { dg-final { scan-ptx {add\.s16 %ptxasm([0-9]+)_0, %ptxasm\1_0, 10; add\.s32 %ptxasm\1_1, %ptxasm\1_1, 10; add\.s64 %ptxasm\1_2, %ptxasm\1_2, 10; add\.f32 %ptxasm\1_3, %ptxasm\1_3, %ptxasm\1_3; add\.f64 %ptxasm\1_4, %ptxasm\1_4, %ptxasm\1_4;} } } */
/* { dg-final { scan-ptx {\.reg \.b16 %ptxasm([0-9]+)_0;\n\t\.reg \.b32 %ptxasm\1_1;\n\t\.reg \.b64 %ptxasm\1_2;\n\t\.reg \.f32 %ptxasm\1_3;\n\t\.reg \.f64 %ptxasm\1_4;\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
