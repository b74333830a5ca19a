/* wgmma.mma_async m64n128k16, f16 inputs, f32 accumulators, on one
   warpgroup (4 OpenMP threads = 4 warps, 32 simd lanes each): D = A B
   with A (64x16) in registers and B (16x128) in shared memory behind a
   matrix descriptor (no swizzle: 8x8 core matrices of 128 bytes, K-
   adjacent ones 128 bytes apart, N-adjacent ones 256).  The statement
   has 70 operands, 134 once each "+f" counts twice.  Small integers
   make every product and sum exact: the result must equal the CPU's.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

#include <omp.h>
#include <stdio.h>

#define M 64
#define N 128
#define K 16

static unsigned short A[M][K], B[K][N];
static float D[M][N], R[M][N];

/* The f16 bits of a small integer V (|V| < 2048).  */
static unsigned short
f16 (int v)
{
  unsigned short s = v < 0 ? 0x8000 : 0;
  unsigned u = v < 0 ? -v : v;
  if (u == 0)
    return s;
  int e = 31 - __builtin_clz (u);
  return s | (unsigned short) ((e + 15) << 10)
         | (unsigned short) (((u << (10 - e)) & 0x3ff));
}

static int a_val (int m, int k) { return (m * 3 + k * 5) % 7 - 3; }
static int b_val (int k, int n) { return (k * 2 + n * 7) % 9 - 4; }

int
main (void)
{
  for (int m = 0; m < M; m++)
    for (int k = 0; k < K; k++)
      A[m][k] = f16 (a_val (m, k));
  for (int k = 0; k < K; k++)
    for (int n = 0; n < N; n++)
      B[k][n] = f16 (b_val (k, n));
  for (int m = 0; m < M; m++)
    for (int n = 0; n < N; n++)
      {
        int s = 0;
        for (int k = 0; k < K; k++)
          s += a_val (m, k) * b_val (k, n);
        R[m][n] = s;
      }

  /* A warpgroup as the manual's "Warpgroups" says: one team of 4 warps
     (thread_limit counts warps in GCC's nvptx OpenMP), 4 OpenMP threads
     in it.  */
#pragma omp target teams num_teams(1) thread_limit(4) map(to: A, B) map(from: D)
#pragma omp parallel num_threads(4)
  {
    unsigned bsm;
    asm volatile ("{\n\t.shared .align 128 .b8 ptxasm_bsm%=[4096];\n\t"
                  "mov.u32 %0, ptxasm_bsm%=;\n}" : "=r" (bsm));
    int w = omp_get_thread_num ();
#pragma omp simd
    for (int l = 0; l < 32; l++)
      {
        /* B into shared memory, 16 elements a thread.  */
        for (int e = (w * 32 + l) * 16; e < (w * 32 + l + 1) * 16; e++)
          {
            int k = e / N, n = e % N;
            unsigned off = (k / 8) * 128 + (n / 8) * 256 + (n % 8) * 16
                           + (k % 8) * 2;
            asm volatile ("st.shared.b16 [%0], %1;"
                          :: "r" (bsm + off), "h" (B[k][n]) : "memory");
          }
        asm volatile ("fence.proxy.async.shared::cta;" ::: "memory");
      }
#pragma omp barrier
    /* Each lane's accumulators, outside the simd loop: GCC 12 puts an
       array declared in the loop's body in the warp's frame, which the
       32 lanes then share (see the manual's "Warpgroups").  */
    float dacc[32][64];
#pragma omp simd
    for (int l = 0; l < 32; l++)
      {
        int g = l >> 2, t = l & 3, row = 16 * w + g, col = 2 * t;
        unsigned a0 = A[row][col] | (unsigned) A[row][col + 1] << 16;
        unsigned a1 = A[row + 8][col] | (unsigned) A[row + 8][col + 1] << 16;
        unsigned a2 = A[row][col + 8] | (unsigned) A[row][col + 9] << 16;
        unsigned a3 = (A[row + 8][col + 8]
                       | (unsigned) A[row + 8][col + 9] << 16);
        unsigned long desc = (((unsigned long) (bsm >> 4) & 0x3fff)
                              | (unsigned long) (128 >> 4) << 16
                              | (unsigned long) (256 >> 4) << 32);
        int scale_d = 1;
        float *d = dacc[l];
        for (int i = 0; i < 64; i++)
          d[i] = 0;
        asm volatile ("{\n"
                      ".reg .pred p;\n"
                      "setp.ne.b32 p, %68, 0;\n"
                      "wgmma.fence.sync.aligned;\n"
                      "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %69, p, 1, 1, 0;\n"
                      "wgmma.commit_group.sync.aligned;\n"
                      "wgmma.wait_group.sync.aligned 0;\n"
                      "}\n"
                      : "+f" (d[0]), "+f" (d[1]), "+f" (d[2]), "+f" (d[3]),
                        "+f" (d[4]), "+f" (d[5]), "+f" (d[6]), "+f" (d[7]),
                        "+f" (d[8]), "+f" (d[9]), "+f" (d[10]),
                        "+f" (d[11]), "+f" (d[12]), "+f" (d[13]),
                        "+f" (d[14]), "+f" (d[15]), "+f" (d[16]),
                        "+f" (d[17]), "+f" (d[18]), "+f" (d[19]),
                        "+f" (d[20]), "+f" (d[21]), "+f" (d[22]),
                        "+f" (d[23]), "+f" (d[24]), "+f" (d[25]),
                        "+f" (d[26]), "+f" (d[27]), "+f" (d[28]),
                        "+f" (d[29]), "+f" (d[30]), "+f" (d[31]),
                        "+f" (d[32]), "+f" (d[33]), "+f" (d[34]),
                        "+f" (d[35]), "+f" (d[36]), "+f" (d[37]),
                        "+f" (d[38]), "+f" (d[39]), "+f" (d[40]),
                        "+f" (d[41]), "+f" (d[42]), "+f" (d[43]),
                        "+f" (d[44]), "+f" (d[45]), "+f" (d[46]),
                        "+f" (d[47]), "+f" (d[48]), "+f" (d[49]),
                        "+f" (d[50]), "+f" (d[51]), "+f" (d[52]),
                        "+f" (d[53]), "+f" (d[54]), "+f" (d[55]),
                        "+f" (d[56]), "+f" (d[57]), "+f" (d[58]),
                        "+f" (d[59]), "+f" (d[60]), "+f" (d[61]),
                        "+f" (d[62]), "+f" (d[63])
                      : "r" (a0), "r" (a1), "r" (a2), "r" (a3),
                        "r" (scale_d), "l" (desc)
                      : "memory");
        for (int j = 0; j < N / 8; j++)
          {
            D[row][8 * j + col] = d[4 * j];
            D[row][8 * j + col + 1] = d[4 * j + 1];
            D[row + 8][8 * j + col] = d[4 * j + 2];
            D[row + 8][8 * j + col + 1] = d[4 * j + 3];
          }
      }
  }

  int bad = 0;
  for (int m = 0; m < M; m++)
    for (int n = 0; n < N; n++)
      if (D[m][n] != R[m][n] && bad++ < 10)
        printf ("D[%d][%d] = %g, want %g\n", m, n, D[m][n], R[m][n]);
  printf ("many-wgmma: %s (%d of %d wrong)\n", bad ? "FAIL" : "ok", bad,
          M * N);
  return bad != 0;
}

/* { dg-output "many-wgmma: ok" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
