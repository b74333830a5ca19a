/* <ptxasm/cuda.h>'s integer and bit intrinsics (__popc ... __usad)
   over special and random inputs, one hash per intrinsic: the
   dg-output line is what nvcc's build of the same cases with CUDA's own
   intrinsics printed on an H100 (nvcc/intrin-ref.cu).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#pragma omp declare target
#include "intrin-cases.h"

__attribute__ ((noinline)) static int
bits (unsigned *out)
{
  unsigned in[NIN];
  cases_inputs (in);
  int k = 0;
  BITS_CASES (CASE1, CASE2, CASE3, CASE1_64, CASE2_64)
  return k;
}
#pragma omp end declare target

static const char *names[] = {
  BITS_CASES (NAME1, NAME1, NAME1, NAME1, NAME1)
};

int
main (void)
{
  unsigned out[64];
  int n = 0;
#pragma omp target map(from: out, n)
  n = bits (out);
  printf ("bits:");
  for (int i = 0; i < n; i++)
    printf (" %s=%08x", names[i], out[i]);
  printf ("\n");
  return 0;
}

/* { dg-output "bits: __popc=9479286a __clz=f0494b66 __ffs=b4a854d4 __brev=bc31702f" } */
/* { dg-output " __popcll=33dc994c __clzll=ca452037 __ffsll=c003b0b8 __brevll=f8792d8f" } */
/* { dg-output " __mulhi=6952a0b1 __umulhi=57580179 __mul24=ffa5b3f6 __umul24=92a6fa8e" } */
/* { dg-output " __hadd=10a097d9 __rhadd=cd92e536 __uhadd=8f7dee18 __urhadd=b0a3210e" } */
/* { dg-output " __mul64hi=736dcb89 __umul64hi=1469ea54 __byte_perm=22330dae __funnelshift_l=d35d0b6a" } */
/* { dg-output " __funnelshift_lc=5cbd8cf5 __funnelshift_r=a3c13cad __funnelshift_rc=7c4efa84 __sad=6ac5221c" } */
/* { dg-output " __usad=7ebcc7b1" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
