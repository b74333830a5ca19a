/* Statements of real code that the host fallback computes (issue 33):
   cvt.sat between integers (CCCL's saturating_cast), the SIMD video
   instructions (CUDA's __vadd4 family), a vector of one element, a
   space between opcode and type, 8-bit registers, and trap: no "stops
   the program" warning.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-warn-host-fallback" } */

unsigned short h[4];
unsigned char b[4];

void
f (unsigned a, unsigned long long l)
{
  unsigned short s, v;
  unsigned x;
#pragma omp target map(to: h, b, a, l) map(from: s, v, x)
  {
    asm ("cvt.sat.u16.u32 %0, %1;" : "=h" (s) : "r" (a));
    asm ("cvt.sat.u32.s64 %0, %1;" : "=r" (x) : "l" (l));
    asm volatile ("ld.global.cs.u16 {%0}, [%1];" : "=h" (v) : "l" (h));
    asm ("xor .b32 %0, %1, 0x55;" : "=r" (x) : "r" (x));
    asm ("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r" (x)
	 : "r" (x), "r" (a), "r" (0));
    asm ("vset2.s32.u32.lt %0.h1, %1.h01, %2, %3;" : "=r" (x)
	 : "r" (x), "r" (a), "r" (x));
    asm ("{ .reg .u8 d; ld.global.u8 d, [%1]; cvt.u16.u8 %0, d; }"
	 : "=h" (v) : "l" (b));
    asm volatile ("{ .reg .pred p; setp.eq.u32 p, %0, 7; @p trap; }"
		  :: "r" (x));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
