/* The hand-written idiom for one atomic per OpenMP thread, from before
   ptxasm ran statements outside simd code once per OpenMP thread
   (lanes=one, manual "Execution model"): the asm elects lane 0 with
   %laneid, performs the atomic there, and broadcasts the old value with
   shfl.sync.idx.  Its shfl.sync makes it a warp-collective statement,
   which ptxasm still runs on all 32 lanes, so code written this way
   keeps working: one atomic per OpenMP thread, every lane (and the
   program) sees its old value.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <omp.h>
#include <stdio.h>

#define T 4

#pragma omp declare target
/* *P += V, once per OpenMP thread; returns the old value.  */
static unsigned
fetch_add_once (unsigned *p, unsigned v)
{
  unsigned old;
  asm volatile ("{\n\t"
		".reg .pred first;\n\t"
		".reg .u32 lane, o;\n\t"
		"mov.u32 o, 0;\n\t"
		"mov.u32 lane, %%laneid;\n\t"
		"setp.eq.u32 first, lane, 0;\n\t"
		"@first atom.add.u32 o, [%1], %2;\n\t"
		"shfl.sync.idx.b32 %0, o, 0, 0x1f, 0xffffffff;\n\t"
		"}" : "=r" (old) : "l" (p), "r" (v) : "memory");
  return old;
}
#pragma omp end declare target

int
main (void)
{
  unsigned single[1] = { 0 }, team[1] = { 100 }, old_single = 7;
  unsigned old[T], gcc_count = 0;
  int nthr = 0, errors = 0;

#pragma omp target map(tofrom: single, old_single)
  old_single = fetch_add_once (single, 5);

  for (int t = 0; t < T; t++)
    old[t] = ~0u;
#pragma omp target teams num_teams(1) thread_limit(T) \
	map(tofrom: team, old, nthr, gcc_count)
#pragma omp parallel num_threads(T)
  {
    int t = omp_get_thread_num ();
    if (t == 0)
      nthr = omp_get_num_threads ();
    old[t] = fetch_add_once (team, 1);
#pragma omp atomic
    gcc_count += 1;
  }

  if (single[0] != 5 || old_single != 0)
    {
      printf ("atomic-uniform: target: counter %u (want 5), old %u (want 0)\n",
	      single[0], old_single);
      errors++;
    }
  if (nthr < 1 || nthr > T || team[0] != 100u + nthr
      || gcc_count != (unsigned) nthr)
    {
      printf ("atomic-uniform: parallel: %d threads, counter %u (want %u), "
	      "omp atomic %u\n", nthr, team[0], 100u + nthr, gcc_count);
      errors++;
    }
  else
    {
      /* The old values are 100 .. 100 + nthr - 1, each once.  */
      unsigned seen = 0;
      for (int t = 0; t < nthr; t++)
	if (old[t] < 100 || old[t] >= 100u + nthr
	    || (seen & (1u << (old[t] - 100))))
	  {
	    printf ("atomic-uniform: thread %d got old value %u\n", t, old[t]);
	    errors++;
	  }
	else
	  seen |= 1u << (old[t] - 100);
    }
  if (errors)
    return 1;
  printf ("atomic-uniform: ok (%d threads)\n", nthr);
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
