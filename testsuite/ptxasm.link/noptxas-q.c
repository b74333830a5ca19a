/* Without ptxas on the compiling machine (a distribution's build root),
   arch= alone leaves the PTX ISA version to the `as' step, which writes
   the lowest that the target and the text need: "q" operands (.b128)
   need 8.3, so sm_90a's 8.0 becomes 8.3 and the statement compiles.  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */
/* { dg-ptxasm-no-ptxas "" } */

int
main (void)
{
  __int128 x = 5, y = 0;
#pragma omp target map(tofrom: x, y)
  asm volatile ("mov.b128 %0, %1;" : "=q" (y) : "q" (x));
  return !(x == y);
}

/* { dg-final { scan-ptx-as {\.version 8\.3\n\.target sm_90a\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
