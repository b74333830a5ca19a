/* bfloat16 instructions that need sm_90 (cvt of bf16 with anything but
   f32, add/sub/mul, setp/set) are an error at the statement under the
   default target (sm_80; sm_89 with GCC 15 and 16), naming the
   instruction as written; fma, min and cvt
   from f32, sm_80's, are not.  */
/* { dg-do compile } */

void
f (unsigned short *h, int *i, float x)
{
#pragma omp target map(tofrom: h[0:2], i[0:1])
  {
    asm ("cvt.rn.bf16.s32 %0, %1;" : "=h" (h[0]) : "r" (i[0])); /* { dg-error ".cvt\\.rn\\.bf16\\.s32. in the asm template needs ..target sm_90. or later .PTX ISA 7\\.8., not .sm_8..: compile with .-fplugin-arg-ptxasm-arch=sm_90." } */
    asm ("cvt.rzi.s32.bf16 %0, %1;" : "=r" (i[0]) : "h" (h[0])); /* { dg-error ".cvt\\.rzi\\.s32\\.bf16. in the asm template needs ..target sm_90." } */
    asm ("add.rn.bf16x2 %0, %0, %0;" : "+r" (i[0])); /* { dg-error ".add\\.rn\\.bf16x2. in the asm template needs ..target sm_90." } */
    asm ("mul.bf16 %0, %0, %0;" : "+h" (h[0])); /* { dg-error ".mul\\.bf16. in the asm template needs ..target sm_90." } */
    asm ("{ .reg .pred p; setp.lt.bf16 p, %0, %0; }" : "+h" (h[0])); /* { dg-error ".setp\\.lt\\.bf16. in the asm template needs ..target sm_90." } */
    asm ("cvt.rn.bf16.f32 %0, %1;" : "=h" (h[1]) : "f" (x));
    asm ("{ .reg .b16 k; mov.b16 k, 0x3f80; fma.rn.bf16 %0, %0, k, %0; }"
	 : "+h" (h[1]));
    asm ("min.bf16 %0, %0, %0;" : "+h" (h[1]));
  }
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
