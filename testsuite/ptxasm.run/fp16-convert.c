/* <ptxasm/cuda_fp16.h>: CUDA's conversions of floats and integers to half and bfloat16
   over special and random inputs (fp16-cases.h), one hash per function:
   the dg-output lines are what nvcc's build of the same cases with
   CUDA's own <cuda_fp16.h> and <cuda_bf16.h> printed on an H200
   (nvcc/fp16-ref.cu).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#pragma omp declare target
#include "fp16-cases.h"
#pragma omp end declare target

static const char *names[] = {
  CONVERT_CASES (NAME1, NAME1, NAMEI)
};

int
main (void)
{
  unsigned out[256];
  int n = 0;
#pragma omp target map(from: out, n)
  n = cases_convert (out);
  printf ("convert:");
  for (int i = 0; i < n; i++)
    printf (" %s=%08x", names[i], out[i]);
  printf ("\n");
  return 0;
}

/* { dg-output "convert: __float2half=fa321801 __float2half_rn=fa321801 __float2half_rz=2707cf17" } */
/* { dg-output " __float2half_rd=b73b0ed9 __float2half_ru=f00faed6 __float2half2_rn=e7065b3a" } */
/* { dg-output " __floats2half2_rn=b972254b __float2bfloat16=90f89d81 __float2bfloat16_rn=90f89d81" } */
/* { dg-output " __float2bfloat16_rz=e2ce7bec __float2bfloat16_rd=42e0838d __float2bfloat16_ru=3c7b5f11" } */
/* { dg-output " __float2bfloat162_rn=fd24c0b7 __floats2bfloat162_rn=46c92bae __int2half_rn=c43658a0" } */
/* { dg-output " __int2half_rz=f68f67f7 __int2half_rd=216bd955 __int2half_ru=0a9b7e7c" } */
/* { dg-output " __uint2half_rn=ce9c9afe __uint2half_rz=f5ed8060 __uint2half_rd=f5ed8060" } */
/* { dg-output " __uint2half_ru=7f71d592 __short2half_rn=8cdf0876 __short2half_rz=fde362a8" } */
/* { dg-output " __short2half_rd=a6e3ca39 __short2half_ru=0ee500a0 __ushort2half_rn=ccd1618d" } */
/* { dg-output " __ushort2half_rz=1ad03cb9 __ushort2half_rd=1ad03cb9 __ushort2half_ru=474ed4c7" } */
/* { dg-output " __ll2half_rn=e1b98976 __ll2half_rz=238547c0 __ll2half_rd=a12f8bb4" } */
/* { dg-output " __ll2half_ru=c07cfdeb __ull2half_rn=85808978 __ull2half_rz=a8ab0f35" } */
/* { dg-output " __ull2half_rd=a8ab0f35 __ull2half_ru=1cb92f24 __int2bfloat16_rn=96b3251d" } */
/* { dg-output " __int2bfloat16_rz=781d68b5 __int2bfloat16_rd=2d6168d6 __int2bfloat16_ru=b2f7c90d" } */
/* { dg-output " __uint2bfloat16_rn=0e34212f __uint2bfloat16_rz=ea4e9c54 __uint2bfloat16_rd=ea4e9c54" } */
/* { dg-output " __uint2bfloat16_ru=eff4c676 __short2bfloat16_rn=42aa6d8f __short2bfloat16_rz=922e2b59" } */
/* { dg-output " __short2bfloat16_rd=29ec693c __short2bfloat16_ru=75182fdb __ushort2bfloat16_rn=b11c3f21" } */
/* { dg-output " __ushort2bfloat16_rz=09104206 __ushort2bfloat16_rd=09104206 __ushort2bfloat16_ru=4a8c2576" } */
/* { dg-output " __ll2bfloat16_rn=1b47132e __ll2bfloat16_rz=dae40738 __ll2bfloat16_rd=dae40738" } */
/* { dg-output " __ll2bfloat16_ru=2d0653f2 __ull2bfloat16_rn=043e26a5 __ull2bfloat16_rz=71f48088" } */
/* { dg-output " __ull2bfloat16_rd=71f48088 __ull2bfloat16_ru=3641be6f" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
