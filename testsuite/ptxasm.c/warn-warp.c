/* A warp-collective statement outside a simd loop: a warning that says
   what the warp is there and names the simd loop (issue 34); none in a
   simd loop, none in a function of the user's (a simd loop may call
   it), none for what does not read the other lanes.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#pragma omp declare target
unsigned
helper (unsigned x)
{
  unsigned r;
  asm ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;" : "=r" (r) : "r" (x));
  return r;
}
#pragma omp end declare target

void
f (unsigned *v)
{
#pragma omp target map(tofrom: v[0:34])
  {
    asm volatile ("{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, -1; }" : "=r" (v[0]) : "r" (v[1])); /* { dg-warning "'vote' outside a 'simd' loop that GCC runs one iteration per lane: the warp is this OpenMP thread's 32 lanes" } */
    /* { dg-message "each iteration of an 'omp simd' loop over 32 lanes \\(in a 'target' region\\) is a lane of its own; '-fplugin-arg-ptxasm-warn-warp=no' turns this warning off" "" { target *-*-* } .-1 } */
    asm volatile ("redux.sync.add.u32 %0, %1, -1;" : "=r" (v[1]) : "r" (v[2])); /* { dg-warning "'redux' outside a 'simd' loop" } */
    asm volatile ("activemask.b32 %0;" : "=r" (v[2])); /* { dg-warning "'activemask' outside a 'simd' loop" } */
    asm volatile ("bar.warp.sync -1;");
    asm volatile ("mov.u32 %0, %%laneid;" : "=r" (v[3]));
#pragma omp simd
    for (int l = 0; l < 32; l++)
      asm volatile ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;" : "=r" (v[l + 2]) : "r" (l));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
