/* The warp outside simd code (issue 34): GCC runs an OpenMP thread as a
   whole warp of 32 lanes in lockstep, all holding the thread's values,
   lane 0 its own; every warp instruction sees those 32 lanes, on the
   GPU and in the host fallback alike: a ballot or match of all 32
   lanes, a reduction of 32 equal values, a shuffle that reads the same
   value, activemask of all 32, the lane registers of lane 0
   (elect.sync, which needs sm_90, is in sm90a-elect.c).  The
   dg-output lines are the H100's; ptxasm.host/run-on-host.exp runs the
   same program on the host, which must print the same.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-warn-warp=no" } */

#include <stdio.h>
#include <omp.h>

#define T 2
static unsigned v[T][40];

#define SHFL(k, mode, b, c)						\
  asm volatile ("{ .reg .pred p; shfl.sync." mode ".b32 %0|p, %2, "	\
		#b ", " #c ", -1; selp.u32 %1, 1, 0, p; }"		\
		: "=r" (w[k]), "=r" (w[k + 1]) : "r" (x))

int
main (void)
{
#pragma omp target teams num_teams(1) thread_limit(T) map(from: v)
#pragma omp parallel num_threads(T)
  {
    unsigned *w = v[omp_get_thread_num ()];
    unsigned x = 5, mask;
    int neg = -3;
    asm volatile ("activemask.b32 %0;" : "=r" (mask));
    w[0] = mask;
    asm volatile ("{ .reg .pred p; setp.ne.u32 p, %1, 0; "
		  "vote.sync.ballot.b32 %0, p, %2; }"
		  : "=r" (w[1]) : "r" (x), "r" (mask));
    asm volatile ("{ .reg .pred p; setp.eq.u32 p, %1, 0; "
		  "vote.sync.ballot.b32 %0, p, -1; }" : "=r" (w[2]) : "r" (x));
    asm volatile ("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; "
		  "vote.sync.all.pred q, p, -1; selp.u32 %0, 1, 0, q; }"
		  : "=r" (w[3]) : "r" (x));
    asm volatile ("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; "
		  "vote.sync.any.pred q, !p, -1; selp.u32 %0, 1, 0, q; }"
		  : "=r" (w[4]) : "r" (x));
    asm volatile ("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; "
		  "vote.sync.uni.pred q, p, -1; selp.u32 %0, 1, 0, q; }"
		  : "=r" (w[5]) : "r" (x));
    asm volatile ("redux.sync.add.u32 %0, %1, -1;" : "=r" (w[6]) : "r" (x));
    asm volatile ("redux.sync.add.s32 %0, %1, -1;" : "=r" (w[7]) : "r" (neg));
    asm volatile ("redux.sync.min.s32 %0, %1, -1;" : "=r" (w[8]) : "r" (neg));
    asm volatile ("redux.sync.max.u32 %0, %1, -1;" : "=r" (w[9]) : "r" (x));
    asm volatile ("redux.sync.and.b32 %0, %1, -1;" : "=r" (w[10]) : "r" (x));
    asm volatile ("redux.sync.or.b32 %0, %1, -1;" : "=r" (w[11]) : "r" (x));
    asm volatile ("redux.sync.xor.b32 %0, %1, -1;" : "=r" (w[12]) : "r" (x));
    SHFL (13, "bfly", 1, 0x1f);
    SHFL (15, "up", 1, 0);
    SHFL (17, "down", 1, 0x1f);
    SHFL (19, "idx", 7, 0x1f);
    SHFL (21, "idx", 7, 0);
    asm volatile ("match.any.sync.b32 %0, %1, -1;" : "=r" (w[23]) : "r" (x));
    asm volatile ("{ .reg .pred p; match.all.sync.b32 %0|p, %2, -1; "
		  "selp.u32 %1, 1, 0, p; }"
		  : "=r" (w[24]), "=r" (w[25]) : "r" (x));
    asm volatile ("match.any.sync.b64 %0, %1, -1;" : "=r" (w[26])
		  : "l" (0x123456789ull));
    asm volatile ("bar.warp.sync -1; mov.u32 %0, 7;" : "=r" (w[27]));
    asm volatile ("mov.u32 %0, %%laneid;" : "=r" (w[28]));
    asm volatile ("mov.u32 %0, %%tid.x;" : "=r" (w[29]));
    asm volatile ("mov.u32 %0, %%lanemask_eq;" : "=r" (w[30]));
    asm volatile ("mov.u32 %0, %%lanemask_lt;" : "=r" (w[31]));
    asm volatile ("mov.u32 %0, %%lanemask_le;" : "=r" (w[32]));
    asm volatile ("mov.u32 %0, %%lanemask_gt;" : "=r" (w[33]));
    asm volatile ("mov.u32 %0, %%lanemask_ge;" : "=r" (w[34]));
    asm volatile ("mov.u32 %0, WARP_SZ;" : "=r" (w[35]));
  }
  for (int t = 0; t < T; t++)
    {
      printf ("thread %d:", t);
      for (int k = 0; k < 36; k++)
	printf (" %x", v[t][k]);
      printf ("\n");
    }
  return 0;
}

/* { dg-output "thread 0: ffffffff ffffffff 0 1 0 1 a0 ffffffa0 fffffffd 5 5 5 0 5 1 5 0 5 1 5 1 5 0 ffffffff ffffffff 1 ffffffff 7 0 0 1 0 1 fffffffe ffffffff 20\[\r\n\]+" } */
/* { dg-output "thread 1: ffffffff ffffffff 0 1 0 1 a0 ffffffa0 fffffffd 5 5 5 0 5 1 5 0 5 1 5 1 5 0 ffffffff ffffffff 1 ffffffff 7 0 0 1 0 1 fffffffe ffffffff 20" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
