/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* omp-launch.c -- what GCC's OpenMP structure of examples/gemm-mma.c
   costs on the GPU with no work in it (issue 45): target regions of T
   teams that do nothing but the structure, for T = 1 to 1056:
     teams+parallel        target teams num_teams(1 : T) thread_limit(8),
			   parallel num_threads(8), simd over 32 lanes
			   (gemm-mma.c's structure)
     ...no thread_limit    the same without thread_limit (libgomp then
			   launches its default, 8 warps)
     teams only            target teams num_teams(1 : T) thread_limit(8),
			   no parallel
     teams only, no limit  the same without thread_limit
   Each line: the best of 20 runs of the region (a launch waited for),
   in microseconds.  libgomp's device code allocates from the CUDA
   device heap (malloc) in each team that has a thread_limit clause (a
   task for the ICVs, GOMP_teams4 -> gomp_new_icv) or starts a parallel
   region (its team, gomp_new_team), and frees them at the end: what
   grows with T here is that.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <omp.h>
#include <stdio.h>

static double
best_of (int variant, int t, int *out)
{
  double best = 1e30;
  for (int r = 0; r < 21; r++)
    {
      double t0 = omp_get_wtime ();
      switch (variant)
	{
	case 0:
#pragma omp target teams num_teams(1 : t) thread_limit(8) map(tofrom: out[0:1])
#pragma omp parallel num_threads(8)
	  {
	    int w = omp_get_thread_num ();
#pragma omp simd
	    for (int l = 0; l < 32; l++)
	      if (w * 32 + l == 1000)
		out[0] = 1;
	  }
	  break;
	case 1:
#pragma omp target teams num_teams(1 : t) map(tofrom: out[0:1])
#pragma omp parallel num_threads(8)
	  {
	    int w = omp_get_thread_num ();
#pragma omp simd
	    for (int l = 0; l < 32; l++)
	      if (w * 32 + l == 1000)
		out[0] = 1;
	  }
	  break;
	case 2:
#pragma omp target teams num_teams(1 : t) thread_limit(8) map(tofrom: out[0:1])
	  {
	    if (omp_get_team_num () == 100000)
	      out[0] = 1;
	  }
	  break;
	default:
#pragma omp target teams num_teams(1 : t) map(tofrom: out[0:1])
	  {
	    if (omp_get_team_num () == 100000)
	      out[0] = 1;
	  }
	  break;
	}
      double e = omp_get_wtime () - t0;
      if (r > 0 && e < best)
	best = e;
    }
  return best * 1e6;
}

int
main (void)
{
  static const char *const names[] = {
    "teams+parallel", "teams+parallel, no thread_limit", "teams only",
    "teams only, no thread_limit"
  };
  static const int ts[] = { 1, 33, 66, 132, 264, 528, 1056 };
  int out[1] = { 0 }, on_host = 1;
#pragma omp target map(from: on_host)
  on_host = omp_is_initial_device ();
  printf ("omp-launch: on the %s; microseconds a region, by teams:\n",
	  on_host ? "host (no GPU)" : "GPU");
  printf ("%-34s", "");
  for (unsigned i = 0; i < sizeof ts / sizeof ts[0]; i++)
    printf (" %7d", ts[i]);
  printf ("\n");
  for (int v = 0; v < 4; v++)
    {
      printf ("%-34s", names[v]);
      for (unsigned i = 0; i < sizeof ts / sizeof ts[0]; i++)
	printf (" %7.1f", best_of (v, ts[i], out));
      printf ("\n");
    }
  return out[0];
}
