/* Reads that are a lane's own, or whose every read counts, keep the
   master-lane wrapper outside simd code: a generic ld (the address may
   be a lane's .local memory), ld.local, ld.mmio, %clock.  %laneid reads
   the master lane's number, which the wrapper computes in every lane
   from the function's mask: no guard, no broadcast.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int v = 5, out[4];

int
main (void)
{
#pragma omp target map(to: v) map(from: out)
  {
    unsigned u;
    asm volatile ("ld.u32 %0, [%1];" : "=r" (u) : "l" (&v));
    out[0] = u;
    asm volatile ("mov.u32 %0, %%laneid;" : "=r" (u));
    out[1] = u;
  }
  return 0;
}

/* The load guarded by the master flag, the lane number not.  */
/* { dg-final { scan-ptx {@%ptxasm[0-9]+_xp ld\.u32} } } */
/* { dg-final { scan-ptx {mov\.u32 (%ptxasm[0-9]+)_xi, %laneid;\s*and\.b32 \1_xi, \1_xi, %r[0-9]+;\s*\.reg \.b32 \1_0;\s*mov\.u32 \1_0, \1_xi;\s*mov\.b32 %r[0-9]+, \1_0;\s*[/][/] end inline asm} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
