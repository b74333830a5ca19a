/* Without ptxas, an instruction of the feature table raises the version
   past the target's own: st.async is PTX ISA 8.1, sm_90 names 7.8.  */
/* { dg-do link } */
/* { dg-options "-fplugin-arg-ptxasm-arch=sm_90" } */
/* { dg-ptxasm-no-ptxas "" } */

int
main (void)
{
  unsigned v = 1;
#pragma omp target map(tofrom: v)
  {
    unsigned *p = &v;
    if (v == 2)
      asm volatile ("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 "
		    "[%0], %1, [%0];" :: "r" ((unsigned) (__UINTPTR_TYPE__) p),
		    "r" (v) : "memory");
  }
  return v != 1;
}

/* { dg-final { scan-ptx-as {\.version 8\.1\n\.target sm_90\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
