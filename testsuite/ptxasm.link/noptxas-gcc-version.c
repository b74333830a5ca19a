/* GCC 15 and 16 write PTX ISA 7.3 for sm_80 and use it (alloca for a
   variable-length array).  Without ptxas, arch=sm_80 must not lower
   the version to sm_80's own 7.0: the `as' step keeps GCC's.  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_80" } */
/* { dg-ptxasm-no-ptxas "" } */
/* { dg-require-gcc-major 15 } */

int
main (void)
{
  int n = 5, r = 0;
#pragma omp target map(tofrom: r) firstprivate(n)
  {
    volatile int v[n];
    for (int i = 0; i < n; i++)
      v[i] = i;
    asm volatile ("add.s32 %0, %0, %1;" : "+r" (r) : "r" ((int) v[4]));
  }
  return r != 4;
}

/* { dg-final { scan-ptx-as {\.version 7\.3\n\.target sm_80\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
