/* -fplugin-arg-ptxasm-warn-warp=no: no warning at a warp-collective
   statement outside simd (issue 34).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-warn-warp=no" } */

void
f (unsigned *v)
{
#pragma omp target map(tofrom: v[0:2])
  asm volatile ("redux.sync.add.u32 %0, %1, -1;" : "=r" (v[0]) : "r" (v[1]));
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
