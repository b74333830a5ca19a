/* The tensor-core GEMM example (examples/gemm-mma.c: cp.async tiles in
   shared memory, ldmatrix, mma.sync.m16n8k16, bar.sync between stages)
   at 128 and 256: sampled entries of C against the host's double sums,
   on the GPU and through the host fallback.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#define main gemm_mma_example_main
#include "../../examples/gemm-mma.c"
#undef main

int
main (void)
{
  return run (128, 1) | run (256, 1);
}

/* { dg-output "gemm-mma: M=N=K=128 ok.*gemm-mma: M=N=K=256 ok" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
