/* Loads, stores, atomics and fences with cache and memory-order
   qualifiers, in the forms of NVIDIA/cccl cub/cub/thread/thread_load.cuh
   and thread_store.cuh and libcudacxx's atomics
   (libcudacxx/include/cuda/std/__atomic/functions/cuda_ptx_generated.h),
   written for this test.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int
main (void)
{
  unsigned buf[64] = { 0 };
  unsigned r = 0;
#pragma omp target map(tofrom: buf, r)
  {
    unsigned long long p = (unsigned long long) buf;
    unsigned v, w;
    unsigned short h;
    unsigned long long d;
    asm volatile ("ld.global.nc.u32 %0, [%1];" : "=r" (v) : "l" (p));
    asm volatile ("ld.global.ca.u32 %0, [%1];" : "=r" (v) : "l" (p));
    asm volatile ("ld.global.cg.v2.u32 {%0, %1}, [%2];"
		  : "=r" (v), "=r" (w) : "l" (p));
    asm volatile ("ld.global.cs.u16 %0, [%1+4];" : "=h" (h) : "l" (p));
    asm volatile ("ld.global.lu.u64 %0, [%1+8];" : "=l" (d) : "l" (p));
    asm volatile ("ld.volatile.global.u32 %0, [%1];" : "=r" (v) : "l" (p));
    asm volatile ("ld.relaxed.gpu.global.u32 %0, [%1];" : "=r" (v) : "l" (p));
    asm volatile ("ld.acquire.gpu.u32 %0, [%1];" : "=r" (v) : "l" (p)
		  : "memory");
    asm volatile ("st.global.wb.u32 [%0], %1;" :: "l" (p), "r" (v));
    asm volatile ("st.global.cg.v2.u32 [%0], {%1, %2};"
		  :: "l" (p), "r" (v), "r" (w));
    asm volatile ("st.global.cs.u16 [%0+4], %1;" :: "l" (p), "h" (h));
    asm volatile ("st.release.gpu.u32 [%0], %1;" :: "l" (p), "r" (v)
		  : "memory");
    asm volatile ("st.relaxed.sys.global.u64 [%0+8], %1;"
		  :: "l" (p), "l" (d));
    asm volatile ("atom.global.add.u32 %0, [%1], %2;"
		  : "=r" (v) : "l" (p), "r" (1));
    asm volatile ("atom.acq_rel.gpu.global.cas.b32 %0, [%1], %2, %3;"
		  : "=r" (v) : "l" (p), "r" (0), "r" (1) : "memory");
    asm volatile ("atom.relaxed.sys.exch.b64 %0, [%1+8], %2;"
		  : "=l" (d) : "l" (p), "l" (d));
    asm volatile ("red.global.add.u32 [%0], %1;" :: "l" (p), "r" (1));
    asm volatile ("red.release.gpu.global.max.s32 [%0], %1;"
		  :: "l" (p), "r" (5) : "memory");
    asm volatile ("fence.acq_rel.gpu;" ::: "memory");
    asm volatile ("fence.sc.sys;" ::: "memory");
    asm volatile ("membar.gl;" ::: "memory");
    asm volatile ("prefetch.global.L2 [%0];" :: "l" (p));
    asm volatile ("cvta.to.global.u64 %0, %1;" : "=l" (d) : "l" (p));
    r = v + w + h + (unsigned) d;
  }
  return r == 12345;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
