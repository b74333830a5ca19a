/* The host fallback does not compute ldmatrix, whose operands are the
   addresses that a warp's 32 lanes give: -fplugin-arg-ptxasm-warn-host-
   fallback says that, not just "not emulated".  (mma.sync it computes:
   lockstep-mma-*.c.)  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-warn-host-fallback -fplugin-arg-ptxasm-arch=sm_80" } */

void
f (unsigned *d)
{
#pragma omp target map(tofrom: d[0:4])
  {
    unsigned a = 0;
    asm volatile ("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];" /* { dg-warning "stops the program: 'ldmatrix.sync.aligned.m8n8.x4.shared.b16 \[^'\]*': a matrix instruction, which takes its operands from the registers of a warp's 32 lanes, is not emulated" } */
		  : "=r" (d[0]), "=r" (d[1]), "=r" (d[2]), "=r" (d[3]) : "r" (a));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
