/* OpenACC vector loops of several warps: with vector_length(32), GCC
   runs iteration i of a "loop vector" on lane i % 32 (it strides the
   iterations over the lanes), the 64 iterations as two rounds of the
   warp: 0-31, then 32-63.  Each iteration sums v(i) = i * i % 97 over
   the warp with five shfl.sync.bfly steps (offsets 16 to 1) and takes a
   vote.sync.ballot of (i * 7) % 3 == 0.  Then a "loop gang vector" over
   128 iterations with num_gangs(2): the gangs share out the iterations,
   but each warp still runs 32 consecutive ones, iteration i on lane
   i % 32.  The host fallback must run the iterations as the lanes of a
   warp too (lockstep.cc).

   Expected, in plain C below: block b = i / 32 of 32 iterations;
   sum[i] = the sum of v over block b: 1395 1790 for the vector loop's
   blocks, 1395 1790 1470 1308 for the gang loop's; ballot[i] bit k
   set where (32 * b + k) % 3 == 0: 49249249 92492492 (and 24924924
   49249249 for blocks 2 and 3).  The line printed: the vector loop's
   sum and ballot of iterations 0 and 32, the gang loop's of iterations
   0, 32, 64 and 96, and a FNV-1a checksum of the 192 sums and 192
   ballots; an H200 prints it (2026-11-28).  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* Reasoned, not yet measured on a GPU.  */
/* { dg-output "lockstep-acc-vector: 1395 1790 49249249 92492492 1395 1790 1470 1308 49249249 92492492 24924924 49249249 7365d885.*lockstep-acc-vector: ok" } */

#include <stdio.h>

#define N 64
#define NG 128

static int errors;

static void
check (const char *what, int i, unsigned got, unsigned want)
{
  if (got != want && errors++ < 10)
    printf ("lockstep-acc-vector: %s[%d] = %#x, want %#x\n", what, i, got,
	    want);
}

static unsigned
fnv (unsigned h, unsigned w)
{
  for (int b = 0; b < 4; b++)
    {
      h ^= (w >> (8 * b)) & 0xff;
      h *= 0x01000193u;
    }
  return h;
}

int
main (void)
{
  int sum[N], gsum[NG];
  unsigned ballot[N], gballot[NG];

#pragma acc parallel num_gangs(1) num_workers(1) vector_length(32) \
	copyout(sum, ballot)
  {
#pragma acc loop vector
    for (int i = 0; i < N; i++)
      {
	int s = i * i % 97;
	unsigned p = (i * 7) % 3 == 0, b;
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
		      "}" : "=r" (b) : "r" (p));
	sum[i] = s;
	ballot[i] = b;
      }
  }

#pragma acc parallel num_gangs(2) vector_length(32) copyout(gsum, gballot)
  {
#pragma acc loop gang vector
    for (int i = 0; i < NG; i++)
      {
	int s = i * i % 97;
	unsigned p = (i * 7) % 3 == 0, b;
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
		      "}" : "=r" (b) : "r" (p));
	gsum[i] = s;
	gballot[i] = b;
      }
  }

  /* Plain C: the warp of iterations 32*b .. 32*b+31.  */
  int wsum[NG / 32];
  unsigned wballot[NG / 32];
  for (int b = 0; b < NG / 32; b++)
    {
      wsum[b] = 0;
      wballot[b] = 0;
      for (int k = 0; k < 32; k++)
	{
	  int i = 32 * b + k;
	  wsum[b] += i * i % 97;
	  if ((i * 7) % 3 == 0)
	    wballot[b] |= 1u << k;
	}
    }
  unsigned h = 0x811c9dc5u;
  for (int i = 0; i < N; i++)
    {
      check ("sum", i, sum[i], wsum[i / 32]);
      check ("ballot", i, ballot[i], wballot[i / 32]);
      h = fnv (fnv (h, sum[i]), ballot[i]);
    }
  for (int i = 0; i < NG; i++)
    {
      check ("gang sum", i, gsum[i], wsum[i / 32]);
      check ("gang ballot", i, gballot[i], wballot[i / 32]);
      h = fnv (fnv (h, gsum[i]), gballot[i]);
    }
  printf ("lockstep-acc-vector: %d %d %08x %08x %d %d %d %d %08x %08x %08x "
	  "%08x %08x\n", sum[0], sum[32], ballot[0], ballot[32], gsum[0],
	  gsum[32], gsum[64], gsum[96], gballot[0], gballot[32], gballot[64],
	  gballot[96], h);
  if (errors)
    return 1;
  puts ("lockstep-acc-vector: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
