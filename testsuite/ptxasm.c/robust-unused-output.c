/* A non-volatile asm whose output is unused, in offloaded code: fine
   (GCC may delete it, as nvcc does); errors are still reported for a bad
   one.  */
/* { dg-do compile } */

void
f (int j)
{
#pragma omp target map(to: j)
  {
    int unused, bad;
    asm ("mov.b32 %0, %1;" : "=r" (unused) : "r" (j));
    asm ("mov.b32 %0, %1;" : "=r" (bad) : "rf" (j)); /* { dg-error "only one constraint letter" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
