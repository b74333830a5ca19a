/* mma.sync with bf16 A and B and f32 C and D (sm_80) in an "omp simd"
   loop of 64 iterations, two warps' worth: the GPU runs iteration l on
   lane l % 32, and each block of 32 iterations computes its own tile
   t = l / 32.  Shapes m16n8k16 and m16n8k8.  Each lane loads its
   fragment registers from the mapped matrices by the PTX ISA's layouts
   ("Matrix Fragments for mma.m16n8k8", "Matrix Fragments for
   mma.m16n8k16 with floating point type": bf16 as f16; CUTLASS's CuTe
   traits SM80_16x8x8_F32BF16BF16F32_TN and SM80_16x8x16_F32BF16BF16F32_TN
   agree), with g = lane >> 2 and q = lane % 4, the lower index in a
   register's low half:
     A (m16n8k16): a0 = {A[g][2q], A[g][2q+1]}, a1 = the same of row g+8,
		   a2 = {A[g][2q+8], A[g][2q+9]}, a3 = the same of row g+8
     B (m16n8k16): b0 = {B[2q][g], B[2q+1][g]}, b1 = {B[2q+8][g], B[2q+9][g]}
     m16n8k8 takes a0, a1 and b0: A's columns 0-7 and B's rows 0-7
     C, D: c0 = C[g][2q], c1 = C[g][2q+1], c2, c3 the same of row g+8
   The inputs are small integers, exact in bf16, and so is every product
   and sum in f32; checked against a triple loop in plain C.  mma needs
   the 32 lanes: the host must print the same as the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <string.h>

#define W 32
#define T 2
#define M 16
#define NN 8
#define K 16

/* The bf16 encoding of an integer of magnitude up to 256 (exact): the
   upper half of its float.  */
static unsigned short
bf16_bits (int v)
{
  float f = (float) v;
  unsigned u;
  memcpy (&u, &f, sizeof u);
  return (unsigned short) (u >> 16);
}

#define PK(lo, hi) ((unsigned) (lo) | (unsigned) (hi) << 16)

static int errors;

static void
check (const char *what, float d[T][M][NN], int a[T][M][K],
       int b[T][K][NN], int c[T][M][NN], int kmax)
{
  for (int t = 0; t < T; t++)
    for (int m = 0; m < M; m++)
      for (int n = 0; n < NN; n++)
	{
	  int want = c[t][m][n];
	  for (int k = 0; k < kmax; k++)
	    want += a[t][m][k] * b[t][k][n];
	  if (d[t][m][n] != (float) want && errors++ < 10)
	    printf ("lockstep-mma-bf16: %s tile %d D[%d][%d] = %g "
		    "(want %d)\n", what, t, m, n, d[t][m][n], want);
	}
}

int
main (void)
{
  int a[T][M][K], b[T][K][NN], c[T][M][NN];
  unsigned short ha[T][M][K], hb[T][K][NN];
  float fc[T][M][NN], d16[T][M][NN], d8[T][M][NN];

  for (int t = 0; t < T; t++)
    {
      for (int m = 0; m < M; m++)
	for (int k = 0; k < K; k++)
	  {
	    a[t][m][k] = (m * 7 + k * 5 + t * 3) % 11 - 5;
	    ha[t][m][k] = bf16_bits (a[t][m][k]);
	  }
      for (int k = 0; k < K; k++)
	for (int n = 0; n < NN; n++)
	  {
	    b[t][k][n] = (k * 3 + n * 7 + t * 5 + 2) % 11 - 5;
	    hb[t][k][n] = bf16_bits (b[t][k][n]);
	  }
      for (int m = 0; m < M; m++)
	for (int n = 0; n < NN; n++)
	  {
	    c[t][m][n] = (m * 13 + n * 3 + t * 17) % 201 - 100;
	    fc[t][m][n] = (float) c[t][m][n];
	  }
    }

#pragma omp target map(to: ha, hb, fc) map(from: d16, d8)
#pragma omp simd
  for (int l = 0; l < T * W; l++)
    {
      int t = l / W, lane = l % W, g = lane >> 2, q = lane & 3;
      unsigned a0 = PK (ha[t][g][2 * q], ha[t][g][2 * q + 1]);
      unsigned a1 = PK (ha[t][g + 8][2 * q], ha[t][g + 8][2 * q + 1]);
      unsigned a2 = PK (ha[t][g][2 * q + 8], ha[t][g][2 * q + 9]);
      unsigned a3 = PK (ha[t][g + 8][2 * q + 8], ha[t][g + 8][2 * q + 9]);
      unsigned b0 = PK (hb[t][2 * q][g], hb[t][2 * q + 1][g]);
      unsigned b1 = PK (hb[t][2 * q + 8][g], hb[t][2 * q + 9][g]);
      float d0 = fc[t][g][2 * q], d1 = fc[t][g][2 * q + 1];
      float d2 = fc[t][g + 8][2 * q], d3 = fc[t][g + 8][2 * q + 1];
      float e0 = d0, e1 = d1, e2 = d2, e3 = d3;

      asm volatile ("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
		    "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
		    "{%0, %1, %2, %3};"
		    : "+f" (d0), "+f" (d1), "+f" (d2), "+f" (d3)
		    : "r" (a0), "r" (a1), "r" (a2), "r" (a3),
		      "r" (b0), "r" (b1));
      asm volatile ("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 "
		    "{%0, %1, %2, %3}, {%4, %5}, {%6}, {%0, %1, %2, %3};"
		    : "+f" (e0), "+f" (e1), "+f" (e2), "+f" (e3)
		    : "r" (a0), "r" (a1), "r" (b0));

      d16[t][g][2 * q] = d0;
      d16[t][g][2 * q + 1] = d1;
      d16[t][g + 8][2 * q] = d2;
      d16[t][g + 8][2 * q + 1] = d3;
      d8[t][g][2 * q] = e0;
      d8[t][g][2 * q + 1] = e1;
      d8[t][g + 8][2 * q] = e2;
      d8[t][g + 8][2 * q + 1] = e3;
    }

  check ("m16n8k16", d16, a, b, c, 16);
  check ("m16n8k8", d8, a, b, c, 8);
  if (errors)
    return 1;
  puts ("lockstep-mma-bf16: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
