/* More of real code's statements in the host fallback (issue 33): cvt
   between 8-bit types and wider ones, in 16-, 32- and 64-bit registers
   (CCCL's saturating_cast to and from char: the low byte read, the
   value written extended as the type says), min.NaN and max.NaN, and
   statements that do nothing on the host (fence.acquire/release,
   cp.async's group waits, prefetch).  Prints hashes; the values were
   measured on an H100 with the same program.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <string.h>

#define N 10
static const unsigned long long in[N] = {
  0, 1, 0x7f, 0x80, 0xff, 0x100, 0x17f, 0xffff, 0xffffff80u,
  0x8000000000000080ull
};
static const unsigned fin[6] = {
  0x3f800000u, 0xbf800000u, 0x7fc00000u, 0xffc00001u, 0x80000000u, 0u
};

#pragma omp declare target
static unsigned long long
mix (unsigned long long h, unsigned long long v)
{
  return (h ^ v) * 0x100000001b3ull;
}
#pragma omp end declare target

int
main (void)
{
  unsigned long long h[3] = { 0 };
  float x = 0;
#pragma omp target map(tofrom: h, x) map(to: in, fin)
  {
    for (int i = 0; i < N; i++)
      {
	{ unsigned short r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.u8.u16 %0, %1;" : "=h" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.u8.u16 %0, %1;" : "=r" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.sat.u8.u16 %0, %1;" : "=h" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.sat.u8.u16 %0, %1;" : "=r" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; short a = (short) in[i];
	  asm ("cvt.u8.s16 %0, %1;" : "=h" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; short a = (short) in[i];
	  asm ("cvt.u8.s16 %0, %1;" : "=r" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; short a = (short) in[i];
	  asm ("cvt.sat.u8.s16 %0, %1;" : "=h" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; short a = (short) in[i];
	  asm ("cvt.sat.u8.s16 %0, %1;" : "=r" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; unsigned a = (unsigned) in[i];
	  asm ("cvt.u8.u32 %0, %1;" : "=h" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; unsigned a = (unsigned) in[i];
	  asm ("cvt.u8.u32 %0, %1;" : "=r" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; unsigned a = (unsigned) in[i];
	  asm ("cvt.sat.u8.u32 %0, %1;" : "=h" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; unsigned a = (unsigned) in[i];
	  asm ("cvt.sat.u8.u32 %0, %1;" : "=r" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; int a = (int) in[i];
	  asm ("cvt.u8.s32 %0, %1;" : "=h" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; int a = (int) in[i];
	  asm ("cvt.u8.s32 %0, %1;" : "=r" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; int a = (int) in[i];
	  asm ("cvt.sat.u8.s32 %0, %1;" : "=h" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; int a = (int) in[i];
	  asm ("cvt.sat.u8.s32 %0, %1;" : "=r" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; unsigned long long a = (unsigned long long) in[i];
	  asm ("cvt.u8.u64 %0, %1;" : "=h" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; unsigned long long a = (unsigned long long) in[i];
	  asm ("cvt.u8.u64 %0, %1;" : "=r" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; unsigned long long a = (unsigned long long) in[i];
	  asm ("cvt.sat.u8.u64 %0, %1;" : "=h" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; unsigned long long a = (unsigned long long) in[i];
	  asm ("cvt.sat.u8.u64 %0, %1;" : "=r" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; long long a = (long long) in[i];
	  asm ("cvt.u8.s64 %0, %1;" : "=h" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; long long a = (long long) in[i];
	  asm ("cvt.u8.s64 %0, %1;" : "=r" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; long long a = (long long) in[i];
	  asm ("cvt.sat.u8.s64 %0, %1;" : "=h" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; long long a = (long long) in[i];
	  asm ("cvt.sat.u8.s64 %0, %1;" : "=r" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.s8.u16 %0, %1;" : "=h" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.s8.u16 %0, %1;" : "=r" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.sat.s8.u16 %0, %1;" : "=h" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.sat.s8.u16 %0, %1;" : "=r" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; short a = (short) in[i];
	  asm ("cvt.s8.s16 %0, %1;" : "=h" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; short a = (short) in[i];
	  asm ("cvt.s8.s16 %0, %1;" : "=r" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; short a = (short) in[i];
	  asm ("cvt.sat.s8.s16 %0, %1;" : "=h" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; short a = (short) in[i];
	  asm ("cvt.sat.s8.s16 %0, %1;" : "=r" (r) : "h" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; unsigned a = (unsigned) in[i];
	  asm ("cvt.s8.u32 %0, %1;" : "=h" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; unsigned a = (unsigned) in[i];
	  asm ("cvt.s8.u32 %0, %1;" : "=r" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; unsigned a = (unsigned) in[i];
	  asm ("cvt.sat.s8.u32 %0, %1;" : "=h" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; unsigned a = (unsigned) in[i];
	  asm ("cvt.sat.s8.u32 %0, %1;" : "=r" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; int a = (int) in[i];
	  asm ("cvt.s8.s32 %0, %1;" : "=h" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; int a = (int) in[i];
	  asm ("cvt.s8.s32 %0, %1;" : "=r" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; int a = (int) in[i];
	  asm ("cvt.sat.s8.s32 %0, %1;" : "=h" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; int a = (int) in[i];
	  asm ("cvt.sat.s8.s32 %0, %1;" : "=r" (r) : "r" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; unsigned long long a = (unsigned long long) in[i];
	  asm ("cvt.s8.u64 %0, %1;" : "=h" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; unsigned long long a = (unsigned long long) in[i];
	  asm ("cvt.s8.u64 %0, %1;" : "=r" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; unsigned long long a = (unsigned long long) in[i];
	  asm ("cvt.sat.s8.u64 %0, %1;" : "=h" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; unsigned long long a = (unsigned long long) in[i];
	  asm ("cvt.sat.s8.u64 %0, %1;" : "=r" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; long long a = (long long) in[i];
	  asm ("cvt.s8.s64 %0, %1;" : "=h" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; long long a = (long long) in[i];
	  asm ("cvt.s8.s64 %0, %1;" : "=r" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; long long a = (long long) in[i];
	  asm ("cvt.sat.s8.s64 %0, %1;" : "=h" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned r; long long a = (long long) in[i];
	  asm ("cvt.sat.s8.s64 %0, %1;" : "=r" (r) : "l" (a));
	  h[0] = mix (h[0], r); }
	{ unsigned short r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.u16.u8 %0, %1;" : "=h" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ unsigned short r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.u16.s8 %0, %1;" : "=h" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ unsigned short r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.sat.u16.s8 %0, %1;" : "=h" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ short r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.s16.u8 %0, %1;" : "=h" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ short r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.s16.s8 %0, %1;" : "=h" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ unsigned r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.u32.u8 %0, %1;" : "=r" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ unsigned r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.u32.s8 %0, %1;" : "=r" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ unsigned r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.sat.u32.s8 %0, %1;" : "=r" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ int r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.s32.u8 %0, %1;" : "=r" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ int r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.s32.s8 %0, %1;" : "=r" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ unsigned long long r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.u64.u8 %0, %1;" : "=l" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ unsigned long long r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.u64.s8 %0, %1;" : "=l" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ unsigned long long r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.sat.u64.s8 %0, %1;" : "=l" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ long long r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.s64.u8 %0, %1;" : "=l" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
	{ long long r; unsigned short a = (unsigned short) in[i];
	  asm ("cvt.s64.s8 %0, %1;" : "=l" (r) : "h" (a));
	  h[1] = mix (h[1], (unsigned long long) r); }
      }
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < 6; j++)
	{
	  unsigned a = fin[i], b = fin[j], r, q;
	  asm ("min.NaN.f32 %0, %1, %2;" : "=r" (r) : "r" (a), "r" (b));
	  asm ("max.NaN.f32 %0, %1, %2;" : "=r" (q) : "r" (a), "r" (b));
	  h[2] = mix (mix (h[2], r), q);
	}
    /* Nothing to do on the host; on the GPU an order or a hint.  */
    asm volatile ("fence.acquire.gpu;\n\tfence.release.sys;" ::: "memory");
    asm volatile ("cp.async.commit_group;\n\tcp.async.wait_group 0;\n\t"
		  "cp.async.wait_all;" ::: "memory");
    asm volatile ("prefetch.global.L2 [%0];\n\tprefetch.global.L1 [%0];"
		  :: "l" (&x));
  }
  printf ("cvt8: %llx %llx nan: %llx\n", h[0], h[1], h[2]);
  return 0;
}

/* { dg-output "cvt8: f50e636c0108eefa 51b1a75783727fb1 nan: e7e776a84b381858" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
