/* A cluster special register (nvcc's one-'%' spelling too) at the
   default target: an error at the statement.  */
/* { dg-do compile } */

void
f (unsigned *n)
{
#pragma omp target map(from: n[0:2])
  {
    asm volatile ("mov.u32 %0, %%cluster_nctarank;" : "=r" (n[0])); /* { dg-error ".%cluster_nctarank. in the asm template needs ..target sm_90." } */
    asm volatile ("mov.u32 %0, %clusterid.x;" : "=r" (n[1])); /* { dg-error ".%clusterid\\.x. in the asm template needs ..target sm_90." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
