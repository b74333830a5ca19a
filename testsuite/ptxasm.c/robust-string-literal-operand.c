/* A string literal as an "r" operand is a pointer (8 bytes): the size
   error, not a crash.  */
/* { dg-do compile } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  asm ("mov.b32 %0, %1;" : "=r" (i) : "r" ("abc")); /* { dg-error "size\\(8\\) does not match type/size implied by constraint .r." } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
