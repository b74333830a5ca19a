/* Integer mma.sync with 4-bit A and B and s32 C and D, in an "omp
   simd" loop of 32 iterations (the warp's lanes): shapes m16n8k64 and
   m16n8k32 (sm_80) and m8n8k32 (sm_75), each as s4 x s4, u4 x u4 and
   s4 x u4 of the same nibbles.  Each lane loads its fragment registers
   from the mapped matrices as the PTX ISA's integer fragments have them,
   eight nibbles to a register along K, the lowest in the lowest bits,
   with g = lane >> 2 and q = lane % 4:
     A (m16n8k64): a0 = A[g][8q..8q+7], a1 = the same of row g+8,
		   a2 = A[g][8q+32..8q+39], a3 = the same of row g+8
     B (m16n8k64): b0 = B[8q..8q+7][g], b1 = B[8q+32..8q+39][g]
     A (m16n8k32): a0, a1 as above; B: b0 as above
     A (m8n8k32): a0 as above; B: b0 as above
     C, D: c0 = C[g][2q], c1 = C[g][2q+1] (m16n8: c2, c3 of row g+8).
   Checked against a triple loop in plain C; the host must print the
   same as the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32
#define M 16
#define NN 8
#define K 64

/* Eight nibbles of P from [I][J] on, stepping DI, DJ.  */
#define P8(p, i, j, di, dj)						\
  ({ unsigned __r = 0;							\
     for (int __e = 0; __e < 8; __e++)					\
       __r |= (unsigned) (p[(i) + __e * (di)][(j) + __e * (dj)] & 15) << (4 * __e); \
     __r; })

static int errors;

/* SA, SB: whether A's and B's nibbles are signed.  */
static int
nib (unsigned char v, int s)
{
  return s && (v & 8) ? (int) (v & 15) - 16 : (int) (v & 15);
}

static void
check (const char *what, int d[M][NN], unsigned char a[M][K],
       unsigned char b[K][NN], int c[M][NN], int sa, int sb, int mmax,
       int kmax)
{
  for (int m = 0; m < mmax; m++)
    for (int n = 0; n < NN; n++)
      {
	int want = c[m][n];
	for (int k = 0; k < kmax; k++)
	  want += nib (a[m][k], sa) * nib (b[k][n], sb);
	if (d[m][n] != want && errors++ < 10)
	  printf ("lockstep-mma-int4: %s D[%d][%d] = %d (want %d)\n", what,
		  m, n, d[m][n], want);
      }
}


int
main (void)
{
  unsigned char a[M][K], b[K][NN];
  int c[M][NN];
  int r[9][M][NN];
  static const char *names[9] = {
    "m16n8k64 s4.s4", "m16n8k64 u4.u4", "m16n8k64 s4.u4",
    "m16n8k32 s4.s4", "m16n8k32 u4.u4", "m16n8k32 s4.u4",
    "m8n8k32 s4.s4", "m8n8k32 u4.u4", "m8n8k32 s4.u4"
  };

  for (int m = 0; m < M; m++)
    for (int k = 0; k < K; k++)
      a[m][k] = (unsigned char) ((m * 37 + k * 101) * 7 + 3) & 15;
  for (int k = 0; k < K; k++)
    for (int n = 0; n < NN; n++)
      b[k][n] = (unsigned char) ((k * 23 + n * 89) * 13 + 5) & 15;
  for (int m = 0; m < M; m++)
    for (int n = 0; n < NN; n++)
      c[m][n] = (m * 1009 + n * 313) % 20001 - 10000;

#pragma omp target map(to: a, b, c) map(from: r)
#pragma omp simd
  for (int lane = 0; lane < W; lane++)
    {
      int g = lane >> 2, q = lane & 3;
      unsigned a0 = P8 (a, g, 8 * q, 0, 1);
      unsigned a1 = P8 (a, g + 8, 8 * q, 0, 1);
      unsigned a2 = P8 (a, g, 8 * q + 32, 0, 1);
      unsigned a3 = P8 (a, g + 8, 8 * q + 32, 0, 1);
      unsigned b0 = P8 (b, 8 * q, g, 1, 0);
      unsigned b1 = P8 (b, 8 * q + 32, g, 1, 0);
      int c0 = c[g][2 * q], c1 = c[g][2 * q + 1];
      int c2 = c[g + 8][2 * q], c3 = c[g + 8][2 * q + 1];
#define K64(i, types)							\
      {									\
	int d0 = c0, d1 = c1, d2 = c2, d3 = c3;				\
	asm volatile ("mma.sync.aligned.m16n8k64.row.col.s32." types ".s32 " \
		      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "	\
		      "{%0, %1, %2, %3};"				\
		      : "+r" (d0), "+r" (d1), "+r" (d2), "+r" (d3)	\
		      : "r" (a0), "r" (a1), "r" (a2), "r" (a3),		\
			"r" (b0), "r" (b1));				\
	r[i][g][2 * q] = d0; r[i][g][2 * q + 1] = d1;			\
	r[i][g + 8][2 * q] = d2; r[i][g + 8][2 * q + 1] = d3;		\
      }
#define K32(i, types)							\
      {									\
	int d0 = c0, d1 = c1, d2 = c2, d3 = c3;				\
	asm volatile ("mma.sync.aligned.m16n8k32.row.col.s32." types ".s32 " \
		      "{%0, %1, %2, %3}, {%4, %5}, {%6}, {%0, %1, %2, %3};" \
		      : "+r" (d0), "+r" (d1), "+r" (d2), "+r" (d3)	\
		      : "r" (a0), "r" (a1), "r" (b0));			\
	r[i][g][2 * q] = d0; r[i][g][2 * q + 1] = d1;			\
	r[i][g + 8][2 * q] = d2; r[i][g + 8][2 * q + 1] = d3;		\
      }
#define M8(i, types)							\
      {									\
	int d0 = c0, d1 = c1;						\
	asm volatile ("mma.sync.aligned.m8n8k32.row.col.s32." types ".s32 " \
		      "{%0, %1}, {%2}, {%3}, {%0, %1};"			\
		      : "+r" (d0), "+r" (d1) : "r" (a0), "r" (b0));	\
	r[i][g][2 * q] = d0; r[i][g][2 * q + 1] = d1;			\
      }
      K64 (0, "s4.s4") K64 (1, "u4.u4") K64 (2, "s4.u4")
      K32 (3, "s4.s4") K32 (4, "u4.u4") K32 (5, "s4.u4")
      M8 (6, "s4.s4") M8 (7, "u4.u4") M8 (8, "s4.u4")
    }

  for (int i = 0; i < 9; i++)
    check (names[i], r[i], a, b, c, i % 3 != 1, i % 3 == 0,
	   i < 6 ? 16 : 8, i < 3 ? 64 : 32);
  if (errors)
    return 1;
  puts ("lockstep-mma-int4: ok");
  return 0;
}

/* { dg-output "lockstep-mma-int4: ok" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
