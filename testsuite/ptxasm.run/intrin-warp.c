/* The warp intrinsics of <ptxasm/cuda.h> (shuffles of every type,
   mode and width, votes, ballot, activemask, syncwarp, matches) and of
   <gpuintrin.h> (lane mask and id, ballot, first lane, shuffles,
   matches, scans and reductions) on the 32 lanes of an `omp simd' loop:
   the dg-output line is what nvcc's build of the same cases printed on
   an H100 with a block of 32 threads (nvcc/intrin-ref.cu).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <ptxasm/cuda.h>
#include <gpuintrin.h>

#pragma omp declare target
#include "intrin-warp-cases.h"
#pragma omp end declare target

int
main (void)
{
  unsigned h[64];
#pragma omp target map(from: h)
#pragma omp simd
  for (int lane = 0; lane < 32; lane++)
    {
      h[lane] = warp_cuda (lane);
      h[32 + lane] = warp_gpu (lane);
    }
  for (int c = 0; c < 2; c++)
    {
      unsigned all = 2166136261u;
      for (int i = 0; i < 32; i++)
	{ all = (all ^ h[32 * c + i]) * 0x9e3779b1u; all ^= all >> 15; }
      printf ("%s: lane0=%08x lane31=%08x all=%08x\n",
	      c ? "gpuintrin" : "cudawarp", h[32 * c], h[32 * c + 31], all);
    }
  return 0;
}

/* { dg-output "cudawarp: lane0=fb28464f lane31=57d8f4a2 all=e942edd5\[\r\n\]+" } */
/* { dg-output "gpuintrin: lane0=7c02644d lane31=5d328f1d all=e275bb85" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
