/* asm in host-only functions is left alone: x86 constraints ("=a", "m",
   "i", "cc" clobbers) and a basic asm compile as they always did, next to
   a target region with valid inline PTX.  */
/* { dg-do compile } */

int
host_only (int x)
{
  int r;
  asm volatile ("nop");
  asm ("movl %1, %0" : "=a" (r) : "m" (x) : "cc");
  asm ("addl %1, %0" : "+r" (r) : "i" (4));
  return r;
}

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (j));
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
