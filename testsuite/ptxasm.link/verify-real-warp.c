/* Warp-level statements in the forms that public CUDA code uses
   (written for this test; the same instructions appear in NVIDIA/cccl
   cub/cub/util_ptx.cuh and cub/cub/warp/specializations/*, in
   ggml-org/llama.cpp ggml/src/ggml-cuda/common.cuh, and in
   HazyResearch/ThunderKittens include/common/util.cuh).  They build
   cleanly with the compile-time ptxas check on, and ptxas accepts them
   at the link.  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-warn-warp=no" } */

int
main (void)
{
  unsigned r = 0, m = 0xffffffffu;
  int i = 0;
  float x = 1.0f;
#pragma omp target map(tofrom: r, i, x)
  {
    unsigned lane, t, p;
    asm volatile ("mov.u32 %0, %%laneid;" : "=r" (lane));
    asm volatile ("shfl.sync.bfly.b32 %0, %1, %2, %3, %4;"
		  : "=r" (t) : "r" (r), "r" (1), "r" (0x1f), "r" (m));
    asm volatile ("{\n\t.reg .u32 r0;\n\t.reg .pred p;\n\t"
		  "shfl.sync.up.b32 r0|p, %1, %2, %3, %4;\n\t"
		  "@p add.u32 r0, r0, %1;\n\tmov.u32 %0, r0;\n\t}"
		  : "=r" (t) : "r" (t), "r" (1), "r" (0), "r" (m));
    asm volatile ("{\n\t.reg .f32 r0;\n\t.reg .pred p;\n\t"
		  "shfl.sync.down.b32 r0|p, %1, %2, %3, %4;\n\t"
		  "@p add.f32 r0, r0, %1;\n\tmov.f32 %0, r0;\n\t}"
		  : "=f" (x) : "f" (x), "r" (2), "r" (0x1f), "r" (m));
    asm volatile ("shfl.sync.idx.b32 %0, %1, %2, %3, %4;"
		  : "=r" (i) : "r" (i), "r" (0), "r" (0x1f), "r" (m));
    asm volatile ("activemask.b32 %0;" : "=r" (p));
    asm volatile ("{\n\t.reg .pred q;\n\tsetp.ne.u32 q, %1, 0;\n\t"
		  "vote.sync.ballot.b32 %0, q, %2;\n\t}"
		  : "=r" (t) : "r" (t), "r" (m));
    asm volatile ("{\n\t.reg .pred q, a;\n\tsetp.ne.u32 q, %1, 0;\n\t"
		  "vote.sync.all.pred a, q, %2;\n\tselp.u32 %0, 1, 0, a;\n\t}"
		  : "=r" (t) : "r" (t), "r" (m));
    asm volatile ("match.any.sync.b32 %0, %1, %2;"
		  : "=r" (t) : "r" (lane), "r" (m));
    asm volatile ("redux.sync.add.u32 %0, %1, %2;"
		  : "=r" (t) : "r" (t), "r" (m));
    asm volatile ("redux.sync.max.s32 %0, %1, %2;"
		  : "=r" (i) : "r" (i), "r" (m));
    asm volatile ("bar.warp.sync %0;" :: "r" (m));
    asm volatile ("mov.u32 %0, %%lanemask_lt;" : "=r" (p));
    asm volatile ("bar.sync 0;" ::: "memory");
    r = lane + t + p;
  }
  return r == 12345;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
