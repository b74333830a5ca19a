/* A "+" operand that the template does not name keeps its value: its
   output is a register of its own (untied from its input), so the value
   goes in and out through its shim all the same.  Before, the shim was
   declared only for operands the text names, and an unnamed "+" operand
   came out as its never-written output register (CUTLASS's
   warpgroup_fence_operand: asm volatile ("" : "+f" (acc) :: "memory")).
   One statement per letter, empty text and non-empty text.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

float f = 1.5f;
double d = 2.5;
int r = 7, a = 3, b = 4;
long l = 9;
short h = 11;

int
main (void)
{
#pragma omp target map(tofrom: f, d, r, a, b, l, h)
  {
    asm volatile ("" : "+f" (f) :: "memory");
    asm volatile ("" : "+d" (d));
    asm volatile ("membar.gl;" : "+r" (r));
    asm volatile ("" : "+l" (l));
    asm volatile ("" : "+h" (h));
    asm ("add.s32 %1, %1, 1;" : "+r" (a), "+r" (b));
  }
  return 0;
}

/* { dg-final { scan-ptx {\.reg \.f32 (%ptxasm[0-9]+_0);\s*mov\.b32 \1, %r[0-9]+;\s*mov\.b32 %r[0-9]+, \1;} } } */
/* { dg-final { scan-ptx {\.reg \.f64 (%ptxasm[0-9]+_0);\s*mov\.b64 \1, %r[0-9]+;\s*mov\.b64 %r[0-9]+, \1;} } } */
/* { dg-final { scan-ptx {\.reg \.b32 (%ptxasm[0-9]+_0);\s*mov\.b32 \1, %r[0-9]+;\s*(@%ptxasm[0-9]+_xp )?membar\.gl;\s*mov\.b32 %r[0-9]+, \1;} } } */
/* { dg-final { scan-ptx {\.reg \.b64 (%ptxasm[0-9]+_0);\s*mov\.b64 \1, %r[0-9]+;\s*mov\.b64 %r[0-9]+, \1;} } } */
/* { dg-final { scan-ptx {\.reg \.b16 (%ptxasm[0-9]+_0);\s*cvt\.u16\.u16 \1, %r[0-9]+;\s*cvt\.u16\.u16 %r[0-9]+, \1;} } } */
/* { dg-final { scan-ptx {\.reg \.b32 (%ptxasm[0-9]+)_0;\s*\.reg \.b32 \1_1;\s*mov\.b32 \1_0, %r[0-9]+;\s*mov\.b32 \1_1, %r[0-9]+;\s*add\.s32 \1_1, \1_1, 1;\s*mov\.b32 %r[0-9]+, \1_0;\s*mov\.b32 %r[0-9]+, \1_1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
