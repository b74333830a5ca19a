/* <ptxasm/cuda.h>'s SIMD intrinsics (__vadd2 ... __vnegss4) over
   special and random inputs, one hash per intrinsic: the dg-output line
   is what nvcc's build of the same cases with CUDA's own intrinsics
   printed on an H100 (nvcc/intrin-ref.cu).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#pragma omp declare target
#include "intrin-cases.h"

__attribute__ ((noinline)) static int
simd (unsigned *out)
{
  unsigned in[NIN];
  cases_inputs (in);
  int k = 0;
  SIMD_CASES (CASE1, CASE2, 2)
  SIMD_CASES (CASE1, CASE2, 4)
  return k;
}
#pragma omp end declare target

static const char *names[] = {
  SIMD_CASES (NAME1, NAME1, 2) SIMD_CASES (NAME1, NAME1, 4)
};

int
main (void)
{
  unsigned out[128];
  int n = 0;
#pragma omp target map(from: out, n)
  n = simd (out);
  printf ("simd:");
  for (int i = 0; i < n; i++)
    printf (" %s=%08x", names[i], out[i]);
  printf ("\n");
  return 0;
}

/* { dg-output "simd: __vadd2=fb24f9f2 __vaddss2=75cf8090 __vaddus2=026ff89a __vsub2=568b340e" } */
/* { dg-output " __vsubss2=bb3870f7 __vsubus2=7017a0e4 __vavgs2=31fbcfa7 __vavgu2=71bdf838" } */
/* { dg-output " __vhaddu2=b9853ee5 __vabsdiffs2=48b72be1 __vabsdiffu2=5b558c80 __vmaxs2=f0d65b7a" } */
/* { dg-output " __vmaxu2=e2d52166 __vmins2=1f3488fb __vminu2=f45aabb7 __vsads2=78e8a877" } */
/* { dg-output " __vsadu2=e142fe85 __vcmpeq2=f04fe6b9 __vcmpne2=2ed7bc55 __vcmpges2=ba357d16" } */
/* { dg-output " __vcmpgeu2=06d47522 __vcmpgts2=a70f171c __vcmpgtu2=b79b3557 __vcmples2=b22a758d" } */
/* { dg-output " __vcmpleu2=63326957 __vcmplts2=fb221db7 __vcmpltu2=08f04210 __vseteq2=a63970e4" } */
/* { dg-output " __vsetne2=f8c4f278 __vsetges2=a43d9250 __vsetgeu2=8802b55e __vsetgts2=dd0daac4" } */
/* { dg-output " __vsetgtu2=41ea48ef __vsetles2=237cc7a7 __vsetleu2=6fe73207 __vsetlts2=980bf1e3" } */
/* { dg-output " __vsetltu2=cce6d78c __vabs2=2ea68570 __vabsss2=4e604166 __vneg2=e467b58f" } */
/* { dg-output " __vnegss2=77a4379b __vadd4=ac75602d __vaddss4=bef03101 __vaddus4=e515bb61" } */
/* { dg-output " __vsub4=35f9271c __vsubss4=a3082ca6 __vsubus4=9048be7f __vavgs4=59a838c8" } */
/* { dg-output " __vavgu4=ca1d7c47 __vhaddu4=0ae5ebf2 __vabsdiffs4=d2baeb9c __vabsdiffu4=08d74ac1" } */
/* { dg-output " __vmaxs4=000facf3 __vmaxu4=5ec5b6a1 __vmins4=8fbe6960 __vminu4=2b1bd8e4" } */
/* { dg-output " __vsads4=96beeb81 __vsadu4=af40db98 __vcmpeq4=8a66cba1 __vcmpne4=df226671" } */
/* { dg-output " __vcmpges4=a534603b __vcmpgeu4=727e9ff5 __vcmpgts4=7773135e __vcmpgtu4=161d5afe" } */
/* { dg-output " __vcmples4=4949c500 __vcmpleu4=e6532cb7 __vcmplts4=a65dad4a __vcmpltu4=efe463bd" } */
/* { dg-output " __vseteq4=5d96f291 __vsetne4=eb12fcd1 __vsetges4=29c8102c __vsetgeu4=61062885" } */
/* { dg-output " __vsetgts4=8c476429 __vsetgtu4=500782cb __vsetles4=4c166509 __vsetleu4=df214fb5" } */
/* { dg-output " __vsetlts4=ba4d1120 __vsetltu4=59a12698 __vabs4=8bbcd3b9 __vabsss4=d29309c4" } */
/* { dg-output " __vneg4=bee57b56 __vnegss4=929e1bd6" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
