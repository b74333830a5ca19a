/* Outside simd code every output of an asm statement is the same in all
   lanes of the OpenMP thread's warp: the executing lane's value,
   broadcast.  %laneid reads 0 (the master lane's) in every lane; a
   statement with a warp-collective instruction (vote.sync, shfl.sync)
   runs on all lanes and its result is broadcast; inside simd each lane
   has its own.  Uniformity is checked with vote.sync.all, which runs on
   every lane.  Before, %laneid gave each lane its own number.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-warn-warp=no" } */

#include <omp.h>
#include <stdio.h>

#pragma omp declare target
/* 1 if V is the same in every lane of the warp.  */
static unsigned
uniform (unsigned v)
{
  unsigned r;
  asm volatile ("{\n\t.reg .pred p;\n\t.reg .u32 first;\n\t"
		"shfl.sync.idx.b32 first, %1, 0, 31, -1;\n\t"
		"setp.eq.u32 p, first, %1;\n\t"
		"vote.sync.all.pred p, p, -1;\n\t"
		"selp.u32 %0, 1, 0, p;\n\t}" : "=r" (r) : "r" (v));
  return r;
}
#pragma omp end declare target

int
main (void)
{
  unsigned out[4][8];
  unsigned simd_lane[32];
#pragma omp target parallel num_threads(4) map(from: out, simd_lane)
  {
    int t = omp_get_thread_num ();
    unsigned lane, ballot, sh;
    asm volatile ("mov.u32 %0, %%laneid;" : "=r" (lane));
    asm volatile ("{\n\t.reg .pred p;\n\tsetp.ne.u32 p, %1, 0;\n\t"
		  "vote.sync.ballot.b32 %0, p, -1;\n\t}" : "=r" (ballot)
		  : "r" (1));
    asm volatile ("shfl.sync.idx.b32 %0, %1, 3, 31, -1;" : "=r" (sh)
		  : "r" (t * 10 + 7));
    out[t][0] = lane;
    out[t][1] = uniform (lane);
    out[t][2] = ballot;
    out[t][3] = uniform (ballot);
    out[t][4] = sh;
    out[t][5] = uniform (sh);
    if (t == 0)
#pragma omp simd
      for (int l = 0; l < 32; l++)
	{
	  unsigned x;
	  asm volatile ("mov.u32 %0, %%laneid;" : "=r" (x));
	  simd_lane[l] = x;
	}
  }
  int errors = 0;
  for (int t = 0; t < 4; t++)
    if (out[t][0] != 0 || out[t][1] != 1 || out[t][2] != 0xffffffffu
	|| out[t][3] != 1 || out[t][4] != (unsigned) t * 10 + 7
	|| out[t][5] != 1)
      {
	printf ("lanes-uniform: thread %d: laneid %u (uniform %u), ballot "
		"%#x (uniform %u), shfl %u (uniform %u)\n", t, out[t][0],
		out[t][1], out[t][2], out[t][3], out[t][4], out[t][5]);
	errors++;
      }
  for (int l = 0; l < 32; l++)
    if (simd_lane[l] != (unsigned) l)
      {
	printf ("lanes-uniform: simd iteration %d read laneid %u\n", l,
		simd_lane[l]);
	errors++;
      }
  printf ("lanes-uniform: %d errors\n", errors);
  return errors != 0;
}

/* { dg-output "lanes-uniform: 0 errors" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
