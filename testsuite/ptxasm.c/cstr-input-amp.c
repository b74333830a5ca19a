/* "&C" on an input: no modifiers for 'C' (nvcc); GCC's front end rejects
   an '&' on an input first.  */
/* { dg-do compile } */

static const char s[] = "x";

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("// %0 %1" : "=r" (i) : "&C" (s)); /* { dg-error "input operand constraint contains .&.|No constraint modifiers are allowed for the .C. constraint" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
