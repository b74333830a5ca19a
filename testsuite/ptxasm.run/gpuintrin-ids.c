/* <gpuintrin.h>'s blocks and threads in GCC's OpenMP model: a block is
   a team, thread y the OpenMP thread, thread x the lane (0 outside
   simd), and __gpu_sync_threads is the team's barrier.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <omp.h>
#include <gpuintrin.h>

#define TEAMS 4
#define THREADS 4

int
main (void)
{
  int res[TEAMS] = { 0 }, teams = 0, bad = 0;
#pragma omp target teams num_teams(TEAMS) map(tofrom: res, teams)
  {
    int seen[THREADS];
    int team = omp_get_team_num ();
    if (omp_get_team_num () == 0)
      teams = omp_get_num_teams ();
    if (__gpu_block_id_x () != (unsigned) omp_get_team_num ()
	|| __gpu_block_id (0) != (unsigned) omp_get_team_num ()
	|| __gpu_num_blocks_x () != (unsigned) omp_get_num_teams ()
	|| __gpu_block_id_y () != 0 || __gpu_num_blocks_z () != 1
	|| __gpu_num_blocks (3) != 1 || __gpu_block_id (3) != 0)
      res[team] |= 1;
#pragma omp parallel num_threads(THREADS)
    {
      int t = omp_get_thread_num ();
      if (__gpu_thread_id_y () != (unsigned) t
	  || __gpu_thread_id (1) != (unsigned) t
	  || __gpu_thread_id_x () != 0 || __gpu_lane_id () != 0
	  || __gpu_num_threads_x () != 32 || __gpu_num_lanes () != 32
	  || __gpu_num_threads_y () < (unsigned) omp_get_num_threads ()
	  || __gpu_thread_id_z () != 0 || __gpu_num_threads_z () != 1)
#pragma omp atomic
	res[team] |= 2;
      seen[t] = -1;
      __gpu_sync_threads ();
      seen[t] = t * 10;
      __gpu_sync_threads ();
      if (omp_get_num_threads () == THREADS
	  && seen[(t + 1) % THREADS] != (t + 1) % THREADS * 10)
#pragma omp atomic
	res[team] |= 4;
    }
  }
  for (int i = 0; i < TEAMS; i++)
    bad |= res[i];
  printf ("teams %d: %s (%d)\n", teams, bad ? "wrong" : "ok", bad);
  return bad != 0;
}

/* { dg-output "teams \[0-9\]+: ok \\(0\\)" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
