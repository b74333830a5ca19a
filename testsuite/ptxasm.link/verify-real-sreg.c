/* Special registers and timers, in the forms of NVIDIA/cccl
   libcudacxx/include/cuda/__ptx/instructions/generated/get_sreg.h (at
   PTX ISA 7.0), ggml-org/llama.cpp and NVIDIA/cutlass
   include/cutlass/arch/* (written for this test).  */
/* { dg-do link } */

int
main (void)
{
  unsigned r[12] = { 0 };
  unsigned long long t[2] = { 0 };
#pragma omp target map(tofrom: r, t)
  {
    asm volatile ("mov.u32 %0, %%tid.x;" : "=r" (r[0]));
    asm volatile ("mov.u32 %0, %%ntid.y;" : "=r" (r[1]));
    asm volatile ("mov.u32 %0, %%ctaid.z;" : "=r" (r[2]));
    asm volatile ("mov.u32 %0, %%nctaid.x;" : "=r" (r[3]));
    asm volatile ("mov.u32 %0, %%warpid;" : "=r" (r[4]));
    asm volatile ("mov.u32 %0, %%nwarpid;" : "=r" (r[5]));
    asm volatile ("mov.u32 %0, %%smid;" : "=r" (r[6]));
    asm volatile ("mov.u32 %0, %%nsmid;" : "=r" (r[7]));
    asm volatile ("mov.u32 %0, %%dynamic_smem_size;" : "=r" (r[8]));
    asm volatile ("mov.u32 %0, %%lanemask_ge;" : "=r" (r[9]));
    asm volatile ("mov.u32 %0, %%clock;" : "=r" (r[10]));
    asm volatile ("mov.u32 %0, %%envreg3;" : "=r" (r[11]));
    asm volatile ("mov.u64 %0, %%clock64;" : "=l" (t[0]));
    asm volatile ("mov.u64 %0, %%globaltimer;" : "=l" (t[1]));
    asm volatile ("mov.u64 %0, %%gridid;" : "=l" (t[1]));
    asm volatile ("nanosleep.u32 %0;" :: "r" (100));
    asm volatile ("trap;");
  }
  return r[0] == 12345;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
