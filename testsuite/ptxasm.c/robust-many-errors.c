/* 64 bad asm statements from one macro: every one is reported (at the
   line of the macro's definition), no crash.  */
/* { dg-do compile } */

#define B1 asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (j)); /* { dg-error "constraint letter .m. is not allowed" } */
#define B4 B1 B1 B1 B1
#define B16 B4 B4 B4 B4
#define B64 B16 B16 B16 B16

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    B64
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
