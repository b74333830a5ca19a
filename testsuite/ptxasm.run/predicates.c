/* Predicates and selection: setp with every comparison, a setp with two
   destinations (p|q), and/or/xor/not on predicates, @p and @!p guarded
   instructions, selp on "r", "l" and "f" operands, set (all ones / 0),
   and slct.  Checked over pairs of signed and unsigned values.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 9
#define K 10

int
main (void)
{
  static const int vals[N] = { -5, -1, 0, 1, 2, 7, 100, -0x7fffffff - 1,
			       0x7fffffff };
  int r[N][N][K];
  long long sl[N][N];
  float sf[N][N];
  int errors = 0;

#pragma omp target teams distribute parallel for collapse(2) \
	map(to: vals) map(from: r, sl, sf)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	int a = vals[i], b = vals[j];
	int *o = r[i][j];
	asm ("{\n\t"
	     ".reg .pred p;\n\t"
	     "setp.lt.s32 p, %1, %2;\n\t"
	     "selp.s32 %0, 1, 0, p;\n\t"
	     "}" : "=r" (o[0]) : "r" (a), "r" (b));
	asm ("{\n\t"
	     ".reg .pred p;\n\t"
	     "setp.lo.u32 p, %1, %2;\n\t"
	     "selp.s32 %0, 1, 0, p;\n\t"
	     "}" : "=r" (o[1]) : "r" (a), "r" (b));
	/* Two destinations: p = (a >= b), q = !p.  */
	asm ("{\n\t"
	     ".reg .pred p, q;\n\t"
	     "setp.ge.s32 p|q, %2, %3;\n\t"
	     "selp.s32 %0, 1, 0, p;\n\t"
	     "selp.s32 %1, 1, 0, q;\n\t"
	     "}" : "=r" (o[2]), "=r" (o[3]) : "r" (a), "r" (b));
	/* (a == b) xor (a > 0), and (a != 0) and (b != 0), not.  */
	asm ("{\n\t"
	     ".reg .pred p, q, x, y;\n\t"
	     "setp.eq.s32 p, %2, %3;\n\t"
	     "setp.gt.s32 q, %2, 0;\n\t"
	     "xor.pred x, p, q;\n\t"
	     "selp.s32 %0, 1, 0, x;\n\t"
	     "setp.ne.s32 p, %2, 0;\n\t"
	     "setp.ne.s32 q, %3, 0;\n\t"
	     "and.pred y, p, q;\n\t"
	     "not.pred y, y;\n\t"
	     "selp.s32 %1, 1, 0, y;\n\t"
	     "}" : "=r" (o[4]), "=r" (o[5]) : "r" (a), "r" (b));
	/* Guarded moves: max by @p/@!p.  */
	asm ("{\n\t"
	     ".reg .pred p;\n\t"
	     "setp.gt.s32 p, %1, %2;\n\t"
	     "@p mov.s32 %0, %1;\n\t"
	     "@!p mov.s32 %0, %2;\n\t"
	     "}" : "=r" (o[6]) : "r" (a), "r" (b));
	asm ("set.le.u32.s32 %0, %1, %2;" : "=r" (o[7]) : "r" (a), "r" (b));
	/* slct: a if b >= 0, else the negation of a.  */
	asm ("{\n\t"
	     ".reg .s32 na;\n\t"
	     "neg.s32 na, %1;\n\t"
	     "slct.s32.s32 %0, %1, na, %2;\n\t"
	     "}" : "=r" (o[8]) : "r" (a), "r" (b));
	asm ("{\n\t"
	     ".reg .pred p;\n\t"
	     "setp.ne.s32 p, %1, %2;\n\t"
	     "or.pred p, p, p;\n\t"
	     "selp.s32 %0, -1, 7, p;\n\t"
	     "}" : "=r" (o[9]) : "r" (a), "r" (b));
	asm ("{\n\t"
	     ".reg .pred p;\n\t"
	     "setp.lt.s32 p, %1, %2;\n\t"
	     "selp.b64 %0, %3, %4, p;\n\t"
	     "}" : "=l" (sl[i][j])
	     : "r" (a), "r" (b), "l" (a * 4294967296LL), "l" (-1LL));
	asm ("{\n\t"
	     ".reg .pred p;\n\t"
	     "setp.lt.s32 p, %1, %2;\n\t"
	     "selp.f32 %0, %3, %4, p;\n\t"
	     "}" : "=f" (sf[i][j]) : "r" (a), "r" (b), "f" (1.5f), "f" (-2.0f));
      }

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	int a = vals[i], b = vals[j];
	int want[K] = { a < b, (unsigned) a < (unsigned) b, a >= b, !(a >= b),
			(a == b) ^ (a > 0), !(a != 0 && b != 0), a > b ? a : b,
			a <= b ? -1 : 0, b >= 0 ? a : (int) -(unsigned) a,
			a != b ? -1 : 7 };
	for (int k = 0; k < K; k++)
	  if (r[i][j][k] != want[k])
	    {
	      printf ("predicates: a=%d b=%d case %d: got %d, want %d\n", a, b,
		      k, r[i][j][k], want[k]);
	      errors++;
	    }
	if (sl[i][j] != (a < b ? a * 4294967296LL : -1LL)
	    || sf[i][j] != (a < b ? 1.5f : -2.0f))
	  {
	    printf ("predicates: a=%d b=%d: selp.b64 %#llx selp.f32 %g\n", a, b,
		    sl[i][j], sf[i][j]);
	    errors++;
	  }
      }
  if (errors)
    return 1;
  puts ("predicates: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
