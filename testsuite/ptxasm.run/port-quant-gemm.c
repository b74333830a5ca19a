/* A worked port of the helpers of a quantised GEMM (the manual's
   "A worked port"): int4 weights dequantised to half pairs by lop3 and
   half arithmetic (<ptxasm/cuda_fp16.h>), scaled per column, the
   activations copied into shared memory by cp.async and loaded as mma
   fragments by ldmatrix, and mma.sync.m16n8k16 into f32, by the 32
   lanes of an "omp simd" loop: C (16 x 8) = A (16 x 64, half) times
   B (64 x 8, int4 codes c, value (c - 8) * scale[n]).  The values are
   chosen so that every product and sum is exact: the GPU and the host
   fallback must give C exactly.  Expected: the checksum printed by the
   H200.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <string.h>

#pragma omp declare target
#include <ptxasm/cuda_fp16.h>

/* Dequantise two pairs of int4 codes: Q holds B[k][n] in bits 0-3,
   B[k+8][n] in 4-7, B[k+1][n] in 16-19 and B[k+9][n] in 20-23.  A code
   c under 0x6400 (half 1024) is the half 1024 + c; under 0x6400 shifted
   left by 4, 1024 + 16 c.  Subtracting 1032, or multiplying by 1/16 and
   adding -72, gives c - 8.  */
static inline void
dequant (unsigned q, __half2 *lo, __half2 *hi)
{
  unsigned a, b;
  /* lop3 0xea: (x & y) | z.  */
  asm ("lop3.b32 %0, %1, 0x000f000f, 0x64006400, 0xea;" : "=r" (a) : "r" (q));
  asm ("lop3.b32 %0, %1, 0x00f000f0, 0x64006400, 0xea;" : "=r" (b) : "r" (q));
  *lo = __hsub2 (__uint_as_half2 (a), __uint_as_half2 (0x64086408u));
  *hi = __hfma2 (__uint_as_half2 (b), __uint_as_half2 (0x2c002c00u),
		 __uint_as_half2 (0xd480d480u));
}
#pragma omp end declare target

#define M 16
#define N 8
#define K 64
#define W 32

static unsigned short a_bits[M * K] __attribute__ ((aligned (16)));
static unsigned char code[K][N];
static unsigned short scale[N];

/* The half of a float that is one (exact for the values used).  */
static unsigned short
to_half (float f)
{
  unsigned u;
  memcpy (&u, &f, 4);
  if (f == 0)
    return (unsigned short) (u >> 16);
  int e = (int) ((u >> 23) & 0xff) - 127 + 15;
  return (unsigned short) (((u >> 16) & 0x8000) | (e << 10)
			   | ((u >> 13) & 0x3ff));
}

static float
a_val (int m, int k)
{
  return (float) ((m * 3 + k * 5) % 17 - 8) * 0.25f;
}

int
main (void)
{
  unsigned q[K / 16][W];
  float c[M][N];
  int wrong = 0;

  for (int m = 0; m < M; m++)
    for (int k = 0; k < K; k++)
      a_bits[m * K + k] = to_half (a_val (m, k));
  for (int k = 0; k < K; k++)
    for (int n = 0; n < N; n++)
      code[k][n] = (unsigned char) ((k * 7 + n * 11 + k * n) % 16);
  for (int n = 0; n < N; n++)
    scale[n] = to_half ((n % 2 ? 1.5f : 1.0f) / (float) (1 << (n % 3)));
  /* Each lane's word of each k step: its fragment's B[k][n], k =
     16 s + 2 (l % 4) (+ 1, + 8, + 9), n = l / 4.  */
  for (int s = 0; s < K / 16; s++)
    for (int l = 0; l < W; l++)
      {
	int k = 16 * s + 2 * (l % 4), n = l / 4;
	q[s][l] = code[k][n] | code[k + 8][n] << 4
		  | (unsigned) code[k + 1][n] << 16
		  | (unsigned) code[k + 9][n] << 20;
      }

#pragma omp target map(to: a_bits, q, scale) map(from: c)
  {
    unsigned sa;
    asm volatile ("{ .shared .align 16 .b8 ptxasm_a%=[2048]; "
		  "mov.u32 %0, ptxasm_a%=; }" : "=r" (sa));
#pragma omp simd
    for (int l = 0; l < W; l++)
      {
	/* A into shared memory: 128 copies of 16 bytes, 4 a lane.  */
	for (int i = 0; i < 4; i++)
	  {
	    int chunk = 32 * i + l;
	    asm volatile ("cp.async.cg.shared.global [%0], [%1], 16;"
			  :: "r" (sa + 16 * chunk), "l" (a_bits + 8 * chunk)
			  : "memory");
	  }
	asm volatile ("cp.async.commit_group;" ::: "memory");
	asm volatile ("cp.async.wait_group 0;" ::: "memory");
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");

	/* The column's scale in both halves, from its bits: GCC 14 to 16
	   crash on this loop written __half2half2 (__ushort_as_half
	   (...)), with or without ptxasm (the manual's Half types).  */
	__half2 sc = __uint_as_half2 (scale[l / 4] * 0x10001u);
	float d0 = 0, d1 = 0, d2 = 0, d3 = 0;
	for (int s = 0; s < K / 16; s++)
	  {
	    /* A's fragment: lane l gives row l % 16, columns 16 s + 8 (l / 16).  */
	    unsigned a0, a1, a2, a3;
	    unsigned row = sa + 2 * ((l % 16) * K + 16 * s + 8 * (l / 16));
	    asm volatile ("ldmatrix.sync.aligned.m8n8.x4.shared.b16 "
			  "{%0, %1, %2, %3}, [%4];"
			  : "=r" (a0), "=r" (a1), "=r" (a2), "=r" (a3)
			  : "r" (row) : "memory");
	    __half2 lo, hi;
	    dequant (q[s][l], &lo, &hi);
	    unsigned b0 = __half2_as_uint (__hmul2 (lo, sc));
	    unsigned b1 = __half2_as_uint (__hmul2 (hi, sc));
	    asm volatile ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
			  "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
			  "{%0, %1, %2, %3};"
			  : "+f" (d0), "+f" (d1), "+f" (d2), "+f" (d3)
			  : "r" (a0), "r" (a1), "r" (a2), "r" (a3),
			    "r" (b0), "r" (b1));
	  }
	/* D's fragment: rows l / 4 and l / 4 + 8, columns 2 (l % 4) + 0, 1.  */
	c[l / 4][2 * (l % 4)] = d0;
	c[l / 4][2 * (l % 4) + 1] = d1;
	c[l / 4 + 8][2 * (l % 4)] = d2;
	c[l / 4 + 8][2 * (l % 4) + 1] = d3;
      }
  }

  unsigned h = 2166136261u;
  for (int m = 0; m < M; m++)
    for (int n = 0; n < N; n++)
      {
	double ref = 0;
	float sn = (n % 2 ? 1.5f : 1.0f) / (float) (1 << (n % 3));
	for (int k = 0; k < K; k++)
	  ref += (double) a_val (m, k) * ((int) code[k][n] - 8) * sn;
	if (c[m][n] != (float) ref)
	  {
	    if (wrong++ < 5)
	      printf ("C[%d][%d] = %g, not %g\n", m, n, c[m][n], ref);
	  }
	unsigned u;
	memcpy (&u, &c[m][n], 4);
	h = (h ^ u) * 16777619u;
      }
  printf ("port-quant-gemm: %d wrong, hash %08x, C[0][0] %g C[15][7] %g\n",
	  wrong, h, c[0][0], c[15][7]);
  return wrong != 0;
}

/* { dg-output "port-quant-gemm: 0 wrong, hash 8382f7c5, C.0..0. 38 C.15..7. -37.875" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
