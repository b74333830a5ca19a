/* Double precision through "d" operands: fma.rn (checked on a case
   where the fused result differs from a multiply then add), div.rn,
   rcp.rn and sqrt.rn (correctly rounded, checked against exact
   constants), directed rounding (add.rm, add.rp), min/max with a NaN,
   abs, neg, copysign (PTX's operand order: the sign comes from the
   first source), the integer-rounding conversions cvt.rni/rzi/rmi,
   and testp.notanumber into a predicate and selp.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <string.h>

#define K 16

int
main (void)
{
  double a = 1.0 + 0x1p-30, b = 1.0 - 0x1p-30, one = 1.0, three = 3.0;
  double two = 2.0, tiny = 0x1p-60, mhalf = -2.5, m37 = -3.7, nan;
  double r[K];
  int ri[3], isnan_r[2];
  int errors = 0;

  memset (&nan, 0xff, sizeof nan);	/* a quiet NaN */

#pragma omp target map(to: a, b, one, three, two, tiny, mhalf, m37, nan) \
	map(from: r, ri, isnan_r)
  {
    double mone = -one;
    asm ("fma.rn.f64 %0, %1, %2, %3;" : "=d" (r[0]) : "d" (a), "d" (b), "d" (mone));
    asm ("{\n\t"
	 ".reg .f64 t;\n\t"
	 "mul.rn.f64 t, %1, %2;\n\t"
	 "add.rn.f64 %0, t, %3;\n\t"
	 "}" : "=d" (r[1]) : "d" (a), "d" (b), "d" (mone));
    asm ("div.rn.f64 %0, %1, %2;" : "=d" (r[2]) : "d" (one), "d" (three));
    asm ("rcp.rn.f64 %0, %1;" : "=d" (r[3]) : "d" (three));
    asm ("sqrt.rn.f64 %0, %1;" : "=d" (r[4]) : "d" (two));
    asm ("add.rm.f64 %0, %1, %2;" : "=d" (r[5]) : "d" (one), "d" (tiny));
    asm ("add.rp.f64 %0, %1, %2;" : "=d" (r[6]) : "d" (one), "d" (tiny));
    asm ("min.f64 %0, %1, %2;" : "=d" (r[7]) : "d" (nan), "d" (mhalf));
    asm ("max.f64 %0, %1, %2;" : "=d" (r[8]) : "d" (m37), "d" (nan));
    asm ("abs.f64 %0, %1;" : "=d" (r[9]) : "d" (m37));
    asm ("neg.f64 %0, %1;" : "=d" (r[10]) : "d" (mhalf));
    asm ("copysign.f64 %0, %1, %2;" : "=d" (r[11]) : "d" (mhalf), "d" (three));
    asm ("cvt.rni.f64.f64 %0, %1;" : "=d" (r[12]) : "d" (mhalf));
    asm ("cvt.rzi.f64.f64 %0, %1;" : "=d" (r[13]) : "d" (m37));
    asm ("cvt.rmi.f64.f64 %0, %1;" : "=d" (r[14]) : "d" (m37));
    asm ("mul.rn.f64 %0, %1, %1;" : "=d" (r[15]) : "d" (r[4]));
    asm ("cvt.rni.s32.f64 %0, %1;" : "=r" (ri[0]) : "d" (mhalf));
    asm ("cvt.rzi.s32.f64 %0, %1;" : "=r" (ri[1]) : "d" (m37));
    asm ("cvt.rpi.s32.f64 %0, %1;" : "=r" (ri[2]) : "d" (m37));
    asm ("{\n\t"
	 ".reg .pred p;\n\t"
	 "testp.notanumber.f64 p, %1;\n\t"
	 "selp.s32 %0, 1, 0, p;\n\t"
	 "}" : "=r" (isnan_r[0]) : "d" (nan));
    asm ("{\n\t"
	 ".reg .pred p;\n\t"
	 "testp.notanumber.f64 p, %1;\n\t"
	 "selp.s32 %0, 1, 0, p;\n\t"
	 "}" : "=r" (isnan_r[1]) : "d" (two));
  }

  const double want[K] = {
    -0x1p-60,			/* fma: a*b = 1 - 2^-60 exactly */
    0.0,			/* rounded a*b is 1.0 */
    0x1.5555555555555p-2,	/* 1/3 */
    0x1.5555555555555p-2,
    0x1.6a09e667f3bcdp+0,	/* sqrt(2) */
    1.0,
    1.0 + 0x1p-52,
    -2.5, -3.7, 3.7, 2.5,
    -3.0,			/* copysign d, a, b: b with the sign of a */
    -2.0,			/* round half to even */
    -3.0, -4.0,
    0x1.0000000000001p+1	/* sqrt(2) squared, rounded */
  };
  for (int k = 0; k < K; k++)
    if (r[k] != want[k] || (want[k] == 0 && __builtin_signbit (r[k])))
      {
	printf ("double-math: result %d: got %a, want %a\n", k, r[k], want[k]);
	errors++;
      }
  if (ri[0] != -2 || ri[1] != -3 || ri[2] != -3)
    {
      printf ("double-math: cvt to s32: %d %d %d, want -2 -3 -3\n", ri[0],
	      ri[1], ri[2]);
      errors++;
    }
  if (isnan_r[0] != 1 || isnan_r[1] != 0)
    {
      printf ("double-math: testp.notanumber: %d %d, want 1 0\n", isnan_r[0],
	      isnan_r[1]);
      errors++;
    }
  if (errors)
    return 1;
  puts ("double-math: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
