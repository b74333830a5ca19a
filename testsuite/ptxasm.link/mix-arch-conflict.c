/* Objects compiled with different -fplugin-arg-ptxasm-arch= values make
   one PTX module, which has one .target: the link fails with an error
   that names both, not with PTX for one target that holds code for
   another.  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */
/* { dg-additional-object "objects/add-one.c" "-O2 -fplugin-arg-ptxasm-arch=sm_100a" } */

#pragma omp declare target
unsigned other_lane (unsigned);
#pragma omp end declare target

int
main (void)
{
  unsigned r = 0;
#pragma omp target map(from: r)
  r = other_lane (41);
  return r != 42;
}

/* { dg-regexp {ptxasm-as: error: the objects of this link were compiled with different -fplugin-arg-ptxasm-arch= values \(sm_90a and sm_100a\); [^\n]*compile them with the same arch=} } */
/* { dg-prune-output {returned 1 exit status|compilation terminated|lto-wrapper failed|ld returned 1 exit status} } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
