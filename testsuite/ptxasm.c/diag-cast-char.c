/* No letter takes a char: the note suggests the conversion to the type
   of the letter written, with a fix-it that inserts it (issue 14).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-parseable-fixits" } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    char c = (char) j;
    short y;
    asm ("mov.b16 %0, %1;" : "=h" (y) : "h" (c)); /* { dg-error "42: asm operand type size\\(1\\) does not match type/size implied by constraint .h." } */
    /* { dg-note "42: .c. has type .char., which no constraint letter takes; convert it: \"h\" \\(\\(short\\) c\\)" "" { target *-*-* } .-1 } */
    asm ("mov.b16 %0, %1;" : "=h" (y) : "h" (c + 1 > 0)); /* { dg-error "42: asm operand type size" } */
    /* { dg-note "has type .int.; use \"r\"" "" { target *-*-* } .-1 } */
    i = y;
  }
}

/* { dg-regexp "fix-it:\"\[^\n\"\]*diag-cast-char.c\":\\{13:46-13:46\\}:\"\\(short\\) \"" } */
/* { dg-regexp "fix-it:\"\[^\n\"\]*diag-cast-char.c\":\\{15:42-15:43\\}:\"r\"" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
