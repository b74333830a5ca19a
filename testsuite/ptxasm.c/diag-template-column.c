/* Template errors point inside the template string, also when it is
   made of several literals on several lines (issue 14).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-show-caret -fno-diagnostics-show-line-numbers" } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %5;" : "=r" (i) : "r" (j)); /* { dg-error "23: asm template refers to operand .%5., but the statement has 2 operands" } */
    asm ("mov.b32 %0, %n1;" : "=r" (i) : "r" (j)); /* { dg-error "23: asm operand modifier not supported at .%n1." } */
    asm ("mov.b32 %0, %1 %;" : "=r" (i) : "r" (j)); /* { dg-error "26: invalid .%;. in asm template" } */
    asm ("mov.b32 %0, "
         "\t%1 %2;" : "=r" (i) : "r" (j)); /* { dg-error "16: asm template refers to operand .%2." } */
  }
}

/* { dg-begin-multiline-output "" }
     asm ("mov.b32 %0, %5;" : "=r" (i) : "r" (j));
                       ^~
   { dg-end-multiline-output "" } */
/* { dg-begin-multiline-output "" }
     asm ("mov.b32 %0, %n1;" : "=r" (i) : "r" (j));
                       ^~~
   { dg-end-multiline-output "" } */
/* { dg-begin-multiline-output "" }
          "\t%1 %2;" : "=r" (i) : "r" (j));
                ^~
   { dg-end-multiline-output "" } */
/* { dg-begin-multiline-output "" }
     asm ("mov.b32 %0, %1 %;" : "=r" (i) : "r" (j));
                          ^~
   { dg-end-multiline-output "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
