/* arch= under -flto: the options recorded at the compile step reach the
   offload link.  */
/* { dg-do link } */
/* { dg-options "-O2 -flto -fplugin-arg-ptxasm-arch=sm_90a" } */

int
main (void)
{
  unsigned e = 0;
#pragma omp target map(from: e)
  asm volatile ("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n"
		"\tselp.u32 %0, 1, 0, p;\n}" : "=r" (e));
  return e != 1;
}

/* { dg-final { scan-ptx-as {\.target sm_90a\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
