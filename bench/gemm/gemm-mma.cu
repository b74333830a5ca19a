/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* gemm-mma.cu -- nvcc's build of the tensor-core GEMM of
   examples/gemm-mma.c (issue 45): the same PTX statements (gemm-ptx.h)
   and the same lane code (gemm-lane.inc), with CUDA's blocks, warps and lanes for OpenMP's teams,
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
  /* The lane's code, the same in each build.  */
#include "gemm-lane.inc"
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

#define GEMM_NAME "gemm-mma-nvcc"
#define GEMM_ELEM unsigned short
#define GEMM_VALUE(X) f16_value (X)
#include "gemm-host.h"

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
