/* div, rem and brev on special values, division by 0 and the most
   negative value by -1 among them (issue 23).  On the GPU this prints
   the GPU's results; ptxasm.host/run-on-host.exp runs it on the host,
   where the host fallback computes them: the dg-output lines were
   printed by an NVIDIA H100 (by 0: all ones; MIN / -1: MIN; MIN % -1:
   0), and both must match.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#define N 8
static const int A[N] = { 7, -7, 7, -7, (int) 0x80000000u, (int) 0x80000000u, 0, 0x7fffffff };
static const int B[N] = { 2, 2, -2, -2, -1, 0, 0, 0 };
static const long long LA[N] = { 7, -7, 7, -7, (long long) 0x8000000000000000ull, (long long) 0x8000000000000000ull, 0, 0x7fffffffffffffffll };
static const long long LB[N] = { 2, 2, -2, -2, -1, 0, 0, 0 };
static unsigned r[8][N]; static unsigned long long q[8][N]; static unsigned short h[4][N];
int main (void)
{
#pragma omp target map(from: r, q, h) map(to: A, B, LA, LB)
  for (int i = 0; i < N; i++)
    {
      int a = A[i], b = B[i]; long long la = LA[i], lb = LB[i];
      short sa = (short) (a >> 16), sb = (short) b;
      asm ("div.s32 %0, %1, %2;" : "=r" (r[0][i]) : "r" (a), "r" (b));
      asm ("div.u32 %0, %1, %2;" : "=r" (r[1][i]) : "r" (a), "r" (b));
      asm ("rem.s32 %0, %1, %2;" : "=r" (r[2][i]) : "r" (a), "r" (b));
      asm ("rem.u32 %0, %1, %2;" : "=r" (r[3][i]) : "r" (a), "r" (b));
      asm ("brev.b32 %0, %1;" : "=r" (r[4][i]) : "r" (a));
      asm ("div.s64 %0, %1, %2;" : "=l" (q[0][i]) : "l" (la), "l" (lb));
      asm ("div.u64 %0, %1, %2;" : "=l" (q[1][i]) : "l" (la), "l" (lb));
      asm ("rem.s64 %0, %1, %2;" : "=l" (q[2][i]) : "l" (la), "l" (lb));
      asm ("rem.u64 %0, %1, %2;" : "=l" (q[3][i]) : "l" (la), "l" (lb));
      asm ("brev.b64 %0, %1;" : "=l" (q[4][i]) : "l" (la));
      asm ("div.s16 %0, %1, %2;" : "=h" (h[0][i]) : "h" (sa), "h" (sb));
      asm ("div.u16 %0, %1, %2;" : "=h" (h[1][i]) : "h" (sa), "h" (sb));
      asm ("rem.s16 %0, %1, %2;" : "=h" (h[2][i]) : "h" (sa), "h" (sb));
      asm ("rem.u16 %0, %1, %2;" : "=h" (h[3][i]) : "h" (sa), "h" (sb));
    }
  for (int k = 0; k < 5; k++) { printf ("r%d:", k); for (int i = 0; i < N; i++) printf (" %x", r[k][i]); printf ("\n"); }
  for (int k = 0; k < 5; k++) { printf ("q%d:", k); for (int i = 0; i < N; i++) printf (" %llx", q[k][i]); printf ("\n"); }
  for (int k = 0; k < 4; k++) { printf ("h%d:", k); for (int i = 0; i < N; i++) printf (" %x", h[k][i]); printf ("\n"); }
  return 0;
}

/* { dg-output "r0: 3 fffffffd fffffffd 3 80000000 ffffffff ffffffff ffffffff" } */
/* { dg-output "\[\r\n\]+r1: 3 7ffffffc 0 0 0 ffffffff ffffffff ffffffff" } */
/* { dg-output "\[\r\n\]+r2: 1 ffffffff 1 ffffffff 0 ffffffff ffffffff ffffffff" } */
/* { dg-output "\[\r\n\]+r3: 1 1 7 fffffff9 80000000 ffffffff ffffffff ffffffff" } */
/* { dg-output "\[\r\n\]+r4: e0000000 9fffffff e0000000 9fffffff 1 1 0 fffffffe" } */
/* { dg-output "\[\r\n\]+q0: 3 fffffffffffffffd fffffffffffffffd 3 8000000000000000 ffffffffffffffff ffffffffffffffff ffffffffffffffff" } */
/* { dg-output "\[\r\n\]+q1: 3 7ffffffffffffffc 0 0 0 ffffffffffffffff ffffffffffffffff ffffffffffffffff" } */
/* { dg-output "\[\r\n\]+q2: 1 ffffffffffffffff 1 ffffffffffffffff 0 ffffffffffffffff ffffffffffffffff ffffffffffffffff" } */
/* { dg-output "\[\r\n\]+q3: 1 1 7 fffffffffffffff9 8000000000000000 ffffffffffffffff ffffffffffffffff ffffffffffffffff" } */
/* { dg-output "\[\r\n\]+q4: e000000000000000 9fffffffffffffff e000000000000000 9fffffffffffffff 1 1 0 fffffffffffffffe" } */
/* { dg-output "\[\r\n\]+h0: 0 0 0 0 8000 ffff ffff ffff" } */
/* { dg-output "\[\r\n\]+h1: 0 7fff 0 1 0 ffff ffff ffff" } */
/* { dg-output "\[\r\n\]+h2: 0 ffff 0 ffff 0 ffff ffff ffff" } */
/* { dg-output "\[\r\n\]+h3: 0 1 0 1 8000 ffff ffff ffff" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
