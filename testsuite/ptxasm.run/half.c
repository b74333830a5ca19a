/* Half precision through "h" (.b16 registers) and "r" (.b32, two
   halves) operands, which is why ptxasm passes h and r operands in
   bit-typed registers: cvt.rn.f16.f32 (with rounding to nearest even,
   overflow to infinity and subnormals), cvt.f32.f16, add/mul/neg/abs/
   min/max.f16, setp.f16, packing with mov.b32 {lo, hi}, fma.rn.f16x2,
   fma.rn.relu.f16x2 and cvt.rn.f16x2.f32.  Expected bit patterns are
   IEEE binary16 values worked out beforehand.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 12

int
main (void)
{
  const float in[N] = { 1.5f, 2.0f, -1.0f, 0.25f, 1.0f / 3.0f, 0.1f,
			1000.7f, 65504.0f, 65520.0f, 0x1p-25f, 0x1.8p-25f,
			-0.0f };
  const unsigned short want_h[N] = { 0x3e00, 0x4000, 0xbc00, 0x3400, 0x3555,
				     0x2e66, 0x63d1, 0x7bff, 0x7c00, 0x0000,
				     0x0001, 0x8000 };
  const float want_back[N] = { 1.5f, 2.0f, -1.0f, 0.25f, 0x1.554p-2f,
			       0x1.998p-4f, 1000.5f, 65504.0f,
			       __builtin_inff (), 0.0f, 0x1p-24f, -0.0f };
  unsigned short h[N];
  float back[N];
  unsigned short add = 0, mul = 0, neg = 0, abs = 0, mn = 0, mx = 0;
  unsigned short lo = 0, hi = 0;
  unsigned packed = 0, fma2 = 0, relu2 = 0, cvt2 = 0;
  int lt = -1;
  int errors = 0;

#pragma omp target teams distribute parallel for map(to: in) map(from: h, back)
  for (int i = 0; i < N; i++)
    {
      unsigned short t;
      asm ("cvt.rn.f16.f32 %0, %1;" : "=h" (t) : "f" (in[i]));
      h[i] = t;
      asm ("cvt.f32.f16 %0, %1;" : "=f" (back[i]) : "h" (t));
    }

#pragma omp target map(from: add, mul, neg, abs, mn, mx, lo, hi, packed, \
			     fma2, relu2, cvt2, lt)
  {
    unsigned short one5 = 0x3e00, two = 0x4000, mone = 0xbc00;
    asm ("add.f16 %0, %1, %2;" : "=h" (add) : "h" (one5), "h" (two));
    asm ("mul.f16 %0, %1, %2;" : "=h" (mul) : "h" (one5), "h" (mone));
    asm ("neg.f16 %0, %1;" : "=h" (neg) : "h" (two));
    asm ("abs.f16 %0, %1;" : "=h" (abs) : "h" (mone));
    asm ("min.f16 %0, %1, %2;" : "=h" (mn) : "h" (one5), "h" (mone));
    asm ("max.f16 %0, %1, %2;" : "=h" (mx) : "h" (one5), "h" (two));
    asm ("{\n\t"
	 ".reg .pred p;\n\t"
	 "setp.lt.f16 p, %1, %2;\n\t"
	 "selp.s32 %0, 1, 0, p;\n\t"
	 "}" : "=r" (lt) : "h" (mone), "h" (one5));
    /* {lo, hi}: the first is the low half.  */
    asm ("mov.b32 %0, {%1, %2};" : "=r" (packed) : "h" (one5), "h" (two));
    asm ("mov.b32 {%0, %1}, %2;" : "=h" (lo), "=h" (hi) : "r" (0xbc003400u));
    /* {1.5, 2} * {2, 0.5} + {0.25, -1} = {3.25, 0} (low half first).  */
    asm ("fma.rn.f16x2 %0, %1, %2, %3;"
	 : "=r" (fma2) : "r" (0x40003e00u), "r" (0x38004000u), "r" (0xbc003400u));
    /* relu: {1.5 * -1 + 0.25, 2 * 2 - 1} = {0 (was -1.25), 3}.  */
    asm ("fma.rn.relu.f16x2 %0, %1, %2, %3;"
	 : "=r" (relu2) : "r" (0x40003e00u), "r" (0x4000bc00u), "r" (0xbc003400u));
    /* cvt.rn.f16x2.f32 d, a, b puts a in the upper half.  */
    asm ("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r" (cvt2) : "f" (2.0f), "f" (0.25f));
  }

  for (int i = 0; i < N; i++)
    if (h[i] != want_h[i] || back[i] != want_back[i]
	|| __builtin_signbit (back[i]) != __builtin_signbit (want_back[i]))
      {
	printf ("half: %a -> %#06x (want %#06x) -> %a (want %a)\n", in[i], h[i],
		want_h[i], back[i], want_back[i]);
	errors++;
      }
  if (add != 0x4300 || mul != 0xbe00 || neg != 0xc000 || abs != 0x3c00
      || mn != 0xbc00 || mx != 0x4000 || lt != 1)
    {
      printf ("half: add %#x mul %#x neg %#x abs %#x min %#x max %#x lt %d\n",
	      add, mul, neg, abs, mn, mx, lt);
      errors++;
    }
  if (packed != 0x40003e00u || lo != 0x3400 || hi != 0xbc00)
    {
      printf ("half: packed %#x, unpacked %#x %#x\n", packed, lo, hi);
      errors++;
    }
  if (fma2 != 0x00004280u || relu2 != 0x42000000u || cvt2 != 0x40003400u)
    {
      printf ("half: fma.f16x2 %#x (want 0x4280) relu %#x (want 0x42000000) "
	      "cvt.f16x2 %#x (want 0x40003400)\n", fma2, relu2, cvt2);
      errors++;
    }
  if (errors)
    return 1;
  puts ("half: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
