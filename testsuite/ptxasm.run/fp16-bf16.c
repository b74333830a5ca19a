/* <ptxasm/cuda_fp16.h>: CUDA's bfloat16 functions (__hadd ... __bfloat162ull_ru)
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
  BF16_CASES (NAME1, NAME1, NAME1, NAME1, NAME1, NAME1)
};

int
main (void)
{
  unsigned out[256];
  int n = 0;
#pragma omp target map(from: out, n)
  n = cases_bf16 (out);
  printf ("bf16:");
  for (int i = 0; i < n; i++)
    printf (" %s=%08x", names[i], out[i]);
  printf ("\n");
  return 0;
}

/* { dg-output "bf16: __hadd=d7640da6 __hsub=c92fce09 __hmul=a9ef08e6" } */
/* { dg-output " __hdiv=c7e9befb __hadd_rn=d7640da6 __hsub_rn=c92fce09" } */
/* { dg-output " __hmul_rn=a9ef08e6 __hadd_sat=93a0e95d __hsub_sat=35a47d60" } */
/* { dg-output " __hmul_sat=39f77f35 __hfma=0ee11c5d __hfma_sat=1855a6c1" } */
/* { dg-output " __hfma_relu=e4dfc0df __hneg=0bc4f919 __habs=a0045d58" } */
/* { dg-output " __hmin=41370c5e __hmax=610ccf52 __hmin_nan=4b03cefe" } */
/* { dg-output " __hmax_nan=3fa5b820 hceil=ebfa531a hfloor=0c9aa58d" } */
/* { dg-output " hrint=de8996c3 htrunc=6f8a898a __hisnan=52ed9622" } */
/* { dg-output " __hisinf=bddc16dd __heq=db5adb48 __hne=dcb3fc6f" } */
/* { dg-output " __hlt=bf4d177a __hle=0fad760b __hgt=0094ef1e" } */
/* { dg-output " __hge=335e106b __hequ=05a6a10c __hneu=321c8f8a" } */
/* { dg-output " __hltu=286314a3 __hleu=b66142dd __hgtu=2f1bf929" } */
/* { dg-output " __hgeu=73221d78 __hadd2=7c6515c8 __hsub2=23b3c76f" } */
/* { dg-output " __hmul2=d7d79c75 __h2div=23c199f1 __hadd2_rn=7c6515c8" } */
/* { dg-output " __hsub2_rn=23b3c76f __hmul2_rn=d7d79c75 __hadd2_sat=b83f8566" } */
/* { dg-output " __hsub2_sat=8bbb3245 __hmul2_sat=413f5e5a __hfma2=cd161eff" } */
/* { dg-output " __hfma2_sat=1b93c5ea __hfma2_relu=f91db83c __hneg2=2a95df36" } */
/* { dg-output " __habs2=c0bd3b4f __hmin2=720fa1e7 __hmax2=00afcde1" } */
/* { dg-output " __hmin2_nan=a2890a7d __hmax2_nan=a4e07f4d h2ceil=b8088922" } */
/* { dg-output " h2floor=47c39a2d h2rint=d147867c h2trunc=24e12ad1" } */
/* { dg-output " __hisnan2=87be312b __lowhigh2highlow=13282da0 __low2float=730485f1" } */
/* { dg-output " __high2float=509c45e8 __heq2=05a41789 __hne2=47df4bde" } */
/* { dg-output " __hlt2=32b694ff __hle2=b3bebf88 __hgt2=fe02e3f1" } */
/* { dg-output " __hge2=bd5ab476 __hequ2=42d61818 __hneu2=0af8e05d" } */
/* { dg-output " __hltu2=c558aa2c __hleu2=3c406f96 __hgtu2=7430d4a8" } */
/* { dg-output " __hgeu2=60240ec5 __heq2_mask=416bfb29 __hne2_mask=4b57385c" } */
/* { dg-output " __hlt2_mask=84068522 __hle2_mask=2fb2f570 __hgt2_mask=3a77c445" } */
/* { dg-output " __hge2_mask=759b41f5 __hequ2_mask=a3a0d4f9 __hneu2_mask=a0fc3f2e" } */
/* { dg-output " __hltu2_mask=65369728 __hleu2_mask=8094e52b __hgtu2_mask=28817cc8" } */
/* { dg-output " __hgeu2_mask=96974b63 __hbeq2=92dbdb7e __hbne2=2410f32d" } */
/* { dg-output " __hblt2=17dd9230 __hble2=187aedd2 __hbgt2=c4023fac" } */
/* { dg-output " __hbge2=b0ea2b7c __hbequ2=eab9a8ed __hbneu2=8ca90deb" } */
/* { dg-output " __hbltu2=552d1a3b __hbleu2=e4040e50 __hbgtu2=4975b335" } */
/* { dg-output " __hbgeu2=6a199748 __bfloat162float=730485f1 __bfloat162bfloat162=4837863f" } */
/* { dg-output " __bfloat1622float2=d8727766 __low2bfloat16=aa999342 __high2bfloat16=ee6477bc" } */
/* { dg-output " __low2bfloat162=4837863f __high2bfloat162=1f32f140 __lows2bfloat162=aa13db3b" } */
/* { dg-output " __highs2bfloat162=480daf60 __bfloat162int_rn=18f0858e __bfloat162int_rz=6a999b19" } */
/* { dg-output " __bfloat162int_rd=538f17c0 __bfloat162int_ru=85c5baa1 __bfloat162uint_rn=4d292cc6" } */
/* { dg-output " __bfloat162uint_rz=f0d0e316 __bfloat162uint_rd=f0d0e316 __bfloat162uint_ru=a1ad58df" } */
/* { dg-output " __bfloat162short_rn=019b9436 __bfloat162short_rz=b0c3e4d8 __bfloat162short_rd=81c00ff7" } */
/* { dg-output " __bfloat162short_ru=1bdd9200 __bfloat162ushort_rn=70b1fe78 __bfloat162ushort_rz=01f38ca9" } */
/* { dg-output " __bfloat162ushort_rd=01f38ca9 __bfloat162ushort_ru=eacddc7d __bfloat162ll_rn=1b771f69" } */
/* { dg-output " __bfloat162ll_rz=cd5e8ac1 __bfloat162ll_rd=3e512474 __bfloat162ll_ru=1f8f8e9d" } */
/* { dg-output " __bfloat162ull_rn=db4cd0f3 __bfloat162ull_rz=7055516e __bfloat162ull_rd=7055516e" } */
/* { dg-output " __bfloat162ull_ru=05fc4b92" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
