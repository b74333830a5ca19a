/* Integer, bit and conversion statements in the forms of NVIDIA/cccl
   cub/cub/util_ptx.cuh (BFE, BFI, PRMT, SHFL helpers), NVIDIA/cutlass
   include/cutlass/numeric_conversion.h and include/cutlass/fast_math.h,
   and ggml-org/llama.cpp ggml/src/ggml-cuda/*.cuh (written for this
   test).  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int
main (void)
{
  unsigned a = 1, b = 2, c = 3;
  unsigned long long l = 4;
  float x = 1.5f, y = 2.5f;
  double d = 3.0;
  unsigned short h = 7;
#pragma omp target map(tofrom: a, b, c, l, x, y, d, h)
  {
    unsigned r;
    asm ("prmt.b32 %0, %1, %2, %3;" : "=r" (r) : "r" (a), "r" (b), "r" (0x5410));
    asm ("bfe.u32 %0, %1, %2, %3;" : "=r" (a) : "r" (r), "r" (4), "r" (8));
    asm ("bfi.b32 %0, %1, %2, %3, %4;" : "=r" (b) : "r" (a), "r" (b), "r" (0), "r" (4));
    asm ("brev.b32 %0, %1;" : "=r" (c) : "r" (c));
    asm ("bfind.u32 %0, %1;" : "=r" (r) : "r" (c));
    asm ("popc.b64 %0, %1;" : "=r" (r) : "l" (l));
    asm ("clz.b32 %0, %1;" : "=r" (r) : "r" (r));
    asm ("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r" (a) : "r" (a), "r" (b), "r" (c));
    asm ("lop3.b32 %0, %1, %2, %3, %4;" : "=r" (a) : "r" (a), "r" (b), "r" (c), "n" (0xe8));
    asm ("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r" (a) : "r" (a), "r" (b), "r" (c));
    asm ("mul.wide.u32 %0, %1, %2;" : "=l" (l) : "r" (a), "r" (b));
    asm ("mul.hi.u32 %0, %1, %2;" : "=r" (r) : "r" (a), "r" (b));
    asm ("{\n\t.reg .u32 lo, hi;\n\tmov.b64 {lo, hi}, %1;\n\t"
	 "add.cc.u32 lo, lo, %2;\n\taddc.u32 hi, hi, 0;\n\t"
	 "mov.b64 %0, {lo, hi};\n\t}" : "=l" (l) : "l" (l), "r" (a));
    asm ("mad.lo.s32 %0, %1, %2, %3;" : "=r" (c) : "r" (a), "r" (b), "r" (c));
    asm ("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r" (r) : "f" (y), "f" (x));
    asm ("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r" (a) : "f" (y), "f" (x));
    asm ("fma.rn.f16x2 %0, %1, %2, %3;" : "=r" (b) : "r" (r), "r" (r), "r" (r));
    asm ("cvt.rn.f16.f32 %0, %1;" : "=h" (h) : "f" (x));
    asm ("{\n\t.reg .f16 t;\n\tmov.b16 t, %1;\n\tcvt.f32.f16 %0, t;\n\t}"
	 : "=f" (y) : "h" (h));
    asm ("ex2.approx.ftz.f32 %0, %1;" : "=f" (x) : "f" (x));
    asm ("rcp.approx.ftz.f64 %0, %1;" : "=d" (d) : "d" (d));
    asm ("tanh.approx.f32 %0, %1;" : "=f" (y) : "f" (y));
    asm ("cvt.rni.sat.s8.f32 %0, %1;" : "=r" (c) : "f" (x));
    asm ("mov.b64 {%0, %1}, %2;" : "=r" (a), "=r" (b) : "l" (l));
    asm ("mov.b32 %0, %1;" : "=f" (x) : "r" (c));
    asm ("abs.s32 %0, %1;" : "=r" (r) : "r" (r));
    asm ("min.u32 %0, %1, %2;" : "=r" (r) : "r" (r), "r" (a));
    asm ("dp4a.u32.u32 %0, %1, %2, %3;" : "=r" (c) : "r" (a), "r" (b), "r" (c));
    asm ("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r" (c) : "r" (a), "r" (b), "r" (c));
    a += r;
  }
  return a == 12345;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
