/* -fplugin-arg-ptxasm-host-fallback=error: inline PTX that would reach
   the host copy of offloaded code is a compile-time error at the asm
   statement, in a target region and in a "declare target" function;
   the same asm guarded by omp_is_initial_device () is accepted.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-host-fallback=error" } */

#include <omp.h>

#pragma omp declare target
int
twice (int x)
{
  int r;
  asm ("add.s32 %0, %1, %1;" : "=r" (r) : "r" (x)); /* { dg-error "inline PTX assembly in the host fallback of offloaded code" } */
  return r;
}

int
twice_guarded (int x)
{
  int r;
  if (omp_is_initial_device ())
    r = x + x;
  else
    asm ("add.s32 %0, %1, %1;" : "=r" (r) : "r" (x)); /* { dg-bogus "host fallback" } */
  return r;
}
#pragma omp end declare target

int
f (int j, int k)
{
  int i = 0;
#pragma omp target map(from: i) map(to: j, k)
  asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k)); /* { dg-error "inline PTX assembly in the host fallback of offloaded code" } */
  return i;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
