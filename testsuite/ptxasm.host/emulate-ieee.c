/* The host fallback's f32 and f64 add, sub, mul, fma, div, sqrt and rcp
   in .rn .rz .rm .rp give the host's own IEEE 754 results (computed with
   fesetround in objects/ieee-ref.c) on random and special values:
   subnormals, the largest values, cancellation (issue 23).  NaNs are
   not compared (their bits are the GPU's, emulate-float.c).  */
/* { dg-do run } */
/* { dg-options "-O2 -Wl,--no-as-needed -lm" } */
/* { dg-additional-object "objects/ieee-ref.c" "-O2 -frounding-math" "noplugin" } */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ieee_ref64 (int, double, double, double, double *);
void ieee_ref32 (int, float, float, float, float *);

#define OPS(R, T, L)							\
  asm ("add" R "." T " %0, %1, %2;" : "=" L (o[0]) : L (a), L (b));	\
  asm ("sub" R "." T " %0, %1, %2;" : "=" L (o[1]) : L (a), L (b));	\
  asm ("mul" R "." T " %0, %1, %2;" : "=" L (o[2]) : L (a), L (b));	\
  asm ("fma" R "." T " %0, %1, %2, %3;" : "=" L (o[3])			\
       : L (a), L (b), L (c));						\
  asm ("div" R "." T " %0, %1, %2;" : "=" L (o[4]) : L (a), L (b));	\
  asm ("{ .reg ." T " t; abs." T " t, %1; sqrt" R "." T " %0, t; }"	\
       : "=" L (o[5]) : L (a));						\
  asm ("rcp" R "." T " %0, %1;" : "=" L (o[6]) : L (b));

static unsigned long long
rnd (void)
{
  return ((unsigned long long) rand () << 40)
	 ^ ((unsigned long long) rand () << 20) ^ (unsigned long long) rand ();
}

/* Bits of W bits (EXP exponent bits): special, near 1, tiny, any.  */
static unsigned long long
pick (int w)
{
  static const unsigned long long sp64[] = {
    0, 1, 0x000fffffffffffffull, 0x0010000000000000ull,
    0x7fefffffffffffffull, 0x3ff0000000000000ull, 0x3ff0000000000001ull,
    0x4340000000000000ull, 0x3ca0000000000000ull
  };
  static const unsigned long long sp32[] = {
    0, 1, 0x007fffff, 0x00800000, 0x7f7fffff, 0x3f800000, 0x3f800001,
    0x4b800000, 0x33800000
  };
  int m = w == 64 ? 52 : 23, bias = w == 64 ? 1023 : 127;
  unsigned long long sign = 1ull << (w - 1), mant = (1ull << m) - 1;
  unsigned long long u = rnd () & (sign | mant);
  int k = rand () % 16;
  if (k < 3)
    return (w == 64 ? sp64 : sp32)[rand () % 9] ^ (u & sign);
  if (k < 6)
    return u | ((unsigned long long) (bias + rand () % 40 - 20) << m);
  if (k < 8)
    return u | ((unsigned long long) (rand () % 30) << m);
  return u | ((unsigned long long) (rand () % (2 * bias)) << m);
}

int
main (void)
{
  int bad = 0, n = 4000;
  for (int i = 0; i < n; i++)
    {
      unsigned long long ua = pick (64), ub = pick (64), uc = pick (64);
      double a, b, c, e[4][7], r[7];
      memcpy (&a, &ua, 8);
      memcpy (&b, &ub, 8);
      memcpy (&c, &uc, 8);
      if (i % 4 == 0)
	c = -a * b;
#pragma omp target map(from: e) map(to: a, b, c)
      {
	double *o = e[0];
	OPS (".rn", "f64", "d")
	o = e[1];
	OPS (".rz", "f64", "d")
	o = e[2];
	OPS (".rm", "f64", "d")
	o = e[3];
	OPS (".rp", "f64", "d")
      }
      for (int m = 0; m < 4; m++)
	{
	  ieee_ref64 (m, a, b, c, r);
	  for (int k = 0; k < 7; k++)
	    if (memcmp (&e[m][k], &r[k], 8) && !(r[k] != r[k] && e[m][k] != e[m][k])
		&& bad++ < 10)
	      printf ("f64 mode %d op %d: %a %a %a: %a, IEEE %a\n", m, k, a,
		      b, c, e[m][k], r[k]);
	}
    }
  for (int i = 0; i < n; i++)
    {
      unsigned ua = (unsigned) pick (32), ub = (unsigned) pick (32);
      unsigned uc = (unsigned) pick (32);
      float a, b, c, e[4][7], r[7];
      memcpy (&a, &ua, 4);
      memcpy (&b, &ub, 4);
      memcpy (&c, &uc, 4);
      if (i % 4 == 0)
	c = -a * b;
#pragma omp target map(from: e) map(to: a, b, c)
      {
	float *o = e[0];
	OPS (".rn", "f32", "f")
	o = e[1];
	OPS (".rz", "f32", "f")
	o = e[2];
	OPS (".rm", "f32", "f")
	o = e[3];
	OPS (".rp", "f32", "f")
      }
      for (int m = 0; m < 4; m++)
	{
	  ieee_ref32 (m, a, b, c, r);
	  for (int k = 0; k < 7; k++)
	    if (memcmp (&e[m][k], &r[k], 4) && !(r[k] != r[k] && e[m][k] != e[m][k])
		&& bad++ < 10)
	      printf ("f32 mode %d op %d: %a %a %a: %a, IEEE %a\n", m, k,
		      (double) a, (double) b, (double) c, (double) e[m][k],
		      (double) r[k]);
	}
    }
  printf ("emulate-ieee: %d results, %d differ\n", 2 * n * 28, bad);
  return bad != 0;
}

/* { dg-output "emulate-ieee: 224000 results, 0 differ" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
