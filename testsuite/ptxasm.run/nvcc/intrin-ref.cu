/* intrin-ref.cu -- the reference for the tests of <ptxasm/cuda.h> and
   <gpuintrin.h> (../intrin-*.c): the same cases (../intrin-cases.h,
   ../intrin-warp-cases.h) with CUDA's own intrinsics, and clang's
   <gpuintrin.h> meanings written with them.  Prints the lines that the
   tests' dg-output expect:

     nvcc -arch=sm_80 -o intrin-ref intrin-ref.cu && ./intrin-ref

   Not part of the test suite's build (CUDA is not in Debian main).  */

#include <stdio.h>
#include <stdint.h>
#include "../intrin-cases.h"

/* clang's gpuintrin.h, in CUDA's words.  */
__device__ static uint64_t __gpu_lane_mask (void) { return __activemask (); }
__device__ static uint32_t __gpu_lane_id (void) { return threadIdx.x & 31; }
__device__ static uint32_t __gpu_num_lanes (void) { return warpSize; }
__device__ static uint64_t __gpu_ballot (uint64_t m, bool x)
{ return __ballot_sync ((unsigned) m, x); }
__device__ static uint64_t __gpu_first_lane_id (uint64_t m)
{ return __ffsll ((long long) m) - 1; }
__device__ static bool __gpu_is_first_in_lane (uint64_t m)
{ return __gpu_lane_id () == __gpu_first_lane_id (m); }
__device__ static uint32_t
__gpu_shuffle_idx_u32 (uint64_t m, uint32_t idx, uint32_t x, uint32_t w)
{
  uint32_t r = __shfl_sync ((unsigned) m, x, idx, w);
  return ((m >> (idx & 63)) & 1) ? r : 0;
}
__device__ static uint64_t
__gpu_shuffle_idx_u64 (uint64_t m, uint32_t idx, uint64_t x, uint32_t w)
{
  return ((uint64_t) __gpu_shuffle_idx_u32 (m, idx, x >> 32, w) << 32)
	 | __gpu_shuffle_idx_u32 (m, idx, (uint32_t) x, w);
}
__device__ static float
__gpu_shuffle_idx_f32 (uint64_t m, uint32_t idx, float x, uint32_t w)
{ return __uint_as_float (__gpu_shuffle_idx_u32 (m, idx, __float_as_uint (x), w)); }
__device__ static double
__gpu_shuffle_idx_f64 (uint64_t m, uint32_t idx, double x, uint32_t w)
{
  return __longlong_as_double ((long long) __gpu_shuffle_idx_u64
			       (m, idx, (uint64_t) __double_as_longlong (x), w));
}
#define FIRST(T, S) \
  __device__ static T __gpu_read_first_lane_##S (uint64_t m, T x) \
  { return __gpu_shuffle_idx_##S (m, (uint32_t) __gpu_first_lane_id (m), x, 32); }
FIRST (uint32_t, u32) FIRST (uint64_t, u64) FIRST (float, f32) FIRST (double, f64)
__device__ static uint64_t __gpu_match_any_u32 (uint64_t m, uint32_t x)
{ return __match_any_sync ((unsigned) m, x); }
__device__ static uint64_t __gpu_match_any_u64 (uint64_t m, uint64_t x)
{ return __match_any_sync ((unsigned) m, (unsigned long long) x); }
__device__ static uint64_t __gpu_match_all_u32 (uint64_t m, uint32_t x)
{ int p; return __match_all_sync ((unsigned) m, x, &p); }
__device__ static uint64_t __gpu_match_all_u64 (uint64_t m, uint64_t x)
{ int p; return __match_all_sync ((unsigned) m, (unsigned long long) x, &p); }
__device__ static void __gpu_sync_lane (uint64_t m) { __syncwarp ((unsigned) m); }

/* The scans and reductions: combine the lanes of the mask up to, from,
   or all of them, in lane order.  */
#define ADD(A, B) ((A) + (B))
#define AND(A, B) ((A) & (B))
#define OR(A, B) ((A) | (B))
#define XOR(A, B) ((A) ^ (B))
#define MIN(A, B) ((B) < (A) ? (B) : (A))
#define MAX(A, B) ((B) > (A) ? (B) : (A))
#define SCAN(KIND, COND, T, S, OP, NAME)				\
  __device__ static T __gpu_##KIND##NAME##_##S (uint64_t m, T x)	\
  {									\
    uint32_t me = __gpu_lane_id ();					\
    T acc = x; bool first = true;					\
    for (uint32_t l = 0; l < 32; l++)					\
      {									\
	T y = __gpu_shuffle_idx_##S (m, l, x, 32);			\
	if (((m >> l) & 1) && (COND))					\
	  { acc = first ? y : OP (acc, y); first = false; }		\
      }									\
    return acc;								\
  }
#define OPS(T, S, OP, NAME)						\
  SCAN (prefix_scan_, l <= me, T, S, OP, NAME)				\
  SCAN (suffix_scan_, l >= me, T, S, OP, NAME)				\
  SCAN (lane_, true, T, S, OP, NAME)
OPS (uint32_t, u32, ADD, sum) OPS (uint64_t, u64, ADD, sum)
OPS (float, f32, ADD, sum) OPS (double, f64, ADD, sum)
OPS (uint32_t, u32, AND, and) OPS (uint32_t, u32, OR, or)
OPS (uint32_t, u32, XOR, xor) OPS (uint64_t, u64, XOR, xor)
OPS (uint32_t, u32, MIN, min) OPS (uint64_t, u64, MIN, min)
OPS (uint32_t, u32, MAX, max) OPS (uint64_t, u64, MAX, max)
OPS (float, f32, fminf, fmin) OPS (float, f32, fmaxf, fmax)
OPS (double, f64, fmax, fmax)

#include "../intrin-warp-cases.h"

__global__ void
bits_k (unsigned *out)
{
  unsigned in[NIN];
  cases_inputs (in);
  int k = 0;
  BITS_CASES (CASE1, CASE2, CASE3, CASE1_64, CASE2_64)
}

__global__ void
simd_k (unsigned *out)
{
  unsigned in[NIN];
  cases_inputs (in);
  int k = 0;
  SIMD_CASES (CASE1, CASE2, 2)
  SIMD_CASES (CASE1, CASE2, 4)
}

__global__ void
warp_k (unsigned *out)
{
  out[threadIdx.x] = warp_cuda (threadIdx.x);
  out[32 + threadIdx.x] = warp_gpu (threadIdx.x);
}

static const char *bits_names[] = { BITS_CASES (NAME1, NAME1, NAME1, NAME1, NAME1) };
static const char *simd_names[] = { SIMD_CASES (NAME1, NAME1, 2) SIMD_CASES (NAME1, NAME1, 4) };

static void
print (const char *what, const char **names, int n, unsigned *d)
{
  unsigned h[128];
  cudaMemcpy (h, d, n * sizeof *h, cudaMemcpyDeviceToHost);
  printf ("%s:", what);
  for (int i = 0; i < n; i++)
    printf (" %s=%08x", names[i], h[i]);
  printf ("\n");
}

int
main (void)
{
  unsigned *d;
  cudaMalloc (&d, 128 * sizeof *d);
  bits_k<<<1, 1>>> (d);
  print ("bits", bits_names, sizeof bits_names / sizeof *bits_names, d);
  simd_k<<<1, 1>>> (d);
  print ("simd", simd_names, sizeof simd_names / sizeof *simd_names, d);
  warp_k<<<1, 32>>> (d);
  unsigned h[64];
  cudaMemcpy (h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int c = 0; c < 2; c++)
    {
      unsigned all = 2166136261u;
      for (int i = 0; i < 32; i++)
	{ all = (all ^ h[32 * c + i]) * 0x9e3779b1u; all ^= all >> 15; }
      printf ("%s: lane0=%08x lane31=%08x all=%08x\n",
	      c ? "gpuintrin" : "cudawarp", h[32 * c], h[32 * c + 31], all);
    }
  return cudaDeviceSynchronize () != cudaSuccess;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
