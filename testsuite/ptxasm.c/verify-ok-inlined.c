/* Statements duplicated by inlining and unrolling: labels in braces and
   %= names stay unique.  */
/* { dg-do compile } */
/* { dg-options "-O2 -funroll-loops" } */

#pragma omp declare target
static inline int
step (int x)
{
  int r;
  asm ("{ .reg .pred p; setp.eq.s32 p, %1, 0; mov.s32 %0, 1;\n\t"
       "@p bra LDONE; mov.s32 %0, 2;\nLDONE: }" : "=r" (r) : "r" (x));
  asm ("{ .reg .pred p; setp.eq.s32 p, %1, 0;\n\t@p bra L%=;\n\t"
       "add.s32 %0, %0, 1;\nL%=: }" : "+r" (r) : "r" (x));
  return r;
}
#pragma omp end declare target

int
f (int n)
{
  int s = 0;
#pragma omp target map(tofrom: s)
  {
    s = step (s) + step (s + 1);
    for (int k = 0; k < 8; k++)
      s += step (k);
  }
#pragma omp target teams distribute parallel for simd reduction(+: s)
  for (int k = 0; k < n; k++)
    {
      int t;
      asm ("{ .reg .u32 x; add.u32 x, %1, 1; mov.u32 %0, x; }" : "=r" (t) : "r" (k));
      s += t;
    }
  return s;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
