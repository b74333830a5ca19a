/* Single-bit mma.sync (b1 A and B, s32 C and D) with .and.popc and
   .xor.popc, in an "omp simd" loop of 32 iterations (the warp's lanes):
   shapes m16n8k256 and m16n8k128 (sm_80) and m8n8k128.  D = C + the
   number of K positions where A's and B's bits are both 1 (.and.popc)
   or differ (.xor.popc).  Each lane loads its fragment registers from
   the mapped bit matrices as the PTX ISA's integer fragments have
   them, 32 bits to a register along K, the lowest in bit 0, with
   g = lane >> 2 and q = lane % 4:
     A (m16n8k256): a0 = A[g][32q..32q+31], a1 = the same of row g+8,
		    a2 = A[g][32q+128..32q+159], a3 = the same of row g+8
     B (m16n8k256): b0 = B[32q..32q+31][g], b1 = B[32q+128..32q+159][g]
     A (m16n8k128): a0, a1 as above; B: b0 as above
     A (m8n8k128): a0 as above; B: b0 as above
     C, D: c0 = C[g][2q], c1 = C[g][2q+1] (m16n8: c2, c3 of row g+8).
   Checked against a triple loop in plain C; the host must print the
   same as the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-ptx=7.1" } */

#include <stdio.h>

#define W 32
#define M 16
#define NN 8
#define K 256

/* 32 bits of P from [I][J] on, stepping DI, DJ.  */
#define P32(p, i, j, di, dj)						\
  ({ unsigned __r = 0;							\
     for (int __e = 0; __e < 32; __e++)					\
       __r |= (unsigned) (p[(i) + __e * (di)][(j) + __e * (dj)] & 1) << __e; \
     __r; })

static int errors;

static void
check (const char *what, int d[M][NN], unsigned char a[M][K],
       unsigned char b[K][NN], int c[M][NN], int xor_popc, int mmax,
       int kmax)
{
  for (int m = 0; m < mmax; m++)
    for (int n = 0; n < NN; n++)
      {
	int want = c[m][n];
	for (int k = 0; k < kmax; k++)
	  want += xor_popc ? a[m][k] ^ b[k][n] : a[m][k] & b[k][n];
	if (d[m][n] != want && errors++ < 10)
	  printf ("lockstep-mma-b1: %s D[%d][%d] = %d (want %d)\n", what,
		  m, n, d[m][n], want);
      }
}

int
main (void)
{
  unsigned char a[M][K], b[K][NN];
  int c[M][NN];
  int r[6][M][NN];
  static const char *names[6] = {
    "m16n8k256 and.popc", "m16n8k256 xor.popc", "m16n8k128 and.popc",
    "m16n8k128 xor.popc", "m8n8k128 and.popc", "m8n8k128 xor.popc"
  };

  for (int m = 0; m < M; m++)
    for (int k = 0; k < K; k++)
      a[m][k] = (unsigned char) (((m * 37 + k * 101) * 7 + 3) >> 3) & 1;
  for (int k = 0; k < K; k++)
    for (int n = 0; n < NN; n++)
      b[k][n] = (unsigned char) (((k * 23 + n * 89) * 13 + 5) >> 2) & 1;
  for (int m = 0; m < M; m++)
    for (int n = 0; n < NN; n++)
      c[m][n] = (m * 1009 + n * 313) % 20001 - 10000;

#pragma omp target map(to: a, b, c) map(from: r)
#pragma omp simd
  for (int lane = 0; lane < W; lane++)
    {
      int g = lane >> 2, q = lane & 3;
      unsigned a0 = P32 (a, g, 32 * q, 0, 1);
      unsigned a1 = P32 (a, g + 8, 32 * q, 0, 1);
      unsigned a2 = P32 (a, g, 32 * q + 128, 0, 1);
      unsigned a3 = P32 (a, g + 8, 32 * q + 128, 0, 1);
      unsigned b0 = P32 (b, 32 * q, g, 1, 0);
      unsigned b1 = P32 (b, 32 * q + 128, g, 1, 0);
      int c0 = c[g][2 * q], c1 = c[g][2 * q + 1];
      int c2 = c[g + 8][2 * q], c3 = c[g + 8][2 * q + 1];
#define K256(i, op)							\
      {									\
	int d0 = c0, d1 = c1, d2 = c2, d3 = c3;				\
	asm volatile ("mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32." \
		      op ".popc {%0, %1, %2, %3}, {%4, %5, %6, %7}, "	\
		      "{%8, %9}, {%0, %1, %2, %3};"			\
		      : "+r" (d0), "+r" (d1), "+r" (d2), "+r" (d3)	\
		      : "r" (a0), "r" (a1), "r" (a2), "r" (a3),		\
			"r" (b0), "r" (b1));				\
	r[i][g][2 * q] = d0; r[i][g][2 * q + 1] = d1;			\
	r[i][g + 8][2 * q] = d2; r[i][g + 8][2 * q + 1] = d3;		\
      }
#define K128(i, op)							\
      {									\
	int d0 = c0, d1 = c1, d2 = c2, d3 = c3;				\
	asm volatile ("mma.sync.aligned.m16n8k128.row.col.s32.b1.b1.s32." \
		      op ".popc {%0, %1, %2, %3}, {%4, %5}, {%6}, "	\
		      "{%0, %1, %2, %3};"				\
		      : "+r" (d0), "+r" (d1), "+r" (d2), "+r" (d3)	\
		      : "r" (a0), "r" (a1), "r" (b0));			\
	r[i][g][2 * q] = d0; r[i][g][2 * q + 1] = d1;			\
	r[i][g + 8][2 * q] = d2; r[i][g + 8][2 * q + 1] = d3;		\
      }
#define M8(i, op)							\
      {									\
	int d0 = c0, d1 = c1;						\
	asm volatile ("mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32."	\
		      op ".popc {%0, %1}, {%2}, {%3}, {%0, %1};"	\
		      : "+r" (d0), "+r" (d1) : "r" (a0), "r" (b0));	\
	r[i][g][2 * q] = d0; r[i][g][2 * q + 1] = d1;			\
      }
      K256 (0, "and") K256 (1, "xor") K128 (2, "and") K128 (3, "xor")
      M8 (4, "and") M8 (5, "xor")
    }

  for (int i = 0; i < 6; i++)
    check (names[i], r[i], a, b, c, i & 1, i < 4 ? 16 : 8,
	   i < 2 ? 256 : 128);
  if (errors)
    return 1;
  puts ("lockstep-mma-b1: ok");
  return 0;
}

/* { dg-output "lockstep-mma-b1: ok" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
