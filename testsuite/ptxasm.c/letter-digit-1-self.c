/* A user-written "1" that refers to the input itself: GCC's front end
   rejects it before the plugin sees it; no ICE.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("add.s32 %0, %1, 1;" : "=r" (i) : "1" (j)); /* { dg-error "matching constraint references invalid operand number" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
