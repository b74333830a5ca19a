/* bfloat16 (sm_80, PTX ISA 7.0) through "h" and "r" operands:
   cvt.rn.bf16.f32 (round to nearest even), widening back to f32 by
   placing the bits in the upper half with mov.b32, fma.rn.bf16,
   min/max.bf16, fma.rn.bf16x2 and cvt.rn.bf16x2.f32.  Expected bit
   patterns were worked out beforehand.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 7

int
main (void)
{
  const float in[N] = { 1.5f, 3.14159265f, 1.0f / 3.0f, -2.0f, 0.1f,
			0x1.0102p+0f, 0x1.03p+0f };
  const unsigned short want[N] = { 0x3fc0, 0x4049, 0x3eab, 0xc000, 0x3dcd,
				   0x3f81, 0x3f82 };
  unsigned short h[N];
  float back[N];
  unsigned short fma1 = 0, mn = 0, mx = 0;
  unsigned fma2 = 0, cvt2 = 0;
  int errors = 0;

#pragma omp target teams distribute parallel for map(to: in) map(from: h, back)
  for (int i = 0; i < N; i++)
    {
      unsigned short t;
      asm ("cvt.rn.bf16.f32 %0, %1;" : "=h" (t) : "f" (in[i]));
      h[i] = t;
      asm ("{\n\t"
	   ".reg .b16 z;\n\t"
	   "mov.b16 z, 0;\n\t"
	   "mov.b32 %0, {z, %1};\n\t"
	   "}" : "=f" (back[i]) : "h" (t));
    }

#pragma omp target map(from: fma1, mn, mx, fma2, cvt2)
  {
    unsigned short a = 0x3fc0, b = 0x4000, c = 0x3e80;	/* 1.5, 2, 0.25 */
    asm ("fma.rn.bf16 %0, %1, %2, %3;" : "=h" (fma1) : "h" (a), "h" (b), "h" (c));
    asm ("min.bf16 %0, %1, %2;" : "=h" (mn) : "h" (a), "h" ((unsigned short) 0xbf80));
    asm ("max.bf16 %0, %1, %2;" : "=h" (mx) : "h" (a), "h" (b));
    /* {1.5, 2} * {2, 0.5} + {0.25, -1} = {3.25, 0}, low half first.  */
    asm ("fma.rn.bf16x2 %0, %1, %2, %3;"
	 : "=r" (fma2) : "r" (0x40003fc0u), "r" (0x3f004000u), "r" (0xbf803e80u));
    asm ("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r" (cvt2) : "f" (-1.0f), "f" (0.5f));
  }

  for (int i = 0; i < N; i++)
    {
      union { unsigned u; float f; } w = { (unsigned) want[i] << 16 };
      if (h[i] != want[i] || back[i] != w.f)
	{
	  printf ("bf16: %a -> %#06x (want %#06x) -> %a (want %a)\n", in[i],
		  h[i], want[i], back[i], w.f);
	  errors++;
	}
    }
  if (fma1 != 0x4050 || mn != 0xbf80 || mx != 0x4000 || fma2 != 0x00004050u
      || cvt2 != 0xbf803f00u)
    {
      printf ("bf16: fma %#x min %#x max %#x fma.bf16x2 %#x cvt.bf16x2 %#x\n",
	      fma1, mn, mx, fma2, cvt2);
      errors++;
    }
  if (errors)
    return 1;
  puts ("bf16: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
