/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* gemm-acc.c -- the tensor-core GEMM of examples/gemm-mma.c through
   GCC's OpenACC instead of its OpenMP (issue 45): the same PTX
   statements (gemm-ptx.h) and the same lane code (between BEGIN LANE
   and END LANE, checked by build.sh), with `parallel num_gangs'
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
	    printf ("gemm-acc: M=N=K=%d C[%d][%d] = %.6g, want %.6g\n",
		    n, i, j, got, ref);
	  wrong++;
	}
    }
  return wrong;
}

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
