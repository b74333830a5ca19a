/* A declare-target function called from the host and from a target
   region with a bad constraint: the error is reported (once per copy at
   most), no crash.  */
/* { dg-do compile } */

#pragma omp declare target
int
add1 (int x)
{
  int r;
  asm ("add.s32 %0, %1, 1;" : "=r" (r) : "rl" (x)); /* { dg-error "only one constraint letter" } */
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
