/* A type/size error points at the operand: caret on the letter, range
   over the operand; a note gives the operand's type and the letter that
   fits, with a fix-it (issue 14).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-show-caret -fno-diagnostics-show-line-numbers" } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    float x = j;
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (x)); /* { dg-error "42: asm operand type size\\(4\\) does not match type/size implied by constraint .r. \\(operand 1\\)" } */
    /* { dg-note "42: .x. has type .float.; use \"f\"" "" { target *-*-* } .-1 } */
  }
}

/* { dg-begin-multiline-output "" }
     asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (x));
                                         ~^~~~~~
   { dg-end-multiline-output "" } */
/* { dg-begin-multiline-output "" }
     asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (x));
                                          ^
                                          f
   { dg-end-multiline-output "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
