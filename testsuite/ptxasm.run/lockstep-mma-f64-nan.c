/* Which NaN mma.sync.aligned.m8n8k4 .f64 gives (sm_80): each element
   of D is d = C; d = fma (A[m][k], B[k][n], d) for k = 0 .. 3, and a
   NaN operand of a step passes on, quieted: B's if B is one, else the
   running sum's, else A's; infinity times 0 makes 0xfff8000000000000,
   the NaN of f64 arithmetic's invalid operations.
   The rule fits the 108 NaN results of CUTLASS's and CuTe's m8n8k4 f64
   statements on random inputs (contrib/difftest, corpus plan, H200);
   here each case on purpose: two NaNs in B's column (the later wins), a
   NaN C, a NaN in A's row, a signalling NaN in B, infinity times 0 with
   a number C and with a NaN C, NaNs in A and B at one step.  Layout as
   in lockstep-mma-f64.c; the other elements are exact sums.  The
   expected line is an H200's (GCC 12); the host must print it too.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-output "lockstep-mma-f64-nan: 00 fff80000000000b3.*" } */
/* { dg-output "01 7ff80000000000c1.*" } */
/* { dg-output "13 7ff80000000000a2.*" } */
/* { dg-output "22 7ff80000000000b5.*" } */
/* { dg-output "33 fff8000000000000.*" } */
/* { dg-output "44 7ff80000000000c4.*" } */
/* { dg-output "55 7ff80000000000b6.*" } */
/* { dg-output "67 4024000000000000" } */

#include <stdio.h>
#include <string.h>

#define W 32
#define M 8
#define NN 8
#define K 4

typedef unsigned long long u64;

static u64
bits (double x)
{
  u64 u;
  memcpy (&u, &x, sizeof u);
  return u;
}

int
main (void)
{
  u64 a[M][K], b[K][NN], c[M][NN], d[M][NN];
  for (int m = 0; m < M; m++)
    for (int k = 0; k < K; k++)
      a[m][k] = bits (1.0);
  for (int k = 0; k < K; k++)
    for (int n = 0; n < NN; n++)
      b[k][n] = bits (0.5 * (k + 1));
  for (int m = 0; m < M; m++)
    for (int n = 0; n < NN; n++)
      c[m][n] = bits (5.0);
  /* Column 0: NaNs at steps 1 and 3 of B; step 3's passes on.  */
  b[1][0] = 0x7ff80000000000b1ULL;
  b[3][0] = 0xfff80000000000b3ULL;
  /* D[0][1]: a NaN C.  */
  c[0][1] = 0x7ff80000000000c1ULL;
  /* Row 1: a NaN in A at step 2 (D[1][3]; column 2 has its own).  */
  a[1][2] = 0x7ff80000000000a2ULL;
  /* Column 2: a signalling NaN in B at step 0.  */
  b[0][2] = 0x7ff00000000000b5ULL;
  /* Row 3: infinity at step 0, times B[0][3] = 0 in column 3.  */
  a[3][0] = 0x7ff0000000000000ULL;
  b[0][3] = 0;
  /* Row 4, column 4: infinity times 0 and a NaN C.  */
  a[4][0] = 0x7ff0000000000000ULL;
  b[0][4] = 0;
  c[4][4] = 0x7ff80000000000c4ULL;
  /* Row 5, column 5: NaNs in A and B at step 1.  */
  a[5][1] = 0x7ff80000000000a5ULL;
  b[1][5] = 0x7ff80000000000b6ULL;

#pragma omp target map(to: a, b, c) map(from: d)
#pragma omp simd
  for (int lane = 0; lane < W; lane++)
    {
      int g = lane >> 2, q = lane & 3;
      double a0, b0, d0, d1;
      memcpy (&a0, &a[g][q], sizeof a0);
      memcpy (&b0, &b[q][g], sizeof b0);
      memcpy (&d0, &c[g][2 * q], sizeof d0);
      memcpy (&d1, &c[g][2 * q + 1], sizeof d1);
      asm volatile ("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 "
		    "{%0, %1}, {%2}, {%3}, {%0, %1};"
		    : "+d" (d0), "+d" (d1) : "d" (a0), "d" (b0));
      memcpy (&d[g][2 * q], &d0, sizeof d0);
      memcpy (&d[g][2 * q + 1], &d1, sizeof d1);
    }

  static const int at[][2] = {
    { 0, 0 }, { 0, 1 }, { 1, 3 }, { 2, 2 }, { 3, 3 }, { 4, 4 }, { 5, 5 },
    { 6, 7 }
  };
  printf ("lockstep-mma-f64-nan:");
  for (unsigned i = 0; i < sizeof at / sizeof at[0]; i++)
    printf (" %d%d %016llx", at[i][0], at[i][1], d[at[i][0]][at[i][1]]);
  putchar ('\n');
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
