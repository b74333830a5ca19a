/* With arch=sm_90a the sm_90 features pass; names in comments, labels,
   register names that look like opcodes and sm_80 instructions never
   trigger the check.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-arch=sm_90a" } */

void
f (unsigned *x)
{
#pragma omp target map(tofrom: x[0:4])
  {
    asm volatile ("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\t"
		  "selp.u32 %0, 1, 0, p;\n}" : "=r" (x[0]));
    asm volatile ("mov.u32 %0, %%cluster_nctarank;" : "=r" (x[1]));
    asm volatile ("fence.proxy.async.shared::cta;" ::: "memory");
  }
}

void
g (unsigned *x)
{
#pragma omp target map(tofrom: x[0:4])
  {
    asm volatile ("// elect.sync, wgmma.fence and %%cluster_nctarank\n\t"
		  "add.u32 %0, %0, 1;" : "+r" (x[0]));
    asm volatile ("{\n\t.reg .b32 mapa;\n\tmov.u32 mapa, %1;\n\t"
		  "add.u32 %0, mapa, 1;\n}" : "=r" (x[1]) : "r" (x[2]));
    asm volatile ("mbarrier.arrive.shared.b64 _, [%0];" :: "r" (x[3]));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
