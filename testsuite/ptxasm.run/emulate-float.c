/* f32 and f64 arithmetic in every rounding mode, .ftz and .sat,
   min/max, abs/neg, copysign, testp, setp's comparisons and cvt between
   floats and integers, on special values: +-0, subnormals, +-inf, NaN
   payloads, the largest and smallest values (issue 23).  The operands
   are "f" and "d".  The dg-output lines below were printed by an NVIDIA
   H100; ptxasm.host/run-on-host.exp runs the same program on the host,
   where the host fallback computes them, and must print the same.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <string.h>

#define N 20
static const unsigned FA[N] = {
  0, 0x80000000u, 0x3f800000u, 0xbf800000u, 0x3fc00000u, 0x40400000u,
  0x3eaaaaabu, 0x7f7fffffu, 0xff7fffffu, 0x00800000u, 0x00000001u,
  0x007fffffu, 0x80400000u, 0x7f800000u, 0xff800000u, 0x7fc00000u,
  0x7f800001u, 0xffc00123u, 0x3f800001u, 0x4b800001u
};
static const unsigned FB[N] = {
  0x80000000u, 0, 0x40400000u, 0x3f800000u, 0xbfc00000u, 0x3eaaaaabu,
  0x40400000u, 0x7f7fffffu, 0x3f800000u, 0x80800000u, 0x00000001u,
  0x3f000000u, 0x7f800000u, 0x7f800000u, 0x3f800000u, 0x3f800000u,
  0x40000000u, 0x7fc00000u, 0xb3800000u, 0x3f800000u
};
static const unsigned long long DA[N] = {
  0, 0x8000000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull,
  0x3fd5555555555555ull, 1, 0x7fefffffffffffffull, 0xffefffffffffffffull,
  0x0010000000000000ull, 0x7ff0000000000000ull, 0xfff0000000000000ull,
  0x7ff8000000000000ull, 0x7ff0000000000001ull, 0xfff8000000000123ull,
  0x3ff0000000000001ull, 0x4340000000000001ull, 0x3fe0000000000000ull,
  0x4004000000000000ull, 0xc004000000000000ull, 0x7e37e43c8800759cull
};
static const unsigned long long DB[N] = {
  0x8000000000000000ull, 0, 0x4008000000000000ull, 0x3ff0000000000000ull,
  0x4008000000000000ull, 0x3cb0000000000000ull, 0x7fefffffffffffffull,
  0x3ff0000000000000ull, 0x8010000000000000ull, 0x7ff0000000000000ull,
  0x3ff0000000000000ull, 0x3ff0000000000000ull, 0x4000000000000000ull,
  0x7ff8000000000000ull, 0xbca0000000000000ull, 0x3ff0000000000000ull,
  0xbfe0000000000000ull, 0x3ff0000000000000ull, 0x3ff0000000000000ull,
  0x7e37e43c8800759cull
};
static const int IA[N] = {
  0, 1, -1, 16777217, -16777217, 0x7fffffff, (int) 0x80000000u, 33554435,
  -33554435, 3, 100, -100, 1 << 30, 123456789, -123456789, 16777219, 7,
  -7, 0x00ffffff, 0x01000003
};
static const long long LA[N] = {
  0, 1, -1, 0x7fffffffffffffffll, (long long) 0x8000000000000000ull,
  0x20000000000001ll, -0x20000000000001ll, 0x20000000000003ll,
  0x1000001000000001ll, -0x1000001000000001ll, 12345, -12345,
  0x7ffffe0000000001ll, 0x100000000ll, 0x1ffffffffffffll, 3, -3,
  0x4000000000000001ll, (long long) 0xffffffffffffffffull, 9
};

#define F32 40
#define F64 30
static unsigned rf[F32][N];
static unsigned long long rd[F64][N];

int
main (void)
{
#pragma omp target map(from: rf, rd) map(to: FA, FB, DA, DB, IA, LA)
  for (int i = 0; i < N; i++)
    {
      float a, b, c, r[F32];
      double x, y, s[F64];
      memcpy (&a, &FA[i], 4);
      memcpy (&b, &FB[i], 4);
      memcpy (&c, &FA[N - 1 - i], 4);
      memcpy (&x, &DA[i], 8);
      memcpy (&y, &DB[i], 8);
      int ia = IA[i];
      long long la = LA[i];
      unsigned long long ula = (unsigned long long) LA[i];
#define A2(k, op) asm (op " %0, %1, %2;" : "=f" (r[k]) : "f" (a), "f" (b))
#define A1(k, op) asm (op " %0, %1;" : "=f" (r[k]) : "f" (a))
#define A3(k, op) asm (op " %0, %1, %2, %3;" : "=f" (r[k]) : "f" (a), "f" (b), "f" (c))
      A2 (0, "add.rn.f32");
      A2 (1, "add.rz.f32");
      A2 (2, "add.rm.f32");
      A2 (3, "add.rp.f32");
      A2 (4, "sub.rm.f32");
      A2 (5, "mul.rn.f32");
      A2 (6, "mul.rz.f32");
      A2 (7, "mul.rp.f32");
      A3 (8, "fma.rn.f32");
      A3 (9, "fma.rz.f32");
      A3 (10, "fma.rm.f32");
      A2 (11, "div.rn.f32");
      A2 (12, "div.rz.f32");
      A2 (13, "div.rm.f32");
      A2 (14, "div.rp.f32");
      A1 (15, "sqrt.rn.f32");
      A1 (16, "sqrt.rp.f32");
      A1 (17, "rcp.rn.f32");
      A1 (18, "rcp.rz.f32");
      A2 (19, "add.rn.ftz.f32");
      A3 (20, "fma.rn.ftz.f32");
      A2 (21, "mul.rz.ftz.f32");
      A2 (22, "add.rn.sat.f32");
      A2 (23, "mul.rn.ftz.sat.f32");
      A2 (24, "min.f32");
      A2 (25, "max.f32");
      A2 (26, "min.ftz.f32");
      A1 (27, "abs.f32");
      A1 (28, "neg.f32");
      A1 (29, "abs.ftz.f32");
      A2 (30, "copysign.f32");
      A1 (31, "cvt.rni.f32.f32");
      A1 (32, "cvt.rmi.f32.f32");
      A1 (33, "cvt.rpi.ftz.f32.f32");
      asm ("cvt.rn.f32.f64 %0, %1;" : "=f" (r[34]) : "d" (x));
      asm ("cvt.rz.f32.f64 %0, %1;" : "=f" (r[35]) : "d" (x));
      asm ("cvt.rp.ftz.f32.f64 %0, %1;" : "=f" (r[36]) : "d" (y));
      asm ("cvt.rz.f32.s32 %0, %1;" : "=f" (r[37]) : "r" (ia));
      asm ("cvt.rp.f32.s64 %0, %1;" : "=f" (r[38]) : "l" (la));
      asm ("cvt.rm.f32.u64 %0, %1;" : "=f" (r[39]) : "l" (ula));
#define D2(k, op) asm (op " %0, %1, %2;" : "=d" (s[k]) : "d" (x), "d" (y))
#define D1(k, op) asm (op " %0, %1;" : "=d" (s[k]) : "d" (x))
      D2 (0, "add.rn.f64");
      D2 (1, "add.rz.f64");
      D2 (2, "add.rm.f64");
      D2 (3, "add.rp.f64");
      D2 (4, "sub.rz.f64");
      D2 (5, "mul.rn.f64");
      D2 (6, "div.rn.f64");
      D1 (7, "sqrt.rn.f64");
      D1 (8, "rcp.rn.f64");
      D2 (9, "min.f64");
      D2 (10, "max.f64");
      D1 (11, "abs.f64");
      D1 (12, "neg.f64");
      D2 (13, "copysign.f64");
      D1 (14, "cvt.rni.f64.f64");
      D1 (15, "cvt.rzi.f64.f64");
      D1 (16, "cvt.rpi.f64.f64");
      asm ("cvt.f64.f32 %0, %1;" : "=d" (s[17]) : "f" (a));
      asm ("cvt.ftz.f64.f32 %0, %1;" : "=d" (s[18]) : "f" (b));
      asm ("cvt.rn.f64.s64 %0, %1;" : "=d" (s[19]) : "l" (la));
      asm ("cvt.rz.f64.s64 %0, %1;" : "=d" (s[20]) : "l" (la));
      asm ("cvt.rp.f64.u64 %0, %1;" : "=d" (s[21]) : "l" (ula));
      asm ("cvt.rm.f64.s32 %0, %1;" : "=d" (s[22]) : "r" (ia));
      for (int k = 0; k < F32; k++)
	memcpy (&rf[k][i], &r[k], 4);
      for (int k = 0; k < 23; k++)
	memcpy (&rd[k][i], &s[k], 8);
      /* Integers from floats, comparisons and classes.  */
      unsigned long long *t = &rd[0][i];
#define RL(k) t[(k) * N]
      asm ("{ .reg .b32 u; cvt.rni.s32.f32 u, %1; cvt.u64.u32 %0, u; }" : "=l" (RL (23)) : "f" (a));
      asm ("{ .reg .b32 u; cvt.rzi.u32.f32 u, %1; cvt.u64.u32 %0, u; }" : "=l" (RL (24)) : "f" (a));
      asm ("cvt.rmi.s64.f64 %0, %1;" : "=l" (RL (25)) : "d" (x));
      asm ("cvt.rpi.u64.f64 %0, %1;" : "=l" (RL (26)) : "d" (x));
      asm ("{ .reg .b16 h; cvt.rni.s16.f64 h, %1; cvt.u64.u16 %0, h; }" : "=l" (RL (27)) : "d" (y));
      asm ("{ .reg .pred p<14>; .reg .b32 m;\n\t"
	   "setp.eq.f32 p0, %1, %2; setp.ne.f32 p1, %1, %2;\n\t"
	   "setp.lt.f32 p2, %1, %2; setp.le.f32 p3, %1, %2;\n\t"
	   "setp.gt.f32 p4, %1, %2; setp.ge.f32 p5, %1, %2;\n\t"
	   "setp.equ.f32 p6, %1, %2; setp.neu.f32 p7, %1, %2;\n\t"
	   "setp.ltu.f32 p8, %1, %2; setp.leu.f32 p9, %1, %2;\n\t"
	   "setp.gtu.f32 p10, %1, %2; setp.geu.f32 p11, %1, %2;\n\t"
	   "setp.num.f32 p12, %1, %2; setp.nan.f32 p13, %1, %2;\n\t"
	   "mov.u32 m, 0;\n\t"
	   "@p0 or.b32 m, m, 1; @p1 or.b32 m, m, 2; @p2 or.b32 m, m, 4;\n\t"
	   "@p3 or.b32 m, m, 8; @p4 or.b32 m, m, 16; @p5 or.b32 m, m, 32;\n\t"
	   "@p6 or.b32 m, m, 64; @p7 or.b32 m, m, 128; @p8 or.b32 m, m, 256;\n\t"
	   "@p9 or.b32 m, m, 512; @p10 or.b32 m, m, 1024;\n\t"
	   "@p11 or.b32 m, m, 2048; @p12 or.b32 m, m, 4096;\n\t"
	   "@p13 or.b32 m, m, 8192;\n\t"
	   "setp.lt.ftz.f32 p0, %1, %2; @p0 or.b32 m, m, 16384;\n\t"
	   "setp.ne.f64 p0, %3, %4; @p0 or.b32 m, m, 32768;\n\t"
	   "setp.geu.f64 p0, %3, %4; @p0 or.b32 m, m, 65536;\n\t"
	   "cvt.u64.u32 %0, m; }"
	   : "=l" (RL (28)) : "f" (a), "f" (b), "d" (x), "d" (y));
      asm ("{ .reg .pred p; .reg .b32 m; mov.u32 m, 0;\n\t"
	   "testp.finite.f32 p, %1; @p or.b32 m, m, 1;\n\t"
	   "testp.infinite.f32 p, %1; @p or.b32 m, m, 2;\n\t"
	   "testp.number.f32 p, %1; @p or.b32 m, m, 4;\n\t"
	   "testp.notanumber.f32 p, %1; @p or.b32 m, m, 8;\n\t"
	   "testp.normal.f32 p, %1; @p or.b32 m, m, 16;\n\t"
	   "testp.subnormal.f32 p, %1; @p or.b32 m, m, 32;\n\t"
	   "testp.normal.f64 p, %2; @p or.b32 m, m, 64;\n\t"
	   "testp.subnormal.f64 p, %2; @p or.b32 m, m, 128;\n\t"
	   "testp.notanumber.f64 p, %2; @p or.b32 m, m, 256;\n\t"
	   "cvt.u64.u32 %0, m; }" : "=l" (RL (29)) : "f" (a), "d" (x));
    }
  for (int k = 0; k < F32; k++)
    {
      printf ("f32 %d:", k);
      for (int i = 0; i < N; i++)
	printf (" %x", rf[k][i]);
      printf ("\n");
    }
  for (int k = 0; k < F64; k++)
    {
      printf ("f64 %d:", k);
      for (int i = 0; i < N; i++)
	printf (" %llx", rd[k][i]);
      printf ("\n");
    }
  return 0;
}
/* { dg-output "f32 0: 0 0 40800000 0 0 40555555 40555555 7f800000 ff7fffff 0 2 3f000000 7f800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800000 4b800002" } */
/* { dg-output "\[\r\n\]+f32 1: 0 0 40800000 0 0 40555555 40555555 7f7fffff ff7ffffe 0 2 3f000000 7f800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800000 4b800001" } */
/* { dg-output "\[\r\n\]+f32 2: 80000000 80000000 40800000 80000000 80000000 40555555 40555555 7f7fffff ff7fffff 80000000 2 3f000000 7f800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800000 4b800001" } */
/* { dg-output "\[\r\n\]+f32 3: 0 0 40800000 0 0 40555556 40555556 7f800000 ff7ffffe 0 2 3f000001 7f800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800001 4b800002" } */
/* { dg-output "\[\r\n\]+f32 4: 0 80000000 c0000000 c0000000 40400000 402aaaaa c02aaaab 80000000 ff800000 1000000 80000000 bf000000 ff800000 7fffffff ff800000 7fffffff 7fffffff 7fffffff 3f800001 4b800000" } */
/* { dg-output "\[\r\n\]+f32 5: 80000000 80000000 40400000 bf800000 c0100000 3f800000 3f800000 7f800000 ff7fffff 80000000 0 400000 ff800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff b3800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 6: 80000000 80000000 40400000 bf800000 c0100000 3f800000 3f800000 7f7fffff ff7fffff 80000000 0 3fffff ff800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff b3800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 7: 80000000 80000000 40400000 bf800000 c0100000 3f800001 3f800001 7f800000 ff7fffff 80000000 1 400000 ff800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff b3800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 8: 4b800001 3f800001 7fffffff 7fffffff 7fffffff ff800000 7f800000 7f800000 ff7fffff 1 800000 ff7fffff ff800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff b3800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 9: 4b800001 3f800001 7fffffff 7fffffff 7fffffff ff800000 7f800000 7f7fffff ff7ffffe 0 800000 ff7ffffe ff800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff b3800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 10: 4b800001 3f800001 7fffffff 7fffffff 7fffffff ff800000 7f800000 7f7fffff ff7fffff 0 800000 ff7fffff ff800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff b3800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 11: 7fffffff 7fffffff 3eaaaaab bf800000 bf800000 41100000 3de38e39 3f800000 ff7fffff bf800000 3f800000 fffffe 80000000 7fffffff ff800000 7fffffff 7fffffff 7fffffff cb800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 12: 7fffffff 7fffffff 3eaaaaaa bf800000 bf800000 410fffff 3de38e39 3f800000 ff7fffff bf800000 3f800000 fffffe 80000000 7fffffff ff800000 7fffffff 7fffffff 7fffffff cb800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 13: 7fffffff 7fffffff 3eaaaaaa bf800000 bf800000 410fffff 3de38e39 3f800000 ff7fffff bf800000 3f800000 fffffe 80000000 7fffffff ff800000 7fffffff 7fffffff 7fffffff cb800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 14: 7fffffff 7fffffff 3eaaaaab bf800000 bf800000 41100000 3de38e3a 3f800000 ff7fffff bf800000 3f800000 fffffe 80000000 7fffffff ff800000 7fffffff 7fffffff 7fffffff cb800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 15: 0 80000000 3f800000 7fffffff 3f9cc471 3fddb3d7 3f13cd3a 5f7fffff 7fffffff 20000000 1a3504f3 1fffffff 7fffffff 7f800000 7fffffff 7fffffff 7fffffff 7fffffff 3f800000 45800000" } */
/* { dg-output "\[\r\n\]+f32 16: 0 80000000 3f800000 7fffffff 3f9cc471 3fddb3d8 3f13cd3b 5f800000 7fffffff 20000000 1a3504f4 1fffffff 7fffffff 7f800000 7fffffff 7fffffff 7fffffff 7fffffff 3f800001 45800001" } */
/* { dg-output "\[\r\n\]+f32 17: 7f800000 ff800000 3f800000 bf800000 3f2aaaab 3eaaaaab 40400000 200000 80200000 7e800000 7f800000 7e800001 ff000000 0 80000000 7fffffff 7fffffff 7fffffff 3f7ffffe 337ffffe" } */
/* { dg-output "\[\r\n\]+f32 18: 7f800000 ff800000 3f800000 bf800000 3f2aaaaa 3eaaaaaa 403fffff 200000 80200000 7e800000 7f7fffff 7e800001 ff000000 0 80000000 7fffffff 7fffffff 7fffffff 3f7ffffe 337ffffe" } */
/* { dg-output "\[\r\n\]+f32 19: 0 0 40800000 0 0 40555555 40555555 7f800000 ff7fffff 0 0 3f000000 7f800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800000 4b800002" } */
/* { dg-output "\[\r\n\]+f32 20: 4b800001 3f800001 7fffffff 7fffffff 7fffffff ff800000 7f800000 7f800000 ff7fffff 80000000 800000 ff7fffff 7fffffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff b3800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 21: 80000000 80000000 40400000 bf800000 c0100000 3f800000 3f800000 7f7fffff ff7fffff 80000000 0 0 7fffffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff b3800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 22: 0 0 3f800000 0 0 3f800000 3f800000 3f800000 0 0 2 3f000000 3f800000 3f800000 0 0 0 0 3f800000 3f800000" } */
/* { dg-output "\[\r\n\]+f32 23: 0 0 3f800000 0 0 3f800000 3f800000 3f800000 0 0 0 0 0 3f800000 0 0 0 0 0 3f800000" } */
/* { dg-output "\[\r\n\]+f32 24: 80000000 80000000 3f800000 bf800000 bfc00000 3eaaaaab 3eaaaaab 7f7fffff ff7fffff 80800000 1 7fffff 80400000 7f800000 ff800000 3f800000 40000000 7fffffff b3800000 3f800000" } */
/* { dg-output "\[\r\n\]+f32 25: 0 0 40400000 3f800000 3fc00000 40400000 40400000 7f7fffff 3f800000 800000 1 3f000000 7f800000 7f800000 3f800000 3f800000 40000000 7fffffff 3f800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 26: 80000000 80000000 3f800000 bf800000 bfc00000 3eaaaaab 3eaaaaab 7f7fffff ff7fffff 80800000 0 0 80000000 7f800000 ff800000 3f800000 40000000 7fffffff b3800000 3f800000" } */
/* { dg-output "\[\r\n\]+f32 27: 0 0 3f800000 3f800000 3fc00000 40400000 3eaaaaab 7f7fffff 7f7fffff 800000 1 7fffff 400000 7f800000 7f800000 7fffffff 7fffffff 7fffffff 3f800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 28: 80000000 0 bf800000 3f800000 bfc00000 c0400000 beaaaaab ff7fffff 7f7fffff 80800000 80000001 807fffff 400000 ff800000 7f800000 7fffffff 7fffffff 7fffffff bf800001 cb800001" } */
/* { dg-output "\[\r\n\]+f32 29: 0 0 3f800000 3f800000 3fc00000 40400000 3eaaaaab 7f7fffff 7f7fffff 800000 0 0 0 7f800000 7f800000 7fffffff 7fffffff 7fffffff 3f800001 4b800001" } */
/* { dg-output "\[\r\n\]+f32 30: 0 80000000 40400000 bf800000 3fc00000 3eaaaaab 40400000 7f7fffff bf800000 800000 1 3f000000 ff800000 7f800000 bf800000 3f800000 40000000 ffc00000 33800000 3f800000" } */
/* { dg-output "\[\r\n\]+f32 31: 0 80000000 3f800000 bf800000 40000000 40400000 0 7f7fffff ff7fffff 0 0 0 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800000 4b800001" } */
/* { dg-output "\[\r\n\]+f32 32: 0 80000000 3f800000 bf800000 3f800000 40400000 0 7f7fffff ff7fffff 0 0 0 bf800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800000 4b800001" } */
/* { dg-output "\[\r\n\]+f32 33: 0 80000000 3f800000 bf800000 40000000 40400000 3f800000 7f7fffff ff7fffff 3f800000 0 0 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 40000000 4b800001" } */
/* { dg-output "\[\r\n\]+f32 34: 0 80000000 3f800000 bf800000 3eaaaaab 0 7f800000 ff800000 0 7f800000 ff800000 7fc00000 7fc00000 ffc00000 3f800000 5a000000 3f000000 40200000 c0200000 7f800000" } */
/* { dg-output "\[\r\n\]+f32 35: 0 80000000 3f800000 bf800000 3eaaaaaa 0 7f7fffff ff7fffff 0 7f800000 ff800000 7fc00000 7fc00000 ffc00000 3f800000 5a000000 3f000000 40200000 c0200000 7f7fffff" } */
/* { dg-output "\[\r\n\]+f32 36: 80000000 0 40400000 3f800000 40400000 25800000 7f800000 3f800000 80000000 7f800000 3f800000 3f800000 40000000 7fc00000 a5000000 3f800000 bf000000 3f800000 3f800000 7f800000" } */
/* { dg-output "\[\r\n\]+f32 37: 0 3f800000 bf800000 4b800000 cb800000 4effffff cf000000 4c000000 cc000000 40400000 42c80000 c2c80000 4e800000 4ceb79a2 cceb79a2 4b800001 40e00000 c0e00000 4b7fffff 4b800001" } */
/* { dg-output "\[\r\n\]+f32 38: 0 3f800000 bf800000 5f000000 df000000 5a000001 da000000 5a000001 5d800001 dd800000 4640e400 c640e400 5efffffd 4f800000 58000000 40400000 c0400000 5e800001 bf800000 41100000" } */
/* { dg-output "\[\r\n\]+f32 39: 0 3f800000 5f7fffff 5effffff 5f000000 5a000000 5f7fdfff 5a000000 5d800000 5f6fffff 4640e400 5f7fffff 5efffffc 4f800000 57ffffff 40400000 5f7fffff 5e800000 5f7fffff 41100000" } */
/* { dg-output "\[\r\n\]+f64 0: 0 0 4010000000000000 0 400aaaaaaaaaaaab 3cb0000000000000 7ff0000000000000 ffefffffffffffff 0 7ff0000000000000 fff0000000000000 7ff8000000000000 7ff8000000000001 7ff8000000000000 3ff0000000000000 4340000000000002 0 400c000000000000 bff8000000000000 7e47e43c8800759c" } */
/* { dg-output "\[\r\n\]+f64 1: 0 0 4010000000000000 0 400aaaaaaaaaaaaa 3cb0000000000000 7fefffffffffffff ffeffffffffffffe 0 7ff0000000000000 fff0000000000000 7ff8000000000000 7ff8000000000001 7ff8000000000000 3ff0000000000000 4340000000000001 0 400c000000000000 bff8000000000000 7e47e43c8800759c" } */
/* { dg-output "\[\r\n\]+f64 2: 8000000000000000 8000000000000000 4010000000000000 8000000000000000 400aaaaaaaaaaaaa 3cb0000000000000 7fefffffffffffff ffefffffffffffff 8000000000000000 7ff0000000000000 fff0000000000000 7ff8000000000000 7ff8000000000001 7ff8000000000000 3ff0000000000000 4340000000000001 8000000000000000 400c000000000000 bff8000000000000 7e47e43c8800759c" } */
/* { dg-output "\[\r\n\]+f64 3: 0 0 4010000000000000 0 400aaaaaaaaaaaab 3cb0000000000001 7ff0000000000000 ffeffffffffffffe 0 7ff0000000000000 fff0000000000000 7ff8000000000000 7ff8000000000001 7ff8000000000000 3ff0000000000001 4340000000000002 0 400c000000000000 bff8000000000000 7e47e43c8800759c" } */
/* { dg-output "\[\r\n\]+f64 4: 0 8000000000000000 c000000000000000 c000000000000000 c005555555555555 bcafffffffffffff 0 ffefffffffffffff 20000000000000 fff8000000000000 fff0000000000000 7ff8000000000000 7ff8000000000001 7ff8000000000000 3ff0000000000001 4340000000000000 3ff0000000000000 3ff8000000000000 c00c000000000000 0" } */
/* { dg-output "\[\r\n\]+f64 5: 8000000000000000 8000000000000000 4008000000000000 bff0000000000000 3ff0000000000000 0 7ff0000000000000 ffefffffffffffff 8000000000000000 7ff0000000000000 fff0000000000000 7ff8000000000000 7ff8000000000001 7ff8000000000000 bca0000000000001 4340000000000001 bfd0000000000000 4004000000000000 c004000000000000 7ff0000000000000" } */
/* { dg-output "\[\r\n\]+f64 6: fff8000000000000 fff8000000000000 3fd5555555555555 bff0000000000000 3fbc71c71c71c71c 10000000000000 3ff0000000000000 ffefffffffffffff bff0000000000000 fff8000000000000 fff0000000000000 7ff8000000000000 7ff8000000000001 fff8000000000123 c340000000000001 4340000000000001 bff0000000000000 4004000000000000 c004000000000000 3ff0000000000000" } */
/* { dg-output "\[\r\n\]+f64 7: 0 8000000000000000 3ff0000000000000 fff8000000000000 3fe279a74590331c 1e60000000000000 5fefffffffffffff fff8000000000000 2000000000000000 7ff0000000000000 fff8000000000000 7ff8000000000000 7ff8000000000001 fff8000000000123 3ff0000000000000 4196a09e667f3bcd 3fe6a09e667f3bcd 3ff94c583ada5b53 fff8000000000000 5f138d352e5096af" } */
/* { dg-output "\[\r\n\]+f64 8: 7ff0000000000000 fff0000000000000 3ff0000000000000 bff0000000000000 4008000000000000 7ff0000000000000 4000000000000 8004000000000000 7fd0000000000000 0 8000000000000000 7ff8000000000000 7ff8000000000001 fff8000000000123 3feffffffffffffe 3c9ffffffffffffe 4000000000000000 3fd999999999999a bfd999999999999a 1a56e1fc2f8f359" } */
/* { dg-output "\[\r\n\]+f64 9: 8000000000000000 8000000000000000 3ff0000000000000 bff0000000000000 3fd5555555555555 1 7fefffffffffffff ffefffffffffffff 8010000000000000 7ff0000000000000 fff0000000000000 3ff0000000000000 4000000000000000 7ff8000000000000 bca0000000000000 3ff0000000000000 bfe0000000000000 3ff0000000000000 c004000000000000 7e37e43c8800759c" } */
/* { dg-output "\[\r\n\]+f64 10: 0 0 4008000000000000 3ff0000000000000 4008000000000000 3cb0000000000000 7fefffffffffffff 3ff0000000000000 10000000000000 7ff0000000000000 3ff0000000000000 3ff0000000000000 4000000000000000 7ff8000000000000 3ff0000000000001 4340000000000001 3fe0000000000000 4004000000000000 3ff0000000000000 7e37e43c8800759c" } */
/* { dg-output "\[\r\n\]+f64 11: 0 0 3ff0000000000000 3ff0000000000000 3fd5555555555555 1 7fefffffffffffff 7fefffffffffffff 10000000000000 7ff0000000000000 7ff0000000000000 7ff8000000000000 7ff8000000000001 fff8000000000123 3ff0000000000001 4340000000000001 3fe0000000000000 4004000000000000 4004000000000000 7e37e43c8800759c" } */
/* { dg-output "\[\r\n\]+f64 12: 8000000000000000 0 bff0000000000000 3ff0000000000000 bfd5555555555555 8000000000000001 ffefffffffffffff 7fefffffffffffff 8010000000000000 fff0000000000000 7ff0000000000000 7ff8000000000000 7ff8000000000001 fff8000000000123 bff0000000000001 c340000000000001 bfe0000000000000 c004000000000000 4004000000000000 fe37e43c8800759c" } */
/* { dg-output "\[\r\n\]+f64 13: 0 8000000000000000 4008000000000000 bff0000000000000 4008000000000000 3cb0000000000000 7fefffffffffffff bff0000000000000 10000000000000 7ff0000000000000 bff0000000000000 3ff0000000000000 4000000000000000 fff8000000000000 3ca0000000000000 3ff0000000000000 3fe0000000000000 3ff0000000000000 bff0000000000000 7e37e43c8800759c" } */
/* { dg-output "\[\r\n\]+f64 14: 0 8000000000000000 3ff0000000000000 bff0000000000000 0 0 7fefffffffffffff ffefffffffffffff 0 7ff0000000000000 fff0000000000000 7ff8000000000000 7ff8000000000001 fff8000000000123 3ff0000000000000 4340000000000001 0 4000000000000000 c000000000000000 7e37e43c8800759c" } */
/* { dg-output "\[\r\n\]+f64 15: 0 8000000000000000 3ff0000000000000 bff0000000000000 0 0 7fefffffffffffff ffefffffffffffff 0 7ff0000000000000 fff0000000000000 7ff8000000000000 7ff8000000000001 fff8000000000123 3ff0000000000000 4340000000000001 0 4000000000000000 c000000000000000 7e37e43c8800759c" } */
/* { dg-output "\[\r\n\]+f64 16: 0 8000000000000000 3ff0000000000000 bff0000000000000 3ff0000000000000 3ff0000000000000 7fefffffffffffff ffefffffffffffff 3ff0000000000000 7ff0000000000000 fff0000000000000 7ff8000000000000 7ff8000000000001 fff8000000000123 4000000000000000 4340000000000001 3ff0000000000000 4008000000000000 c000000000000000 7e37e43c8800759c" } */
/* { dg-output "\[\r\n\]+f64 17: 0 8000000000000000 3ff0000000000000 bff0000000000000 3ff8000000000000 4008000000000000 3fd5555560000000 47efffffe0000000 c7efffffe0000000 3810000000000000 36a0000000000000 380fffffc0000000 b800000000000000 7ff0000000000000 fff0000000000000 7ff8000000000000 7ff8000020000000 fff8002460000000 3ff0000020000000 4170000020000000" } */
/* { dg-output "\[\r\n\]+f64 18: 8000000000000000 0 4008000000000000 3ff0000000000000 bff8000000000000 3fd5555560000000 4008000000000000 47efffffe0000000 3ff0000000000000 b810000000000000 0 3fe0000000000000 7ff0000000000000 7ff0000000000000 3ff0000000000000 3ff0000000000000 4000000000000000 7fffffffe0000000 be70000000000000 3ff0000000000000" } */
/* { dg-output "\[\r\n\]+f64 19: 0 3ff0000000000000 bff0000000000000 43e0000000000000 c3e0000000000000 4340000000000000 c340000000000000 4340000000000002 43b0000010000000 c3b0000010000000 40c81c8000000000 c0c81c8000000000 43dfffff80000000 41f0000000000000 42fffffffffffff0 4008000000000000 c008000000000000 43d0000000000000 bff0000000000000 4022000000000000" } */
/* { dg-output "\[\r\n\]+f64 20: 0 3ff0000000000000 bff0000000000000 43dfffffffffffff c3e0000000000000 4340000000000000 c340000000000000 4340000000000001 43b0000010000000 c3b0000010000000 40c81c8000000000 c0c81c8000000000 43dfffff80000000 41f0000000000000 42fffffffffffff0 4008000000000000 c008000000000000 43d0000000000000 bff0000000000000 4022000000000000" } */
/* { dg-output "\[\r\n\]+f64 21: 0 3ff0000000000000 43f0000000000000 43e0000000000000 43e0000000000000 4340000000000001 43effc0000000000 4340000000000002 43b0000010000001 43edfffffe000000 40c81c8000000000 43effffffffffffa 43dfffff80000001 41f0000000000000 42fffffffffffff0 4008000000000000 43f0000000000000 43d0000000000001 43f0000000000000 4022000000000000" } */
/* { dg-output "\[\r\n\]+f64 22: 0 3ff0000000000000 bff0000000000000 4170000010000000 c170000010000000 41dfffffffc00000 c1e0000000000000 4180000018000000 c180000018000000 4008000000000000 4059000000000000 c059000000000000 41d0000000000000 419d6f3454000000 c19d6f3454000000 4170000030000000 401c000000000000 c01c000000000000 416fffffe0000000 4170000030000000" } */
/* { dg-output "\[\r\n\]+f64 23: 0 0 1 ffffffff 2 3 0 7fffffff 80000000 0 0 0 0 7fffffff 80000000 0 0 0 1 1000002" } */
/* { dg-output "\[\r\n\]+f64 24: 0 0 1 0 1 3 0 ffffffff 0 0 0 0 0 ffffffff 0 0 0 0 1 1000002" } */
/* { dg-output "\[\r\n\]+f64 25: 0 0 1 ffffffffffffffff 0 0 7fffffffffffffff 8000000000000000 0 7fffffffffffffff 8000000000000000 8000000000000000 8000000000000000 8000000000000000 1 20000000000002 0 2 fffffffffffffffd 7fffffffffffffff" } */
/* { dg-output "\[\r\n\]+f64 26: 0 0 1 0 1 1 ffffffffffffffff 0 1 ffffffffffffffff 0 8000000000000000 8000000000000000 8000000000000000 2 20000000000002 1 3 0 ffffffffffffffff" } */
/* { dg-output "\[\r\n\]+f64 27: 0 0 3 1 3 0 7fff 1 0 7fff 1 1 2 8000 0 1 0 1 1 7fff" } */
/* { dg-output "\[\r\n\]+f64 28: 11a69 11a69 d38e d38e 9cb2 9cb2 1538e 9a69 1d38e 11cb2 9a69 1538e 1538e 11a69 1d38e 1afc0 1afc0 1afc0 9cb2 11cb2" } */
/* { dg-output "\[\r\n\]+f64 29: 55 55 55 55 55 95 55 55 55 15 25 125 125 106 46 48 48 48 55 55" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
