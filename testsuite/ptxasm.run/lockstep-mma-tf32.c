/* mma.sync with tf32 A and B and f32 C and D (sm_80) in an "omp simd"
   loop of 64 iterations, two warps' worth: the GPU runs iteration l on
   lane l % 32, and each block of 32 iterations computes its own tile
   t = l / 32.  Shapes m16n8k8 and m16n8k4.  Each lane loads its
   fragment registers (.b32, the bits of an f32) from the mapped
   matrices by the PTX ISA's layouts ("Matrix Fragments for
   mma.m16n8k8" and "... for mma.m16n8k4", .tf32; CUTLASS's CuTe traits
   SM80_16x8x8_F32TF32TF32F32_TN and SM80_16x8x4_F32TF32TF32F32_TN
   agree), with g = lane >> 2 and q = lane % 4:
     A (m16n8k8): a0 = A[g][q], a1 = A[g+8][q], a2 = A[g][q+4],
		  a3 = A[g+8][q+4]
     B (m16n8k8): b0 = B[q][g], b1 = B[q+4][g]
     m16n8k4 takes a0, a1 and b0: A's columns 0-3 and B's rows 0-3
     C, D: c0 = C[g][2q], c1 = C[g][2q+1], c2, c3 the same of row g+8
   The inputs are halves of small integers, exact in tf32, and so is
   every product and sum in f32; checked against a triple loop in plain
   C.  mma needs the 32 lanes: the host must print the same as the
   GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <string.h>

#define W 32
#define T 2
#define M 16
#define NN 8
#define K 8

static unsigned
bits (float f)
{
  unsigned u;
  memcpy (&u, &f, sizeof u);
  return u;
}

static int errors;

static void
check (const char *what, float d[T][M][NN], float a[T][M][K],
       float b[T][K][NN], float c[T][M][NN], int kmax)
{
  for (int t = 0; t < T; t++)
    for (int m = 0; m < M; m++)
      for (int n = 0; n < NN; n++)
	{
	  float want = c[t][m][n];
	  for (int k = 0; k < kmax; k++)
	    want += a[t][m][k] * b[t][k][n];
	  if (d[t][m][n] != want && errors++ < 10)
	    printf ("lockstep-mma-tf32: %s tile %d D[%d][%d] = %g "
		    "(want %g)\n", what, t, m, n, d[t][m][n], want);
	}
}

int
main (void)
{
  float a[T][M][K], b[T][K][NN], c[T][M][NN], d8[T][M][NN], d4[T][M][NN];
  unsigned ua[T][M][K], ub[T][K][NN];

  for (int t = 0; t < T; t++)
    {
      for (int m = 0; m < M; m++)
	for (int k = 0; k < K; k++)
	  {
	    a[t][m][k] = (float) ((m * 5 + k * 7 + t * 3) % 13 - 6) * 0.5f;
	    ua[t][m][k] = bits (a[t][m][k]);
	  }
      for (int k = 0; k < K; k++)
	for (int n = 0; n < NN; n++)
	  {
	    b[t][k][n] = (float) ((k * 3 + n * 5 + t * 7 + 4) % 13 - 6) * 0.5f;
	    ub[t][k][n] = bits (b[t][k][n]);
	  }
      for (int m = 0; m < M; m++)
	for (int n = 0; n < NN; n++)
	  c[t][m][n] = (float) ((m * 17 + n * 11 + t * 5) % 81 - 40) * 0.25f;
    }

#pragma omp target map(to: ua, ub, c) map(from: d8, d4)
#pragma omp simd
  for (int l = 0; l < T * W; l++)
    {
      int t = l / W, lane = l % W, g = lane >> 2, q = lane & 3;
      unsigned a0 = ua[t][g][q], a1 = ua[t][g + 8][q];
      unsigned a2 = ua[t][g][q + 4], a3 = ua[t][g + 8][q + 4];
      unsigned b0 = ub[t][q][g], b1 = ub[t][q + 4][g];
      float d0 = c[t][g][2 * q], d1 = c[t][g][2 * q + 1];
      float d2 = c[t][g + 8][2 * q], d3 = c[t][g + 8][2 * q + 1];
      float e0 = d0, e1 = d1, e2 = d2, e3 = d3;

      asm volatile ("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
		    "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
		    "{%0, %1, %2, %3};"
		    : "+f" (d0), "+f" (d1), "+f" (d2), "+f" (d3)
		    : "r" (a0), "r" (a1), "r" (a2), "r" (a3),
		      "r" (b0), "r" (b1));
      asm volatile ("mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 "
		    "{%0, %1, %2, %3}, {%4, %5}, {%6}, {%0, %1, %2, %3};"
		    : "+f" (e0), "+f" (e1), "+f" (e2), "+f" (e3)
		    : "r" (a0), "r" (a1), "r" (b0));

      d8[t][g][2 * q] = d0;
      d8[t][g][2 * q + 1] = d1;
      d8[t][g + 8][2 * q] = d2;
      d8[t][g + 8][2 * q + 1] = d3;
      d4[t][g][2 * q] = e0;
      d4[t][g][2 * q + 1] = e1;
      d4[t][g + 8][2 * q] = e2;
      d4[t][g + 8][2 * q + 1] = e3;
    }

  check ("m16n8k8", d8, a, b, c, 8);
  check ("m16n8k4", d4, a, b, c, 4);
  if (errors)
    return 1;
  puts ("lockstep-mma-tf32: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
