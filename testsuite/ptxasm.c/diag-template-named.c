/* Template errors point inside the template also when it names
   operands (%[in]), which GCC replaces by their numbers (issue 14).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-show-caret -fno-diagnostics-show-line-numbers" } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %[out], %n[in];" : [out] "=r" (i) : [in] "r" (j)); /* { dg-error "27: asm operand modifier not supported at .%n\\\[in\\\]." } */
    asm ("mov.b32 %[out], %[in] %2;" : [out] "=r" (i) : [in] "r" (j)); /* { dg-error "33: asm template refers to operand .%2." } */
  }
}

/* { dg-begin-multiline-output "" }
     asm ("mov.b32 %[out], %n[in];" : [out] "=r" (i) : [in] "r" (j));
                           ^~~~~~
   { dg-end-multiline-output "" } */
/* { dg-begin-multiline-output "" }
     asm ("mov.b32 %[out], %[in] %2;" : [out] "=r" (i) : [in] "r" (j));
                                 ^~
   { dg-end-multiline-output "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
