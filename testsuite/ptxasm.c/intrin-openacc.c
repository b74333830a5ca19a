/* The intrinsics' headers serve OpenACC code too (each function an
   `acc routine seq'), but gpuintrin.h's __gpu_sync_threads, the team's
   barrier, has no OpenACC counterpart: a call is an error that says
   so.  */
/* { dg-do compile } */
/* { dg-options "-fno-openmp -fopenacc -O2 -Wall -Wextra" } */

#include <ptxasm/cuda.h>
#include <gpuintrin.h>

unsigned
f (unsigned v)
{
  unsigned r;
#pragma acc parallel copyout(r)
  {
    r = __popc (v) + __gpu_lane_id ();
    __gpu_sync_threads (); /* { dg-error "__gpu_sync_threads has no OpenACC counterpart" } */
  }
  return r;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
