/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* gemm-mma.c -- a tensor-core GEMM in OpenMP C with inline PTX, built
   with ptxasm (issue 45):

     gcc -O2 -fopenmp -foffload=nvptx-none -fplugin=plugin/ptxasm.so \
	 -Iinclude examples/gemm-mma.c -o gemm-mma
     ./gemm-mma [N [REPS]]

   C (N x N, f32) = A (N x N, f16) B (N x N, f16), row-major; N a
   multiple of 128.  The f16 values travel as their bits in unsigned
   shorts (GCC's offload compiler cannot take _Float16).  CUDA's
   structure in OpenMP: `target teams' are the blocks, each a 128 x 128
   tile of C at a time (a loop over the tiles: libgomp launches no more
   teams than fit on the GPU at once, and num_teams(1 : ntiles) lets it
   launch fewer without running the region again per tile),
   `parallel num_threads(GEMM_WARPS)' the block's warps (a thread_limit
   would count warps; for 8, libgomp's default, it is left out, below),
   and `simd' over 32 iterations the lanes of a warp.  A
   lane's whole K loop is one iteration of the simd loop: cp.async
   copies of the next stage into shared memory, bar.sync of the block's
   threads, ldmatrix fragments and mma.sync.m16n8k16 into f32
   accumulators in scalars (an array declared in the simd body would be
   one copy per warp with GCC 12: the manual's Warpgroups section).
   GEMM_WARPS is 8 (warps of 64 x 32, 64 accumulators a lane: the
   default) or 4 (-DGEMM_WARPS=4: 64 x 64, 128 a lane).  The statements
   and the kernel's layout are in bench/gemm/gemm-ptx.h, and a lane's
   code in bench/gemm/gemm-lane.inc, which nvcc's build of the same
   kernel (bench/gemm/gemm-mma.cu) includes too; bench/gemm/README
   compares the two:
   on an H200 this build reaches 0.30 of nvcc's at 4096 and 0.57 at
   8192, for reasons in GCC 12's OpenMP runtime and call structure, not
   in the code around the PTX (the same lane code through GCC's OpenACC
   reaches 0.86 and 1.03).

   Every size is checked: 512 sampled entries of C (and the corners)
   against a double-precision sum on the host, within 1e-2 of the
   value plus 1e-4 of the sum of the products' magnitudes.  Prints
   "gemm-mma: M=N=K=... ok" with the time and TFLOPS (the best of REPS
   runs after a warm-up, each run a target region waited for), or the
   mismatches, and exits non-zero on one.

   Without a GPU OpenMP runs the region on the host, where ptxasm runs
   the PTX (ldmatrix, mma and the cp.async copies on the simd loop's 32
   lanes in lockstep, bar.sync as the team's barrier): the same results,
   about a thousand times slower, so the default sizes there are 128
   and 256.  On a GPU the default is 256 to 8192.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../bench/gemm/gemm-ptx.h"

/* The team's warps: thread_limit(GEMM_WARPS), except for 8 warps,
   libgomp's default, where it is left out unless GEMM_OMP_THREAD_LIMIT
   is 1: with a thread_limit clause every team allocates a task for its
   ICVs from the CUDA device heap, which costs about 5 us a team on an
   H200 (bench/gemm/README).  */
#ifndef GEMM_OMP_THREAD_LIMIT
#define GEMM_OMP_THREAD_LIMIT (GEMM_WARPS != 8)
#endif
#if GEMM_OMP_THREAD_LIMIT
#define GEMM_THREAD_LIMIT thread_limit (GEMM_WARPS)
#else
#define GEMM_THREAD_LIMIT
#endif

/* C = A B on the default device (or the host): A, B and C device
   pointers.  Returns 0, or 1 when the team had not GEMM_WARPS
   threads.  */
static int
gemm_mma (const unsigned short *A, const unsigned short *B, float *C,
	  int M, int N, int K)
{
  int bad = 0;
  int tm = M / GEMM_BM, tn = N / GEMM_BN, ntiles = tm * tn;

#pragma omp target teams num_teams(1 : ntiles) GEMM_THREAD_LIMIT \
	is_device_ptr(A, B, C) map(tofrom: bad)
  {
    unsigned smem;
    asm volatile (PTX_SMEM : "=r" (smem));
    int team = omp_get_team_num (), nteams = omp_get_num_teams ();
#pragma omp parallel num_threads(GEMM_WARPS)
    {
      int warp = omp_get_thread_num ();
      if (omp_get_num_threads () != GEMM_WARPS)
	{
#pragma omp atomic write
	  bad = 1;
	}
      else
#pragma omp simd
	for (int lane = 0; lane < 32; lane++)
	  {
	    /* The lane's code, the same in each build.  */
#include "../bench/gemm/gemm-lane.inc"
	  }
    }
  }
  return bad;
}

#define GEMM_NAME "gemm-mma"
#define GEMM_ELEM unsigned short
#define GEMM_VALUE(X) f16_value (X)
#include "../bench/gemm/gemm-host.h"

/* Runs and checks size N: REPS timed runs after one warm-up.  */
static int
run (int n, int reps)
{
  int dev = omp_get_default_device ();
  int host = omp_get_initial_device ();
  size_t nn = (size_t) n * n;
  unsigned short *a = malloc (nn * 2), *b = malloc (nn * 2);
  float *c = malloc (nn * 4);
  if (!a || !b || !c)
    {
      printf ("gemm-mma: M=N=K=%d: out of memory\n", n);
      return 1;
    }
  for (size_t i = 0; i < nn; i++)
    a[i] = f16_of (rand_v ());
  for (size_t i = 0; i < nn; i++)
    b[i] = f16_of (rand_v ());

  unsigned short *da = omp_target_alloc (nn * 2, dev);
  unsigned short *db = omp_target_alloc (nn * 2, dev);
  float *dc = omp_target_alloc (nn * 4, dev);
  if (!da || !db || !dc)
    {
      printf ("gemm-mma: M=N=K=%d: omp_target_alloc failed\n", n);
      return 1;
    }
  omp_target_memcpy (da, a, nn * 2, 0, 0, dev, host);
  omp_target_memcpy (db, b, nn * 2, 0, 0, dev, host);

  double best = 1e30;
  int bad = 0;
  for (int r = 0; r <= reps && !bad; r++)
    {
      double t0 = omp_get_wtime ();
      bad = gemm_mma (da, db, dc, n, n, n);
      double t = omp_get_wtime () - t0;
      if (r > 0 && t < best)
	best = t;
    }
  omp_target_memcpy (c, dc, nn * 4, 0, 0, host, dev);
  int wrong = bad ? 1 : check (a, b, c, n, 512);
  if (bad)
    printf ("gemm-mma: M=N=K=%d: the team did not get %d threads\n", n,
	    GEMM_WARPS);
  else if (wrong)
    printf ("gemm-mma: M=N=K=%d: %d of %d sampled entries wrong\n", n,
	    wrong, 512 + 4);
  else
    printf ("gemm-mma: M=N=K=%d ok %.3f ms %.1f TFLOPS\n", n, best * 1e3,
	    2.0 * n * n * n / best * 1e-12);
  omp_target_free (da, dev);
  omp_target_free (db, dev);
  omp_target_free (dc, dev);
  free (a);
  free (b);
  free (c);
  return wrong != 0;
}

int
main (int argc, char **argv)
{
  int on_host = 1;
#pragma omp target map(from: on_host)
  on_host = omp_is_initial_device ();

  /* An empty target region: the launch cost in each timed run.  */
  double empty = 1e30;
  for (int r = 0; r < 20; r++)
    {
      double t0 = omp_get_wtime ();
#pragma omp target
      {
      }
      double t = omp_get_wtime () - t0;
      if (r > 0 && t < empty)
	empty = t;
    }
  printf ("gemm-mma: on the %s; an empty target region takes %.1f us\n",
	  on_host ? "host (no GPU)" : "GPU", empty * 1e6);

  int fail = 0;
  if (argc > 1)
    {
      int n = atoi (argv[1]), reps = argc > 2 ? atoi (argv[2]) : 10;
      if (n < GEMM_BM || n % GEMM_BM || reps < 1)
	{
	  fprintf (stderr, "usage: gemm-mma [N [REPS]]: N a multiple of %d\n",
		   GEMM_BM);
	  return 2;
	}
      fail = run (n, reps);
    }
  else if (on_host)
    for (int n = 128; n <= 256; n *= 2)
      fail |= run (n, 1);
  else
    for (int n = 256; n <= 8192; n *= 2)
      fail |= run (n, n <= 2048 ? 20 : 5);
  return fail;
}
