/* "omp simd" loops with reduction, lastprivate and linear clauses
   around warp instructions: GCC gives the host's copy an "omp simd"
   array per clause variable, one element per lane; the host must run
   the iterations as the lanes of a warp and combine the reduction as
   GCC's own copy does.  Two full warps (64 iterations): shfl.bfly sums,
   redux.sync.max, vote.ballot into reduction(+), reduction(max) and
   lastprivate; a partial warp (40 iterations: the second has 8 lanes)
   with activemask and a ballot of the active lanes into lastprivate and
   reduction(+); <ptxasm/cuda.h>'s __ballot_sync and __shfl_xor_sync in
   reduction(+:acc).  Expected values from plain C; the host prints what
   an H200 prints.  (Not linear: GCC's GPU code gives every lane of the
   warp the first lane's linear variable, stock GCC 12 and 14 alike,
   measured on an H200; the manual's Lockstep section says so.)  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* The H200's output (GCC 12).  */
/* { dg-output "lockstep-clauses: 12288 6 aaa55515 13016 8c6318c6 544 000000ff.*lockstep-clauses: ok" } */

#include <stdio.h>
#include <ptxasm/cuda.h>

static int errors;

static void
check (const char *what, long got, long want)
{
  if (got != want && errors++ < 10)
    printf ("lockstep-clauses: %s = %ld, want %ld\n", what, got, want);
}

int
main (int argc, char **argv)
{
  int n = 40 + (argc > 100);
  int sum = 0, mx = -1000, last = -1, j = 0, acc = 0;
  unsigned bal = 0, masks = 0;
  unsigned seen[64];
  (void) argv;

#pragma omp target map(tofrom: sum, mx, last, j, acc, bal, masks) \
	map(from: seen) firstprivate(n)
  {
#pragma omp simd reduction(+:sum) reduction(max:mx) lastprivate(last)
    for (int i = 0; i < 64; i++)
      {
	unsigned v = (unsigned) (i * 7 % 13), s = v;
	for (unsigned x = 16; x >= 1; x >>= 1)
	  asm volatile ("{ .reg .u32 t; shfl.sync.bfly.b32 t, %0, %1, 31, -1;"
			" add.u32 %0, %0, t; }" : "+r" (s) : "r" (x));
	int m;
	asm volatile ("redux.sync.max.s32 %0, %1, -1;"
		      : "=r" (m) : "r" ((int) v - 6));
	unsigned b;
	asm volatile ("{ .reg .pred p; setp.gt.u32 p, %1, 6;"
		      " vote.sync.ballot.b32 %0, p, -1; }" : "=r" (b) : "r" (v));
	sum += (int) s;
	if (m > mx)
	  mx = m;
	last = (int) (b ^ (unsigned) i);
      }

#pragma omp simd lastprivate(bal) reduction(+:j)
    for (int i = 0; i < n; i++)
      {
	unsigned am, b;
	asm volatile ("activemask.b32 %0;" : "=r" (am));
	asm volatile ("{ .reg .pred p; setp.ne.u32 p, %1, 0;"
		      " vote.sync.ballot.b32 %0, p, %2; }"
		      : "=r" (b) : "r" ((5 + 3 * i) & 1), "r" (am));
	seen[i] = b;
	bal = am;
	j += __builtin_popcount (b);
      }

#pragma omp simd reduction(+:acc) reduction(|:masks)
    for (int i = 0; i < 64; i++)
      {
	int v = i % 5;
	unsigned b = __ballot_sync (0xffffffffu, v == 2);
	int o = __shfl_xor_sync (0xffffffffu, v, 1);
	acc += o * 100 + __popc (b);
	masks |= b << (i / 32);
      }
  }

  /* Plain C: the warp of iterations w*32 .. w*32+31.  */
  int wsum = 0, wmx = -1000, wlast = -1, wacc = 0;
  unsigned wmasks = 0;
  for (int w = 0; w < 2; w++)
    {
      unsigned total = 0, ballot = 0;
      int wm = -1000;
      for (int k = 0; k < 32; k++)
	{
	  unsigned v = (unsigned) ((w * 32 + k) * 7 % 13);
	  total += v;
	  if ((int) v - 6 > wm)
	    wm = (int) v - 6;
	  if (v > 6)
	    ballot |= 1u << k;
	}
      wsum += 32 * (int) total;
      if (wm > wmx)
	wmx = wm;
      wlast = (int) (ballot ^ (unsigned) (w * 32 + 31));
      unsigned b2 = 0;
      for (int k = 0; k < 32; k++)
	if ((w * 32 + k) % 5 == 2)
	  b2 |= 1u << k;
      for (int k = 0; k < 32; k++)
	wacc += ((w * 32 + (k ^ 1)) % 5) * 100 + __builtin_popcount (b2);
      wmasks |= b2 << w;
    }
  check ("sum", sum, wsum);
  check ("mx", mx, wmx);
  check ("last", last, wlast);
  check ("acc", acc, wacc);
  check ("masks", masks, wmasks);
  int wj = 0;
  for (int i = 0; i < n; i++)
    wj += __builtin_popcount (seen[i]);
  check ("j", j, wj);
  check ("bal", bal, 0xffu);
  for (int i = 0; i < n; i++)
    {
      unsigned act = i < 32 ? 0xffffffffu : 0xffu, want = 0;
      for (int k = 0; k < 32; k++)
	if ((act >> k & 1) && ((5 + 3 * ((i / 32) * 32 + k)) & 1))
	  want |= 1u << k;
      check ("seen", seen[i], want);
    }
  printf ("lockstep-clauses: %d %d %08x %d %08x %d %08x\n", sum, mx,
	  (unsigned) last, acc, masks, j, bal);
  if (errors)
    return 1;
  puts ("lockstep-clauses: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
