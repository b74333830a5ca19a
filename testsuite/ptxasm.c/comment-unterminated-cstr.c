/* An unterminated comment that comes from the text of a "C" operand.  */
/* { dg-do compile } */

static const char mode[] = ".rn /* round";

void
f (float *p)
{
#pragma omp target map(tofrom: p[0:1])
  asm ("add%1.f32 %0, %0, %0;" : "+f" (p[0]) : "C" (mode)); /* { dg-error "comment ./\\*. without its ../. in the asm text \\(the C operands' text pasted\\)" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
