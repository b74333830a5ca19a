/* In a statement with more than 30 operands the checks still apply to
   every operand, and the error names the operand: here the 36th
   ("m" is not an nvcc letter).  */
/* { dg-do compile } */

#define R4(x) "r" (x), "r" (x), "r" (x), "r" (x)
#define R16(x) R4 (x), R4 (x), R4 (x), R4 (x)

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:1])
  {
    int x = p[0];
    asm ("// %0 %36" : "=r" (p[0]) : R16 (x), R16 (x), R4 (x), "m" (x)); /* { dg-error "letter .m. is not allowed in offloaded code \\(operand 37, .m.\\)" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
