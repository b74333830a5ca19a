/* Which OpenMP constructs give a simd loop's iterations distinct lanes
   on the GPU (issue 34): %laneid of every iteration of a 1000-iteration
   loop in each construct, counted.  Measured on an H100 with GCC 12,
   13, 14, 15 and 16 alike: "target" with "simd", "target simd",
   "target parallel for simd" and "target parallel" with "for simd" run
   iteration i on lane i % 32; "target teams distribute simd" used 3
   lanes (lane 0 on 396 iterations); "target teams distribute parallel
   for simd" ran every iteration on lane 0 (an H200 gave 968 of 1000:
   it depends on the GPU's size), and without simd the thread is lane 0.
   Only the first four are checked here; the others are printed.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-ptxasm-warp-output "" } */

#include <stdio.h>

#define N 1000

static void
report (const char *what, const unsigned *lane)
{
  unsigned used = 0, zero = 0, seen[32] = { 0 };
  for (int i = 0; i < N; i++)
    {
      if (lane[i] < 32 && !seen[lane[i]]++)
	used++;
      zero += lane[i] == 0;
    }
  printf ("%-48s lanes used %2u, lane 0 on %4u of %d\n", what, used, zero, N);
}

#define LANE(i) asm volatile ("mov.u32 %0, %%laneid;" : "=r" (lane[i]))

int
main (void)
{
  static unsigned lane[N];
#pragma omp target map(from: lane)
#pragma omp simd
  for (int i = 0; i < N; i++)
    LANE (i);
  report ("target + simd", lane);
#pragma omp target simd map(from: lane)
  for (int i = 0; i < N; i++)
    LANE (i);
  report ("target simd", lane);
#pragma omp target parallel for simd map(from: lane)
  for (int i = 0; i < N; i++)
    LANE (i);
  report ("target parallel for simd", lane);
#pragma omp target teams distribute simd map(from: lane)
  for (int i = 0; i < N; i++)
    LANE (i);
  report ("target teams distribute simd", lane);
#pragma omp target teams distribute parallel for simd map(from: lane)
  for (int i = 0; i < N; i++)
    LANE (i);
  report ("target teams distribute parallel for simd", lane);
#pragma omp target teams distribute parallel for map(from: lane)
  for (int i = 0; i < N; i++)
    LANE (i);
  report ("target teams distribute parallel for (no simd)", lane);
#pragma omp target parallel map(from: lane)
#pragma omp for simd
  for (int i = 0; i < N; i++)
    LANE (i);
  report ("target parallel + for simd", lane);
  return 0;
}
/* { dg-output "target \\+ simd +lanes used 32, lane 0 on   32 of 1000" } */
/* { dg-output "\[\r\n\]+target simd +lanes used 32, lane 0 on   32 of 1000" } */
/* { dg-output "\[\r\n\]+target parallel for simd +lanes used 32, lane 0 on   32 of 1000" } */
/* { dg-output "\[\r\n\]+target teams distribute simd +lanes used +\[0-9\]+, lane 0 on +\[0-9\]+ of 1000" } */
/* { dg-output "\[\r\n\]+target teams distribute parallel for simd +lanes used +\[0-9\]+, lane 0 on +\[0-9\]+ of 1000" } */
/* { dg-output "\[\r\n\]+target teams distribute parallel for \\(no simd\\) +lanes used +1, lane 0 on 1000 of 1000" } */
/* { dg-output "\[\r\n\]+target parallel \\+ for simd +lanes used 32, lane 0 on   32 of 1000" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
