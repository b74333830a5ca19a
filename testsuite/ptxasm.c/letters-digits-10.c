/* nvcc: "10" is two characters, so two constraint letters; GCC's front
   end already rejects it as a matching constraint naming operand 10,
   which does not exist.  Either diagnostic, no ICE.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    int k = j;
    asm ("add.s32 %0, %1, 1;" : "=r" (i) : "10" (k)); /* { dg-error "only one constraint letter|matching constraint" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
