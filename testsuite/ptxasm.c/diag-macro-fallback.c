/* Where the statement's source cannot be followed (a macro), errors stay
   at the asm keyword, and the notes do not quote the source; with a
   macro template, the operands can still be pointed at (issue 14).  */
/* { dg-do compile } */

#define MOV(d, s) asm ("mov.b32 %0, %1;" : "=r" (d) : "r" (s)) /* { dg-error "19: asm operand type size\\(4\\) does not match" } */
/* { dg-note "19: operand 1 has type .float.; use \"f\"" "" { target *-*-* } .-1 } */
#define TMPL "mov.b32 %0, %5;"

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    float x = j;
    MOV (i, x);
    asm (TMPL : "=r" (i) : "r" (j)); /* { dg-error "5: asm template refers to operand .%5." } */
    asm (TMPL : "=r" (i) : "r" (x)); /* { dg-error "29: asm operand type size\\(4\\) does not match" } */
    /* { dg-note "29: .x. has type .float.; use \"f\"" "" { target *-*-* } .-1 } */
    /* Its template's mistake too, in the same compile (issue 22).  */
    /* { dg-error "5: asm template refers to operand .%5." "" { target *-*-* } .-3 } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
