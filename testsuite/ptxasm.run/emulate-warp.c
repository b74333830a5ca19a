/* The special registers and the warp instructions in the host's view
   (issue 23): the OpenMP thread is lane 0 of a warp whose other lanes
   are inactive.  On the GPU the statements run on one lane: outside
   simd code (lanes=one) for the special registers, on lane 0 of an
   "omp simd" loop, with member mask 1, for the warp instructions.  The
   dg-output lines below were printed by an NVIDIA H100;
   ptxasm.host/run-on-host.exp runs the same program on the host, where
   the host fallback computes them, and must print the same.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <omp.h>

#define T 4
static unsigned sr[T][12];
static unsigned wv[40], wp[40];

int
main (void)
{
#pragma omp target teams num_teams(1) thread_limit(T) map(from: sr)
#pragma omp parallel num_threads(T)
  {
    int t = omp_get_thread_num ();
    unsigned *s = sr[t];
    asm volatile ("mov.u32 %0, %%laneid;" : "=r" (s[0]));
    asm volatile ("mov.u32 %0, %%tid.x;" : "=r" (s[1]));
    asm volatile ("mov.u32 %0, %%ntid.x;" : "=r" (s[2]));
    asm volatile ("mov.u32 %0, %%tid.y;" : "=r" (s[3]));
    asm volatile ("mov.u32 %0, %%ctaid.x;" : "=r" (s[4]));
    asm volatile ("mov.u32 %0, %%lanemask_eq;" : "=r" (s[5]));
    asm volatile ("mov.u32 %0, %%lanemask_le;" : "=r" (s[6]));
    asm volatile ("mov.u32 %0, %%lanemask_lt;" : "=r" (s[7]));
    asm volatile ("mov.u32 %0, %%lanemask_ge;" : "=r" (s[8]));
    asm volatile ("mov.u32 %0, %%lanemask_gt;" : "=r" (s[9]));
    asm volatile ("mov.u32 %0, WARP_SZ;" : "=r" (s[10]));
    s[3] = s[3] == (unsigned) t;
    s[4] = s[4] == (unsigned) omp_get_team_num ();
    unsigned long long t0, t1;
    asm volatile ("mov.u64 %0, %%globaltimer;" : "=l" (t0) :: "memory");
    asm volatile ("mov.u64 %0, %%clock64;" : "=l" (t1) :: "memory");
    asm volatile ("mov.u64 %0, %%globaltimer;" : "=l" (t1) :: "memory");
    s[11] = t1 >= t0;
  }

#pragma omp target map(tofrom: wv, wp)
#pragma omp simd
  for (int l = 0; l < 32; l++)
    if (l == 0)
      {
	unsigned v = 0x1234abcdu;
#define SHFL(k, mode, b, c)						\
	asm volatile ("{ .reg .pred p; shfl.sync." mode ".b32 %0|p, %2, "	\
		      #b ", " #c ", 1; selp.u32 %1, 1, 0, p; }"		\
		      : "=r" (wv[k]), "=r" (wp[k]) : "r" (v))
	SHFL (0, "up", 0, 0);
	SHFL (1, "up", 1, 0);
	SHFL (2, "down", 0, 0x1f);
	SHFL (3, "down", 1, 0x1f);
	SHFL (4, "down", 1, 0);
	SHFL (5, "bfly", 0, 0x1f);
	SHFL (6, "bfly", 1, 0x1f);
	SHFL (7, "bfly", 1, 0);
	SHFL (8, "idx", 0, 0x1f);
	SHFL (9, "idx", 5, 0x1f);
	SHFL (10, "idx", 5, 0);
	SHFL (11, "idx", 5, 0x1f1f);
	SHFL (12, "up", 3, 0x1f00);
	SHFL (13, "down", 3, 0x181f);
	for (int k = 0; k < 2; k++)
	  {
	    asm volatile ("{ .reg .pred p, q; setp.ne.u32 p, %1, 0;"
			  " vote.sync.all.pred q, p, 1; selp.u32 %0, 1, 0, q; }"
			  : "=r" (wv[14 + k]) : "r" (k));
	    asm volatile ("{ .reg .pred p, q; setp.ne.u32 p, %1, 0;"
			  " vote.sync.any.pred q, !p, 1; selp.u32 %0, 1, 0, q; }"
			  : "=r" (wv[16 + k]) : "r" (k));
	    asm volatile ("{ .reg .pred p, q; setp.ne.u32 p, %1, 0;"
			  " vote.sync.uni.pred q, p, 1; selp.u32 %0, 1, 0, q; }"
			  : "=r" (wv[18 + k]) : "r" (k));
	    asm volatile ("{ .reg .pred p; setp.ne.u32 p, %1, 0;"
			  " vote.sync.ballot.b32 %0, p, 1; }"
			  : "=r" (wv[20 + k]) : "r" (k));
	  }
	asm volatile ("match.any.sync.b32 %0, %1, 1;" : "=r" (wv[22]) : "r" (v));
	asm volatile ("{ .reg .pred p; match.all.sync.b32 %0|p, %2, 1;"
		      " selp.u32 %1, 1, 0, p; }"
		      : "=r" (wv[23]), "=r" (wp[23]) : "r" (v));
	asm volatile ("match.any.sync.b64 %0, %1, 1;" : "=r" (wv[24])
		      : "l" (0x123456789ull));
	asm volatile ("redux.sync.add.u32 %0, %1, 1;" : "=r" (wv[25]) : "r" (v));
	asm volatile ("redux.sync.min.s32 %0, %1, 1;" : "=r" (wv[26]) : "r" (v));
	asm volatile ("redux.sync.max.u32 %0, %1, 1;" : "=r" (wv[27]) : "r" (v));
	asm volatile ("redux.sync.and.b32 %0, %1, 1;" : "=r" (wv[28]) : "r" (v));
	asm volatile ("redux.sync.or.b32 %0, %1, 1;" : "=r" (wv[29]) : "r" (v));
	asm volatile ("redux.sync.xor.b32 %0, %1, 1;" : "=r" (wv[30]) : "r" (v));
	asm volatile ("activemask.b32 %0;" : "=r" (wv[31]));
	asm volatile ("bar.warp.sync 1; mov.u32 %0, 7;" : "=r" (wv[32]));
	asm volatile ("membar.gl; fence.sc.gpu; mov.u32 %0, 8;" : "=r" (wv[33]));
      }

  for (int t = 0; t < T; t++)
    {
      printf ("sreg %d:", t);
      for (int k = 0; k < 12; k++)
	printf (" %x", sr[t][k]);
      printf ("\n");
    }
  for (int k = 0; k < 34; k++)
    printf ("warp %d: %x %x\n", k, wv[k], wp[k]);
  return 0;
}
/* { dg-output "sreg 0: 0 0 20 1 1 1 1 0 ffffffff fffffffe 20 1" } */
/* { dg-output "\[\r\n\]+sreg 1: 0 0 20 1 1 1 1 0 ffffffff fffffffe 20 1" } */
/* { dg-output "\[\r\n\]+sreg 2: 0 0 20 1 1 1 1 0 ffffffff fffffffe 20 1" } */
/* { dg-output "\[\r\n\]+sreg 3: 0 0 20 1 1 1 1 0 ffffffff fffffffe 20 1" } */
/* { dg-output "\[\r\n\]+warp 0: 1234abcd 1" } */
/* { dg-output "\[\r\n\]+warp 1: 1234abcd 0" } */
/* { dg-output "\[\r\n\]+warp 2: 1234abcd 1" } */
/* { dg-output "\[\r\n\]+warp 3: 0 1" } */
/* { dg-output "\[\r\n\]+warp 4: 1234abcd 0" } */
/* { dg-output "\[\r\n\]+warp 5: 1234abcd 1" } */
/* { dg-output "\[\r\n\]+warp 6: 0 1" } */
/* { dg-output "\[\r\n\]+warp 7: 1234abcd 0" } */
/* { dg-output "\[\r\n\]+warp 8: 1234abcd 1" } */
/* { dg-output "\[\r\n\]+warp 9: 0 1" } */
/* { dg-output "\[\r\n\]+warp 10: 1234abcd 0" } */
/* { dg-output "\[\r\n\]+warp 11: 1234abcd 1" } */
/* { dg-output "\[\r\n\]+warp 12: 1234abcd 0" } */
/* { dg-output "\[\r\n\]+warp 13: 0 1" } */
/* { dg-output "\[\r\n\]+warp 14: 0 0" } */
/* { dg-output "\[\r\n\]+warp 15: 1 0" } */
/* { dg-output "\[\r\n\]+warp 16: 1 0" } */
/* { dg-output "\[\r\n\]+warp 17: 0 0" } */
/* { dg-output "\[\r\n\]+warp 18: 1 0" } */
/* { dg-output "\[\r\n\]+warp 19: 1 0" } */
/* { dg-output "\[\r\n\]+warp 20: 0 0" } */
/* { dg-output "\[\r\n\]+warp 21: 1 0" } */
/* { dg-output "\[\r\n\]+warp 22: 1 0" } */
/* { dg-output "\[\r\n\]+warp 23: 1 1" } */
/* { dg-output "\[\r\n\]+warp 24: 1 0" } */
/* { dg-output "\[\r\n\]+warp 25: 1234abcd 0" } */
/* { dg-output "\[\r\n\]+warp 26: 1234abcd 0" } */
/* { dg-output "\[\r\n\]+warp 27: 1234abcd 0" } */
/* { dg-output "\[\r\n\]+warp 28: 1234abcd 0" } */
/* { dg-output "\[\r\n\]+warp 29: 1234abcd 0" } */
/* { dg-output "\[\r\n\]+warp 30: 1234abcd 0" } */
/* { dg-output "\[\r\n\]+warp 31: 1 0" } */
/* { dg-output "\[\r\n\]+warp 32: 7 0" } */
/* { dg-output "\[\r\n\]+warp 33: 8 0" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
