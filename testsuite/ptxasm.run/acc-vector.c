/* Warp-level PTX in an OpenACC vector loop: with vector_length(32) the
   32 iterations of a "loop vector" run on the 32 lanes of one warp, so
   shfl.sync and vote.sync with the full mask see all of them.  A
   butterfly sum, a ballot and %laneid (which must take every value
   0..31 once) are checked.  The host fallback runs the loop's
   iterations as the lanes of a warp too (lockstep.cc).  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */

#include <stdio.h>

#define W 32

int
main (void)
{
  int sum[W];
  unsigned ballot[W], lane[W];
  int errors = 0;

#pragma acc parallel num_gangs(1) num_workers(1) vector_length(W) \
	copyout(sum, ballot, lane)
  {
#pragma acc loop vector
    for (int i = 0; i < W; i++)
      {
	int s = i * i;
	unsigned odd = i & 1, b, l;
	for (int x = 16; x >= 1; x >>= 1)
	  asm volatile ("{\n\t"
			".reg .b32 t;\n\t"
			"shfl.sync.bfly.b32 t, %0, %1, 0x1f, 0xffffffff;\n\t"
			"add.s32 %0, %0, t;\n\t"
			"}" : "+r" (s) : "r" (x));
	asm volatile ("{\n\t"
		      ".reg .pred p;\n\t"
		      "setp.ne.u32 p, %1, 0;\n\t"
		      "vote.sync.ballot.b32 %0, p, 0xffffffff;\n\t"
		      "}" : "=r" (b) : "r" (odd));
	asm volatile ("mov.u32 %0, %%laneid;" : "=r" (l));
	sum[i] = s;
	ballot[i] = b;
	lane[i] = l;
      }
  }

  unsigned seen = 0, want_ballot = 0;
  int want_sum = 0;
  for (int i = 0; i < W; i++)
    {
      want_sum += i * i;
      /* Which lane runs iteration i is GCC's choice; the lanes running
	 odd iterations are found from the lanes recorded.  */
      if (lane[i] < W)
	{
	  if (seen & (1u << lane[i]))
	    {
	      printf ("acc-vector: lane %u ran two iterations\n", lane[i]);
	      errors++;
	    }
	  seen |= 1u << lane[i];
	  if (i & 1)
	    want_ballot |= 1u << lane[i];
	}
    }
  if (seen != 0xffffffffu)
    {
      printf ("acc-vector: lanes seen %#x, want all 32\n", seen);
      errors++;
    }
  for (int i = 0; i < W; i++)
    if (sum[i] != want_sum || ballot[i] != want_ballot)
      {
	printf ("acc-vector: iteration %d (lane %u): sum %d (want %d) ballot "
		"%#x (want %#x)\n", i, lane[i], sum[i], want_sum, ballot[i],
		want_ballot);
	errors++;
      }
  if (errors)
    return 1;
  puts ("acc-vector: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
