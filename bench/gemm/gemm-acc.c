/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* gemm-acc.c -- the tensor-core GEMM of examples/gemm-mma.c through
   GCC's OpenACC instead of its OpenMP (issue 45): the same PTX
   statements (gemm-ptx.h) and the same lane code (gemm-lane.inc), with `parallel num_gangs'
   for the blocks (a gang per 128 x 128 tile of C), `loop worker' over
   GEMM_WARPS iterations for the warps and `loop vector' over 32 for
   the lanes.  Why: GCC's OpenMP kernel on the GPU is libgomp's
   gomp_nvptx_main, which calls the target region, and GOMP_parallel
   the parallel region, through pointers, so the lane code is a
   function that ptxas compiles under the call ABI, and every team
   allocates libgomp's team (and, with thread_limit, a task for the
   ICVs) from the device heap; GCC's OpenACC kernel is the region
   itself, an entry function that ptxas compiles as nvcc's kernel, with
   no run-time library calls.  bench/gemm/README compares the two.

   Usage: gemm-acc [N [REPS]], as gemm-mma; prints "gemm-acc:
   M=N=K=... ok" with the time (of a compute region waited for) and
   TFLOPS, checked as gemm-mma.c checks.  GPU only: bar.sync in a
   vector loop has no meaning in the host fallback of OpenACC, which
   runs the workers one after another, so without a GPU it says so and
   exits 0.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenacc" } */

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gemm-ptx.h"

static void
gemm_acc (const unsigned short *A, const unsigned short *B, float *C,
	  int M, int N, int K)
{
  int tm = M / GEMM_BM, tn = N / GEMM_BN, ntiles = tm * tn;

#pragma acc parallel num_gangs(ntiles) num_workers(GEMM_WARPS) \
	vector_length(32) deviceptr(A, B, C)
  {
    unsigned smem;
    asm volatile (PTX_SMEM : "=r" (smem));
    int nteams = ntiles;
#pragma acc loop gang
    for (int team = 0; team < ntiles; team++)
#pragma acc loop worker
      for (int warp = 0; warp < GEMM_WARPS; warp++)
#pragma acc loop vector
	for (int lane = 0; lane < 32; lane++)
	  {
	    /* The lane's code, the same in each build.  */
#include "gemm-lane.inc"
	  }
  }
}

#define GEMM_NAME "gemm-acc"
#define GEMM_ELEM unsigned short
#define GEMM_VALUE(X) f16_value (X)
#include "gemm-host.h"

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

/* Runs and checks size N: REPS timed runs after one warm-up.  */
static int
run (int n, int reps)
{
  size_t nn = (size_t) n * n;
  unsigned short *a = malloc (nn * 2), *b = malloc (nn * 2);
  float *c = malloc (nn * 4);
  if (!a || !b || !c)
    {
      printf ("gemm-acc: M=N=K=%d: out of memory\n", n);
      return 1;
    }
  for (size_t i = 0; i < nn; i++)
    a[i] = f16_of (rand_v ());
  for (size_t i = 0; i < nn; i++)
    b[i] = f16_of (rand_v ());
  unsigned short *da = acc_malloc (nn * 2), *db = acc_malloc (nn * 2);
  float *dc = acc_malloc (nn * 4);
  if (!da || !db || !dc)
    {
      printf ("gemm-acc: M=N=K=%d: acc_malloc failed\n", n);
      return 1;
    }
  acc_memcpy_to_device (da, a, nn * 2);
  acc_memcpy_to_device (db, b, nn * 2);
  double best = 1e30;
  for (int r = 0; r <= reps; r++)
    {
      double t0 = now ();
      gemm_acc (da, db, dc, n, n, n);
      double t = now () - t0;
      if (r > 0 && t < best)
	best = t;
    }
  acc_memcpy_from_device (c, dc, nn * 4);
  int wrong = check (a, b, c, n, 512);
  if (wrong)
    printf ("gemm-acc: M=N=K=%d: %d of %d sampled entries wrong\n", n,
	    wrong, 512 + 4);
  else
    printf ("gemm-acc: M=N=K=%d ok %.3f ms %.1f TFLOPS\n", n, best * 1e3,
	    2.0 * n * n * n / best * 1e-12);
  acc_free (da);
  acc_free (db);
  acc_free (dc);
  free (a);
  free (b);
  free (c);
  return wrong != 0;
}

int
main (int argc, char **argv)
{
  if (acc_get_num_devices (acc_device_nvidia) == 0)
    {
      puts ("gemm-acc: no GPU: not run (bar.sync in a vector loop needs "
	    "the GPU's workers)");
      return 0;
    }
  acc_init (acc_device_nvidia);
  /* An empty compute region: the launch cost in each timed run.  */
  double empty = 1e30;
  for (int r = 0; r < 20; r++)
    {
      double t0 = now ();
#pragma acc parallel num_gangs(1)
      {
      }
      double t = now () - t0;
      if (r > 0 && t < empty)
	empty = t;
    }
  printf ("gemm-acc: on the GPU; an empty compute region takes %.1f us\n",
	  empty * 1e6);

  int fail = 0;
  if (argc > 1)
    {
      int n = atoi (argv[1]), reps = argc > 2 ? atoi (argv[2]) : 10;
      if (n < GEMM_BM || n % GEMM_BM || reps < 1)
	{
	  fprintf (stderr, "usage: gemm-acc [N [REPS]]: N a multiple of %d\n",
		   GEMM_BM);
	  return 2;
	}
      fail = run (n, reps);
    }
  else
    for (int n = 256; n <= 8192; n *= 2)
      fail |= run (n, n <= 2048 ? 20 : 5);
  return fail;
}
