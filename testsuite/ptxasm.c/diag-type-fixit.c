/* The fix-it of a type/size error replaces the letter:
   -fdiagnostics-parseable-fixits shows it (issue 14).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-parseable-fixits" } */

void
f (int i, long l)
{
#pragma omp target map(tofrom: i, l)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (l)); /* { dg-error "42: asm operand type size\\(8\\) does not match type/size implied by constraint .r." } */
    /* { dg-note "42: .l. has type .long int.; use \"l\"" "" { target *-*-* } .-1 } */
  }
}

/* { dg-regexp "fix-it:\"\[^\n\"\]*diag-type-fixit.c\":\\{11:42-11:43\\}:\"l\"" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
