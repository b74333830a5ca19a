/* A letter nvcc does not know, or none: the note names the letter that
   fits the operand (an immediate takes "n"), with a fix-it (issue 14).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-parseable-fixits" } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r" (i) : "m" (j)); /* { dg-error "42: asm constraint letter .m. is not allowed" } */
    /* { dg-note "42: .j. has type .int.; use \"r\"" "" { target *-*-* } .-1 } */
    asm ("mov.b32 %0, %1;" : "=r" (i) : "i" (5)); /* { dg-error "42: asm constraint letter .i. is not allowed" } */
    /* { dg-note "42: .5. has type .int.; use \"n\"" "" { target *-*-* } .-1 } */
    asm ("mov.b32 %0, %1;" : "=r" (i) : "" (j)); /* { dg-error "42: asm operand has no constraint letter" } */
    /* { dg-note "42: .j. has type .int.; use \"r\"" "" { target *-*-* } .-1 } */
  }
}

/* { dg-regexp "fix-it:\"\[^\n\"\]*diag-letter-fixit.c\":\\{11:42-11:43\\}:\"r\"" } */
/* { dg-regexp "fix-it:\"\[^\n\"\]*diag-letter-fixit.c\":\\{13:42-13:43\\}:\"n\"" } */
/* { dg-regexp "fix-it:\"\[^\n\"\]*diag-letter-fixit.c\":\\{15:42-15:42\\}:\"r\"" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
