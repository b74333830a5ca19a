/* mma.sync.aligned.m8n8k4 with f64 A, B, C and D (sm_80) in an
   "omp simd" loop of 64 iterations, two warps' worth: the GPU runs
   iteration l on lane l % 32, and each block of 32 iterations computes
   its own tile t = l / 32, with "d" operands.  Each lane loads its
   fragment registers from the mapped matrices by the PTX ISA's layout
   ("Matrix Fragments for mma.m8n8k4 with .f64 floating point type";
   CUTLASS's CuTe trait SM80_8x8x4_F64F64F64F64_TN agrees), with
   g = lane >> 2 and q = lane % 4:
     A: a0 = A[g][q]    B: b0 = B[q][g]    C, D: c0 = C[g][2q], c1 = C[g][2q+1]
   The inputs are quarters of small integers, so every product and sum
   is exact; checked against a triple loop in plain C.  mma needs the
   32 lanes: the host must print the same as the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32
#define T 2
#define M 8
#define NN 8
#define K 4

int
main (void)
{
  double a[T][M][K], b[T][K][NN], c[T][M][NN], d[T][M][NN];
  int errors = 0;

  for (int t = 0; t < T; t++)
    {
      for (int m = 0; m < M; m++)
	for (int k = 0; k < K; k++)
	  a[t][m][k] = ((m * 7 + k * 3 + t * 5) % 17 - 8) * 0.25;
      for (int k = 0; k < K; k++)
	for (int n = 0; n < NN; n++)
	  b[t][k][n] = ((k * 5 + n * 3 + t * 11 + 2) % 17 - 8) * 0.25;
      for (int m = 0; m < M; m++)
	for (int n = 0; n < NN; n++)
	  c[t][m][n] = ((m * 9 + n * 13 + t * 7) % 101 - 50) * 0.125;
    }

#pragma omp target map(to: a, b, c) map(from: d)
#pragma omp simd
  for (int l = 0; l < T * W; l++)
    {
      int t = l / W, lane = l % W, g = lane >> 2, q = lane & 3;
      double a0 = a[t][g][q], b0 = b[t][q][g];
      double d0 = c[t][g][2 * q], d1 = c[t][g][2 * q + 1];
      asm volatile ("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 "
		    "{%0, %1}, {%2}, {%3}, {%0, %1};"
		    : "+d" (d0), "+d" (d1) : "d" (a0), "d" (b0));
      d[t][g][2 * q] = d0;
      d[t][g][2 * q + 1] = d1;
    }

  for (int t = 0; t < T; t++)
    for (int m = 0; m < M; m++)
      for (int n = 0; n < NN; n++)
	{
	  double want = c[t][m][n];
	  for (int k = 0; k < K; k++)
	    want += a[t][m][k] * b[t][k][n];
	  if (d[t][m][n] != want && errors++ < 10)
	    printf ("lockstep-mma-f64: tile %d D[%d][%d] = %g (want %g)\n",
		    t, m, n, d[t][m][n], want);
	}
  if (errors)
    return 1;
  puts ("lockstep-mma-f64: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
