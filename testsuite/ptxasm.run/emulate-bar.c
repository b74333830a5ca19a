/* bar.sync and barrier.sync as the barrier of the OpenMP team: four
   threads of each of two teams store, meet at the barrier, and read
   their neighbour's value, with "bar.sync 0", a named barrier whose
   count is 32 times the team's threads (each a warp on the GPU), and
   barrier.sync.aligned; the same on the GPU and in the host fallback,
   where the team's threads meet in GOMP_barrier.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <omp.h>

#define TEAMS 2
#define THREADS 4

int
main (void)
{
  int bad[TEAMS] = { 0 }, seen[TEAMS][3] = { { 0 } };
#pragma omp target teams num_teams(TEAMS) thread_limit(THREADS) \
	map(tofrom: bad, seen)
  {
    int team = omp_get_team_num ();
    volatile int slot[THREADS];
#pragma omp parallel num_threads(THREADS)
    {
      int t = omp_get_thread_num (), n = omp_get_num_threads ();
      for (int round = 0; round < 3; round++)
	{
	  slot[t] = 100 * round + t;
	  if (round == 0)
	    asm volatile ("bar.sync 0;" : : : "memory");
	  else if (round == 1)
	    asm volatile ("bar.sync 2, %0;" : : "r" (32 * n) : "memory");
	  else
	    asm volatile ("barrier.sync.aligned 3, %0;" : : "r" (32 * n)
			  : "memory");
	  if (slot[(t + 1) % n] != 100 * round + (t + 1) % n)
#pragma omp atomic
	    bad[team]++;
	  if (t == 0)
	    seen[team][round] = slot[n - 1];
#pragma omp barrier
	}
    }
  }
  for (int k = 0; k < TEAMS; k++)
    printf ("team %d: wrong %d, last %d %d %d\n", k, bad[k], seen[k][0],
	    seen[k][1], seen[k][2]);
  return 0;
}

/* { dg-output "team 0: wrong 0, last 3 103 203" } */
/* { dg-output "\[\r\n\]+team 1: wrong 0, last 3 103 203" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
