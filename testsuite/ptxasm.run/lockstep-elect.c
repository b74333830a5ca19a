/* elect.sync (sm_90, PTX ISA 8.0, so -fplugin-arg-ptxasm-arch=sm_90a as
   in sm90a-elect.c) in "omp simd" loops, whose iteration l the GPU runs
   on lane l % 32.  64 iterations, two warps' worth: with member mask -1
   each warp elects its lane 0; under "if (l & 1)" with the odd lanes'
   mask, lane 1; under a data-dependent "if" with the mask that a
   vote.sync.ballot of the same condition gave, the lowest lane that
   takes it, which differs between the two warps.  Then 40 iterations,
   with the mask activemask.b32 gives (the second warp has 8 active
   lanes): lane 0 of each warp.  Every lane gets the leader's lane
   number, and the predicate is true in the leader alone.  Checked
   against plain C; the host must print the same as the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

#include <stdio.h>

#define W 32
#define N (2 * W)
#define N2 40
#define UNSET 99u

#define ELECT(mask, leader, elected)				\
  asm volatile ("{\n\t.reg .pred p;\n\t"			\
		"elect.sync %0|p, %2;\n\t"			\
		"selp.u32 %1, 1, 0, p;\n}"			\
		: "=r" (leader), "=r" (elected) : "r" (mask))

int
main (void)
{
  unsigned in[N], leader[N], elected[N], leader_odd[N], elected_odd[N];
  unsigned leader_if[N], elected_if[N], leader2[N2], elected2[N2];
  int errors = 0;

  for (int i = 0; i < N; i++)
    {
      in[i] = i % 7 == 5;	/* first set in lane 5, then lane 1 (33) */
      leader_odd[i] = elected_odd[i] = leader_if[i] = elected_if[i] = UNSET;
    }

#pragma omp target map(to: in) map(from: leader, elected) \
	map(tofrom: leader_odd, elected_odd, leader_if, elected_if)
#pragma omp simd
  for (int l = 0; l < N; l++)
    {
      unsigned ballot;
      ELECT (-1, leader[l], elected[l]);
      if (l & 1)
	ELECT (0xaaaaaaaa, leader_odd[l], elected_odd[l]);
      asm volatile ("{\n\t"
		    ".reg .pred p;\n\t"
		    "setp.ne.u32 p, %1, 0;\n\t"
		    "vote.sync.ballot.b32 %0, p, -1;\n\t"
		    "}" : "=r" (ballot) : "r" (in[l]));
      if (in[l])
	ELECT (ballot, leader_if[l], elected_if[l]);
    }

#pragma omp target map(from: leader2, elected2)
#pragma omp simd
  for (int l = 0; l < N2; l++)
    {
      unsigned mask;
      asm volatile ("activemask.b32 %0;" : "=r" (mask));
      ELECT (mask, leader2[l], elected2[l]);
    }

  for (int l = 0; l < N; l++)
    {
      int lane = l % W, first = -1;
      for (int j = l / W * W; j < l / W * W + W && first < 0; j++)
	if (in[j])
	  first = j % W;
      unsigned wl = 0, we = lane == 0;
      unsigned wlo = l & 1 ? 1 : UNSET, weo = l & 1 ? lane == 1 : UNSET;
      unsigned wli = in[l] ? (unsigned) first : UNSET;
      unsigned wei = in[l] ? lane == first : UNSET;
      if (leader[l] != wl || elected[l] != we || leader_odd[l] != wlo
	  || elected_odd[l] != weo || leader_if[l] != wli
	  || elected_if[l] != wei)
	{
	  if (errors < 10)
	    printf ("lockstep-elect: iteration %d (lane %d): mask -1: %u %u "
		    "(want %u %u), odd lanes: %u %u (want %u %u), ballot: "
		    "%u %u (want %u %u)\n", l, lane, leader[l], elected[l],
		    wl, we, leader_odd[l], elected_odd[l], wlo, weo,
		    leader_if[l], elected_if[l], wli, wei);
	  errors++;
	}
    }
  for (int l = 0; l < N2; l++)
    if (leader2[l] != 0 || elected2[l] != (l % W == 0))
      {
	if (errors < 10)
	  printf ("lockstep-elect: %d iterations, iteration %d: leader %u, "
		  "elected %u (want 0 %u)\n", N2, l, leader2[l], elected2[l],
		  l % W == 0);
	errors++;
      }
  if (errors)
    return 1;
  puts ("lockstep-elect: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
