/* nvcc: "rr" repeats the letter: still more than one constraint letter.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "rr" (j)); /* { dg-error "only one constraint letter" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
