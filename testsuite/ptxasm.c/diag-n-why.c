/* A non-constant "n" operand: a note at the declaration says why it is
   not a constant, where GCC can tell (issue 14).  */
/* { dg-do compile } */

void
f (int i, /* { dg-note "8: .i. is a function parameter, not a constant" } */
   int j)
{
#pragma omp target map(tofrom: i, j)
  {
    const int k = 4; /* { dg-note "15: .k. is .const., but a .const. variable is not a constant expression in C; use an enumerator or a macro" } */
    int m = j; /* { dg-note "9: .m. is a variable, not a constant" } */
    asm ("add.s32 %0, %1, %2;" : "=r" (j) : "r" (j), "n" (i)); /* { dg-error "55: an asm operand must be an integral constant expression" } */
    asm ("add.s32 %0, %1, %2;" : "=r" (j) : "r" (j), "n" (k)); /* { dg-error "55: an asm operand must be an integral constant expression" } */
    asm ("add.s32 %0, %1, %2;" : "=r" (j) : "r" (j), "n" (m)); /* { dg-error "55: an asm operand must be an integral constant expression" } */
    asm ("add.s32 %0, %1, %2;" : "=r" (j) : "r" (j), "n" (1.5)); /* { dg-error "55: an asm operand must be an integral constant expression" } */
    /* { dg-note "55: .1.5. has type .double.; \"n\" takes an integer" "" { target *-*-* } .-1 } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
