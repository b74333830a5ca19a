/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* gemm-mma.cu -- nvcc's build of the tensor-core GEMM of
   examples/gemm-mma.c (issue 45): the same PTX statements (gemm-ptx.h)
   and the same lane code (between BEGIN LANE and END LANE; build.sh
   checks), with CUDA's blocks, warps and lanes for OpenMP's teams,
   threads and simd iterations: blockDim (32, GEMM_WARPS), one block per
   128 x 128 tile of C, and the same loop over the tiles (it runs once
   here, as the grid has a block per tile; GEMM_GRID=N in the
   environment launches N blocks instead, as libgomp launches at most
   as many teams as fit on the GPU at once).  -DGEMM_WARPS=4 or 8 as for
   the OpenMP program; -DGEMM_VIA_POINTER (with -rdc=true) builds GCC's
   OpenMP structure, the body called through a pointer (below).

   Usage: gemm-mma-nvcc [N [REPS]]   (default: 256 to 8192, as the
   OpenMP program).  Prints the lines the OpenMP program prints, with
   "gemm-mma-nvcc:": the best of REPS runs after a warm-up, each run a
   launch waited for (cudaDeviceSynchronize), timed on the host clock as
   the OpenMP program times a target region; and the best kernel time by
   CUDA events ("kernel ... ms").  Checks the same sampled entries
   against the same double-precision sums.  */

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <chrono>
#include <cuda_runtime.h>

#include "gemm-ptx.h"

#define CHECK(x)							\
  do {									\
    cudaError_t e_ = (x);						\
    if (e_ != cudaSuccess)						\
      {									\
	fprintf (stderr, "%s: %s\n", #x, cudaGetErrorString (e_));	\
	exit (1);							\
      }									\
  } while (0)

#ifdef GEMM_VIA_POINTER
/* GCC's OpenMP structure, for comparison: the kernel's body a function
   that the kernel calls through a pointer (libgomp's gomp_nvptx_main
   calls the target region's function, and GOMP_parallel the parallel
   region's, so), built with -rdc=true (the driver compiles GCC's PTX
   modules one by one and links them): ptxas allocates the body's
   registers under the call ABI, with no occupancy target.  */
__device__ __noinline__ void
gemm_mma_body (const unsigned short *A, const unsigned short *B, float *C,
	       int M, int N, int K)
#else
__global__ void
gemm_mma_kernel (const unsigned short *A, const unsigned short *B, float *C,
		 int M, int N, int K)
#endif
{
  int tm = M / GEMM_BM, tn = N / GEMM_BN, ntiles = tm * tn;
  unsigned smem;
  asm volatile (PTX_SMEM : "=r" (smem));
  int team = blockIdx.x, nteams = gridDim.x;
  int warp = threadIdx.y;
  int lane = threadIdx.x;
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

#ifdef GEMM_VIA_POINTER
typedef void (*gemm_fn) (const unsigned short *, const unsigned short *,
			 float *, int, int, int);
__device__ gemm_fn gemm_body_ptr = gemm_mma_body;

__global__ void
gemm_mma_kernel (const unsigned short *A, const unsigned short *B, float *C,
		 int M, int N, int K)
{
  gemm_body_ptr (A, B, C, M, N, K);
}
#endif

/* As in examples/gemm-mma.c.  */
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
	    printf ("gemm-mma-nvcc: M=N=K=%d C[%d][%d] = %.6g, want %.6g\n",
		    n, i, j, got, ref);
	  wrong++;
	}
    }
  return wrong;
}

static double
now (void)
{
  return std::chrono::duration<double> (
	   std::chrono::steady_clock::now ().time_since_epoch ()).count ();
}

static int
run (int n, int reps)
{
  size_t nn = (size_t) n * n;
  unsigned short *a = (unsigned short *) malloc (nn * 2);
  unsigned short *b = (unsigned short *) malloc (nn * 2);
  float *c = (float *) malloc (nn * 4);
  for (size_t i = 0; i < nn; i++)
    a[i] = f16_of (rand_v ());
  for (size_t i = 0; i < nn; i++)
    b[i] = f16_of (rand_v ());
  unsigned short *da, *db;
  float *dc;
  CHECK (cudaMalloc (&da, nn * 2));
  CHECK (cudaMalloc (&db, nn * 2));
  CHECK (cudaMalloc (&dc, nn * 4));
  CHECK (cudaMemcpy (da, a, nn * 2, cudaMemcpyHostToDevice));
  CHECK (cudaMemcpy (db, b, nn * 2, cudaMemcpyHostToDevice));

  int ntiles = (n / GEMM_BM) * (n / GEMM_BN);
  const char *g = getenv ("GEMM_GRID");
  int grid = g && atoi (g) > 0 && atoi (g) < ntiles ? atoi (g) : ntiles;
  cudaEvent_t e0, e1;
  CHECK (cudaEventCreate (&e0));
  CHECK (cudaEventCreate (&e1));
  double best = 1e30, kbest = 1e30;
  for (int r = 0; r <= reps; r++)
    {
      double t0 = now ();
      CHECK (cudaEventRecord (e0));
      gemm_mma_kernel<<<grid, dim3 (32, GEMM_WARPS)>>> (da, db, dc, n, n, n);
      CHECK (cudaEventRecord (e1));
      CHECK (cudaGetLastError ());
      CHECK (cudaDeviceSynchronize ());
      double t = now () - t0;
      float ms;
      CHECK (cudaEventElapsedTime (&ms, e0, e1));
      if (r > 0 && t < best)
	best = t;
      if (r > 0 && ms * 1e-3 < kbest)
	kbest = ms * 1e-3;
    }
  CHECK (cudaMemcpy (c, dc, nn * 4, cudaMemcpyDeviceToHost));
  int wrong = check (a, b, c, n, 512);
  if (wrong)
    printf ("gemm-mma-nvcc: M=N=K=%d: %d of %d sampled entries wrong\n", n,
	    wrong, 512 + 4);
  else
    printf ("gemm-mma-nvcc: M=N=K=%d ok %.3f ms %.1f TFLOPS (kernel %.3f ms "
	    "%.1f TFLOPS, grid %d)\n", n, best * 1e3,
	    2.0 * n * n * n / best * 1e-12, kbest * 1e3,
	    2.0 * n * n * n / kbest * 1e-12, grid);
  CHECK (cudaFree (da));
  CHECK (cudaFree (db));
  CHECK (cudaFree (dc));
  free (a);
  free (b);
  free (c);
  return wrong != 0;
}

int
main (int argc, char **argv)
{
  int fail = 0;
  if (argc > 1)
    {
      int n = atoi (argv[1]), reps = argc > 2 ? atoi (argv[2]) : 10;
      if (n < GEMM_BM || n % GEMM_BM || reps < 1)
	{
	  fprintf (stderr, "usage: gemm-mma-nvcc [N [REPS]]: N a multiple "
		   "of %d\n", GEMM_BM);
	  return 2;
	}
      fail = run (n, reps);
    }
  else
    for (int n = 256; n <= 8192; n *= 2)
      fail |= run (n, n <= 2048 ? 20 : 5);
  return fail;
}
