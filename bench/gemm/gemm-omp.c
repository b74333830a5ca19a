/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* gemm-omp.c -- the GEMM of examples/gemm-mma.c in plain GCC OpenMP,
   without PTX (issue 45): what GCC's offloading gives without the
   tensor cores.  C (N x N, f32) = A B with A and B f32: the same f16
   values as gemm-mma.c's (exact in f32), converted on the host before
   the timing, since GCC's offload compiler has no _Float16 and a
   conversion from the bits in C would cost more than the product.

   The same structure as gemm-mma.c: a team per 128 x 128 tile of C (in
   a loop over the tiles), 8 warps (parallel), 32 lanes (simd); each of
   the 256 lanes computes an 8 x 8 block of C, rows ty + 16 i and columns
   tx + 16 j (ty = thread / 16, tx = thread % 16), in 64 scalar
   accumulators (an array declared in the simd body would be one copy
   per warp with GCC 12), reading A and B from global memory through the
   caches: GCC's OpenMP has no team-shared arrays (no __shared__, and
   `omp allocate' with a team allocator is not in GCC 12).  Each k step
   is 8 loads of A (two rows a warp), 8 of B (16 consecutive floats a
   warp) and 64 fused multiply-adds.

   Usage: gemm-omp [N [REPS]]; prints "gemm-omp: M=N=K=... ok" with the
   time and TFLOPS (best of REPS after a warm-up), checked as
   gemm-mma.c checks.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define BM 128
#define BN 128
#define WARPS 8

#define EACH8(X) X (0) X (1) X (2) X (3) X (4) X (5) X (6) X (7)
#define EACH8_2(Y, i)							\
  Y (i, 0) Y (i, 1) Y (i, 2) Y (i, 3) Y (i, 4) Y (i, 5) Y (i, 6) Y (i, 7)
#define EACH64(Y)							\
  EACH8_2 (Y, 0) EACH8_2 (Y, 1) EACH8_2 (Y, 2) EACH8_2 (Y, 3)		\
  EACH8_2 (Y, 4) EACH8_2 (Y, 5) EACH8_2 (Y, 6) EACH8_2 (Y, 7)
#define DECL_C(i, j) float c##i##j = 0.0f;
#define LOAD_A(i) float a##i = pa[(size_t) (16 * i) * K];
#define LOAD_B(j) float b##j = pb[16 * j];
#define FMA(i, j) c##i##j += a##i * b##j;
#define STORE_C(i, j) pc[(size_t) (16 * i) * N + 16 * j] = c##i##j;

static int
gemm_omp (const float *A, const float *B, float *C, int M, int N, int K)
{
  int bad = 0;
  int tm = M / BM, tn = N / BN, ntiles = tm * tn;

#pragma omp target teams num_teams(1 : ntiles) thread_limit(WARPS) \
	is_device_ptr(A, B, C) map(tofrom: bad)
  {
    int team = omp_get_team_num (), nteams = omp_get_num_teams ();
#pragma omp parallel num_threads(WARPS)
    {
      int warp = omp_get_thread_num ();
      if (omp_get_num_threads () != WARPS)
	{
#pragma omp atomic write
	  bad = 1;
	}
      else
#pragma omp simd
	for (int lane = 0; lane < 32; lane++)
	  {
	    int tid = 32 * warp + lane, tx = tid & 15, ty = tid >> 4;
	    for (int t = team; t < ntiles; t += nteams)
	      {
		/* Tiles in groups of 8 block rows, as gemm-mma.c.  */
		int per_group = 8 * tn;
		int first = t / per_group * 8;
		int rows = tm - first < 8 ? tm - first : 8;
		int bm = (first + t % per_group % rows) * BM;
		int bn = t % per_group / rows * BN;
		EACH64 (DECL_C)
		const float *pa = A + (size_t) (bm + ty) * K;
		const float *pb = B + bn + tx;
		for (int k = 0; k < K; k++)
		  {
		    EACH8 (LOAD_A)
		    EACH8 (LOAD_B)
		    EACH64 (FMA)
		    pa++;
		    pb += N;
		  }
		float *pc = C + (size_t) (bm + ty) * N + bn + tx;
		EACH64 (STORE_C)
	      }
	  }
    }
  }
  return bad;
}

#define GEMM_NAME "gemm-omp"
#define GEMM_ELEM float
#define GEMM_VALUE(X) ((double) (X))
#include "gemm-host.h"

static int
run (int n, int reps)
{
  int dev = omp_get_default_device ();
  int host = omp_get_initial_device ();
  size_t nn = (size_t) n * n;
  float *a = malloc (nn * 4), *b = malloc (nn * 4), *c = malloc (nn * 4);
  if (!a || !b || !c)
    {
      printf ("gemm-omp: M=N=K=%d: out of memory\n", n);
      return 1;
    }
  for (size_t i = 0; i < nn; i++)
    a[i] = (float) f16_value (f16_of (rand_v ()));
  for (size_t i = 0; i < nn; i++)
    b[i] = (float) f16_value (f16_of (rand_v ()));
  float *da = omp_target_alloc (nn * 4, dev);
  float *db = omp_target_alloc (nn * 4, dev);
  float *dc = omp_target_alloc (nn * 4, dev);
  if (!da || !db || !dc)
    {
      printf ("gemm-omp: M=N=K=%d: omp_target_alloc failed\n", n);
      return 1;
    }
  omp_target_memcpy (da, a, nn * 4, 0, 0, dev, host);
  omp_target_memcpy (db, b, nn * 4, 0, 0, dev, host);
  double best = 1e30;
  int bad = 0;
  for (int r = 0; r <= reps && !bad; r++)
    {
      double t0 = omp_get_wtime ();
      bad = gemm_omp (da, db, dc, n, n, n);
      double t = omp_get_wtime () - t0;
      if (r > 0 && t < best)
	best = t;
    }
  omp_target_memcpy (c, dc, nn * 4, 0, 0, host, dev);
  int wrong = bad ? 1 : check (a, b, c, n, 512);
  if (bad)
    printf ("gemm-omp: M=N=K=%d: the team did not get %d threads\n", n,
	    WARPS);
  else if (wrong)
    printf ("gemm-omp: M=N=K=%d: %d of %d sampled entries wrong\n", n,
	    wrong, 512 + 4);
  else
    printf ("gemm-omp: M=N=K=%d ok %.3f ms %.1f TFLOPS\n", n, best * 1e3,
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
  printf ("gemm-omp: on the %s\n", on_host ? "host (no GPU)" : "GPU");

  int fail = 0;
  if (argc > 1)
    {
      int n = atoi (argv[1]), reps = argc > 2 ? atoi (argv[2]) : 5;
      if (n < BM || n % BM || reps < 1)
	{
	  fprintf (stderr, "usage: gemm-omp [N [REPS]]: N a multiple of %d\n",
		   BM);
	  return 2;
	}
      fail = run (n, reps);
    }
  else if (on_host)
    for (int n = 128; n <= 256; n *= 2)
      fail |= run (n, 1);
  else
    for (int n = 256; n <= 2048; n *= 2)
      fail |= run (n, 3);
  return fail;
}
