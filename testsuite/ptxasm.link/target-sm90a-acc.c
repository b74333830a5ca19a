/* arch= with OpenACC.  */
/* { dg-do link } */
/* { dg-options "-fopenacc -fplugin-arg-ptxasm-arch=sm_90a" } */

int
main (void)
{
  unsigned n = 0;
#pragma acc parallel copyout(n)
  asm volatile ("mov.u32 %0, %%cluster_nctarank;" : "=r" (n));
  return n != 1;
}

/* { dg-final { scan-ptx-as {\.target sm_90a\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
