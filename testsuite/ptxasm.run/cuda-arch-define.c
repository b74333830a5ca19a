/* A header that chooses between PTX and C with __CUDA_ARCH__, whose
   functions are all offloaded: defining __CUDA_ARCH__ around it gives
   both of GCC's copies the PTX, and ptxasm's host fallback computes it
   (GCC preprocesses offloaded code once, with the host's macros, so
   without the definition the GPU would run the C) (issue 35).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#pragma omp declare target
#define __CUDA_ARCH__ 800
#include "cuda-arch-header.h"
#undef __CUDA_ARCH__
#pragma omp end declare target

int
main (void)
{
  unsigned r[3];
#pragma omp target map(from: r)
  {
    r[0] = high_bit (1);
    r[1] = high_bit (0x80000000u);
    r[2] = high_bit (0);
  }
  printf ("%u %u %x\n", r[0], r[1], r[2]);
  return 0;
}

/* { dg-output "0 31 ffffffff" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
