/* The same sm_90 bfloat16 instructions compile with arch=sm_90.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-arch=sm_90" } */

void
f (unsigned short *h, int *i)
{
#pragma omp target map(tofrom: h[0:1], i[0:1])
  {
    asm ("cvt.rn.bf16.s32 %0, %1;" : "=h" (h[0]) : "r" (i[0]));
    asm ("cvt.rzi.s32.bf16 %0, %1;" : "=r" (i[0]) : "h" (h[0]));
    asm ("add.rn.bf16x2 %0, %0, %0;" : "+r" (i[0]));
    asm ("mul.bf16 %0, %0, %0;" : "+h" (h[0]));
    asm ("{ .reg .pred p; setp.lt.bf16 p, %0, %0; }" : "+h" (h[0]));
  }
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
