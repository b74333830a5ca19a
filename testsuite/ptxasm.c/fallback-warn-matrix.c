/* The host fallback computes ldmatrix, stmatrix and movmatrix of 8x8
   matrices of 16-bit elements in lockstep (lockstep-ldmatrix.c); wgmma
   (a warpgroup's 128 lanes) it does not: the warning, which comes
   without an option, says which and why.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

void
f (unsigned *d)
{
#pragma omp target map(tofrom: d[0:4])
  {
    unsigned a = 0;
    asm volatile ("wgmma.fence.sync.aligned;" ::: "memory"); /* { dg-warning "stops the program: 'wgmma.fence.sync.aligned': wgmma, which takes its operands from the registers of a warpgroup's 128 lanes, is not emulated" } */
    asm volatile ("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];" /* { dg-bogus "stops the program" } */
		  : "=r" (d[2]), "=r" (d[3]) : "r" (a));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
