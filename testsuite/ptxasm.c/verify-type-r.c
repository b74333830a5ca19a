/* An "r" operand is a .b32 register: add.f64 does not take it.  */
/* { dg-do compile } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  asm ("add.f64 %0, %1, %1;" : "=r" (i) : "r" (i)); /* { dg-error "ptxas: Arguments mismatch for instruction 'add'" } */
  /* { dg-message "\\\[%0 is .b32, %1 is .b32\\\]" "note" { target *-*-* } 8 } */
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
