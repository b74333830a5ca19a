/* Named barriers of part of an OpenMP team, and bar.arrive: four
   threads meet in pairs at barriers 2 and 3 (a count of 64: two
   threads, each a warp of 32 on the GPU), and thread 0 hands values to
   thread 1 through barrier 5, arriving with bar.arrive while thread 1
   waits with bar.sync; three rounds.  On the host each barrier is a
   word of arrivals and generations (plugin/gcc/emulate/memory.cc); the GPU's and
   the host's output are the same.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <omp.h>

int
main (void)
{
  int bad = 0, got[3] = { 0 }, teams = 0;
#pragma omp target teams num_teams(1) thread_limit(4) \
	map(tofrom: bad, got, teams)
  {
    volatile int slot[4], box = 0;
#pragma omp parallel num_threads(4)
    {
      int t = omp_get_thread_num ();
      if (omp_get_num_threads () == 4)
	for (int round = 0; round < 3; round++)
	  {
	    slot[t] = 10 * round + t;
	    asm volatile ("bar.sync %0, 64;" : : "r" (2 + t / 2) : "memory");
	    if (slot[t ^ 1] != 10 * round + (t ^ 1))
#pragma omp atomic
	      bad++;
	    if (t == 0)
	      {
		box = 100 + round;
		asm volatile ("bar.arrive 5, 64;" : : : "memory");
	      }
	    else if (t == 1)
	      {
		asm volatile ("barrier.sync 5, 64;" : : : "memory");
		got[round] = box;
	      }
#pragma omp barrier
	  }
      else if (t == 0)
	teams = -1;
    }
  }
  printf ("pairs wrong %d, handed %d %d %d%s\n", bad, got[0], got[1], got[2],
	  teams ? " (fewer threads)" : "");
  return 0;
}

/* { dg-output "pairs wrong 0, handed 100 101 102" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
