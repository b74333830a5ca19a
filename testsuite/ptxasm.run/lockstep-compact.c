/* moderngpu-style stream compaction in "omp simd" loops, whose
   iteration l the GPU runs on lane l % 32: the keep flags of a warp by
   vote.sync.ballot.b32, each kept element's rank as the population
   count (popc.b32) of the ballot's bits below its lane (%lanemask_lt),
   the warp's count as the ballot's population count, and each kept
   element stored at its rank in its warp's block of the output.
   First 96 iterations (3 full warps) with a data-dependent keep flag
   and the member mask -1; then 40 iterations, where the second warp
   has only 8 active lanes: activemask.b32 gives 0xffffffff in the
   first warp and 0xff in the second, and the ballot uses it as the
   member mask.  Checked against plain C; the host must print the same
   as the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32
#define N1 (3 * W)
#define N2 40
#define EMPTY 0xdeadbeefu

int
main (void)
{
  unsigned in[N1], out1[N1], rank1[N1], count1[N1];
  unsigned out2[2 * W], count2[N2], active[N2];
  int errors = 0;

  for (int i = 0; i < N1; i++)
    {
      in[i] = (unsigned) i * 2654435761u >> 7;
      out1[i] = EMPTY;
    }
  for (int i = 0; i < 2 * W; i++)
    out2[i] = EMPTY;

#pragma omp target map(to: in) map(tofrom: out1) map(from: rank1, count1)
#pragma omp simd
  for (int l = 0; l < N1; l++)
    {
      unsigned v = in[l], keep = v % 3 != 0, ballot, lt, rank, total;
      asm volatile ("{\n\t"
		    ".reg .pred p;\n\t"
		    "setp.ne.u32 p, %1, 0;\n\t"
		    "vote.sync.ballot.b32 %0, p, -1;\n\t"
		    "}" : "=r" (ballot) : "r" (keep));
      asm volatile ("mov.u32 %0, %%lanemask_lt;" : "=r" (lt));
      asm ("popc.b32 %0, %1;" : "=r" (rank) : "r" (ballot & lt));
      asm ("popc.b32 %0, %1;" : "=r" (total) : "r" (ballot));
      if (keep)
	out1[l / W * W + rank] = v;
      rank1[l] = rank;
      count1[l] = total;
    }

#pragma omp target map(to: in) map(tofrom: out2) map(from: count2, active)
#pragma omp simd
  for (int l = 0; l < N2; l++)
    {
      unsigned v = in[l], keep = v % 3 != 0, mask, ballot, lt, rank, total;
      asm volatile ("activemask.b32 %0;" : "=r" (mask));
      asm volatile ("{\n\t"
		    ".reg .pred p;\n\t"
		    "setp.ne.u32 p, %1, 0;\n\t"
		    "vote.sync.ballot.b32 %0, p, %2;\n\t"
		    "}" : "=r" (ballot) : "r" (keep), "r" (mask));
      asm volatile ("mov.u32 %0, %%lanemask_lt;" : "=r" (lt));
      asm ("popc.b32 %0, %1;" : "=r" (rank) : "r" (ballot & lt));
      asm ("popc.b32 %0, %1;" : "=r" (total) : "r" (ballot));
      if (keep)
	out2[l / W * W + rank] = v;
      count2[l] = total;
      active[l] = mask;
    }

  /* The reference: each warp's kept elements in order, then EMPTY.  */
  for (int w = 0; w < N1 / W; w++)
    {
      unsigned n = 0, want[W];
      for (int j = 0; j < W; j++)
	{
	  unsigned v = in[w * W + j];
	  if (v % 3 != 0)
	    {
	      if (rank1[w * W + j] != n && errors++ < 10)
		printf ("lockstep-compact: iteration %d: rank %u (want %u)\n",
			w * W + j, rank1[w * W + j], n);
	      want[n++] = v;
	    }
	}
      for (int j = 0; j < W; j++)
	{
	  unsigned o = out1[w * W + j], wo = j < (int) n ? want[j] : EMPTY;
	  if ((o != wo || count1[w * W + j] != n) && errors++ < 10)
	    printf ("lockstep-compact: warp %d slot %d: %#x (want %#x), "
		    "count %u (want %u)\n", w, j, o, wo, count1[w * W + j], n);
	}
    }
  for (int w = 0; w < 2; w++)
    {
      int lanes = w ? N2 - W : W;
      unsigned n = 0, want[W], wmask = w ? 0xffu : 0xffffffffu;
      for (int j = 0; j < lanes; j++)
	if (in[w * W + j] % 3 != 0)
	  want[n++] = in[w * W + j];
      for (int j = 0; j < W; j++)
	{
	  unsigned o = out2[w * W + j], wo = j < (int) n ? want[j] : EMPTY;
	  if (o != wo && errors++ < 10)
	    printf ("lockstep-compact: %d iterations, warp %d slot %d: %#x "
		    "(want %#x)\n", N2, w, j, o, wo);
	}
      for (int j = 0; j < lanes; j++)
	if ((active[w * W + j] != wmask || count2[w * W + j] != n)
	    && errors++ < 10)
	  printf ("lockstep-compact: %d iterations, iteration %d: activemask "
		  "%#x (want %#x), count %u (want %u)\n", N2, w * W + j,
		  active[w * W + j], wmask, count2[w * W + j], n);
    }
  if (errors)
    return 1;
  puts ("lockstep-compact: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
