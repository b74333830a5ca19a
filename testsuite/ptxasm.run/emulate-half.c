/* f16 and bf16, and their pairs: add, sub, mul, fma with .ftz, .sat and
   .relu, min, max, abs, neg, setp, and cvt to and from f32, f64 and
   integers in each rounding, on special values: +-0, subnormals, the
   largest values, +-inf, NaN payloads (issue 23).  The dg-output lines
   below were printed by an NVIDIA H100 (sm_90 for bf16's add and mul);
   ptxasm.host/run-on-host.exp runs the same program on the host, where
   the host fallback computes them, and must print the same.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90" } */

#include <stdio.h>
#include <string.h>

#define N 20
static const unsigned short HA[N] = {
  0, 0x8000, 0x3c00, 0xbc00, 0x3e00, 0x7bff, 0x0001, 0x03ff, 0x0400,
  0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfe01, 0x3c01, 0x6801, 0x3555, 0x068d,
  0x8001, 0x7b53
};
static const unsigned short HB[N] = {
  0x8000, 0, 0x4000, 0x3c00, 0xbe00, 0x7bff, 0x0001, 0x3800, 0x8400,
  0x7c00, 0x3c00, 0x3c00, 0x4000, 0x7e00, 0x1000, 0x3c00, 0x4200, 0x068d,
  0x3c00, 0x4000
};
static const unsigned short BA[N] = {
  0, 0x8000, 0x3f80, 0xbf80, 0x3fc0, 0x7f7f, 0x0001, 0x007f, 0x0080,
  0x7f80, 0xff80, 0x7fc0, 0x7f81, 0xffc1, 0x3f81, 0x4b80, 0x3eab, 0x0101,
  0x8001, 0x7f00
};
static const unsigned short BB[N] = {
  0x8000, 0, 0x4000, 0x3f80, 0xbfc0, 0x7f7f, 0x0001, 0x3f00, 0x8080,
  0x7f80, 0x3f80, 0x3f80, 0x4000, 0x7fc0, 0x3c00, 0x3f80, 0x4040, 0x0101,
  0x3f80, 0x4000
};
static const unsigned FX[N] = {
  0, 0x80000000u, 0x3f800000u, 0x477fe000u, 0x477ff000u, 0x477fefffu,
  0x33800000u, 0x33000000u, 0x33000001u, 0x387fc000u, 0x7f800000u,
  0x7fc00000u, 0xff800001u, 0x3f801000u, 0x3f802000u, 0x3f803000u,
  0xc7800000u, 0x7f7fffffu, 0x00000001u, 0x3eaaaaabu
};

#define H16 22
#define H32 12
static unsigned short rh[H16][N];
static unsigned rw[H32][N];

int
main (void)
{
#pragma omp target map(from: rh, rw) map(to: HA, HB, BA, BB, FX)
  for (int i = 0; i < N; i++)
    {
      unsigned short a = HA[i], b = HB[i], c = HA[N - 1 - i];
      unsigned short x = BA[i], y = BB[i], z = BA[N - 1 - i];
      unsigned short *r = &rh[0][i];
      unsigned *w = &rw[0][i];
      float f;
      memcpy (&f, &FX[i], 4);
      int n = (int) FX[i] >> 8;
#define R(k) r[(k) * N]
#define W(k) w[(k) * N]
      asm ("add.f16 %0, %1, %2;" : "=h" (R (0)) : "h" (a), "h" (b));
      asm ("sub.rn.f16 %0, %1, %2;" : "=h" (R (1)) : "h" (a), "h" (b));
      asm ("mul.f16 %0, %1, %2;" : "=h" (R (2)) : "h" (a), "h" (b));
      asm ("fma.rn.f16 %0, %1, %2, %3;" : "=h" (R (3)) : "h" (a), "h" (b), "h" (c));
      asm ("fma.rn.ftz.sat.f16 %0, %1, %2, %3;" : "=h" (R (4)) : "h" (a), "h" (b), "h" (c));
      asm ("fma.rn.relu.f16 %0, %1, %2, %3;" : "=h" (R (5)) : "h" (a), "h" (b), "h" (c));
      asm ("add.ftz.f16 %0, %1, %2;" : "=h" (R (6)) : "h" (a), "h" (b));
      asm ("min.f16 %0, %1, %2;" : "=h" (R (7)) : "h" (a), "h" (b));
      asm ("max.ftz.f16 %0, %1, %2;" : "=h" (R (8)) : "h" (a), "h" (b));
      asm ("neg.f16 %0, %1;" : "=h" (R (9)) : "h" (a));
      asm ("abs.f16 %0, %1;" : "=h" (R (10)) : "h" (a));
      asm ("add.rn.bf16 %0, %1, %2;" : "=h" (R (11)) : "h" (x), "h" (y));
      asm ("mul.rn.bf16 %0, %1, %2;" : "=h" (R (12)) : "h" (x), "h" (y));
      asm ("fma.rn.bf16 %0, %1, %2, %3;" : "=h" (R (13)) : "h" (x), "h" (y), "h" (z));
      asm ("fma.rn.relu.bf16 %0, %1, %2, %3;" : "=h" (R (14)) : "h" (x), "h" (y), "h" (z));
      asm ("min.bf16 %0, %1, %2;" : "=h" (R (15)) : "h" (x), "h" (y));
      asm ("cvt.rn.f16.f32 %0, %1;" : "=h" (R (16)) : "f" (f));
      asm ("cvt.rz.f16.f32 %0, %1;" : "=h" (R (17)) : "f" (f));
      asm ("cvt.rm.f16.f32 %0, %1;" : "=h" (R (18)) : "f" (f));
      asm ("cvt.rp.f16.f32 %0, %1;" : "=h" (R (19)) : "f" (f));
      asm ("cvt.rn.bf16.f32 %0, %1;" : "=h" (R (20)) : "f" (f));
      asm ("cvt.rn.f16.s32 %0, %1;" : "=h" (R (21)) : "r" (n));
      asm ("{ .reg .b16 t; cvt.rz.bf16.f32 t, %1; mov.b32 %0, {t, t}; }"
	   : "=r" (W (0)) : "f" (f));
      asm ("{ .reg .f32 t; cvt.f32.f16 t, %1; mov.b32 %0, t; }" : "=r" (W (1)) : "h" (a));
      asm ("{ .reg .f32 t; cvt.f32.bf16 t, %1; mov.b32 %0, t; }" : "=r" (W (2)) : "h" (x));
      asm ("cvt.rni.s32.f16 %0, %1;" : "=r" (W (3)) : "h" (a));
      asm ("cvt.rn.relu.f16x2.f32 %0, %1, %2;" : "=r" (W (4)) : "f" (f), "f" (-f));
      asm ("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r" (W (5)) : "f" (f), "f" (2.0f));
      unsigned p = a | (unsigned) b << 16, q = b | (unsigned) c << 16;
      unsigned pb = x | (unsigned) y << 16, qb = y | (unsigned) z << 16;
      asm ("add.f16x2 %0, %1, %2;" : "=r" (W (6)) : "r" (p), "r" (q));
      asm ("fma.rn.f16x2 %0, %1, %2, %1;" : "=r" (W (7)) : "r" (p), "r" (q));
      asm ("fma.rn.relu.bf16x2 %0, %1, %2, %1;" : "=r" (W (8)) : "r" (pb), "r" (qb));
      asm ("max.f16x2 %0, %1, %2;" : "=r" (W (9)) : "r" (p), "r" (q));
      asm ("{ .reg .pred p<6>, l, h; .reg .b32 m; mov.u32 m, 0;\n\t"
	   "setp.eq.f16 p0, %1, %2; setp.ne.f16 p1, %1, %2;\n\t"
	   "setp.lt.f16 p2, %1, %2; setp.geu.f16 p3, %1, %2;\n\t"
	   "setp.nan.bf16 p4, %3, %4; setp.le.bf16 p5, %3, %4;\n\t"
	   "@p0 or.b32 m, m, 1; @p1 or.b32 m, m, 2; @p2 or.b32 m, m, 4;\n\t"
	   "@p3 or.b32 m, m, 8; @p4 or.b32 m, m, 16; @p5 or.b32 m, m, 32;\n\t"
	   "mov.b32 %0, m; }"
	   : "=r" (W (10)) : "h" (a), "h" (b), "h" (x), "h" (y));
      asm ("{ .reg .pred l, h; .reg .b32 m; mov.u32 m, 0;\n\t"
	   "setp.lt.f16x2 l|h, %1, %2; @l or.b32 m, m, 1; @h or.b32 m, m, 2;\n\t"
	   "mov.b32 %0, m; }" : "=r" (W (11)) : "r" (p), "r" (q));
    }
  for (int k = 0; k < H16; k++)
    {
      printf ("h %d:", k);
      for (int i = 0; i < N; i++)
	printf (" %x", rh[k][i]);
      printf ("\n");
    }
  for (int k = 0; k < H32; k++)
    {
      printf ("w %d:", k);
      for (int i = 0; i < N; i++)
	printf (" %x", rw[k][i]);
      printf ("\n");
    }
  return 0;
}
/* { dg-output "h 0: 0 0 4200 0 0 7c00 2 3800 0 7c00 fc00 7fff 7fff 7fff 3c02 6802 42ab a8d 3c00 7b53" } */
/* { dg-output "\[\r\n\]+h 1: 0 8000 bc00 c000 4200 0 0 b800 800 7fff fc00 7fff 7fff 7fff 3c00 6800 c155 0 bc00 7b53" } */
/* { dg-output "\[\r\n\]+h 2: 8000 8000 4000 bc00 c080 7c00 0 200 8000 7c00 fc00 7fff 7fff 7fff 1001 6801 3c00 0 8001 7c00" } */
/* { dg-output "\[\r\n\]+h 3: 7b53 8001 4000 b956 6800 7c00 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7bff 6802 8c00 3c00 8001 7c00" } */
/* { dg-output "\[\r\n\]+h 4: 3c00 0 3c00 0 3c00 3c00 0 0 0 0 0 0 0 0 3c00 3c00 0 3c00 0 3c00" } */
/* { dg-output "\[\r\n\]+h 5: 7b53 0 4000 0 6800 7c00 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7bff 6802 0 3c00 0 7c00" } */
/* { dg-output "\[\r\n\]+h 6: 0 0 4200 0 0 7c00 0 3800 0 7c00 fc00 7fff 7fff 7fff 3c02 6802 42ab a8d 3c00 7b53" } */
/* { dg-output "\[\r\n\]+h 7: 8000 8000 3c00 bc00 be00 7bff 1 3ff 8400 7c00 fc00 3c00 4000 7fff 1000 3c00 3555 68d 8001 4000" } */
/* { dg-output "\[\r\n\]+h 8: 0 0 4000 3c00 3e00 7bff 0 3800 400 7c00 3c00 3c00 4000 7fff 3c01 6801 4200 68d 3c00 7b53" } */
/* { dg-output "\[\r\n\]+h 9: 8000 0 bc00 3c00 be00 fbff 8001 83ff 8400 fc00 7c00 7fff 7fff 7fff bc01 e801 b555 868d 1 fb53" } */
/* { dg-output "\[\r\n\]+h 10: 0 0 3c00 3c00 3e00 7bff 1 3ff 400 7c00 7c00 7fff 7fff 7fff 3c01 6801 3555 68d 1 7b53" } */
/* { dg-output "\[\r\n\]+h 11: 0 0 4040 0 0 7f80 2 3f00 0 7f80 ff80 7fff 7fff 7fff 3f82 4b80 4055 181 3f80 7f00" } */
/* { dg-output "\[\r\n\]+h 12: 8000 8000 4000 bf80 c010 7f80 0 40 8000 7f80 ff80 7fff 7fff 7fff 3c01 4b80 3f80 0 8001 7f80" } */
/* { dg-output "\[\r\n\]+h 13: 7f00 8001 4000 bf2a 4b80 7f80 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7f7f 4b80 3b00 3f80 8001 7f80" } */
/* { dg-output "\[\r\n\]+h 14: 7f00 0 4000 0 4b80 7f80 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7f7f 4b80 3b00 3f80 0 7f80" } */
/* { dg-output "\[\r\n\]+h 15: 8000 8000 3f80 bf80 bfc0 7f7f 1 7f 8080 7f80 ff80 3f80 4000 7fff 3c00 3f80 3eab 101 8001 4000" } */
/* { dg-output "\[\r\n\]+h 16: 0 8000 3c00 7bff 7c00 7bff 1 0 1 3ff 7c00 7fff 7fff 3c00 3c01 3c02 fc00 7c00 0 3555" } */
/* { dg-output "\[\r\n\]+h 17: 0 8000 3c00 7bff 7bff 7bff 1 0 0 3ff 7c00 7fff 7fff 3c00 3c01 3c01 fbff 7bff 0 3555" } */
/* { dg-output "\[\r\n\]+h 18: 0 8000 3c00 7bff 7bff 7bff 1 0 0 3ff 7c00 7fff 7fff 3c00 3c01 3c01 fc00 7bff 0 3555" } */
/* { dg-output "\[\r\n\]+h 19: 0 8000 3c00 7bff 7c00 7c00 1 1 1 3ff 7c00 7fff 7fff 3c01 3c01 3c02 fbff 7c00 1 3556" } */
/* { dg-output "\[\r\n\]+h 20: 0 8000 3f80 4780 4780 4780 3380 3300 3300 3880 7f80 7fff 7fff 3f80 3f80 3f80 c780 7f80 0 3eab" } */
/* { dg-output "\[\r\n\]+h 21: 0 fc00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 f800 7c00 7c00 7c00 fc00 7c00 0 7c00" } */
/* { dg-output "\[\r\n\]+w 0: 0 80008000 3f803f80 477f477f 477f477f 477f477f 33803380 33003300 33003300 387f387f 7f807f80 7fff7fff 7fff7fff 3f803f80 3f803f80 3f803f80 c780c780 7f7f7f7f 0 3eaa3eaa" } */
/* { dg-output "\[\r\n\]+w 1: 0 80000000 3f800000 bf800000 3fc00000 477fe000 33800000 387fc000 38800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f802000 45002000 3eaaa000 38d1a000 b3800000 476a6000" } */
/* { dg-output "\[\r\n\]+w 2: 0 80000000 3f800000 bf800000 3fc00000 7f7f0000 10000 7f0000 800000 7f800000 ff800000 7fc00000 7f810000 ffc10000 3f810000 4b800000 3eab0000 1010000 80010000 7f000000" } */
/* { dg-output "\[\r\n\]+w 3: 0 0 1 ffffffff 2 ffe0 0 0 0 7fffffff 80000000 0 0 0 1 802 0 0 0 ea60" } */
/* { dg-output "\[\r\n\]+w 4: 0 0 3c000000 7bff0000 7c000000 7bff0000 10000 0 10000 3ff0000 7c000000 7fff7fff 7fff7fff 3c000000 3c010000 3c020000 7c00 7c000000 0 35550000" } */
/* { dg-output "\[\r\n\]+w 5: 4000 80004000 3f804000 47804000 47804000 47804000 33804000 33004000 33004000 38804000 7f804000 7fff4000 7fff4000 3f804000 3f804000 3f804000 c7804000 7f804000 4000 3eab4000" } */
/* { dg-output "\[\r\n\]+w 6: 7b530000 80010000 40004200 3d550000 68000000 7bff7c00 7fff0002 7fff3800 7fff0000 7fff7c00 7c00fc00 3c007fff 40007fff 7fff7fff 7bff3c02 41006802 400042ab 3c000a8d 3c003c00 40007b53" } */
/* { dg-output "\[\r\n\]+w 7: 80000000 8000 40004200 3d55c000 ea02ba00 7c007c00 7fff0001 7fff05fe 7fff0400 7fff7c00 7c00fc00 3c007fff 40007fff 7fff7fff 4fff3c02 41006c01 3d55 a8d068d 3c008002 40007c00" } */
/* { dg-output "\[\r\n\]+w 8: 0 0 40004040 3fab0000 0 7f807f80 7fff0001 7fff00be 7fff0080 7fff7f80 7f800000 3f807fff 40007fff 7fff7fff 7bff3f82 40204c00 3fab 1810101 3f800000 40007f80" } */
/* { dg-output "\[\r\n\]+w 9: 7b530000 0 40004000 3c003c00 68013e00 7bff7bff 10001 38003800 84000400 7c007c00 7c003c00 3c003c00 40004000 17fff 7bff3c01 3e006801 42004200 3c00068d 3c003c00 40007b53" } */
/* { dg-output "\[\r\n\]+w 10: 29 29 26 26 a 29 29 26 a 29 26 18 18 18 a a 26 29 26 a" } */
/* { dg-output "\[\r\n\]+w 11: 2 0 1 1 2 0 0 1 0 0 3 0 0 0 2 2 1 2 1 0" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
