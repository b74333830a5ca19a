/* -fdiagnostics-format=json carries what the text output says: the
   error's range on the operand, the note as its child, the fix-it
   (issue 14).  GCC 16 has no JSON output (diag-sarif.c).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-format=json" } */
/* { dg-require-gcc-major 12 15 } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    float x = j;
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (x));
  }
}

/* { dg-regexp "^(?=.*\"message\": \"asm operand type size.4. does not match type/size implied by constraint .r. .operand 1.\")(?=.*\"children\": ..\"kind\": \"note\")(?=.*\"message\": \".x. has type .float.; use ..f..; stock GCC.s nvptx ..r.. takes a register of any type, nvcc.s ..r.. only 32-bit integers\")(?=.*\"fixits\": ..\"(next|start)\")(?=.*\"string\": \"f\")(?=.*\"byte-column\": 42)(?=.*\"line\": 14).*$" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
