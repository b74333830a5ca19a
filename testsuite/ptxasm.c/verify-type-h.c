/* An "h" operand reaches the template in a .b16 register, which add.f32
   does not take: ptxas's error at the statement, at compile time.  */
/* { dg-do compile } */

void
f (short s)
{
#pragma omp target map(tofrom: s)
  asm ("add.f32 %0, %1, %1;" : "=h" (s) : "h" (s)); /* { dg-error "ptxas: Arguments mismatch for instruction 'add'" } */
  /* { dg-message "add.f32 %0, %1, %1;  \\\[%0 is .b16, %1 is .b16\\\]" "note" { target *-*-* } 9 } */
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
