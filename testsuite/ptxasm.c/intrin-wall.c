/* The intrinsics' headers compile without a warning under -Wall
   -Wextra, also with GCC 16, which warns that `omp declare target' as
   the start of a block is deprecated (the headers say `omp begin
   declare target' where GCC knows it, from GCC 13).  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include <ptxasm/cuda.h>
#include <gpuintrin.h>

unsigned
f (unsigned v)
{
  unsigned r = 0;
#pragma omp target map(tofrom: r)
  r = __popc (v) + __gpu_lane_id ();
  return r;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
