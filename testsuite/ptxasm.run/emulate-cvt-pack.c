/* cvt.pack.sat in all its forms (u16 s16 from two s32; u8 s8 u4 s4 u2
   s2 with the rest of the word from c), every pair of 23 edge values
   of the types' ranges, hashed, plus a few words in full; and cvt of
   f32 to f32 with only .sat and .ftz (or .rni), on special values,
   a subnormal and a signaling NaN.  The dg-output lines were printed
   by an H100; the host fallback prints the same.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
int main (void)
{
  static const int v[] = { 0, 1, -1, 7, 8, -8, -9, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769, 0x7fffffff, (int) 0x80000000, 3, -2, 1, 2 };
  enum { N = sizeof v / sizeof v[0] };
  unsigned out[N][N/3+1][8];
  float f[8] = { -1.5f, 0.25f, 2.0f, __builtin_nanf (""), -0.0f, 1e-40f, 0.75f, 0 };
  unsigned snan = 0xffa12345u;
  __builtin_memcpy (&f[7], &snan, 4);
  float g[8][4];
#pragma omp target map(from: out, g) map(to: v, f)
  {
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j += 3)
	{
	  unsigned c = 0x9abcdef1u * (i + 1) + j;
	  unsigned *o = out[i][j / 3];
	  asm ("cvt.pack.sat.u8.s32.b32 %0, %1, %2, %3;" : "=r" (o[0]) : "r" (v[i]), "r" (v[j]), "r" (c));
	  asm ("cvt.pack.sat.s8.s32.b32 %0, %1, %2, %3;" : "=r" (o[1]) : "r" (v[i]), "r" (v[j]), "r" (c));
	  asm ("cvt.pack.sat.u4.s32.b32 %0, %1, %2, %3;" : "=r" (o[2]) : "r" (v[i]), "r" (v[j]), "r" (c));
	  asm ("cvt.pack.sat.s4.s32.b32 %0, %1, %2, %3;" : "=r" (o[3]) : "r" (v[i]), "r" (v[j]), "r" (c));
	  asm ("cvt.pack.sat.u2.s32.b32 %0, %1, %2, %3;" : "=r" (o[4]) : "r" (v[i]), "r" (v[j]), "r" (c));
	  asm ("cvt.pack.sat.s2.s32.b32 %0, %1, %2, %3;" : "=r" (o[5]) : "r" (v[i]), "r" (v[j]), "r" (c));
	  asm ("cvt.pack.sat.u16.s32 %0, %1, %2;" : "=r" (o[6]) : "r" (v[i]), "r" (v[j]));
	  asm ("cvt.pack.sat.s16.s32 %0, %1, %2;" : "=r" (o[7]) : "r" (v[i]), "r" (v[j]));
	}
    for (int i = 0; i < 8; i++)
      {
	asm ("cvt.sat.f32.f32 %0, %1;" : "=f" (g[i][0]) : "f" (f[i]));
	asm ("cvt.ftz.sat.f32.f32 %0, %1;" : "=f" (g[i][1]) : "f" (f[i]));
	asm ("cvt.ftz.f32.f32 %0, %1;" : "=f" (g[i][2]) : "f" (f[i]));
	asm ("cvt.rni.sat.f32.f32 %0, %1;" : "=f" (g[i][3]) : "f" (f[i]));
      }
  }
  unsigned h = 2166136261u;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N / 3 + 1; j++)
      for (int k = 0; k < 8; k++)
	if (j * 3 < N)
	  h = (h ^ out[i][j][k]) * 16777619u;
  printf ("pack: %08x", h);
  printf (" %08x %08x %08x %08x %08x %08x %08x %08x\n", out[2][0][0], out[4][1][1], out[6][2][2], out[8][3][3], out[9][1][4], out[10][2][5], out[13][3][6], out[16][4][7]);
  printf ("sat:");
  for (int i = 0; i < 8; i++)
    {
      unsigned a[4];
      __builtin_memcpy (a, g[i], 16);
      printf (" %08x/%08x/%08x/%08x", a[0], a[1], a[2], a[3]);
    }
  printf ("\n");
  return 0;
}

/* { dg-output "pack: dc81a8db 9cd30000 5ab80807 2a189d00 a3d68278 b60b56d3 61d9461a 7fff0000 80000100" } */
/* { dg-output "\[\r\n\]+sat: 00000000/00000000/bfc00000/00000000 3e800000/3e800000/3e800000/00000000 3f800000/3f800000/40000000/3f800000 00000000/00000000/7fffffff/00000000 00000000/00000000/80000000/00000000 000116c2/00000000/00000000/00000000 3f400000/3f400000/3f400000/3f800000 00000000/00000000/7fffffff/00000000" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
