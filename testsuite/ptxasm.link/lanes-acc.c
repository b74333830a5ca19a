/* OpenACC code gets no master-lane wrapper: GCC's nvptx back end runs
   worker- and vector-single code on one lane itself.  */
/* { dg-do link } */
/* { dg-options "-fopenacc -O2" } */

unsigned a;

int
main (void)
{
#pragma acc parallel copy(a)
  asm volatile ("atom.add.u32 _, [%0], 1;" :: "l" (&a) : "memory");
  return 0;
}

/* { dg-final { scan-ptx {atom\.add\.u32 _, \[%ptxasm[0-9]+_0\], 1;} } } */
/* { dg-final { scan-ptx-not {__nvptx_uni} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
