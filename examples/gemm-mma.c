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
   and the kernel's layout are in bench/gemm/gemm-ptx.h, which nvcc's
   build of the same kernel (bench/gemm/gemm-mma.cu) includes too; the
   lane code between BEGIN LANE and END LANE is the same there
   (bench/gemm/build.sh checks), and bench/gemm/README compares the two:
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
	    /* BEGIN LANE: the lane's code, the same in examples/gemm-mma.c
	       and bench/gemm/gemm-mma.cu.  */
	    unsigned long ga, gb, gc;
	    asm (PTX_TO_GLOBAL : "=l" (ga) : "l" (A));
	    asm (PTX_TO_GLOBAL : "=l" (gb) : "l" (B));
	    asm (PTX_TO_GLOBAL : "=l" (gc) : "l" (C));
	    int tid = 32 * warp + lane;
	    /* The warp's 64 x GEMM_WN part of the tile.  */
	    int wm = warp / GEMM_WARPS_N, wn = warp % GEMM_WARPS_N;
	    /* The thread's copies: A's rows ar + GEMM_A_ROWS_STEP p,
	       chunk ac; B's rows br + GEMM_B_ROWS_STEP p, chunk bc.  */
	    int ar = tid >> 2, ac = tid & 3, br = tid >> 4, bc = tid & 15;
	    unsigned sa_cp = ar * 64 + ((ac ^ ((ar >> 1) & 3)) << 4);
	    unsigned sb_cp = GEMM_A_BYTES + br * 256 + ((bc ^ (br & 7)) << 4);
	    /* ldmatrix: lane l gives a row of matrix l / 8.  A (x4): rows
	       l % 16, chunk l / 16 (+ 2 for the second k16 step).  B
	       (x4.trans, n8 tiles 2 P and 2 P + 1): k row 8 (m % 2) + l % 8
	       of matrix m = l / 8, n chunk m / 2 + 2 P of the warp's (k
	       + 16 for the second step).  */
	    unsigned la = (wm * 64 + (lane & 15)) * 64;
	    unsigned sa0 = la + (((lane >> 4) ^ ((lane >> 1) & 3)) << 4);
	    unsigned sa1 = la + (((2 + (lane >> 4)) ^ ((lane >> 1) & 3)) << 4);
	    int m = lane >> 3, nb = wn * GEMM_NJ + (m >> 1);
	    unsigned lb = GEMM_A_BYTES + ((m & 1) * 8 + (lane & 7)) * 256;
	    unsigned sb0 = lb + (((nb + 0) ^ (lane & 7)) << 4);
	    unsigned sb1 = lb + (((nb + 2) ^ (lane & 7)) << 4);
	    unsigned sb2 = lb + (((nb + 4) ^ (lane & 7)) << 4);
	    unsigned sb3 = lb + (((nb + 6) ^ (lane & 7)) << 4);
	    int kt_n = K / GEMM_BK;
	    unsigned long ldc = N;
	    unsigned long pa_p = 2ul * GEMM_A_ROWS_STEP * K;
	    unsigned long pb_p = 2ul * GEMM_B_ROWS_STEP * N;
	    unsigned long step_b = 2ul * GEMM_BK * N;

	    for (int t = team; t < ntiles; t += nteams)
	      {
		/* Tiles in groups of GEMM_GROUP block rows.  */
		int per_group = GEMM_GROUP * tn;
		int first = t / per_group * GEMM_GROUP;
		int rows = tm - first < GEMM_GROUP ? tm - first : GEMM_GROUP;
		int bm = (first + t % per_group % rows) * GEMM_BM;
		int bn = t % per_group / rows * GEMM_BN;

		GEMM_EACH_I (GEMM_DECL_A)
		GEMM_EACH_J1 (GEMM_DECL_B)
		GEMM_EACH_IJ (GEMM_DECL_C)
		GEMM_EACH_IJ (GEMM_ZERO_C)

		/* The thread's sources in the first stage.  */
		unsigned long pa = ga + 2ul * ((unsigned long) (bm + ar) * K
					       + ac * 8);
		unsigned long pb = gb + 2ul * ((unsigned long) br * N + bn
					       + bc * 8);
		GEMM_CP_STAGE (smem, pa, pb);
		GEMM_COMMIT ();
		/* Two stages an iteration (kt_n is even), each with its
		   buffer at a fixed place and no branch: the copy of the
		   next stage is always issued, after the last one a copy of
		   the last again into the free buffer, waited for before
		   the next tile's copies.  */
		for (int kt = 0; kt < kt_n; kt += 2)
		  {
		    unsigned s1 = smem + GEMM_STAGE_BYTES;
		    pa += 2 * GEMM_BK;
		    pb += step_b;
		    GEMM_CP_STAGE (s1, pa, pb);
		    GEMM_COMMIT ();
		    GEMM_WAIT1 ();
		    GEMM_BAR ();
		    GEMM_STEP (smem + sa0, smem + sb0, smem + sb1, smem + sb2,
			       smem + sb3, 0);
		    GEMM_STEP (smem + sa1, smem + sb0, smem + sb1, smem + sb2,
			       smem + sb3, 4096);
		    GEMM_BAR ();
		    unsigned long more = kt + 2 < kt_n;
		    pa += more * (2 * GEMM_BK);
		    pb += more * step_b;
		    GEMM_CP_STAGE (smem, pa, pb);
		    GEMM_COMMIT ();
		    GEMM_WAIT1 ();
		    GEMM_BAR ();
		    GEMM_STEP (s1 + sa0, s1 + sb0, s1 + sb1, s1 + sb2, s1 + sb3,
			       0);
		    GEMM_STEP (s1 + sa1, s1 + sb0, s1 + sb1, s1 + sb2, s1 + sb3,
			       4096);
		    GEMM_BAR ();
		  }
		GEMM_WAIT_ALL ();

		unsigned long r0 = bm + wm * 64 + (lane >> 2);
		unsigned long c0 = bn + wn * GEMM_WN + 2 * (lane & 3);
		GEMM_EACH_IJ (GEMM_STORE_C)
	      }
	    /* END LANE */
	  }
    }
  }
  return bad;
}

/* The f16 bits of V / 1024 for |V| <= 1024 (exact: 11 bits at most).  */
static unsigned short
f16_of (int v)
{
  unsigned short s = v < 0 ? 0x8000 : 0;
  unsigned a = v < 0 ? -v : v;
  int e = 0;
  if (a == 0)
    return s;
  while (a >> (e + 1))
    e++;
  /* a = 2^e (1 + f): the value 2^(e - 10) (1 + f).  */
  return s | (unsigned short) ((e - 10 + 15) << 10)
	 | (unsigned short) ((a << (10 - e)) & 0x3ff);
}

/* The value of f16 bits H (not Inf or NaN): (1024 + f) 2^(e - 25), or
   f 2^-24 for a subnormal.  Exact; no libm.  */
static double
f16_value (unsigned short h)
{
  int e = (h >> 10) & 0x1f, f = h & 0x3ff;
  double v = e ? 1024 + f : f;
  for (int s = e ? e : 1; s < 25; s++)
    v *= 0.5;
  for (int s = 25; s < e; s++)
    v *= 2.0;
  return h & 0x8000 ? -v : v;
}

static double
dabs (double x)
{
  return x < 0 ? -x : x;
}

static unsigned rng = 12345;

static int
rand_v (void)
{
  rng = rng * 1664525u + 1013904223u;
  return (int) ((rng >> 8) % 2049) - 1024;
}

/* Checks SAMPLES entries of C and its corners; returns the number
   wrong (printing the first few).  */
static int
check (const unsigned short *a, const unsigned short *b, const float *c,
       int n, int samples)
{
  int wrong = 0;
  for (int s = 0; s < samples + 4; s++)
    {
      int i, j;
      if (s < 4)
	i = (s & 1) * (n - 1), j = (s >> 1) * (n - 1);
      else
	{
	  rng = rng * 1664525u + 1013904223u;
	  i = (rng >> 4) % n;
	  rng = rng * 1664525u + 1013904223u;
	  j = (rng >> 4) % n;
	}
      double ref = 0, mag = 0;
      for (int k = 0; k < n; k++)
	{
	  double p = f16_value (a[(size_t) i * n + k])
		     * f16_value (b[(size_t) k * n + j]);
	  ref += p;
	  mag += dabs (p);
	}
      double got = c[(size_t) i * n + j];
      if (!(dabs (got - ref) <= 1e-2 * dabs (ref) + 1e-4 * mag))
	{
	  if (wrong < 5)
	    printf ("gemm-mma: M=N=K=%d C[%d][%d] = %.6g, want %.6g\n",
		    n, i, j, got, ref);
	  wrong++;
	}
    }
  return wrong;
}

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
