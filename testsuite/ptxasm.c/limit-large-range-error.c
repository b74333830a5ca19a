/* A statement with more than 30 operands whose template names one too
   many: the error is at the statement, with the count.  */
/* { dg-do compile } */

#define R4(x) "r" (x), "r" (x), "r" (x), "r" (x)
#define R16(x) R4 (x), R4 (x), R4 (x), R4 (x)

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:1])
  {
    int x = p[0];
    asm ("// %0 %38" : "=r" (p[0]) : R16 (x), R16 (x), R4 (x), "r" (x)); /* { dg-error "refers to operand .%38., but the statement has 38 operands" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
