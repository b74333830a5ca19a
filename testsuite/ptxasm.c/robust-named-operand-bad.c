/* %[name] with a name that no operand has: GCC's front end reports it;
   no crash.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  asm ("mov.b32 %0, %[nope];" : "=r" (i) : [a] "r" (j)); /* { dg-error "undefined named operand .nope." } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
