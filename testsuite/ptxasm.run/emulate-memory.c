/* Loads and stores of every width (sign extension into wider
   registers, vectors, offsets), atomics and reductions, ordered and
   volatile accesses, cvta and isspacep on global memory; slct;
   floating-point immediates; statements without operands (issue 23).
   The dg-output lines below were printed by an NVIDIA H100;
   ptxasm.host/run-on-host.exp runs the same program on the host, where
   the host fallback computes them, and must print the same.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

static unsigned char b8[16] __attribute__ ((aligned (16))) = { 0x80, 0x7f, 0xff, 1, 2, 3, 4, 5, 6, 7, 8,
				9, 10, 11, 12, 13 };
static unsigned short b16[8] __attribute__ ((aligned (16))) = { 0x8000, 0x7fff, 0xffff, 1, 2, 3, 4, 5 };
static unsigned b32[8] __attribute__ ((aligned (16))) = { 0x80000000u, 0x7fffffffu, 0xffffffffu, 1, 2, 3,
			   4, 5 };
static unsigned long long b64[4] __attribute__ ((aligned (16))) = { 0x8000000000000000ull, 1, 2, 3 };
static float f32[4] = { 1.5f, -2.25f, 0.0f, 0.0f };
static double f64[2] = { 3.125, 0.0 };
static unsigned r[40];
static unsigned long long q[8];

int
main (void)
{
  /* r and q go in too: "=h" writes half of r[2], whose other half is
     the host's zero (with map(from:) it was whatever the device's new
     memory held: r 2 read 383ffff in 2 of 8 runs on an H100).  */
#pragma omp target map(tofrom: b8, b16, b32, b64, f32, f64) \
		   map(tofrom: r, q)
  {
    asm volatile ("ld.global.s8 %0, [%1];" : "=r" (r[0]) : "l" (b8));
    asm volatile ("ld.u8 %0, [%1];" : "=r" (r[1]) : "l" (b8));
    asm volatile ("ld.global.s8 %0, [%1+2];" : "=h" (*(unsigned short *) &r[2]) : "l" (b8));
    asm volatile ("ld.s16 %0, [%1];" : "=r" (r[3]) : "l" (b16));
    asm volatile ("ld.global.u16 %0, [%1+4];" : "=r" (r[4]) : "l" (b16));
    asm volatile ("ld.global.s32 %0, [%1+8];" : "=l" (q[0]) : "l" (b32));
    asm volatile ("ld.global.nc.u32 %0, [%1+4];" : "=r" (r[5]) : "l" (b32));
    asm volatile ("{ .reg .u64 a; add.u64 a, %1, 16; ld.u32 %0, [a+-4]; }"
		  : "=r" (r[6]) : "l" (b32));
    asm volatile ("{ .reg .u32 x, y, z, w; ld.global.v4.u32 {x, y, z, w}, [%1+16];"
		  " add.u32 %0, x, y; add.u32 %0, %0, z; add.u32 %0, %0, w; }"
		  : "=r" (r[7]) : "l" (b32));
    asm volatile ("{ .reg .b16 x, y; ld.v2.u16 {x, y}, [%1+4];"
		  " mov.b32 %0, {y, x}; }" : "=r" (r[8]) : "l" (b16));
    asm volatile ("ld.volatile.global.u64 %0, [%1+8];" : "=l" (q[1]) : "l" (b64));
    asm volatile ("ld.relaxed.gpu.global.u64 %0, [%1];" : "=l" (q[2]) : "l" (b64));
    asm volatile ("ld.acquire.sys.u32 %0, [%1];" : "=r" (r[9]) : "l" (b32));
    asm volatile ("ld.global.f32 %0, [%1+4];" : "=f" (*(float *) &r[10]) : "l" (f32));
    asm volatile ("st.global.f32 [%0+8], %1;" :: "l" (f32), "f" (2.5f) : "memory");
    asm volatile ("st.global.f64 [%0+8], %1;" :: "l" (f64), "d" (-0.5) : "memory");
    asm volatile ("st.u8 [%0+3], %1;" :: "l" (b8), "r" (0x1234u) : "memory");
    asm volatile ("st.global.b16 [%0+6], %1;" :: "l" (b16), "r" (0xabcdef01u) : "memory");
    asm volatile ("st.global.v2.u32 [%0+24], {%1, %2};" :: "l" (b32), "r" (70u), "r" (80u) : "memory");
    asm volatile ("st.volatile.u32 [%0+20], %1;" :: "l" (b32), "r" (60u) : "memory");
    asm volatile ("st.release.gpu.global.u64 [%0+24], %1;" :: "l" (b64), "l" (99ull) : "memory");
    asm volatile ("atom.global.add.u32 %0, [%1+12], %2;" : "=r" (r[11]) : "l" (b32), "r" (41u) : "memory");
    asm volatile ("atom.add.u64 %0, [%1+16], %2;" : "=l" (q[3]) : "l" (b64), "l" (~0ull) : "memory");
    asm volatile ("atom.global.and.b32 %0, [%1], %2;" : "=r" (r[12]) : "l" (b32), "r" (0xc0000001u) : "memory");
    asm volatile ("atom.or.b32 %0, [%1+4], 0x80000000;" : "=r" (r[13]) : "l" (b32) : "memory");
    asm volatile ("atom.global.xor.b64 %0, [%1], %2;" : "=l" (q[4]) : "l" (b64), "l" (0xffull) : "memory");
    asm volatile ("atom.exch.b32 %0, [%1+8], %2;" : "=r" (r[14]) : "l" (b32), "r" (5u) : "memory");
    asm volatile ("atom.global.cas.b32 %0, [%1+8], 5, 6;" : "=r" (r[15]) : "l" (b32) : "memory");
    asm volatile ("atom.global.cas.b32 %0, [%1+8], 5, 7;" : "=r" (r[16]) : "l" (b32) : "memory");
    asm volatile ("atom.acq_rel.gpu.cas.b64 %0, [%1+8], 1, 11;" : "=l" (q[5]) : "l" (b64) : "memory");
    asm volatile ("atom.acquire.global.add.s32 %0, [%1+12], -1;" : "=r" (r[17]) : "l" (b32) : "memory");
    asm volatile ("red.global.add.u32 [%0+16], 1000;" :: "l" (b32) : "memory");
    asm volatile ("red.release.gpu.global.or.b64 [%0+16], %1;" :: "l" (b64), "l" (0xf0ull) : "memory");
    asm volatile ("atom.global.add.u32 _, [%0+20], 3;" :: "l" (b32) : "memory");
    asm volatile ("{ .reg .u64 g; cvta.to.global.u64 g, %1; ld.global.u32 %0, [g+4]; }"
		  : "=r" (r[18]) : "l" (b32));
    asm volatile ("{ .reg .pred p; isspacep.global p, %1; selp.u32 %0, 1, 0, p; }"
		  : "=r" (r[19]) : "l" (b32));
    asm volatile ("slct.u32.s32 %0, %1, %2, %3;" : "=r" (r[20]) : "r" (1u), "r" (2u), "r" (-1));
    asm volatile ("slct.u32.s32 %0, %1, %2, %3;" : "=r" (r[21]) : "r" (1u), "r" (2u), "r" (0));
    asm volatile ("slct.u32.f32 %0, %1, %2, %3;" : "=r" (r[22]) : "r" (1u), "r" (2u), "f" (-0.0f));
    asm volatile ("slct.u32.f32 %0, %1, %2, %3;" : "=r" (r[23]) : "r" (1u), "r" (2u), "f" (__builtin_nanf ("")));
    asm volatile ("slct.ftz.f32.f32 %0, %1, %2, %3;" : "=f" (*(float *) &r[24]) : "f" (1.0f), "f" (2.0f), "f" (-1e-40f));
    asm volatile ("add.f32 %0, %1, 0.1;" : "=f" (*(float *) &r[25]) : "f" (1.0f));
    asm volatile ("mul.rn.f32 %0, %1, 0f40400000;" : "=f" (*(float *) &r[26]) : "f" (1.5f));
    asm volatile ("add.f64 %0, %1, 0.1;" : "=d" (*(double *) &q[6]) : "d" (1.0));
    asm volatile ("{ .reg .f32 t; mov.f32 t, 1e-3; add.f32 %0, t, %1; }" : "=f" (*(float *) &r[27]) : "f" (2.0f));
    asm volatile ("membar.gl;");
    asm volatile ("fence.sc.gpu;" ::: "memory");
    asm ("membar.sys;");
  }
  for (int i = 0; i < 28; i++)
    printf ("r %d: %x\n", i, r[i]);
  for (int i = 0; i < 7; i++)
    printf ("q %d: %llx\n", i, q[i]);
  printf ("b8:");
  for (int i = 0; i < 16; i++)
    printf (" %x", b8[i]);
  printf ("\nb16:");
  for (int i = 0; i < 8; i++)
    printf (" %x", b16[i]);
  printf ("\nb32:");
  for (int i = 0; i < 8; i++)
    printf (" %x", b32[i]);
  printf ("\nb64:");
  for (int i = 0; i < 4; i++)
    printf (" %llx", b64[i]);
  printf ("\nf: %a %a %a %a\n", f32[2], f32[3], f64[0], f64[1]);
  return 0;
}
/* { dg-output "r 0: ffffff80" } */
/* { dg-output "\[\r\n\]+r 1: 80" } */
/* { dg-output "\[\r\n\]+r 2: ffff" } */
/* { dg-output "\[\r\n\]+r 3: ffff8000" } */
/* { dg-output "\[\r\n\]+r 4: ffff" } */
/* { dg-output "\[\r\n\]+r 5: 7fffffff" } */
/* { dg-output "\[\r\n\]+r 6: 1" } */
/* { dg-output "\[\r\n\]+r 7: e" } */
/* { dg-output "\[\r\n\]+r 8: ffff0001" } */
/* { dg-output "\[\r\n\]+r 9: 80000000" } */
/* { dg-output "\[\r\n\]+r 10: c0100000" } */
/* { dg-output "\[\r\n\]+r 11: 1" } */
/* { dg-output "\[\r\n\]+r 12: 80000000" } */
/* { dg-output "\[\r\n\]+r 13: 7fffffff" } */
/* { dg-output "\[\r\n\]+r 14: ffffffff" } */
/* { dg-output "\[\r\n\]+r 15: 5" } */
/* { dg-output "\[\r\n\]+r 16: 6" } */
/* { dg-output "\[\r\n\]+r 17: 2a" } */
/* { dg-output "\[\r\n\]+r 18: ffffffff" } */
/* { dg-output "\[\r\n\]+r 19: 1" } */
/* { dg-output "\[\r\n\]+r 20: 2" } */
/* { dg-output "\[\r\n\]+r 21: 1" } */
/* { dg-output "\[\r\n\]+r 22: 1" } */
/* { dg-output "\[\r\n\]+r 23: 2" } */
/* { dg-output "\[\r\n\]+r 24: 3f800000" } */
/* { dg-output "\[\r\n\]+r 25: 3f8ccccd" } */
/* { dg-output "\[\r\n\]+r 26: 40900000" } */
/* { dg-output "\[\r\n\]+r 27: 40001062" } */
/* { dg-output "\[\r\n\]+q 0: ffffffffffffffff" } */
/* { dg-output "\[\r\n\]+q 1: 1" } */
/* { dg-output "\[\r\n\]+q 2: 8000000000000000" } */
/* { dg-output "\[\r\n\]+q 3: 2" } */
/* { dg-output "\[\r\n\]+q 4: 8000000000000000" } */
/* { dg-output "\[\r\n\]+q 5: 1" } */
/* { dg-output "\[\r\n\]+q 6: 3ff199999999999a" } */
/* { dg-output "\[\r\n\]+b8: 80 7f ff 34 2 3 4 5 6 7 8 9 a b c d" } */
/* { dg-output "\[\r\n\]+b16: 8000 7fff ffff ef01 2 3 4 5" } */
/* { dg-output "\[\r\n\]+b32: 80000000 ffffffff 6 29 3ea 3f 46 50" } */
/* { dg-output "\[\r\n\]+b64: 80000000000000ff b f1 63" } */
/* { dg-output "\[\r\n\]+f: 0x1\\.4p\\+1 0x0p\\+0 0x1\\.9p\\+1 -0x1p-1" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
