/* -fplugin-arg-ptxasm-arch=sm_90a: the PTX says .target sm_90a and a PTX
   ISA version that has it (the highest that ptxas accepts; 8.0 without
   ptxas), so sm_90 features pass ptxas: elect.sync, %cluster_* special
   registers, setmaxnreg, fence.proxy.async.  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

int
main (void)
{
  unsigned e = 0, n = 0, id = 0;
#pragma omp target map(from: e, n, id)
  {
    asm volatile ("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n"
		  "\tselp.u32 %0, 1, 0, p;\n}" : "=r" (e));
    asm volatile ("mov.u32 %0, %%cluster_nctarank;" : "=r" (n));
    asm volatile ("mov.u32 %0, %%clusterid.x;" : "=r" (id));
    asm volatile ("fence.proxy.async.shared::cta;" ::: "memory");
  }
  return !(e == 1 && n == 1);
}

/* { dg-final { scan-ptx-as {\.version (8\.[0-9]|9\.[0-9])\n\.target sm_90a\n} } } */
/* { dg-final { scan-ptx-as {elect\.sync} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
