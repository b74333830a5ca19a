/* The CUDA guide's clock examples: "mov.u32 %0, %%clock;" as a volatile
   asm (two identical statements are two reads), with and without a
   "memory" clobber, and nvcc's one-'%' spelling %clock; %clock64
   through an "l" operand and %globaltimer.  The program spins, reading
   %clock, until 20000 cycles have passed, then checks that the later
   reads of every counter moved forward by at least that much.  (Timing
   ordinary arithmetic between two reads would not do: ptxas may move
   instructions that do not depend on the clock across the reads.)  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define SPIN 20000u
#define MAX_READS 100000000

int
main (void)
{
  unsigned c0 = 0, c1 = 0, c2 = 0, c3 = 0, last = 0;
  unsigned long long g0 = 0, g1 = 0, t0 = 0, t1 = 0;
  int reads = 0, errors = 0;

#pragma omp target map(from: c0, c1, c2, c3, g0, g1, t0, t1, last, reads)
  {
    unsigned now;
    int n = 0;
    asm volatile ("mov.u64 %0, %%globaltimer;" : "=l" (t0) :: "memory");
    asm volatile ("mov.u64 %0, %%clock64;" : "=l" (g0) :: "memory");
    asm volatile ("mov.u32 %0, %%clock;" : "=r" (c0));
    do
      {
	asm volatile ("mov.u32 %0, %clock;" : "=r" (now) :: "memory");
	n++;
      }
    while (now - c0 < SPIN && n < MAX_READS);
    asm volatile ("mov.u32 %0, %%clock;" : "=r" (c1));
    asm volatile ("mov.u32 %0, %%clock;" : "=r" (c2) :: "memory");
    asm volatile ("mov.u32 %0, %clock;" : "=r" (c3) :: "memory");
    asm volatile ("mov.u64 %0, %%clock64;" : "=l" (g1) :: "memory");
    asm volatile ("mov.u64 %0, %%globaltimer;" : "=l" (t1) :: "memory");
    last = now;
    reads = n;
  }

  if (reads < 2 || reads >= MAX_READS || last - c0 < SPIN)
    {
      printf ("guide-clock: %d reads of %%clock, from %u to %u\n", reads, c0,
	      last);
      errors++;
    }
  /* Reads after the loop see later counts, in order.  */
  if (c1 - c0 < SPIN || c2 - c1 > 1000000 || c3 - c2 > 1000000
      || c3 - c1 == 0)
    {
      printf ("guide-clock: %%clock reads %u, then %u %u %u\n", c0, c1, c2,
	      c3);
      errors++;
    }
  if (g1 < g0 || g1 - g0 < SPIN)
    {
      printf ("guide-clock: %%clock64 went from %llu to %llu\n", g0, g1);
      errors++;
    }
  if (t1 < t0)
    {
      printf ("guide-clock: %%globaltimer went back from %llu to %llu\n",
	      t0, t1);
      errors++;
    }
  if (errors)
    return 1;
  printf ("guide-clock: ok (%d reads, %u cycles)\n", reads, c1 - c0);
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
