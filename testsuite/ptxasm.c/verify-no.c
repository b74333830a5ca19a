/* -fplugin-arg-ptxasm-verify=no: no check at compile time.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-verify=no" } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  asm ("mvo.u32 %0, %1;" : "=r" (i) : "r" (i));
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
