/* A statement with more than 30 operands whose text closes a '{' of an
   earlier statement: its pieces wrap the text in a scope of their own,
   which the '}' would close instead; an error.  */
/* { dg-do compile } */

#define R4(x) "r" (x), "r" (x), "r" (x), "r" (x)
#define R16(x) R4 (x), R4 (x), R4 (x), R4 (x)

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:1])
  {
    int x = p[0];
    asm volatile ("{");
    asm volatile ("// %0 %33\n}" : "=r" (p[0]) : R16 (x), R16 (x), "r" (x)); /* { dg-error "more than 30 operands cannot close a .\{. opened by an earlier statement" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
