/* <ptxasm/cuda_fp16.h> in OpenACC code: fp16-half.c's and fp16-bf16.c's
   cases (fp16-cases.h) in an acc parallel region of one gang, each
   function an acc
   routine: the same hashes as nvcc's build of the cases with CUDA's own
   headers printed on an H200 (fp16-half.c, fp16-bf16.c), on the GPU
   and on the host.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenacc" } */

#include <stdio.h>

#include "fp16-cases.h"

static const char *half_names[] = {
  COMMON_CASES (NAME1, NAME1, NAME1, NAME1, NAME1, NAME1)
  HALF_CASES (NAME1, NAME1, NAME1, NAME1, NAME1, NAME1)
};
static const char *bf16_names[] = {
  COMMON_CASES (NAME1, NAME1, NAME1, NAME1, NAME1, NAME1)
  BF16_CASES (NAME1, NAME1, NAME1, NAME1, NAME1, NAME1)
};

static void
print (const char *what, const char **names, unsigned *out, int n)
{
  printf ("%s:", what);
  for (int i = 0; i < n; i++)
    printf (" %s=%08x", names[i], out[i]);
}

int
main (void)
{
  unsigned h[256], b[256];
  int nh = 0, nb = 0;
#pragma acc parallel num_gangs(1) copyout(h, b, nh, nb)
  {
    nh = cases_half (h);
    nb = cases_bf16 (b);
  }
  print ("half", half_names, h, nh);
  print (" bf16", bf16_names, b, nb);
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
/* { dg-output " bf16: __hadd=d7640da6 __hsub=c92fce09 __hmul=a9ef08e6" } */
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
