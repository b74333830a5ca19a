/* Integer mma.sync with 8-bit A and B and s32 C and D, no .satfinite,
   in an "omp simd" loop of 64 iterations, two warps' worth: the GPU
   runs iteration l on lane l % 32, and each block of 32 iterations
   computes its own tile t = l / 32.  Shapes m16n8k32 (sm_80) and
   m8n8k16 (sm_75; A's rows 0-7 and columns 0-15, B's rows 0-15, C's
   rows 0-7), each as s8 x s8, u8 x u8 and s8 x u8 of the same bytes.
   Each lane loads its fragment registers from the mapped matrices by
   the PTX ISA's layouts ("Matrix Fragments for mma.m16n8k32",
   "Matrix Fragments for mma.m8n8k16"; CUTLASS's CuTe traits
   SM80_16x8x32_S32S8S8S32_TN and SM80_8x8x16_S32S8S8S32_TN agree), with
   g = lane >> 2 and q = lane % 4, four bytes to a register, the lowest
   column (or row) in the lowest byte:
     A (m16n8k32): a0 = A[g][4q..4q+3], a1 = the same of row g+8,
		   a2 = A[g][4q+16..4q+19], a3 = the same of row g+8
     B (m16n8k32): b0 = B[4q..4q+3][g], b1 = B[4q+16..4q+19][g]
     C, D (m16n8k32): c0 = C[g][2q], c1 = C[g][2q+1], c2, c3 of row g+8
     A (m8n8k16): a0 = A[g][4q..4q+3]   B: b0 = B[4q..4q+3][g]
     C, D (m8n8k16): c0 = C[g][2q], c1 = C[g][2q+1]
   The bytes cover the whole range and no sum overflows; checked against
   a triple loop in plain C.  lockstep-mma-satfinite.c has the overflow.
   mma needs the 32 lanes: the host must print the same as the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32
#define T 2
#define M 16
#define NN 8
#define K 32

#define P4(p, i, j, di, dj)						\
  ((unsigned) p[i][j] | (unsigned) p[(i) + (di)][(j) + (dj)] << 8	\
   | (unsigned) p[(i) + 2 * (di)][(j) + 2 * (dj)] << 16			\
   | (unsigned) p[(i) + 3 * (di)][(j) + 3 * (dj)] << 24)

#define MMA16832(types, d0, d1, d2, d3)					\
  asm volatile ("mma.sync.aligned.m16n8k32.row.col.s32." types ".s32 "	\
		"{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "	\
		"{%0, %1, %2, %3};"					\
		: "+r" (d0), "+r" (d1), "+r" (d2), "+r" (d3)		\
		: "r" (a0), "r" (a1), "r" (a2), "r" (a3),		\
		  "r" (b0), "r" (b1))
#define MMA8816(types, d0, d1)						\
  asm volatile ("mma.sync.aligned.m8n8k16.row.col.s32." types ".s32 "	\
		"{%0, %1}, {%2}, {%3}, {%0, %1};"			\
		: "+r" (d0), "+r" (d1) : "r" (a0), "r" (b0))
#define STORE4(d, d0, d1, d2, d3)					\
  (d[t][g][2 * q] = d0, d[t][g][2 * q + 1] = d1,			\
   d[t][g + 8][2 * q] = d2, d[t][g + 8][2 * q + 1] = d3)
#define STORE2(d, d0, d1) (d[t][g][2 * q] = d0, d[t][g][2 * q + 1] = d1)

static int errors;

/* SA, SB: whether A's and B's bytes are signed.  */
static void
check (const char *what, int d[T][M][NN], unsigned char a[T][M][K],
       unsigned char b[T][K][NN], int c[T][M][NN], int sa, int sb,
       int mmax, int kmax)
{
  for (int t = 0; t < T; t++)
    for (int m = 0; m < mmax; m++)
      for (int n = 0; n < NN; n++)
	{
	  int want = c[t][m][n];
	  for (int k = 0; k < kmax; k++)
	    want += (sa ? (signed char) a[t][m][k] : a[t][m][k])
		    * (sb ? (signed char) b[t][k][n] : b[t][k][n]);
	  if (d[t][m][n] != want && errors++ < 10)
	    printf ("lockstep-mma-int8: %s tile %d D[%d][%d] = %d "
		    "(want %d)\n", what, t, m, n, d[t][m][n], want);
	}
}

int
main (void)
{
  unsigned char a[T][M][K], b[T][K][NN];
  int c[T][M][NN];
  int dss[T][M][NN], duu[T][M][NN], dsu[T][M][NN];
  int ess[T][M][NN], euu[T][M][NN], esu[T][M][NN];

  for (int t = 0; t < T; t++)
    {
      for (int m = 0; m < M; m++)
	for (int k = 0; k < K; k++)
	  a[t][m][k] = (unsigned char) ((m * 37 + k * 101 + t * 59) * 7 + 3);
      for (int k = 0; k < K; k++)
	for (int n = 0; n < NN; n++)
	  b[t][k][n] = (unsigned char) ((k * 23 + n * 89 + t * 31) * 13 + 5);
      for (int m = 0; m < M; m++)
	for (int n = 0; n < NN; n++)
	  c[t][m][n] = (m * 1009 + n * 313 + t * 7) % 20001 - 10000;
    }

#pragma omp target map(to: a, b, c) \
	map(from: dss, duu, dsu, ess, euu, esu)
#pragma omp simd
  for (int l = 0; l < T * W; l++)
    {
      int t = l / W, lane = l % W, g = lane >> 2, q = lane & 3;
      unsigned a0 = P4 (a[t], g, 4 * q, 0, 1);
      unsigned a1 = P4 (a[t], g + 8, 4 * q, 0, 1);
      unsigned a2 = P4 (a[t], g, 4 * q + 16, 0, 1);
      unsigned a3 = P4 (a[t], g + 8, 4 * q + 16, 0, 1);
      unsigned b0 = P4 (b[t], 4 * q, g, 1, 0);
      unsigned b1 = P4 (b[t], 4 * q + 16, g, 1, 0);
      int c0 = c[t][g][2 * q], c1 = c[t][g][2 * q + 1];
      int c2 = c[t][g + 8][2 * q], c3 = c[t][g + 8][2 * q + 1];
      int s0 = c0, s1 = c1, s2 = c2, s3 = c3;
      int u0 = c0, u1 = c1, u2 = c2, u3 = c3;
      int m0 = c0, m1 = c1, m2 = c2, m3 = c3;
      int x0 = c0, x1 = c1, y0 = c0, y1 = c1, z0 = c0, z1 = c1;

      MMA16832 ("s8.s8", s0, s1, s2, s3);
      MMA16832 ("u8.u8", u0, u1, u2, u3);
      MMA16832 ("s8.u8", m0, m1, m2, m3);
      MMA8816 ("s8.s8", x0, x1);
      MMA8816 ("u8.u8", y0, y1);
      MMA8816 ("s8.u8", z0, z1);
      STORE4 (dss, s0, s1, s2, s3);
      STORE4 (duu, u0, u1, u2, u3);
      STORE4 (dsu, m0, m1, m2, m3);
      STORE2 (ess, x0, x1);
      STORE2 (euu, y0, y1);
      STORE2 (esu, z0, z1);
    }

  check ("m16n8k32 s8.s8", dss, a, b, c, 1, 1, 16, 32);
  check ("m16n8k32 u8.u8", duu, a, b, c, 0, 0, 16, 32);
  check ("m16n8k32 s8.u8", dsu, a, b, c, 1, 0, 16, 32);
  check ("m8n8k16 s8.s8", ess, a, b, c, 1, 1, 8, 16);
  check ("m8n8k16 u8.u8", euu, a, b, c, 0, 0, 8, 16);
  check ("m8n8k16 s8.u8", esu, a, b, c, 1, 0, 8, 16);
  if (errors)
    return 1;
  puts ("lockstep-mma-int8: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
