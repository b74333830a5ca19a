/* Spellings of real code that the host fallback reads as nvcc and
   ptxas do: a vector operand of one element as its element (faiss and
   raft write "{%0}" for a scalar of ld and st), white space between the
   opcode and its type (CUTLASS's "xor .b32"), and 8-bit registers that
   a load fills and cvt widens (CUB's ".reg .u8").  Values measured on
   an H100.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

unsigned short h[4] = { 1, 2, 3, 0xbeef };
unsigned char b[4] = { 1, 200, 0x7f, 0x80 };

int
main (void)
{
  unsigned short v, w = 0;
  unsigned x, y;
  unsigned short u8;
  short s8;
#pragma omp target map(from: v, x, y, u8, s8) map(tofrom: h, w) map(to: b)
  {
    asm volatile ("ld.global.cs.u16 {%0}, [%1];" : "=h" (v) : "l" (h + 3));
    asm volatile ("st.global.u16 [%0], {%1};" :: "l" (h), "h" (v)
		  : "memory");
    asm volatile ("ld.global.u16 %0, [%1];" : "=h" (w) : "l" (h)
		  : "memory");
    asm ("xor .b32 %0, %1, 0x55;" : "=r" (x) : "r" (0xf0u));
    asm ("{ .reg .pred p; setp.ne .u32 p, %1, 0; selp .b32 %0, 7, 9, p; }"
	 : "=r" (y) : "r" (x));
    asm ("{ .reg .u8 d; ld.global.cg.u8 d, [%1]; cvt.u16.u8 %0, d; }"
	 : "=h" (u8) : "l" (b + 1));
    asm ("{ .reg .s8 d; ld.global.s8 d, [%1]; cvt.s16.s8 %0, d; }"
	 : "=h" (s8) : "l" (b + 3));
  }
  printf ("spellings: %#x %#x %#x %u %u %d\n", v, w, x, y, u8, s8);
  return 0;
}

/* { dg-output "spellings: 0xbeef 0xbeef 0xa5 7 200 -128" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
