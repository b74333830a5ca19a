/* Several letters: the note says which one to keep, and the fix-it
   removes the others (issue 14).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-parseable-fixits" } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    float x = j;
    asm ("mov.b32 %0, %1;" : "=r" (i) : "rf" (x)); /* { dg-error "42: an asm operand may specify only one constraint letter" } */
    /* { dg-note "42: .x. has type .float.; keep \"f\"" "" { target *-*-* } .-1 } */
    asm ("mov.b32 %0, 16;" : "=r,r" (i)); /* { dg-error "32: an asm operand may specify only one constraint letter" } */
    /* { dg-note "32: .i. has type .int.; keep \"=r\"" "" { target *-*-* } .-1 } */
  }
}

/* { dg-regexp "fix-it:\"\[^\n\"\]*diag-multiple-keep.c\":\\{12:42-12:43\\}:\"\"" } */
/* { dg-regexp "fix-it:\"\[^\n\"\]*diag-multiple-keep.c\":\\{14:33-14:35\\}:\"\"" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
