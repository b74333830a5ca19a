/* Asynchronous copies, ldmatrix, mma and mbarrier statements in the
   forms of NVIDIA/cutlass include/cute/arch/copy_sm80.hpp,
   include/cute/arch/mma_sm80.hpp and include/cutlass/arch/memory_sm80.h,
   Dao-AILab/flash-attention csrc/flash_attn/src/*.h, HazyResearch/
   ThunderKittens include/ops/warp/memory/* and NVIDIA/cccl libcudacxx's
   barrier (mbarrier at PTX ISA 7.0) (written for this test).  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int
main (void)
{
  unsigned out[8] = { 0 };
#pragma omp target map(tofrom: out)
  {
    unsigned long long g = (unsigned long long) out;
    unsigned s = 0, a0, a1, a2, a3, b0 = 1, b1 = 2;
    float c0 = 0, c1 = 0, c2 = 0, c3 = 0;
    unsigned long long state;
    asm volatile ("cp.async.ca.shared.global [%0], [%1], 16;"
		  :: "r" (s), "l" (g));
    asm volatile ("cp.async.cg.shared.global [%0], [%1], 16, %2;"
		  :: "r" (s), "l" (g), "r" (8));
    asm volatile ("cp.async.ca.shared.global [%0], [%1], 8;"
		  :: "r" (s), "l" (g));
    asm volatile ("cp.async.commit_group;" ::);
    asm volatile ("cp.async.wait_group %0;" :: "n" (1));
    asm volatile ("cp.async.wait_all;" ::: "memory");
    asm volatile ("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
		  : "=r" (a0), "=r" (a1), "=r" (a2), "=r" (a3) : "r" (s));
    asm volatile ("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];"
		  : "=r" (b0), "=r" (b1) : "r" (s));
    asm volatile ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
		  "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
		  "{%10, %11, %12, %13};"
		  : "=f" (c0), "=f" (c1), "=f" (c2), "=f" (c3)
		  : "r" (a0), "r" (a1), "r" (a2), "r" (a3), "r" (b0), "r" (b1),
		    "f" (c0), "f" (c1), "f" (c2), "f" (c3));
    asm volatile ("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 "
		  "{%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};"
		  : "=f" (c0), "=f" (c1), "=f" (c2), "=f" (c3)
		  : "r" (a0), "r" (a1), "r" (b0),
		    "f" (c0), "f" (c1), "f" (c2), "f" (c3));
    asm volatile ("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 "
		  "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
		  "{%10, %11, %12, %13};"
		  : "=r" (a0), "=r" (a1), "=r" (a2), "=r" (a3)
		  : "r" (a0), "r" (a1), "r" (a2), "r" (a3), "r" (b0), "r" (b1),
		    "r" (a0), "r" (a1), "r" (a2), "r" (a3));
    asm volatile ("mbarrier.init.shared.b64 [%0], %1;" :: "r" (s), "r" (32));
    asm volatile ("mbarrier.arrive.shared.b64 %0, [%1];"
		  : "=l" (state) : "r" (s) : "memory");
    asm volatile ("{\n\t.reg .pred p;\n\t"
		  "mbarrier.test_wait.shared.b64 p, [%1], %2;\n\t"
		  "selp.u32 %0, 1, 0, p;\n\t}"
		  : "=r" (a0) : "r" (s), "l" (state) : "memory");
    asm volatile ("cp.async.mbarrier.arrive.shared.b64 [%0];" :: "r" (s));
    asm volatile ("mbarrier.inval.shared.b64 [%0];" :: "r" (s));
    asm volatile ("st.shared.v4.u32 [%0], {%1, %2, %3, %4};"
		  :: "r" (s), "r" (a0), "r" (a1), "r" (a2), "r" (a3));
    asm volatile ("ld.shared.v2.f32 {%0, %1}, [%2];"
		  : "=f" (c0), "=f" (c1) : "r" (s));
    out[0] = a0 + (unsigned) c0 + (unsigned) c1 + (unsigned) c2 + (unsigned) c3;
  }
  return out[0] == 12345;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
