/* More forms from real code that the host computes: set with f16 and
   f16x2 sources (every comparison, .ftz, a boolean op with a
   predicate; u32, s16, f16 and f16x2 destinations), %clock_hi
   against %clock64's upper half, and cp.async of 4, 8 and 16 bytes
   from global to shared memory (with a source size: the rest zeros),
   its commit_group and wait_group.  The dg-output lines were printed by
   an H100; the host fallback prints the same.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 8

int
main (void)
{
  /* 1, -2, +0, -0, inf, NaN, a subnormal, 65504 as f16 bits; pairs of
     them.  */
  static const unsigned short h[N] = { 0x3c00, 0xc000, 0x0000, 0x8000,
				       0x7c00, 0x7e01, 0x0001, 0x7bff };
  static unsigned src[8] __attribute__ ((aligned (16)))
    = { 0x11111111, 0x22222222, 0x33333333, 0x44444444,
	0x55555555, 0x66666666, 0x77777777, 0x88888888 };
  unsigned set[N][N][6], copied[12], clock_ok = 0;
  /* The f16 results, stored as 16 bits: ptxas (nvcc's build too) leaves
     the other half of the register that set.f16.f16 writes in a
     conversion to 32 bits.  */
  unsigned short f16s[N][N];
#pragma omp target map(to: h, src) map(from: set, copied, clock_ok, f16s)
  {
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
	{
	  unsigned short a = h[i], b = h[j];
	  unsigned a2 = a | (unsigned) b << 16, b2 = b | (unsigned) a << 16;
	  unsigned *o = set[i][j];
	  unsigned short s16, f16;
	  asm ("set.lt.u32.f16 %0, %1, %2;" : "=r" (o[0]) : "h" (a), "h" (b));
	  asm ("set.equ.ftz.s16.f16 %0, %1, %2;" : "=h" (s16) : "h" (a), "h" (b));
	  asm ("{ .reg .pred p; setp.ne.u32 p, %3, 0; "
	       "set.ge.and.u32.f16 %0, %1, %2, p; }"
	       : "=r" (o[1]) : "h" (a), "h" (b), "r" (i & 1));
	  asm ("set.neu.f16.f16 %0, %1, %2;" : "=h" (f16) : "h" (a), "h" (b));
	  asm ("set.le.u32.f16x2 %0, %1, %2;" : "=r" (o[3]) : "r" (a2), "r" (b2));
	  asm ("set.gtu.ftz.f16x2.f16x2 %0, %1, %2;" : "=r" (o[4]) : "r" (a2), "r" (b2));
	  o[2] = s16;
	  f16s[i][j] = f16;
	}
    unsigned lo, hi, hi2;
    unsigned long long c;
    asm volatile ("mov.u32 %0, %%clock_hi;" : "=r" (hi));
    asm volatile ("mov.u64 %0, %%clock64;" : "=l" (c));
    asm volatile ("mov.u32 %0, %%clock_hi;" : "=r" (hi2));
    lo = (unsigned) (c >> 32);
    clock_ok = hi <= lo && lo <= hi2;
    asm volatile ("{\n\t"
		  ".shared .align 16 .b8 buf%=[48];\n\t"
		  ".reg .u64 s, g;\n\t"
		  "mov.u64 s, buf%=;\n\t"
		  "cvta.shared.u64 g, buf%=;\n\t"
		  "st.v4.u32 [g], {0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff};\n\t"
		  "st.v4.u32 [g+16], {0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff};\n\t"
		  "st.v4.u32 [g+32], {0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff};\n\t"
		  "cp.async.ca.shared.global [s], [%12], 4;\n\t"
		  "cp.async.ca.shared.global [s+8], [%12+8], 8;\n\t"
		  "cp.async.cg.shared.global [buf%=+16], [%12+16], 16;\n\t"
		  "cp.async.cg.shared.global [s+32], [%12], 16, 6;\n\t"
		  "cp.async.commit_group;\n\t"
		  "cp.async.wait_group 0;\n\t"
		  "cp.async.wait_all;\n\t"
		  "ld.v4.u32 {%0, %1, %2, %3}, [g];\n\t"
		  "ld.v4.u32 {%4, %5, %6, %7}, [g+16];\n\t"
		  "ld.v4.u32 {%8, %9, %10, %11}, [g+32];\n\t"
		  "}"
		  : "=r" (copied[0]), "=r" (copied[1]), "=r" (copied[2]),
		    "=r" (copied[3]), "=r" (copied[4]), "=r" (copied[5]),
		    "=r" (copied[6]), "=r" (copied[7]), "=r" (copied[8]),
		    "=r" (copied[9]), "=r" (copied[10]), "=r" (copied[11])
		  : "l" (src) : "memory");
  }
  unsigned hsum = 2166136261u;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      set[i][j][5] = f16s[i][j];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < 6; k++)
	hsum = (hsum ^ set[i][j][k]) * 16777619u;
  printf ("set: %08x", hsum);
  for (int k = 0; k < 6; k++)
    printf (" %08x", set[5][1][k]);
  for (int k = 0; k < 6; k++)
    printf (" %08x", set[1][3][k]);
  printf ("\nclock_hi %u\ncp.async:", clock_ok);
  for (int k = 0; k < 12; k++)
    printf (" %08x", copied[k]);
  printf ("\n");
  return 0;
}

/* { dg-output "set: 237a0eec 00000000 00000000 0000ffff 00000000 3c003c00 00003c00 ffffffff 00000000 00000000 0000ffff 3c000000 00003c00" } */
/* { dg-output "\[\r\n\]+clock_hi 1" } */
/* { dg-output "\[\r\n\]+cp.async: 11111111 ffffffff 33333333 44444444 55555555 66666666 77777777 88888888 11111111 00002222 00000000 00000000" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
