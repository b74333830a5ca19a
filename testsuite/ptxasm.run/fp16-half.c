/* <ptxasm/cuda_fp16.h>: CUDA's half functions (__hadd ... __half2ull_ru)
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
  COMMON_CASES (NAME1, NAME1, NAME1, NAME1, NAME1, NAME1)
  HALF_CASES (NAME1, NAME1, NAME1, NAME1, NAME1, NAME1)
};

int
main (void)
{
  unsigned out[256];
  int n = 0;
#pragma omp target map(from: out, n)
  n = cases_half (out);
  printf ("half:");
  for (int i = 0; i < n; i++)
    printf (" %s=%08x", names[i], out[i]);
  printf ("\n");
  return 0;
}

/* { dg-output "half: __hadd=09d13acd __hsub=0116149f __hmul=e7a502ba" } */
/* { dg-output " __hdiv=77754ae8 __hadd_rn=09d13acd __hsub_rn=0116149f" } */
/* { dg-output " __hmul_rn=e7a502ba __hadd_sat=06a1b34c __hsub_sat=6cf9d7e1" } */
/* { dg-output " __hmul_sat=929045d4 __hfma=4bb37847 __hfma_sat=c526d70e" } */
/* { dg-output " __hfma_relu=a3330866 __hneg=dd75217e __habs=f0e4ba88" } */
/* { dg-output " __hmin=411f4bdf __hmax=f65aa1b5 __hmin_nan=ce23c0a6" } */
/* { dg-output " __hmax_nan=fde6ea14 hceil=b5ee4172 hfloor=d5d60ed3" } */
/* { dg-output " hrint=e89954c2 htrunc=1e300916 __hisnan=52ed9622" } */
/* { dg-output " __hisinf=bddc16dd __heq=db5adb48 __hne=dcb3fc6f" } */
/* { dg-output " __hlt=cf29d991 __hle=1a8899bf __hgt=fd54d3f7" } */
/* { dg-output " __hge=4ae7211c __hequ=05a6a10c __hneu=321c8f8a" } */
/* { dg-output " __hltu=1411680f __hleu=3433ec16 __hgtu=6eed16bd" } */
/* { dg-output " __hgeu=85b3399b __hadd2=92333095 __hsub2=5c073bc9" } */
/* { dg-output " __hmul2=65d6ff97 __h2div=ec2e8e16 __hadd2_rn=92333095" } */
/* { dg-output " __hsub2_rn=5c073bc9 __hmul2_rn=65d6ff97 __hadd2_sat=dee03103" } */
/* { dg-output " __hsub2_sat=626569e6 __hmul2_sat=c3956a55 __hfma2=0a7d4091" } */
/* { dg-output " __hfma2_sat=f753130c __hfma2_relu=5b507d8b __hneg2=1fb599eb" } */
/* { dg-output " __habs2=0630edf8 __hmin2=54ab6654 __hmax2=c456103f" } */
/* { dg-output " __hmin2_nan=5dec49da __hmax2_nan=63a1d72d h2ceil=62bc8ae4" } */
/* { dg-output " h2floor=27c25a2e h2rint=3920381d h2trunc=2f006407" } */
/* { dg-output " __hisnan2=d220acb8 __lowhigh2highlow=d4a6e8be __low2float=418be999" } */
/* { dg-output " __high2float=f40d9a03 __heq2=c34a28ba __hne2=e3d5af16" } */
/* { dg-output " __hlt2=d8a5e71e __hle2=acc130d7 __hgt2=ceee2b93" } */
/* { dg-output " __hge2=e1fa0949 __hequ2=f9a56297 __hneu2=c8045cad" } */
/* { dg-output " __hltu2=fac19f32 __hleu2=c9011b7a __hgtu2=f71cd096" } */
/* { dg-output " __hgeu2=3e961114 __heq2_mask=416bfb29 __hne2_mask=4b57385c" } */
/* { dg-output " __hlt2_mask=b0181c21 __hle2_mask=c52424d3 __hgt2_mask=08c14264" } */
/* { dg-output " __hge2_mask=33a59da6 __hequ2_mask=a3a0d4f9 __hneu2_mask=a0fc3f2e" } */
/* { dg-output " __hltu2_mask=79a7bed1 __hleu2_mask=1d191b7f __hgtu2_mask=be0a9476" } */
/* { dg-output " __hgeu2_mask=6d4fc574 __hbeq2=92dbdb7e __hbne2=2410f32d" } */
/* { dg-output " __hblt2=26253fba __hble2=55eae39f __hbgt2=efac4ddf" } */
/* { dg-output " __hbge2=cb149a81 __hbequ2=eab9a8ed __hbneu2=8ca90deb" } */
/* { dg-output " __hbltu2=24b2004b __hbleu2=63374a98 __hbgtu2=e80ebf93" } */
/* { dg-output " __hbgeu2=8f7dd3b3 __hcmadd=ac9df3f4 __half2float=418be999" } */
/* { dg-output " __half2half2=673b0576 __half22float2=98278e09 __low2half=144e5b40" } */
/* { dg-output " __high2half=88e259b9 __low2half2=673b0576 __high2half2=a6e17e64" } */
/* { dg-output " __lows2half2=5b9a5457 __highs2half2=7cafe093 __half2char_rz=00673632" } */
/* { dg-output " __half2uchar_rz=df6019bd __half2int_rn=d5255313 __half2int_rz=911902ba" } */
/* { dg-output " __half2int_rd=92ec7780 __half2int_ru=236fbc7f __half2uint_rn=a3ec9ac3" } */
/* { dg-output " __half2uint_rz=4a8418ad __half2uint_rd=4a8418ad __half2uint_ru=3258b6b0" } */
/* { dg-output " __half2short_rn=9cb97e87 __half2short_rz=a90fcfa2 __half2short_rd=193c6c75" } */
/* { dg-output " __half2short_ru=2d141aff __half2ushort_rn=cd935e6b __half2ushort_rz=0498fe43" } */
/* { dg-output " __half2ushort_rd=0498fe43 __half2ushort_ru=f30726d4 __half2ll_rn=911888c4" } */
/* { dg-output " __half2ll_rz=e00c3a57 __half2ll_rd=3916bba3 __half2ll_ru=906084e1" } */
/* { dg-output " __half2ull_rn=969103db __half2ull_rz=257acc7b __half2ull_rd=257acc7b" } */
/* { dg-output " __half2ull_ru=e456d371" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
