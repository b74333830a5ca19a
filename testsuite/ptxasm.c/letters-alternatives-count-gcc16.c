/* Alternatives on one operand and not on another: GCC 16's front end
   rejects the statement itself, at the statement, before ptxasm sees
   it (letters-alternatives-count.c is the same for GCC 12 to 15).  */
/* { dg-do compile } */
/* { dg-require-gcc-major 16 } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r,r" (j)); /* { dg-error "operand constraints for .asm. differ in number of alternatives" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
