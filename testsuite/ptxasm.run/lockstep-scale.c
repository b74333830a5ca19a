/* SCALE's two inline-PTX examples (its notes on inline PTX support) in
   simd form: the body of SCALE's kernel is the body of an "omp simd"
   loop of 64 iterations, two warps' worth, whose iteration l the GPU
   runs on lane l % 32 (SCALE's threadIdx.x).  The reverse cumsum of
   1.0f with shfl.sync.down (c = warpSize - 1, member mask -1, the add
   guarded by the predicate) gives lane i 32 - i; the butterfly
   reduction of the lane number with shfl.sync.bfly gives 496 on every
   lane, both with the lane as SCALE passes it ("f" of the float) and
   with %laneid read in the template.  Each asm is in braces (the loop
   may be unrolled, and two copies of ".reg .f32 Rx;" in one scope
   would clash), and the cumsum's is volatile: its inputs are the same
   in every iteration, and GCC may take a plain asm with invariant
   inputs out of the loop, where it would run outside simd; otherwise
   the templates are SCALE's, for a warp of 32.
   emulate-scale.c has the same examples on one active lane.  Checked
   against plain C; the host must print the same as the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32
#define N (2 * W)

int
main (void)
{
  float cumsum[N], bfly[N], bfly_laneid[N];
  int errors = 0;

#pragma omp target map(from: cumsum, bfly, bfly_laneid)
#pragma omp simd
  for (int l = 0; l < N; l++)
    {
      const int C = W - 1;	/* SCALE: warpSize - 1 */
      float out;
      asm volatile ("{ .reg .f32 Rx;"
		    ".reg .f32 Ry;"
		    ".reg .pred p;"
		    "mov.b32 Rx, %1;"
		    "shfl.sync.down.b32 Ry|p, Rx, 0x1, %2, -1;"
		    "@p add.f32 Rx, Ry, Rx;"
		    "shfl.sync.down.b32 Ry|p, Rx, 0x2, %2, -1;"
		    "@p add.f32 Rx, Ry, Rx;"
		    "shfl.sync.down.b32 Ry|p, Rx, 0x4, %2, -1;"
		    "@p add.f32 Rx, Ry, Rx;"
		    "shfl.sync.down.b32 Ry|p, Rx, 0x8, %2, -1;"
		    "@p add.f32 Rx, Ry, Rx;"
		    "shfl.sync.down.b32 Ry|p, Rx, 0x10, %2, -1;"
		    "@p add.f32 Rx, Ry, Rx;"
		    "mov.b32 %0, Rx; }"
		    : "=f" (out) : "f" (1.0f), "n" (C));
      cumsum[l] = out;
      asm ("{ .reg .f32 Rx;"
	   ".reg .f32 Ry;"
	   ".reg .pred p;"
	   "mov.b32 Rx, %1;"
	   "shfl.sync.bfly.b32 Ry, Rx, 0x10, %2, -1;"
	   "add.f32 Rx, Ry, Rx;"
	   "shfl.sync.bfly.b32 Ry, Rx, 0x8, %2, -1;"
	   "add.f32 Rx, Ry, Rx;"
	   "shfl.sync.bfly.b32 Ry, Rx, 0x4, %2, -1;"
	   "add.f32 Rx, Ry, Rx;"
	   "shfl.sync.bfly.b32 Ry, Rx, 0x2, %2, -1;"
	   "add.f32 Rx, Ry, Rx;"
	   "shfl.sync.bfly.b32 Ry, Rx, 0x1, %2, -1;"
	   "add.f32 Rx, Ry, Rx;"
	   "mov.b32 %0, Rx; }"
	   : "=f" (out) : "f" ((float) (l % W)), "n" (C));
      bfly[l] = out;
      asm volatile ("{ .reg .f32 Rx;"
		    ".reg .f32 Ry;"
		    ".reg .u32 lane;"
		    "mov.u32 lane, %%laneid;"
		    "cvt.rn.f32.u32 Rx, lane;"
		    "shfl.sync.bfly.b32 Ry, Rx, 0x10, %1, -1;"
		    "add.f32 Rx, Ry, Rx;"
		    "shfl.sync.bfly.b32 Ry, Rx, 0x8, %1, -1;"
		    "add.f32 Rx, Ry, Rx;"
		    "shfl.sync.bfly.b32 Ry, Rx, 0x4, %1, -1;"
		    "add.f32 Rx, Ry, Rx;"
		    "shfl.sync.bfly.b32 Ry, Rx, 0x2, %1, -1;"
		    "add.f32 Rx, Ry, Rx;"
		    "shfl.sync.bfly.b32 Ry, Rx, 0x1, %1, -1;"
		    "add.f32 Rx, Ry, Rx;"
		    "mov.b32 %0, Rx; }"
		    : "=f" (out) : "n" (C));
      bfly_laneid[l] = out;
    }

  for (int l = 0; l < N; l++)
    {
      float want_cumsum = (float) (W - l % W), want_bfly = 0;
      for (int j = 0; j < W; j++)
	want_bfly += (float) j;
      if (cumsum[l] != want_cumsum || bfly[l] != want_bfly
	  || bfly_laneid[l] != want_bfly)
	{
	  if (errors < 10)
	    printf ("lockstep-scale: iteration %d (lane %d): cumsum %g (want "
		    "%g), bfly %g, bfly of %%laneid %g (want %g)\n", l, l % W,
		    cumsum[l], want_cumsum, bfly[l], bfly_laneid[l],
		    want_bfly);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("lockstep-scale: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
