/* Integer and bit instructions on special values (issue 23).  On the
   GPU this prints the GPU's results; ptxasm.host/run-on-host.exp runs
   the same program on the host (OMP_TARGET_OFFLOAD=disabled), where the
   host fallback computes them (host-fallback=emulate): the dg-output
   lines below were printed by an NVIDIA H100, and both must match.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 10
static const int A[N] = { 0, 1, -1, (int) 0x80000000u, 0x7fffffff,
			  0x12345678, 31, 32, 33, -33 };
static const int B[N] = { 5, -1, 33, -1, 2, (int) 0xfedcba98u, 1, 32, 0,
			  -7 };
static const long long L[N] = { 0, 1, -1, (long long) 0x8000000000000000ull,
				0x7fffffffffffffffll, 0x123456789abcdef0ll,
				63, 64, 65, -65 };

#define OPS 32
static unsigned r32[OPS][N];
static unsigned long long r64[12][N];
static unsigned short r16[4][N];

int
main (void)
{
#pragma omp target map(from: r32, r64, r16) map(to: A, B, L)
  for (int i = 0; i < N; i++)
    {
      int a = A[i], b = B[i];
      unsigned ua = (unsigned) a, ub = (unsigned) b;
      long long l = L[i], m = L[N - 1 - i];
      short h = (short) a, g = (short) b;
      unsigned *r = &r32[0][i];
#define R(k) r[(k) * N]
      asm ("add.s32 %0, %1, %2;" : "=r" (R (0)) : "r" (a), "r" (b));
      asm ("sub.s32 %0, %1, %2;" : "=r" (R (1)) : "r" (a), "r" (b));
      asm ("mul.lo.s32 %0, %1, %2;" : "=r" (R (2)) : "r" (a), "r" (b));
      asm ("mul.hi.s32 %0, %1, %2;" : "=r" (R (3)) : "r" (a), "r" (b));
      asm ("mul.hi.u32 %0, %1, %2;" : "=r" (R (4)) : "r" (ua), "r" (ub));
      asm ("mad.lo.s32 %0, %1, %2, %1;" : "=r" (R (5)) : "r" (a), "r" (b));
      asm ("and.b32 %0, %1, %2;" : "=r" (R (6)) : "r" (a), "r" (b));
      asm ("or.b32 %0, %1, %2;" : "=r" (R (7)) : "r" (a), "r" (b));
      asm ("xor.b32 %0, %1, %2;" : "=r" (R (8)) : "r" (a), "r" (b));
      asm ("not.b32 %0, %1;" : "=r" (R (9)) : "r" (a));
      asm ("cnot.b32 %0, %1;" : "=r" (R (10)) : "r" (a));
      asm ("shl.b32 %0, %1, %2;" : "=r" (R (11)) : "r" (b), "r" (a));
      asm ("shr.s32 %0, %1, %2;" : "=r" (R (12)) : "r" (b), "r" (a));
      asm ("shr.u32 %0, %1, %2;" : "=r" (R (13)) : "r" (b), "r" (a));
      asm ("neg.s32 %0, %1;" : "=r" (R (14)) : "r" (a));
      asm ("abs.s32 %0, %1;" : "=r" (R (15)) : "r" (a));
      asm ("min.s32 %0, %1, %2;" : "=r" (R (16)) : "r" (a), "r" (b));
      asm ("min.u32 %0, %1, %2;" : "=r" (R (17)) : "r" (ua), "r" (ub));
      asm ("max.s32 %0, %1, %2;" : "=r" (R (18)) : "r" (a), "r" (b));
      asm ("max.u32 %0, %1, %2;" : "=r" (R (19)) : "r" (ua), "r" (ub));
      asm ("{ .reg .pred p; setp.lt.s32 p, %1, %2; selp.b32 %0, %1, %2, p; }"
	   : "=r" (R (20)) : "r" (a), "r" (b));
      asm ("{ .reg .pred p<10>; .reg .u32 t;\n\t"
	   "setp.eq.s32 p0, %1, %2; setp.ne.s32 p1, %1, %2;\n\t"
	   "setp.lt.s32 p2, %1, %2; setp.le.s32 p3, %1, %2;\n\t"
	   "setp.gt.s32 p4, %1, %2; setp.ge.s32 p5, %1, %2;\n\t"
	   "setp.lo.u32 p6, %1, %2; setp.ls.u32 p7, %1, %2;\n\t"
	   "setp.hi.u32 p8, %1, %2; setp.hs.u32 p9, %1, %2;\n\t"
	   "mov.u32 %0, 0;\n\t"
	   "@p0 or.b32 %0, %0, 1; @p1 or.b32 %0, %0, 2;\n\t"
	   "@p2 or.b32 %0, %0, 4; @p3 or.b32 %0, %0, 8;\n\t"
	   "@p4 or.b32 %0, %0, 16; @p5 or.b32 %0, %0, 32;\n\t"
	   "@p6 or.b32 %0, %0, 64; @p7 or.b32 %0, %0, 128;\n\t"
	   "@p8 or.b32 %0, %0, 256; @!p9 or.b32 %0, %0, 512; }"
	   : "=r" (R (21)) : "r" (a), "r" (b));
      asm ("popc.b32 %0, %1;" : "=r" (R (22)) : "r" (a));
      asm ("clz.b32 %0, %1;" : "=r" (R (23)) : "r" (a));
      asm ("shl.b32 %0, %1, 33;" : "=r" (R (24)) : "r" (a));
      asm ("{ .reg .b32 t<2>; mov.b32 t0, %1; shr.u32 t1, t0, 4;\n\t"
	   "xor.b32 %0, t1, %2; }" : "=r" (R (25)) : "r" (a), "r" (b));
      unsigned acc = (unsigned) i;
      asm ("add.u32 %0, %0, %1;" : "+r" (acc) : "r" (b));
      R (26) = acc;
      asm ("mul.wide.s32 %0, %1, %2;" : "=l" (r64[0][i]) : "r" (a), "r" (b));
      asm ("mul.wide.u32 %0, %1, %2;" : "=l" (r64[1][i]) : "r" (ua), "r" (ub));
      asm ("add.s64 %0, %1, %2;" : "=l" (r64[2][i]) : "l" (l), "l" (m));
      asm ("mul.lo.u64 %0, %1, %2;" : "=l" (r64[3][i]) : "l" (l), "l" (m));
      asm ("mul.hi.s64 %0, %1, %2;" : "=l" (r64[4][i]) : "l" (l), "l" (m));
      asm ("mul.hi.u64 %0, %1, %2;" : "=l" (r64[5][i]) : "l" (l), "l" (m));
      asm ("shl.b64 %0, %1, %2;" : "=l" (r64[6][i]) : "l" (m), "r" ((int) l));
      asm ("shr.s64 %0, %1, %2;" : "=l" (r64[7][i]) : "l" (m), "r" ((int) l));
      asm ("shr.u64 %0, %1, %2;" : "=l" (r64[8][i]) : "l" (m), "r" ((int) l));
      asm ("{ .reg .u32 t; popc.b64 t, %1; cvt.u64.u32 %0, t; }"
	   : "=l" (r64[9][i]) : "l" (l));
      asm ("abs.s64 %0, %1;" : "=l" (r64[10][i]) : "l" (l));
      asm ("min.s64 %0, %1, %2;" : "=l" (r64[11][i]) : "l" (l), "l" (m));
      asm ("add.u16 %0, %1, %2;" : "=h" (r16[0][i]) : "h" (h), "h" (g));
      asm ("mul.lo.s16 %0, %1, %2;" : "=h" (r16[1][i]) : "h" (h), "h" (g));
      asm ("shr.s16 %0, %1, %2;" : "=h" (r16[2][i]) : "h" (h), "r" (a));
      asm ("shl.b16 %0, %1, 3;" : "=h" (r16[3][i]) : "h" (g));
    }
  for (int k = 0; k < 27; k++)
    {
      printf ("r32 %d:", k);
      for (int i = 0; i < N; i++)
	printf (" %x", r32[k][i]);
      printf ("\n");
    }
  for (int k = 0; k < 12; k++)
    {
      printf ("r64 %d:", k);
      for (int i = 0; i < N; i++)
	printf (" %llx", r64[k][i]);
      printf ("\n");
    }
  for (int k = 0; k < 4; k++)
    {
      printf ("r16 %d:", k);
      for (int i = 0; i < N; i++)
	printf (" %x", r16[k][i]);
      printf ("\n");
    }
  return 0;
}
/* { dg-output "r32 0: 5 0 20 7fffffff 80000001 11111110 20 40 21 ffffffd8" } */
/* { dg-output "\[\r\n\]+r32 1: fffffffb 2 ffffffde 80000001 7ffffffd 13579be0 1e 0 21 ffffffe6" } */
/* { dg-output "\[\r\n\]+r32 2: 0 ffffffff ffffffdf 80000000 fffffffe 35068740 1f 400 0 e7" } */
/* { dg-output "\[\r\n\]+r32 3: 0 ffffffff ffffffff 0 0 ffeb4992 0 0 0 0" } */
/* { dg-output "\[\r\n\]+r32 4: 0 0 20 7fffffff 0 121fa00a 0 0 0 ffffffd8" } */
/* { dg-output "\[\r\n\]+r32 5: 0 0 ffffffde 0 7ffffffd 473addb8 3e 420 21 c6" } */
/* { dg-output "\[\r\n\]+r32 6: 0 1 21 80000000 2 12141218 1 20 0 ffffffd9" } */
/* { dg-output "\[\r\n\]+r32 7: 5 ffffffff ffffffff ffffffff 7fffffff fefcfef8 1f 20 21 ffffffff" } */
/* { dg-output "\[\r\n\]+r32 8: 5 fffffffe ffffffde 7fffffff 7ffffffd ece8ece0 1e 0 21 26" } */
/* { dg-output "\[\r\n\]+r32 9: ffffffff fffffffe 0 7fffffff 80000000 edcba987 ffffffe0 ffffffdf ffffffde 20" } */
/* { dg-output "\[\r\n\]+r32 10: 1 0 0 0 0 0 0 0 0 0" } */
/* { dg-output "\[\r\n\]+r32 11: 5 fffffffe 0 0 0 0 80000000 0 0 0" } */
/* { dg-output "\[\r\n\]+r32 12: 5 ffffffff 0 ffffffff 0 ffffffff 0 0 0 ffffffff" } */
/* { dg-output "\[\r\n\]+r32 13: 5 7fffffff 0 0 0 0 0 0 0 0" } */
/* { dg-output "\[\r\n\]+r32 14: 0 ffffffff 1 80000000 80000001 edcba988 ffffffe1 ffffffe0 ffffffdf 21" } */
/* { dg-output "\[\r\n\]+r32 15: 0 1 1 80000000 7fffffff 12345678 1f 20 21 21" } */
/* { dg-output "\[\r\n\]+r32 16: 0 ffffffff ffffffff 80000000 2 fedcba98 1 20 0 ffffffdf" } */
/* { dg-output "\[\r\n\]+r32 17: 0 1 21 80000000 2 12345678 1 20 0 ffffffdf" } */
/* { dg-output "\[\r\n\]+r32 18: 5 1 21 ffffffff 7fffffff 12345678 1f 20 21 fffffff9" } */
/* { dg-output "\[\r\n\]+r32 19: 5 ffffffff ffffffff ffffffff 7fffffff fedcba98 1f 20 21 fffffff9" } */
/* { dg-output "\[\r\n\]+r32 20: 0 ffffffff ffffffff 80000000 2 fedcba98 1 20 0 ffffffdf" } */
/* { dg-output "\[\r\n\]+r32 21: 2ce 2f2 10e 2ce 132 2f2 132 a9 132 2ce" } */
/* { dg-output "\[\r\n\]+r32 22: 0 1 20 1 1f d 5 1 2 1f" } */
/* { dg-output "\[\r\n\]+r32 23: 20 1f 0 0 1 3 1b 1a 1a 0" } */
/* { dg-output "\[\r\n\]+r32 24: 0 0 0 0 0 0 0 0 0 0" } */
/* { dg-output "\[\r\n\]+r32 25: 5 ffffffff fffffde f7ffffff 7fffffd ffffffff 0 22 2 f0000004" } */
/* { dg-output "\[\r\n\]+r32 26: 5 0 23 2 6 fedcba9d 7 27 8 2" } */
/* { dg-output "\[\r\n\]+r64 0: 0 ffffffffffffffff ffffffffffffffdf 80000000 fffffffe ffeb499235068740 1f 400 0 e7" } */
/* { dg-output "\[\r\n\]+r64 1: 0 ffffffff 20ffffffdf 7fffffff80000000 fffffffe 121fa00a35068740 1f 400 0 ffffffd8000000e7" } */
/* { dg-output "\[\r\n\]+r64 2: ffffffffffffffbf 42 3f 800000000000003f 923456789abcdeef 923456789abcdeef 800000000000003f 3f 42 ffffffffffffffbf" } */
/* { dg-output "\[\r\n\]+r64 3: 0 41 ffffffffffffffc0 8000000000000000 edcba98765432110 edcba98765432110 8000000000000000 ffffffffffffffc0 41 0" } */
/* { dg-output "\[\r\n\]+r64 4: 0 0 ffffffffffffffff ffffffffffffffe0 91a2b3c4d5e6f77 91a2b3c4d5e6f77 ffffffffffffffe0 ffffffffffffffff 0 0" } */
/* { dg-output "\[\r\n\]+r64 5: 0 0 3f 1f 91a2b3c4d5e6f77 91a2b3c4d5e6f77 1f 3f 0 0" } */
/* { dg-output "\[\r\n\]+r64 6: ffffffffffffffbf 82 0 3f 0 0 0 0 0 0" } */
/* { dg-output "\[\r\n\]+r64 7: ffffffffffffffbf 20 0 3f 0 0 ffffffffffffffff ffffffffffffffff 0 0" } */
/* { dg-output "\[\r\n\]+r64 8: ffffffffffffffbf 20 0 3f 0 0 1 0 0 0" } */
/* { dg-output "\[\r\n\]+r64 9: 0 1 40 1 3f 20 6 1 2 3f" } */
/* { dg-output "\[\r\n\]+r64 10: 0 1 1 8000000000000000 7fffffffffffffff 123456789abcdef0 3f 40 41 41" } */
/* { dg-output "\[\r\n\]+r64 11: ffffffffffffffbf 1 ffffffffffffffff 8000000000000000 123456789abcdef0 123456789abcdef0 8000000000000000 ffffffffffffffff 1 ffffffffffffffbf" } */
/* { dg-output "\[\r\n\]+r16 0: 5 0 20 ffff 1 1110 20 40 21 ffd8" } */
/* { dg-output "\[\r\n\]+r16 1: 0 ffff ffdf 0 fffe 8740 1f 400 0 e7" } */
/* { dg-output "\[\r\n\]+r16 2: 0 0 ffff 0 ffff 0 0 0 0 ffff" } */
/* { dg-output "\[\r\n\]+r16 3: 28 fff8 108 fff8 10 d4c0 8 100 0 ffc8" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
