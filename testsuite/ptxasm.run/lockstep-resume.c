/* The shapes that the host's lockstep runs without fibers, a lane's
   body returning at each warp instruction and called again to go on
   (lockstep-resume.cc), in an "omp simd" loop of 64 iterations (two
   warps): an asm statement of two warp instructions (a shuffle and a
   ballot of its result), which the host runs again for the second; a
   fragment array (the loop's private variable: GCC's GPU code gives
   each lane its own, manual "Lockstep") filled in a loop of shuffles
   and handed by address to a helper between warp instructions, and an
   array of the body indexed by constants (each lane's own on the GPU
   too), in the host's frame of the lane; a value computed before an
   intrinsic and used after it (a temporary that crosses the return);
   <ptxasm/cuda.h>'s __shfl_xor_sync in a loop; a ballot of the lanes
   that a branch leaves.  Each result is also computed here in plain C
   over the warp's 32 values; the host prints what an H200 prints.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* The H200's output (GCC 12).  */
/* { dg-output "lockstep-resume: e9014f43 cce4219f.*lockstep-resume: ok" } */

#include <stdio.h>
#include <ptxasm/cuda.h>

#define N 64
#define W 32

#pragma omp declare target
/* A weighted sum of the N words at A.  */
static unsigned __attribute__ ((noinline))
weigh (const unsigned *a, int n)
{
  unsigned s = 0;
  for (int k = 0; k < n; k++)
    s += a[k] * (unsigned) (2 * k + 1);
  return s;
}
#pragma omp end declare target

static unsigned
value (int i)
{
  return (unsigned) i * 2654435761u >> 7;
}

int
main (void)
{
  unsigned two[N], frag[N], cross[N], sum[N], half[N];
  int errors = 0;

#pragma omp target map(from: two, frag, cross, sum, half)
  {
  unsigned a[4];
#pragma omp simd private(a)
  for (int i = 0; i < N; i++)
    {
      unsigned v = (unsigned) i * 2654435761u >> 7, s, b;
      /* Two warp instructions in one statement.  */
      asm volatile ("{\n\t.reg .pred p;\n\t"
		    "shfl.sync.bfly.b32 %0, %2, 1, 0x1f, 0xffffffff;\n\t"
		    "and.b32 %1, %0, 4;\n\t"
		    "setp.ne.u32 p, %1, 0;\n\t"
		    "vote.sync.ballot.b32 %1, p, 0xffffffff;\n\t}"
		    : "=&r" (s), "=&r" (b) : "r" (v));
      two[i] = s ^ b;

      /* A fragment array across warp instructions, and its address;
	 an array of the body.  */
      for (int k = 0; k < 4; k++)
	a[k] = v + (unsigned) k;
      /* Not "+r" (a[k]): GCC 13 to 16 crash on an in-out operand of a
	 private array's element in their GPU code, with or without
	 ptxasm (the manual's "Lockstep").  */
      for (int k = 0; k < 4; k++)
	{
	  unsigned t;
	  asm volatile ("shfl.sync.down.b32 %0, %1, %2, 0x1f, 0xffffffff;"
			: "=r" (t) : "r" (a[k]), "r" (k + 1));
	  a[k] = t;
	}
      unsigned q[2];
      q[0] = v;
      q[1] = v ^ 0x55;
      asm volatile ("shfl.sync.down.b32 %0, %0, 2, 0x1f, 0xffffffff;"
		    : "+r" (q[0]));
      unsigned w = weigh (a, 4);
      asm volatile ("shfl.sync.up.b32 %0, %0, 1, 0, 0xffffffff;"
		    : "+r" (q[1]));
      frag[i] = w ^ (q[0] + 3 * q[1]);

      /* A value made before an intrinsic, used after it.  */
      cross[i] = (v * v + 7) ^ (unsigned) __shfl_xor_sync (0xffffffffu,
							     (int) v, 5);

      /* An intrinsic in a loop.  */
      unsigned t = v & 0xffff;
      for (int x = 16; x >= 1; x >>= 1)
	t += (unsigned) __shfl_xor_sync (0xffffffffu, (int) t, x);
      sum[i] = t;

      /* A ballot of the lanes a branch leaves.  */
      half[i] = 0;
      if (v & 2)
	half[i] = __ballot_sync (__activemask (), (v & 8) != 0);
    }
  }

  /* Plain C, warp by warp.  */
  for (int w = 0; w < N / W; w++)
    for (int l = 0; l < W; l++)
      {
	int i = w * W + l;
	unsigned v = value (i), vp = value (w * W + (l ^ 1));
	unsigned b = 0, act = 0, bal = 0, t[W];
	for (int m = 0; m < W; m++)
	  b |= ((value (w * W + (m ^ 1)) & 4) != 0) << m;
	unsigned wsum = 0;
	for (int k = 0; k < 4; k++)
	  {
	    int src = l + k + 1;
	    wsum += ((src < W ? value (w * W + src) : v) + (unsigned) k)
	      * (unsigned) (2 * k + 1);
	  }
	unsigned q0 = l + 2 < W ? value (w * W + l + 2) : v;
	unsigned q1 = (l >= 1 ? value (w * W + l - 1) : v) ^ 0x55;
	for (int m = 0; m < W; m++)
	  t[m] = value (w * W + m) & 0xffff;
	for (int x = 16; x >= 1; x >>= 1)
	  {
	    unsigned u[W];
	    for (int m = 0; m < W; m++)
	      u[m] = t[m] + t[m ^ x];
	    for (int m = 0; m < W; m++)
	      t[m] = u[m];
	  }
	for (int m = 0; m < W; m++)
	  if (value (w * W + m) & 2)
	    {
	      act |= 1u << m;
	      bal |= ((value (w * W + m) & 8) != 0) << m;
	    }
	unsigned want_half = (v & 2) ? bal : 0;
	(void) act;
	if (two[i] != (vp ^ b) || frag[i] != (wsum ^ (q0 + 3 * q1))
	    || cross[i] != ((v * v + 7) ^ value (w * W + (l ^ 5)))
	    || sum[i] != t[l] || half[i] != want_half)
	  {
	    if (errors++ < 4)
	      printf ("lockstep-resume: FAIL %d: %08x %08x %08x %08x %08x\n",
		      i, two[i], frag[i], cross[i], sum[i], half[i]);
	  }
      }

  unsigned h1 = 2166136261u, h2 = 2166136261u;
  for (int i = 0; i < N; i++)
    {
      h1 = (h1 ^ two[i]) * 16777619u;
      h1 = (h1 ^ frag[i]) * 16777619u;
      h2 = (h2 ^ cross[i]) * 16777619u;
      h2 = (h2 ^ sum[i]) * 16777619u;
      h2 = (h2 ^ half[i]) * 16777619u;
    }
  printf ("lockstep-resume: %08x %08x\n", h1, h2);
  if (errors)
    return 1;
  printf ("lockstep-resume: ok\n");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
