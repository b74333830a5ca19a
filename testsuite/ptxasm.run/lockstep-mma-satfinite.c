/* Integer mma.sync whose s32 accumulation overflows, with .satfinite
   (clamped to INT_MIN..INT_MAX) and without (wrapped), in an
   "omp simd" loop of 64 iterations, two warps' worth: the GPU runs
   iteration l on lane l % 32, and each block of 32 iterations computes
   its own tile t = l / 32.  m16n8k32 s8 x s8 with and without
   .satfinite and u8 x u8 with it; m8n8k16 u8 x u8 with and without it
   and s8 x u8 with it.  Each row of A has one sign and B is positive,
   so an element's products all have one sign and its partial sums move
   one way: the clamp cannot depend on the order of accumulation.  C is
   chosen from the exact sum S of A*B so that, by the column modulo 4,
   the result overflows by far (C = INT_MAX - 100, or INT_MIN + 100 for
   a negative S), ends exactly at the limit, overflows by one, or stays
   small.  Fragment layouts as in lockstep-mma-int8.c (the PTX ISA's
   "Matrix Fragments for mma.m16n8k32" and "... for mma.m8n8k16"):
     m16n8k32: a0 = A[g][4q..4q+3], a1 = the same of row g+8,
	       a2 = A[g][4q+16..4q+19], a3 = the same of row g+8,
	       b0 = B[4q..4q+3][g], b1 = B[4q+16..4q+19][g],
	       c0 = C[g][2q], c1 = C[g][2q+1], c2, c3 of row g+8
     m8n8k16:  a0 = A[g][4q..4q+3], b0 = B[4q..4q+3][g],
	       c0 = C[g][2q], c1 = C[g][2q+1]
   with g = lane >> 2, q = lane % 4, the lowest index in the lowest
   byte.  Checked against plain C in 64-bit arithmetic; mma needs the 32
   lanes: the host must print the same as the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32
#define T 2
#define NN 8
#define IMAX 2147483647LL
#define IMIN (-2147483647LL - 1)

#define P4(p, i, j, di, dj)						\
  ((unsigned) p[i][j] | (unsigned) p[(i) + (di)][(j) + (dj)] << 8	\
   | (unsigned) p[(i) + 2 * (di)][(j) + 2 * (dj)] << 16			\
   | (unsigned) p[(i) + 3 * (di)][(j) + 3 * (dj)] << 24)

#define MMA16832(types, c, out)					\
  do {									\
    int d0 = c[t][g][2 * q], d1 = c[t][g][2 * q + 1];			\
    int d2 = c[t][g + 8][2 * q], d3 = c[t][g + 8][2 * q + 1];		\
    asm volatile ("mma.sync.aligned.m16n8k32.row.col" types " "	\
		  "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "	\
		  "{%0, %1, %2, %3};"					\
		  : "+r" (d0), "+r" (d1), "+r" (d2), "+r" (d3)		\
		  : "r" (ra0), "r" (ra1), "r" (ra2), "r" (ra3),		\
		    "r" (rb0), "r" (rb1));				\
    out[t][g][2 * q] = d0;						\
    out[t][g][2 * q + 1] = d1;						\
    out[t][g + 8][2 * q] = d2;						\
    out[t][g + 8][2 * q + 1] = d3;					\
  } while (0)
#define MMA8816(types, c, out)						\
  do {									\
    int d0 = c[t][g][2 * q], d1 = c[t][g][2 * q + 1];			\
    asm volatile ("mma.sync.aligned.m8n8k16.row.col" types " "		\
		  "{%0, %1}, {%2}, {%3}, {%0, %1};"			\
		  : "+r" (d0), "+r" (d1) : "r" (re0), "r" (rf0));	\
    out[t][g][2 * q] = d0;						\
    out[t][g][2 * q + 1] = d1;						\
  } while (0)

static int errors;

/* The exact sum of row M of A times column N of B, A's bytes signed
   when SA, B's when SB.  */
static long long
dot (const unsigned char *a, const unsigned char *b, int m, int n, int k,
     int sa, int sb)
{
  long long s = 0;
  for (int i = 0; i < k; i++)
    s += (long long) (sa ? (signed char) a[m * k + i] : a[m * k + i])
	 * (sb ? (signed char) b[i * NN + n] : b[i * NN + n]);
  return s;
}

/* C for the element (M, N) whose product is S (see above).  */
static int
make_c (long long s, int m, int n)
{
  long long lim = s >= 0 ? IMAX : IMIN, side = s >= 0 ? 1 : -1;
  switch (n % 4)
    {
    case 0: return (int) (lim - 100 * side);
    case 1: return (int) (lim - s);
    case 2: return (int) (lim - s + side);
    default: return m * 7 - n * 3;
    }
}

static void
check (const char *what, int d[T][16][NN], const unsigned char *a,
       const unsigned char *b, int c[T][16][NN], int rows, int k, int sa,
       int sb, int sat, int astride, int bstride)
{
  for (int t = 0; t < T; t++)
    for (int m = 0; m < rows; m++)
      for (int n = 0; n < NN; n++)
	{
	  long long v = c[t][m][n]
			+ dot (a + t * astride, b + t * bstride, m, n, k, sa,
			       sb);
	  int want;
	  if (sat)
	    want = (int) (v > IMAX ? IMAX : v < IMIN ? IMIN : v);
	  else
	    want = (int) (unsigned) (unsigned long long) v;
	  if (d[t][m][n] != want && errors++ < 10)
	    printf ("lockstep-mma-satfinite: %s tile %d D[%d][%d] = %d "
		    "(want %d, exact %lld)\n", what, t, m, n, d[t][m][n],
		    want, v);
	}
}

int
main (void)
{
  /* A1 16x32 and B1 32x8 for m16n8k32, A2 8x16 and B2 16x8 for
     m8n8k16.  A's rows alternate in sign (as s8); B is positive.  */
  unsigned char a1[T][16][32], b1[T][32][NN], a2[T][8][16], b2[T][16][NN];
  int c1ss[T][16][NN], c1uu[T][16][NN];
  int c2uu[T][16][NN], c2su[T][16][NN];
  int sat1ss[T][16][NN], wrap1ss[T][16][NN], sat1uu[T][16][NN];
  int sat2uu[T][16][NN], wrap2uu[T][16][NN], sat2su[T][16][NN];

  for (int t = 0; t < T; t++)
    {
      for (int m = 0; m < 16; m++)
	for (int k = 0; k < 32; k++)
	  {
	    int v = 16 + (m * 29 + k * 13 + t * 41) % 112;	/* 16..127 */
	    a1[t][m][k] = (unsigned char) (m % 2 ? -v : v);
	    if (m < 8 && k < 16)
	      a2[t][m][k] = (unsigned char) (m % 2 ? -v : v);
	  }
      for (int k = 0; k < 32; k++)
	for (int n = 0; n < NN; n++)
	  {
	    b1[t][k][n] = 16 + (k * 17 + n * 31 + t * 7) % 112;  /* 16..127 */
	    if (k < 16)
	      b2[t][k][n] = 16 + (k * 19 + n * 43 + t * 5) % 240;  /* 16..255 */
	  }
      for (int m = 0; m < 16; m++)
	for (int n = 0; n < NN; n++)
	  {
	    c1ss[t][m][n] = make_c (dot (&a1[t][0][0], &b1[t][0][0], m, n,
					 32, 1, 1), m, n);
	    c1uu[t][m][n] = make_c (dot (&a1[t][0][0], &b1[t][0][0], m, n,
					 32, 0, 0), m, n);
	    c2uu[t][m][n] = c2su[t][m][n] = 0;
	    if (m < 8)
	      {
		c2uu[t][m][n] = make_c (dot (&a2[t][0][0], &b2[t][0][0], m,
					     n, 16, 0, 0), m, n);
		c2su[t][m][n] = make_c (dot (&a2[t][0][0], &b2[t][0][0], m,
					     n, 16, 1, 0), m, n);
	      }
	  }
    }

#pragma omp target map(to: a1, b1, a2, b2, c1ss, c1uu, c2uu, c2su) \
	map(from: sat1ss, wrap1ss, sat1uu, sat2uu, wrap2uu, sat2su)
#pragma omp simd
  for (int l = 0; l < T * W; l++)
    {
      int t = l / W, lane = l % W, g = lane >> 2, q = lane & 3;
      /* The fragments: ra and rb of A1 and B1, re and rf of A2 and B2.  */
      unsigned ra0 = P4 (a1[t], g, 4 * q, 0, 1);
      unsigned ra1 = P4 (a1[t], g + 8, 4 * q, 0, 1);
      unsigned ra2 = P4 (a1[t], g, 4 * q + 16, 0, 1);
      unsigned ra3 = P4 (a1[t], g + 8, 4 * q + 16, 0, 1);
      unsigned rb0 = P4 (b1[t], 4 * q, g, 1, 0);
      unsigned rb1 = P4 (b1[t], 4 * q + 16, g, 1, 0);
      unsigned re0 = P4 (a2[t], g, 4 * q, 0, 1);
      unsigned rf0 = P4 (b2[t], 4 * q, g, 1, 0);
      MMA16832 (".satfinite.s32.s8.s8.s32", c1ss, sat1ss);
      MMA16832 (".s32.s8.s8.s32", c1ss, wrap1ss);
      MMA16832 (".satfinite.s32.u8.u8.s32", c1uu, sat1uu);
      MMA8816 (".satfinite.s32.u8.u8.s32", c2uu, sat2uu);
      MMA8816 (".s32.u8.u8.s32", c2uu, wrap2uu);
      MMA8816 (".satfinite.s32.s8.u8.s32", c2su, sat2su);
    }

  check ("m16n8k32.satfinite s8.s8", sat1ss, &a1[0][0][0], &b1[0][0][0],
	 c1ss, 16, 32, 1, 1, 1, 16 * 32, 32 * NN);
  check ("m16n8k32 s8.s8", wrap1ss, &a1[0][0][0], &b1[0][0][0],
	 c1ss, 16, 32, 1, 1, 0, 16 * 32, 32 * NN);
  check ("m16n8k32.satfinite u8.u8", sat1uu, &a1[0][0][0], &b1[0][0][0],
	 c1uu, 16, 32, 0, 0, 1, 16 * 32, 32 * NN);
  check ("m8n8k16.satfinite u8.u8", sat2uu, &a2[0][0][0], &b2[0][0][0],
	 c2uu, 8, 16, 0, 0, 1, 8 * 16, 16 * NN);
  check ("m8n8k16 u8.u8", wrap2uu, &a2[0][0][0], &b2[0][0][0],
	 c2uu, 8, 16, 0, 0, 0, 8 * 16, 16 * NN);
  check ("m8n8k16.satfinite s8.u8", sat2su, &a2[0][0][0], &b2[0][0][0],
	 c2su, 8, 16, 1, 0, 1, 8 * 16, 16 * NN);
  if (errors)
    return 1;
  puts ("lockstep-mma-satfinite: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
