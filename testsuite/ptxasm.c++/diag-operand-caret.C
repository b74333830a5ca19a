// The caret on the operand in C++ too: in a template instantiation and
// for a named operand (issue 14).
// { dg-do compile }
// { dg-options "-fdiagnostics-show-caret -fno-diagnostics-show-line-numbers -fdiagnostics-parseable-fixits" }

template <typename T>
void
g (T x, int &i)
{
  asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (x)); // { dg-error "40: asm operand type size\\(4\\) does not match type/size implied by constraint .r." }
  // { dg-note "40: .x. has type .float.; use \"f\"" "" { target *-*-* } .-1 }
}

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    float x = j;
    g (x, i);
    asm ("mov.b32 %0, %[in];" : "=r" (i) : [in] "r" (x)); // { dg-error "50: asm operand type size\\(4\\) does not match type/size implied by constraint .r." }
    // { dg-note "50: .x. has type .float.; use \"f\"" "" { target *-*-* } .-1 }
  }
}

/* { dg-begin-multiline-output "" }
   asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (x));
                                       ~^~~~~~
   { dg-end-multiline-output "" } */
/* { dg-begin-multiline-output "" }
     asm ("mov.b32 %0, %[in];" : "=r" (i) : [in] "r" (x));
                                            ~~~~~~^~~~~~
   { dg-end-multiline-output "" } */
/* { dg-begin-multiline-output "" }
     asm ("mov.b32 %0, %[in];" : "=r" (i) : [in] "r" (x));
                                                  ^
                                                  f
   { dg-end-multiline-output "" } */
/* { dg-begin-multiline-output "" }
                                        ^
                                        f
   { dg-end-multiline-output "" } */
/* { dg-regexp "fix-it:\"\[^\n\"\]*diag-operand-caret.C\":\\{10:40-10:41\\}:\"f\"" } */
/* { dg-regexp "fix-it:\"\[^\n\"\]*diag-operand-caret.C\":\\{21:50-21:51\\}:\"f\"" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
