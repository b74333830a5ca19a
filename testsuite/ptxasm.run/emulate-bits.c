/* Carry chains, saturation, 24-bit and high multiplies, sad, prmt in
   every mode, bfe, bfi, bfind, lop3, shf, dp4a, dp2a, setp with a
   boolean op and two destinations, set, and mov's vector operands, on
   special values (issue 23).  The dg-output lines below were printed by
   an NVIDIA H100; ptxasm.host/run-on-host.exp runs the same program on
   the host, where the host fallback computes them, and must print the
   same.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 10
static const unsigned A[N] = { 0, 1, 0xffffffffu, 0x80000000u, 0x7fffffffu,
			       0x12345678u, 0x00800001u, 0xff7fffffu,
			       0x9abcdef0u, 0xfffffffeu };
static const unsigned B[N] = { 0, 0xffffffffu, 1, 0x80000000u, 2,
			       0xfedcba98u, 0x00ffffffu, 0x3210u, 0x7654u,
			       0x81818181u };
/* Positions and lengths (bfe, bfi), shift counts, prmt selectors.  */
static const unsigned P[N] = { 0, 1, 8, 31, 32, 4, 16, 0x105, 63, 64 };
static const unsigned Q[N] = { 0, 1, 8, 1, 4, 32, 33, 0x203, 64, 0 };
/* Positions and lengths past 255 and past the width.  */
static const unsigned P2[N] = { 0x100, 0x101, 4, 0x13f, 0x1ff, 64, 8,
				0xff, 0x3f, 300 };
static const unsigned Q2[N] = { 0x102, 3, 0x104, 0x100, 2, 0x1ff, 0x1000,
				0x41, 0x40, 0x121 };
static const unsigned long long L[N] = {
  0, 1, ~0ull, 1ull << 63, ~0ull >> 1, 0x123456789abcdef0ull,
  0xffffffffull, 0x100000000ull, 0x8000000080000000ull, 0xfedcba9876543210ull
};

#define OPS 51
#define OPS64 13
static unsigned r32[OPS][N];
static unsigned long long r64[OPS64][N];

int
main (void)
{
#pragma omp target map(from: r32, r64) map(to: A, B, P, Q, P2, Q2, L)
  for (int i = 0; i < N; i++)
    {
      unsigned a = A[i], b = B[i], p = P[i], q = Q[i], p2 = P2[i], q2 = Q2[i];
      unsigned long long l = L[i], m = L[N - 1 - i];
      unsigned *r = &r32[0][i];
      unsigned long long *s = &r64[0][i];
#define R(k) r[(k) * N]
#define S(k) s[(k) * N]
      /* A 64-bit add and subtract in 32-bit halves; the carry out.  */
      asm ("{ .reg .u32 lo, hi; add.cc.u32 lo, %2, %3; addc.cc.u32 hi, %2, %3;"
	   " addc.u32 %1, 0, 0; mov.u32 %0, lo; add.u32 %1, %1, hi; }"
	   : "=r" (R (0)), "=r" (R (1)) : "r" (a), "r" (b));
      asm ("{ .reg .u32 t; sub.cc.u32 t, %1, %2; subc.cc.u32 t, %2, %1;"
	   " subc.u32 %0, 0, 0; add.u32 %0, %0, t; }"
	   : "=r" (R (2)) : "r" (a), "r" (b));
      asm ("add.cc.u64 %0, %1, %2; addc.u64 %0, %0, %0;"
	   : "=l" (S (0)) : "l" (l), "l" (m));
      asm ("sub.cc.s64 %0, %1, %2; subc.s64 %0, %0, 5;"
	   : "=l" (S (1)) : "l" (l), "l" (m));
      asm ("{ .reg .u32 t; mad.lo.cc.u32 t, %1, %2, %1; madc.hi.u32 %0, %1, %2, t; }"
	   : "=r" (R (3)) : "r" (a), "r" (b));
      asm ("add.sat.s32 %0, %1, %2;" : "=r" (R (4)) : "r" (a), "r" (b));
      asm ("sub.sat.s32 %0, %1, %2;" : "=r" (R (5)) : "r" (a), "r" (b));
      asm ("mad.hi.s32 %0, %1, %2, %1;" : "=r" (R (6)) : "r" (a), "r" (b));
      asm ("mad.hi.u32 %0, %1, %2, %2;" : "=r" (R (7)) : "r" (a), "r" (b));
      asm ("mad.wide.s32 %0, %1, %2, %3;" : "=l" (S (2)) : "r" (a), "r" (b), "l" (l));
      asm ("mad.wide.u32 %0, %1, %2, %3;" : "=l" (S (3)) : "r" (a), "r" (b), "l" (l));
      asm ("mul24.lo.s32 %0, %1, %2;" : "=r" (R (8)) : "r" (a), "r" (b));
      asm ("mul24.hi.s32 %0, %1, %2;" : "=r" (R (9)) : "r" (a), "r" (b));
      asm ("mul24.lo.u32 %0, %1, %2;" : "=r" (R (10)) : "r" (a), "r" (b));
      asm ("mul24.hi.u32 %0, %1, %2;" : "=r" (R (11)) : "r" (a), "r" (b));
      asm ("mad24.hi.s32 %0, %1, %2, %1;" : "=r" (R (12)) : "r" (a), "r" (b));
      asm ("sad.s32 %0, %1, %2, 7;" : "=r" (R (13)) : "r" (a), "r" (b));
      asm ("sad.u32 %0, %1, %2, %1;" : "=r" (R (14)) : "r" (a), "r" (b));
      asm ("prmt.b32 %0, %1, %2, %3;" : "=r" (R (15)) : "r" (a), "r" (b), "r" (p * 0x01234567u + q));
      asm ("prmt.b32 %0, %1, %2, 0x8c4e;" : "=r" (R (16)) : "r" (a), "r" (b));
      asm ("prmt.b32.f4e %0, %1, %2, %3;" : "=r" (R (17)) : "r" (a), "r" (b), "r" (p));
      asm ("prmt.b32.b4e %0, %1, %2, %3;" : "=r" (R (18)) : "r" (a), "r" (b), "r" (p));
      asm ("prmt.b32.rc8 %0, %1, %2, %3;" : "=r" (R (19)) : "r" (a), "r" (b), "r" (p));
      asm ("prmt.b32.ecl %0, %1, %2, %3;" : "=r" (R (20)) : "r" (a), "r" (b), "r" (p));
      asm ("prmt.b32.ecr %0, %1, %2, %3;" : "=r" (R (21)) : "r" (a), "r" (b), "r" (p));
      asm ("prmt.b32.rc16 %0, %1, %2, %3;" : "=r" (R (22)) : "r" (a), "r" (b), "r" (p));
      asm ("bfe.u32 %0, %1, %2, %3;" : "=r" (R (23)) : "r" (b), "r" (p), "r" (q));
      asm ("bfe.s32 %0, %1, %2, %3;" : "=r" (R (24)) : "r" (b), "r" (p), "r" (q));
      asm ("bfe.s32 %0, %1, %2, %3;" : "=r" (R (25)) : "r" (a), "r" (q), "r" (p));
      asm ("bfe.u64 %0, %1, %2, %3;" : "=l" (S (4)) : "l" (l), "r" (p), "r" (q));
      asm ("bfe.s64 %0, %1, %2, %3;" : "=l" (S (5)) : "l" (m), "r" (p), "r" (q));
      asm ("bfi.b32 %0, %1, %2, %3, %4;" : "=r" (R (26)) : "r" (a), "r" (b), "r" (p), "r" (q));
      asm ("bfi.b64 %0, %1, %2, %3, %4;" : "=l" (S (6)) : "l" (l), "l" (m), "r" (p), "r" (q));
      asm ("bfind.u32 %0, %1;" : "=r" (R (27)) : "r" (a));
      asm ("bfind.s32 %0, %1;" : "=r" (R (28)) : "r" (a));
      asm ("bfind.shiftamt.u32 %0, %1;" : "=r" (R (29)) : "r" (b));
      asm ("bfind.s64 %0, %1;" : "=r" (R (30)) : "l" (l));
      asm ("bfind.shiftamt.s64 %0, %1;" : "=r" (R (31)) : "l" (m));
      asm ("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r" (R (32)) : "r" (a), "r" (b), "r" (p));
      asm ("lop3.b32 %0, %1, %2, %3, 0xe8;" : "=r" (R (33)) : "r" (a), "r" (b), "r" (q * 0x11111111u));
      asm ("lop3.b32 %0, %1, %2, %3, %4;" : "=r" (R (34)) : "r" (a), "r" (b), "r" (p), "n" (0x1e));
      asm ("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r" (R (35)) : "r" (a), "r" (b), "r" (p));
      asm ("shf.l.clamp.b32 %0, %1, %2, %3;" : "=r" (R (36)) : "r" (a), "r" (b), "r" (p));
      asm ("shf.r.wrap.b32 %0, %1, %2, %3;" : "=r" (R (37)) : "r" (a), "r" (b), "r" (p));
      asm ("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r" (R (38)) : "r" (a), "r" (b), "r" (p));
      asm ("dp4a.u32.u32 %0, %1, %2, %3;" : "=r" (R (39)) : "r" (a), "r" (b), "r" (p));
      asm ("dp4a.s32.s32 %0, %1, %2, %3;" : "=r" (R (40)) : "r" (a), "r" (b), "r" (p));
      asm ("dp4a.s32.u32 %0, %1, %2, 0;" : "=r" (R (41)) : "r" (a), "r" (b));
      asm ("dp2a.lo.u32.s32 %0, %1, %2, %3;" : "=r" (R (42)) : "r" (a), "r" (b), "r" (q));
      asm ("dp2a.hi.s32.s32 %0, %1, %2, %3;" : "=r" (R (43)) : "r" (a), "r" (b), "r" (q));
      asm ("{ .reg .pred x, y, z; setp.ne.u32 z, %3, 0;"
	   " setp.lt.and.s32 x|y, %1, %2, z; mov.u32 %0, 0;"
	   " @x or.b32 %0, %0, 1; @y or.b32 %0, %0, 2;"
	   " setp.hi.xor.u32 x|y, %1, %2, z;"
	   " @x or.b32 %0, %0, 4; @y or.b32 %0, %0, 8;"
	   " setp.eq.or.b32 x|y, %1, %2, !z;"
	   " @x or.b32 %0, %0, 16; @y or.b32 %0, %0, 32; }"
	   : "=r" (R (44)) : "r" (a), "r" (b), "r" (p));
      asm ("set.lt.u32.s32 %0, %1, %2;" : "=r" (R (45)) : "r" (a), "r" (b));
      asm ("mov.b64 %0, {%1, %2};" : "=l" (S (7)) : "r" (a), "r" (b));
      asm ("mov.b64 {%0, %1}, %2;" : "=r" (R (46)), "=r" (R (47)) : "l" (l));
      asm ("{ .reg .b16 h<4>; mov.b64 {h0, h1, h2, h3}, %1;"
	   " mov.b64 %0, {h3, h1, h2, h0}; }" : "=l" (S (8)) : "l" (l));
      asm ("{ .reg .b32 h, g; .reg .b16 x, y; mov.b64 {h, g}, %1;"
	   " mov.b32 {x, y}, h; mov.b32 h, {y, x}; mov.b64 %0, {g, h}; }"
	   : "=l" (S (9)) : "l" (l));
      asm ("bfe.u32 %0, %1, %2, %3;" : "=r" (R (48)) : "r" (b), "r" (p2), "r" (q2));
      asm ("bfe.s32 %0, %1, %2, %3;" : "=r" (R (49)) : "r" (a), "r" (p2), "r" (q2));
      asm ("bfi.b32 %0, %1, %2, %3, %4;" : "=r" (R (50)) : "r" (a), "r" (b), "r" (p2), "r" (q2));
      asm ("bfe.u64 %0, %1, %2, %3;" : "=l" (S (10)) : "l" (l), "r" (p2), "r" (q2));
      asm ("bfe.s64 %0, %1, %2, %3;" : "=l" (S (11)) : "l" (m), "r" (p2), "r" (q2));
      asm ("bfi.b64 %0, %1, %2, %3, %4;" : "=l" (S (12)) : "l" (l), "l" (m), "r" (p2), "r" (q2));
    }
  for (int k = 0; k < OPS; k++)
    {
      printf ("r32 %d:", k);
      for (int i = 0; i < N; i++)
	printf (" %x", r32[k][i]);
      printf ("\n");
    }
  for (int k = 0; k < OPS64; k++)
    {
      printf ("r64 %d:", k);
      for (int i = 0; i < N; i++)
	printf (" %llx", r64[k][i]);
      printf ("\n");
    }
  return 0;
}
/* { dg-output "r32 0: 0 0 0 0 80000001 11111110 1800000 ff80320f 9abd5544 8181817f" } */
/* { dg-output "\[\r\n\]+r32 1: 0 2 2 2 80000001 11111112 1800000 ff80320f 9abd5544 81818181" } */
/* { dg-output "\[\r\n\]+r32 2: 0 fffffffd 1 0 80000002 eca8641f 7ffffd 803210 65439763 81818182" } */
/* { dg-output "\[\r\n\]+r32 3: 0 1 ffffffff c0000000 7ffffffe 595a7dc2 1008000 f77fffe6 6f78ed36 7e7e7e7c" } */
/* { dg-output "\[\r\n\]+r32 4: 0 0 0 80000000 7fffffff 11111110 1800000 ff80320f 9abd5544 8181817f" } */
/* { dg-output "\[\r\n\]+r32 5: 0 2 fffffffe 0 7ffffffd 13579be0 ff800002 ff7fcdef 9abc689c 7e7e7e7d" } */
/* { dg-output "\[\r\n\]+r32 6: 0 0 fffffffe c0000000 7fffffff 121fa00a 808001 ff7fffe5 9abcb021 fffffffe" } */
/* { dg-output "\[\r\n\]+r32 7: 0 ffffffff 1 c0000000 2 10fc5aa2 1007fff 6406 bdd9 3030300" } */
/* { dg-output "\[\r\n\]+r32 8: 0 ffffffff ffffffff 0 fffffffe fd068740 7fffff 7ffcdf0 f8bbc6c0 fcfcfe" } */
/* { dg-output "\[\r\n\]+r32 9: 0 ffffffff ffffffff 0 ffffffff f8c9fd06 7f 1907ff ffe0f8bb fc" } */
/* { dg-output "\[\r\n\]+r32 10: 0 ffffff ffffff 0 1fffffe 75068740 7fffff 7ffcdf0 4cbbc6c0 7ffcfcfe" } */
/* { dg-output "\[\r\n\]+r32 11: 0 ff ff 0 1ff 2d207506 8000007f 1907ff 574cbb 81817ffc" } */
/* { dg-output "\[\r\n\]+r32 12: 0 0 fffffffe 80000000 7ffffffe afe537e 800080 ff9907fe 9a9dd7ab fa" } */
/* { dg-output "\[\r\n\]+r32 13: 7 9 9 7 80000004 13579be7 800005 803218 6543976b 7e7e7e84" } */
/* { dg-output "\[\r\n\]+r32 14: 0 ffffffff fffffffd 80000000 fffffffc fedcba98 ffffff feffcdee 3579478c 7e7e7e7b" } */
/* { dg-output "\[\r\n\]+r32 15: 0 ffffff00 ffff01ff 808000 ff000002 56ba00ff ffff0000 10ff00 de54ffff 81fffffe" } */
/* { dg-output "\[\r\n\]+r32 16: 0 ffffff ff000100 0 ff000200 ff98ff ffffff ff001000 ff005400 ffff81ff" } */
/* { dg-output "\[\r\n\]+r32 17: 0 ff000000 ffffffff 80 7fffffff 12345678 800001 10ff7fff 76549a fffffffe" } */
/* { dg-output "\[\r\n\]+r32 18: 0 ffff0100 ff 80 ff badcfe78 ffff0001 ffff f0debc9a 818181fe" } */
/* { dg-output "\[\r\n\]+r32 19: 0 0 ffffffff 80808080 ffffffff 78787878 1010101 ffffffff 9a9a9a9a fefefefe" } */
/* { dg-output "\[\r\n\]+r32 20: 0 0 ffffffff 80808080 7fffffff 12345678 800001 ff7fffff 9a9a9a9a fffffffe" } */
/* { dg-output "\[\r\n\]+r32 21: 0 1 ffffffff 80000000 ffffffff 78787878 1010101 ffffffff 9abcdef0 fefefefe" } */
/* { dg-output "\[\r\n\]+r32 22: 0 0 ffffffff 80008000 ffffffff 56785678 10001 ff7fff7f 9abc9abc fffefffe" } */
/* { dg-output "\[\r\n\]+r32 23: 0 1 0 1 0 fedcba9 ff 0 0 0" } */
/* { dg-output "\[\r\n\]+r32 24: 0 ffffffff 0 ffffffff 0 ffedcba9 ff 0 0 0" } */
/* { dg-output "\[\r\n\]+r32 25: 0 0 ffffffff c0000000 7ffffff 0 0 ffffffff ffffffff fffffffe" } */
/* { dg-output "\[\r\n\]+r32 26: 0 ffffffff ff01 0 2 23456788 1ffff 32f0 7654 81818181" } */
/* { dg-output "\[\r\n\]+r32 27: ffffffff 0 1f 1f 1e 1c 17 1f 1f 1f" } */
/* { dg-output "\[\r\n\]+r32 28: ffffffff 0 ffffffff 1e 1e 1c 17 17 1e 0" } */
/* { dg-output "\[\r\n\]+r32 29: ffffffff 0 1f 0 1e 0 8 12 11 0" } */
/* { dg-output "\[\r\n\]+r32 30: ffffffff 0 ffffffff 3e 3e 3c 1f 20 3e 38" } */
/* { dg-output "\[\r\n\]+r32 31: 7 1 1f 20 3 1 1 ffffffff 3f ffffffff" } */
/* { dg-output "\[\r\n\]+r32 32: 0 ffffffff fffffff6 1f 7fffffdd ece8ece4 7fffee ff7fccea 9abca89b 7e7e7e3f" } */
/* { dg-output "\[\r\n\]+r32 33: 0 11111111 88888889 80000000 44444446 32343238 b33331 55557733 45650 81818180" } */
/* { dg-output "\[\r\n\]+r32 34: 0 fffffffe fffffff6 1f 7fffffdd ece8ece4 7ffffe ff7fccea 9abca88f 7e7e7e3f" } */
/* { dg-output "\[\r\n\]+r32 35: 0 fffffffe 1ff 40000000 2 edcba981 ffff0080 6421f 4d5e6f78 81818181" } */
/* { dg-output "\[\r\n\]+r32 36: 0 fffffffe 1ff 40000000 7fffffff edcba981 ffff0080 ff7fffff 9abcdef0 fffffffe" } */
/* { dg-output "\[\r\n\]+r32 37: 0 80000000 1ffffff 1 7fffffff 81234567 ffff0080 87fbffff eca9 fffffffe" } */
/* { dg-output "\[\r\n\]+r32 38: 0 80000000 1ffffff 1 2 81234567 ffff0080 3210 7654 81818181" } */
/* { dg-output "\[\r\n\]+r32 39: 0 100 107 401f 21e c44c 808f 42c3 b553 201bb" } */
/* { dg-output "\[\r\n\]+r32 40: 0 0 7 401f 1e ffffb04c 8f c3 ffffeb53 2bb" } */
/* { dg-output "\[\r\n\]+r32 41: 0 ff ffffffff ffffc000 fffffffe c448 ffff817f ffffffbe ffffeb14 fffffd7b" } */
/* { dg-output "\[\r\n\]+r32 42: 0 0 10007 1 20002 ffd7e528 ffffffa0 41e8c1 9079a8 ff02017d" } */
/* { dg-output "\[\r\n\]+r32 43: 0 0 8 400001 4 fff3b2d8 20 203 40 17d" } */
/* { dg-output "\[\r\n\]+r32 44: 38 26 29 16 2a 26 25 29 29 2a" } */
/* { dg-output "\[\r\n\]+r32 45: 0 0 ffffffff 0 0 0 ffffffff ffffffff ffffffff 0" } */
/* { dg-output "\[\r\n\]+r32 46: 0 1 ffffffff 0 ffffffff 9abcdef0 ffffffff 0 80000000 76543210" } */
/* { dg-output "\[\r\n\]+r32 47: 0 0 ffffffff 80000000 7fffffff 12345678 0 1 80000000 fedcba98" } */
/* { dg-output "\[\r\n\]+r32 48: 0 7 0 0 0 0 0 0 0 0" } */
/* { dg-output "\[\r\n\]+r32 49: 0 0 ffffffff 0 0 0 0 ffffffff ffffffff ffffffff" } */
/* { dg-output "\[\r\n\]+r32 50: 0 fffffff3 f1 80000000 2 fedcba98 ffffff 3210 7654 81818181" } */
/* { dg-output "\[\r\n\]+r64 0: fdb97530eca86420 100000002 1ffffffff 1fffffffe 2468acf13579bdde 2468acf13579bdde 1fffffffe 1ffffffff 100000002 fdb97530eca86420" } */
/* { dg-output "\[\r\n\]+r64 1: 123456789abcdea 7fffffff7ffffffb fffffffefffffffa 7ffffffefffffffc 6dcba9876543210a 923456789abcdeeb 80000000fffffff9 fffffffb 800000007ffffffa fedcba987654320b" } */
/* { dg-output "\[\r\n\]+r64 2: 0 0 fffffffffffffffe c000000000000000 80000000fffffffd 121fa00acfc36630 8001007ffffe ffffffe7f7ffcdf0 7fffd13254bbc6c0 fedcba9973512f0e" } */
/* { dg-output "\[\r\n\]+r64 3: 0 100000000 fffffffe c000000000000000 80000000fffffffd 2453f682cfc36630 8001007ffffe 31f7f7ffcdf0 8000478654bbc6c0 805e3c1873512f0e" } */
/* { dg-output "\[\r\n\]+r64 4: 0 0 ff 0 f 89abcdef ffff 0 1 0" } */
/* { dg-output "\[\r\n\]+r64 5: 0 0 0 ffffffffffffffff fffffffffffffff8 ffffffffffffffff 0 ffffffffffffffff 0 0" } */
/* { dg-output "\[\r\n\]+r64 6: fedcba9876543210 8000000080000002 10000ff00 7fffffff 1234567f9abcdef0 7ffffff9abcdef0f 8000ffffffff0000 ffffffffffffffff 1 0" } */
/* { dg-output "\[\r\n\]+r64 7: 0 ffffffff00000001 1ffffffff 8000000080000000 27fffffff fedcba9812345678 ffffff00800001 3210ff7fffff 76549abcdef0 81818181fffffffe" } */
/* { dg-output "\[\r\n\]+r64 8: 0 1000000000000 ffffffffffffffff 8000 ffffffffffff7fff def056789abc1234 ffff0000ffff0000 100000000 80008000 3210ba987654fedc" } */
/* { dg-output "\[\r\n\]+r64 9: 0 1000000000000 ffffffffffffffff 80000000 ffffffff7fffffff def09abc12345678 ffffffff00000000 1 800080000000 32107654fedcba98" } */
/* { dg-output "\[\r\n\]+r64 10: 0 0 fffffffffffffff 0 0 0 ffffff 0 1 0" } */
/* { dg-output "\[\r\n\]+r64 11: ffffffffffffffff ffffffffffffffff 10000000 0 0 0 ff80000000000000 ffffffffffffffff 0 0" } */
/* { dg-output "\[\r\n\]+r64 12: fedcba9876543210 8000000080000000 fffffffffffffff0 ffffffff 123456789abcdef0 7fffffffffffffff ffffffff00 ffffffffffffffff 1 0" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
