/* arch=sm_100a with an explicit PTX ISA version.  */
/* { dg-do link } */
/* { dg-options "-fplugin-arg-ptxasm-arch=sm_100a -fplugin-arg-ptxasm-ptx=8.6" } */

int
main (void)
{
  unsigned x = 0;
#pragma omp target map(from: x)
  asm volatile ("mov.u32 %0, %%cluster_nctarank;" : "=r" (x));
  return x != 1;
}

/* { dg-final { scan-ptx-as {\.version 8\.6\n\.target sm_100a\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
