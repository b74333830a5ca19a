/* The text of a "C" operand counts: here it closes the scope, and the
   statement after it closes nothing.  */
/* { dg-do compile } */

static const char tail[] = "}";

void
f (int *p)
{
#pragma omp target map(from: p[0:1])
  {
    int x = 1;
    asm volatile ("{");
    asm ("%1" : "+r" (x) : "C" (tail));
    asm volatile ("}"); /* { dg-error ".\}. in the asm text closes no .\{. of this or an earlier" } */
    p[0] = x;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
