/* With "C" operands, template errors are still found, and the operand
   count includes the "C" operands.  */
/* { dg-do compile } */

static const char s[] = "x";

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("// %0 %1 %2" :: "C" (s), "r" (j)); /* { dg-error "refers to operand .%2., but the statement has 2 operands" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
