/* A declare-target function holding inline PTX, called both from host
   code and from a target region: the device copy is rewritten, the host
   copy gets the run-time fallback; it compiles either way.  */
/* { dg-do compile } */

#pragma omp declare target
int
add1 (int x)
{
  int r;
  asm ("add.s32 %0, %1, 1;" : "=r" (r) : "r" (x));
  return r;
}
#pragma omp end declare target

int
f (int i)
{
  int d = 0;
#pragma omp target map(from: d)
  d = add1 (i);
  return add1 (d);
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
