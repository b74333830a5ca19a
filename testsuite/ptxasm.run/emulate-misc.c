/* elect.sync and the cluster's special registers (sm_90), mad.hi.sat,
   set with floating-point operands or an f32 destination (issue 23).
   On the GPU elect.sync runs on lane 0 of an "omp simd" loop, with
   member mask 1, the host's view.  The dg-output lines below were
   printed by an NVIDIA H100; ptxasm.host/run-on-host.exp runs the same
   program on the host, where the host fallback computes them, and must
   print the same.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90" } */

#include <stdio.h>

#define N 8
static const int A[N] = { 0, 1, -1, 0x7fffffff, (int) 0x80000000u, 65536,
			  -65536, 0x40000000 };
static const float F[N] = { 0.0f, -0.0f, 1.0f, -1.0f, 1e-40f,
			    __builtin_inff (), __builtin_nanf (""), 2.5f };
static unsigned r[6][N], w[8];

int
main (void)
{
#pragma omp target map(from: r, w) map(to: A, F)
  {
    for (int i = 0; i < N; i++)
      {
	int a = A[i], b = A[N - 1 - i];
	float f = F[i], g = F[N - 1 - i];
	asm ("mad.hi.sat.s32 %0, %1, %2, %3;" : "=r" (r[0][i])
	     : "r" (a), "r" (b), "r" (a));
	asm ("set.lt.u32.f32 %0, %1, %2;" : "=r" (r[1][i]) : "f" (f), "f" (g));
	asm ("set.gtu.f32.f32 %0, %1, %2;" : "=r" (r[2][i]) : "f" (f), "f" (g));
	asm ("set.eq.ftz.u32.f32 %0, %1, %2;" : "=r" (r[3][i]) : "f" (f), "f" (0.0f));
	asm ("set.ne.f32.s32 %0, %1, %2;" : "=r" (r[4][i]) : "r" (a), "r" (b));
	asm ("{ .reg .pred p, q; setp.ge.f32 q, %2, 0.0;\n\t"
	     "set.ge.and.u32.s32 %0, %1, 0, q; }" : "=r" (r[5][i]) : "r" (a), "f" (f));
      }
    asm volatile ("mov.u32 %0, %%cluster_ctarank;" : "=r" (w[0]));
    asm volatile ("mov.u32 %0, %%cluster_nctarank;" : "=r" (w[1]));
    asm volatile ("mov.u32 %0, %%cluster_nctaid.x;" : "=r" (w[2]));
    asm volatile ("mov.u32 %0, %%cluster_ctaid.y;" : "=r" (w[3]));
    asm volatile ("{ .reg .pred p; mov.pred p, %%is_explicit_cluster;"
		  " selp.u32 %0, 1, 0, p; }" : "=r" (w[4]));
#pragma omp simd
    for (int l = 0; l < 32; l++)
      if (l == 0)
	asm volatile ("{ .reg .pred p; elect.sync %0|p, 1; selp.u32 %1, 1, 0, p; }"
		      : "=r" (w[5]), "=r" (w[6]));
  }
  for (int k = 0; k < 6; k++)
    {
      printf ("r %d:", k);
      for (int i = 0; i < N; i++)
	printf (" %x", r[k][i]);
      printf ("\n");
    }
  printf ("w: %u %u %u %u %u %u %u\n", w[0], w[1], w[2], w[3], w[4], w[5],
	  w[6]);
  return 0;
}
/* { dg-output "r 0: 0 0 fffffffe 3fffffff 80000000 ffff fffeffff 40000000" } */
/* { dg-output "\[\r\n\]+r 1: ffffffff 0 ffffffff ffffffff 0 0 0 0" } */
/* { dg-output "\[\r\n\]+r 2: 0 3f800000 0 0 3f800000 3f800000 3f800000 3f800000" } */
/* { dg-output "\[\r\n\]+r 3: ffffffff ffffffff 0 0 ffffffff 0 0 0" } */
/* { dg-output "\[\r\n\]+r 4: 3f800000 3f800000 3f800000 3f800000 3f800000 3f800000 3f800000 3f800000" } */
/* { dg-output "\[\r\n\]+r 5: ffffffff ffffffff 0 0 0 ffffffff 0 ffffffff" } */
/* { dg-output "\[\r\n\]+w: 0 1 1 0 0 0 1" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
