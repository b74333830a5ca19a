/* Single precision through "f" operands: fma.rn.f32 on a case where
   fusing matters, div.rn, sqrt.rn, rcp.rn (correctly rounded), add.sat
   (clamped to [0, 1]), min/max, abs, cvt.rn.f32.f64 from a "d" operand,
   and bit casts between "f" and "r" with mov.b32.  Applied over an
   array in a teams loop, plus exact constant cases.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 512

int
main (void)
{
  static float x[N], y[N], sum[N], prod[N], quo[N], mn[N], sat[N];
  float c[8];
  unsigned bits[2];
  float frombits = 0;
  float a = 1.0f + 0x1p-12f, b = 1.0f - 0x1p-12f, two = 2.0f, three = 3.0f;
  double third = 1.0 / 3.0;
  unsigned onebits = 0x3f800000u;
  int errors = 0;

  for (int i = 0; i < N; i++)
    {
      x[i] = (float) (i - N / 2) * 0.375f;
      y[i] = (float) ((i * 37) % 101) / 8.0f + 0.5f;
    }

#pragma omp target teams distribute parallel for map(to: x, y) \
	map(from: sum, prod, quo, mn, sat)
  for (int i = 0; i < N; i++)
    {
      asm ("add.rn.f32 %0, %1, %2;" : "=f" (sum[i]) : "f" (x[i]), "f" (y[i]));
      asm ("mul.rn.f32 %0, %1, %2;" : "=f" (prod[i]) : "f" (x[i]), "f" (y[i]));
      asm ("div.rn.f32 %0, %1, %2;" : "=f" (quo[i]) : "f" (x[i]), "f" (y[i]));
      asm ("min.f32 %0, %1, %2;" : "=f" (mn[i]) : "f" (x[i]), "f" (y[i]));
      asm ("add.sat.f32 %0, %1, %2;" : "=f" (sat[i]) : "f" (x[i]), "f" (y[i]));
    }

#pragma omp target map(to: a, b, two, three, third, onebits) \
	map(from: c, bits, frombits)
  {
    float mone = -1.0f;
    asm ("fma.rn.f32 %0, %1, %2, %3;" : "=f" (c[0]) : "f" (a), "f" (b), "f" (mone));
    asm ("sqrt.rn.f32 %0, %1;" : "=f" (c[1]) : "f" (two));
    asm ("rcp.rn.f32 %0, %1;" : "=f" (c[2]) : "f" (three));
    asm ("cvt.rn.f32.f64 %0, %1;" : "=f" (c[3]) : "d" (third));
    asm ("abs.f32 %0, %1;" : "=f" (c[4]) : "f" (mone));
    asm ("max.f32 %0, %1, %2;" : "=f" (c[5]) : "f" (mone), "f" (two));
    asm ("mov.b32 %0, %1;" : "=r" (bits[0]) : "f" (two));
    asm ("neg.f32 %0, %1;" : "=f" (c[6]) : "f" (three));
    asm ("mov.b32 %0, %1;" : "=r" (bits[1]) : "f" (c[6]));
    asm ("mov.b32 %0, %1;" : "=f" (frombits) : "r" (onebits));
    asm ("mul.rn.f32 %0, %1, %1;" : "=f" (c[7]) : "f" (c[1]));
  }

  for (int i = 0; i < N; i++)
    {
      float s = x[i] + y[i];
      float want_sat = s < 0 ? 0.0f : s > 1 ? 1.0f : s;
      if (sum[i] != s || prod[i] != x[i] * y[i] || quo[i] != x[i] / y[i]
	  || mn[i] != (x[i] < y[i] ? x[i] : y[i]) || sat[i] != want_sat)
	{
	  printf ("float-math: x=%a y=%a: sum %a prod %a quo %a min %a sat %a\n",
		  x[i], y[i], sum[i], prod[i], quo[i], mn[i], sat[i]);
	  if (++errors > 10)
	    break;
	}
    }
  const float want[8] = { -0x1p-24f, 0x1.6a09e6p+0f, 0x1.555556p-2f,
			  0x1.555556p-2f, 1.0f, 2.0f, -3.0f, 0x1.fffffep+0f };
  for (int k = 0; k < 8; k++)
    if (c[k] != want[k])
      {
	printf ("float-math: constant case %d: got %a, want %a\n", k, c[k],
		want[k]);
	errors++;
      }
  if (bits[0] != 0x40000000u || bits[1] != 0xc0400000u || frombits != 1.0f)
    {
      printf ("float-math: bit casts %#x %#x %a\n", bits[0], bits[1],
	      frombits);
      errors++;
    }
  if (errors)
    return 1;
  puts ("float-math: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
