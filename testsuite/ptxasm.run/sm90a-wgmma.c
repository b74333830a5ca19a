/* A warpgroup tensor-core product with wgmma (sm_90a, PTX ISA 8.0):
   D (64x8, f32) = A (64x16, f16) * B (16x8, f16), both from shared memory
   through matrix descriptors (no swizzle), checked against a CPU
   reference.

   How GCC's OpenMP gives a warpgroup (4 warps x 32 lanes, 128 threads
   that execute each wgmma together): one team with thread_limit(4) (in
   GCC's nvptx OpenMP an OpenMP thread is a warp, and libgomp launches
   thread_limit warps: blockDim 32 x 4), a parallel region with
   num_threads(4) (thread w is warp w, %tid.y == w), and in it an
   "omp simd" loop of 32 iterations, which GCC runs one per lane (at -O1
   and above).  Warp w, lane l is thread 32*w + l of the warpgroup.

   Shared memory: each matrix is stored as 8x8 "core matrices" of 8 rows
   of 16 bytes (K-major); A's core matrix (i, j) (rows 8i.., K columns
   8j..) is at byte 256*i + 128*j, so the descriptor's leading byte
   offset (between core matrices along K) is 128 and its stride byte
   offset (along M) 256; B (stored N x K) has one core matrix row of two
   along K.  The threads fill the buffers with st.shared, then
   fence.proxy.async.shared::cta and an OpenMP barrier make the writes
   visible to the tensor cores' async proxy.  The accumulators come back
   in wgmma's layout: thread (w, l) holds D[16w + l/4 (+8)][2(l%4) (+1)].
   4 "+f" accumulators, 2 descriptors and one flag: 11 GCC operands.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */
/* ptxas notes that it adds warpgroup.arrive/wait around the asm and
   serializes wgmma (the function makes calls).  */
/* { dg-prune-output {ptxas info} } */

#include <omp.h>
#include <stdio.h>
#include <string.h>

#define M 64
#define N 8
#define K 16

static unsigned short
half_bits (int v)		/* exact for -2..2 */
{
  static const unsigned short h[5] = { 0xc000, 0xbc00, 0, 0x3c00, 0x4000 };
  return h[v + 2];
}

static unsigned long long
descriptor (unsigned addr, unsigned lbo, unsigned sbo)
{
  return (unsigned long long) ((addr >> 4) & 0x3fff)
	 | (unsigned long long) ((lbo >> 4) & 0x3fff) << 16
	 | (unsigned long long) ((sbo >> 4) & 0x3fff) << 32;
}
#pragma omp declare target to (descriptor)

int
main (void)
{
  int a[M][K], b[K][N];
  unsigned short ia[M * K], ib[K * N];
  unsigned sa[M * K / 2], sb[K * N / 2];
  float d[M][N], dswap[M][N];
  unsigned tidy[4] = { 99, 99, 99, 99 };
  int nthr = 0, errors = 0;

  for (int m = 0; m < M; m++)
    for (int k = 0; k < K; k++)
      {
	a[m][k] = (m * 3 + k * 5) % 5 - 2;
	ia[((m / 8) * 256 + (k / 8) * 128 + (m % 8) * 16 + (k % 8) * 2) / 2]
	  = half_bits (a[m][k]);
      }
  for (int k = 0; k < K; k++)
    for (int n = 0; n < N; n++)
      {
	b[k][n] = (k * 7 + n * 3 + 1) % 5 - 2;
	ib[((k / 8) * 128 + (n % 8) * 16 + (k % 8) * 2) / 2]
	  = half_bits (b[k][n]);
      }
  memcpy (sa, ia, sizeof sa);
  memcpy (sb, ib, sizeof sb);
  memset (d, 0xff, sizeof d);

#pragma omp target teams num_teams(1) thread_limit(4) \
	map(to: sa, sb) map(tofrom: d, dswap, tidy, nthr)
#pragma omp parallel num_threads(4)
  {
    int w = omp_get_thread_num ();
    if (w == 0)
      nthr = omp_get_num_threads ();
    unsigned abuf, bbuf, ty;
    asm volatile ("{\n\t.shared .align 128 .b8 ptxasm_a%=[2048];\n\t"
		  ".shared .align 128 .b8 ptxasm_b%=[256];\n\t"
		  "mov.u32 %0, ptxasm_a%=;\n\t"
		  "mov.u32 %1, ptxasm_b%=;\n}" : "=r" (abuf), "=r" (bbuf));
    asm volatile ("mov.u32 %0, %%tid.y;" : "=r" (ty));
    tidy[w] = ty;
#pragma omp simd
    for (int l = 0; l < 32; l++)
      {
	int t = 32 * w + l;
	for (int j = 0; j < 4; j++)
	  asm volatile ("st.shared.u32 [%0], %1;"
			:: "r" (abuf + 4 * (4 * t + j)), "r" (sa[4 * t + j])
			: "memory");
	if (t < K * N / 2)
	  asm volatile ("st.shared.u32 [%0], %1;"
			:: "r" (bbuf + 4 * t), "r" (sb[t]) : "memory");
	asm volatile ("fence.proxy.async.shared::cta;" ::: "memory");
      }
#pragma omp barrier
#pragma omp simd
    for (int l = 0; l < 32; l++)
      {
	float d0 = 0, d1 = 0, d2 = 0, d3 = 0;
	unsigned long long da = descriptor (abuf, 128, 256);
	unsigned long long db = descriptor (bbuf, 128, 256);
	asm volatile ("{\n\t.reg .pred p;\n\t"
		      "setp.ne.b32 p, %6, 0;\n\t"
		      "wgmma.fence.sync.aligned;\n\t"
		      "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 "
		      "{%0, %1, %2, %3}, %4, %5, p, 1, 1, 0, 0;\n\t"
		      "wgmma.commit_group.sync.aligned;\n\t"
		      "wgmma.wait_group.sync.aligned 0;\n}"
		      : "+f" (d0), "+f" (d1), "+f" (d2), "+f" (d3)
		      : "l" (da), "l" (db), "r" (1) : "memory");
	int row = 16 * w + l / 4, col = 2 * (l % 4);
	d[row][col] = d0;
	d[row][col + 1] = d1;
	d[row + 8][col] = d2;
	d[row + 8][col + 1] = d3;
	/* The same with the two byte offsets exchanged: a diagnosis only,
	   printed if the product above is wrong.  */
	d0 = d1 = d2 = d3 = 0;
	da = descriptor (abuf, 256, 128);
	db = descriptor (bbuf, 256, 128);
	asm volatile ("{\n\t.reg .pred p;\n\t"
		      "setp.ne.b32 p, %6, 0;\n\t"
		      "wgmma.fence.sync.aligned;\n\t"
		      "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 "
		      "{%0, %1, %2, %3}, %4, %5, p, 1, 1, 0, 0;\n\t"
		      "wgmma.commit_group.sync.aligned;\n\t"
		      "wgmma.wait_group.sync.aligned 0;\n}"
		      : "+f" (d0), "+f" (d1), "+f" (d2), "+f" (d3)
		      : "l" (da), "l" (db), "r" (1) : "memory");
	dswap[row][col] = d0;
	dswap[row][col + 1] = d1;
	dswap[row + 8][col] = d2;
	dswap[row + 8][col + 1] = d3;
      }
  }

  if (nthr != 4)
    {
      printf ("sm90a-wgmma: FAIL the parallel region has %d threads, not "
	      "the 4 warps of a warpgroup\n", nthr);
      return 1;
    }
  for (int w = 0; w < 4; w++)
    if (tidy[w] != (unsigned) w)
      {
	printf ("sm90a-wgmma: FAIL OpenMP thread %d runs on %%tid.y %u\n", w,
		tidy[w]);
	errors++;
      }
  for (int m = 0; m < M; m++)
    for (int n = 0; n < N; n++)
      {
	int ref = 0;
	for (int k = 0; k < K; k++)
	  ref += a[m][k] * b[k][n];
	if (d[m][n] != (float) ref)
	  {
	    if (errors < 10)
	      printf ("sm90a-wgmma: FAIL D[%d][%d] = %g, want %d\n", m, n,
		      (double) d[m][n], ref);
	    errors++;
	  }
      }
  if (errors)
    {
      int swap_ok = 1;
      for (int m = 0; m < M; m++)
	for (int n = 0; n < N; n++)
	  {
	    int ref = 0;
	    for (int k = 0; k < K; k++)
	      ref += a[m][k] * b[k][n];
	    swap_ok &= dswap[m][n] == (float) ref;
	  }
      printf ("sm90a-wgmma: FAIL %d errors%s\n", errors,
	      swap_ok ? " (the product is right with the descriptors' "
	      "leading and stride byte offsets exchanged)" : "");
      return 1;
    }
  puts ("sm90a-wgmma: PASS");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
