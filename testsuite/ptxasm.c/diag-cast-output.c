/* A char output: no letter takes it and a cast is no lvalue; the note
   says which variable to use instead (issue 14).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    char c;
    asm ("mov.b16 %0, %1;" : "=h" (c) : "h" ((short) j)); /* { dg-error "32: asm operand type size\\(1\\) does not match type/size implied by constraint .h. \\(operand 0\\)" } */
    /* { dg-note "32: .c. has type .char., which no constraint letter takes; use a variable of type .short. for the output and assign it to .c." "" { target *-*-* } .-1 } */
    i = c;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
