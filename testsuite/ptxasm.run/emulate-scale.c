/* SCALE's inline-PTX examples (its notes on inline PTX support): the
   reverse cumsum with shfl.sync.down and the butterfly reduction with
   shfl.sync.bfly, on a warp with one active lane, the host's view (issue
   23).  On the GPU they run on lane 0 of an "omp simd" loop with member
   mask 1 (SCALE's -1 names lanes that are not active there); the other
   lanes of the source are inactive, so each shuffle in range reads 0.
   Both are in braces here: SCALE's kernel has the first once, but the
   loop below may be unrolled (GCC 14 does), and two copies of its
   ".reg" declarations in one function would be defined twice.
   The dg-output lines below were printed by an NVIDIA H100;
   ptxasm.host/run-on-host.exp runs the same program on the host, where
   the host fallback computes them, and must print the same.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

static float cumsum[4], bfly[4];

int
main (void)
{
  static const float in[4] = { 1.0f, 2.5f, -3.0f, 7.0f };
#pragma omp target map(to: in) map(from: cumsum, bfly)
#pragma omp simd
  for (int l = 0; l < 32; l++)
    if (l == 0)
      for (int k = 0; k < 4; k++)
	{
	  enum { C = 32 - 1 };	/* SCALE: warpSize - 1 */
	  float out;
	  asm ("{ .reg .f32 Rx;"
	       ".reg .f32 Ry;"
	       ".reg .pred p;"
	       "mov.b32 Rx, %1;"
	       "shfl.sync.down.b32 Ry|p, Rx, 0x1, %2, %3;"
	       "@p add.f32 Rx, Ry, Rx;"
	       "shfl.sync.down.b32 Ry|p, Rx, 0x2, %2, %3;"
	       "@p add.f32 Rx, Ry, Rx;"
	       "shfl.sync.down.b32 Ry|p, Rx, 0x4, %2, %3;"
	       "@p add.f32 Rx, Ry, Rx;"
	       "shfl.sync.down.b32 Ry|p, Rx, 0x8, %2, %3;"
	       "@p add.f32 Rx, Ry, Rx;"
	       "shfl.sync.down.b32 Ry|p, Rx, 0x10, %2, %3;"
	       "@p add.f32 Rx, Ry, Rx;"
	       "mov.b32 %0, Rx; }"
	       : "=f" (out) : "f" (in[k]), "n" (C), "n" (1));
	  cumsum[k] = out;
	  asm ("{ .reg .f32 Rx;"
	       ".reg .f32 Ry;"
	       ".reg .pred p;"
	       "mov.b32 Rx, %1;"
	       "shfl.sync.bfly.b32 Ry, Rx, 0x10, %2, %3;"
	       "add.f32 Rx, Ry, Rx;"
	       "shfl.sync.bfly.b32 Ry, Rx, 0x8, %2, %3;"
	       "add.f32 Rx, Ry, Rx;"
	       "shfl.sync.bfly.b32 Ry, Rx, 0x4, %2, %3;"
	       "add.f32 Rx, Ry, Rx;"
	       "shfl.sync.bfly.b32 Ry, Rx, 0x2, %2, %3;"
	       "add.f32 Rx, Ry, Rx;"
	       "shfl.sync.bfly.b32 Ry, Rx, 0x1, %2, %3;"
	       "add.f32 Rx, Ry, Rx;"
	       "mov.b32 %0, Rx; }"
	       : "=f" (out) : "f" ((float) k), "n" (C), "n" (1));
	  bfly[k] = out;
	}
  for (int k = 0; k < 4; k++)
    printf ("scale %d: cumsum %g bfly %g\n", k, cumsum[k], bfly[k]);
  return 0;
}
/* { dg-output "scale 0: cumsum 1 bfly 0" } */
/* { dg-output "\[\r\n\]+scale 1: cumsum 2\\.5 bfly 1" } */
/* { dg-output "\[\r\n\]+scale 2: cumsum -3 bfly 2" } */
/* { dg-output "\[\r\n\]+scale 3: cumsum 7 bfly 3" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
