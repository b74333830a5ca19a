/* A "d" operand is a .f64 register: add.f32 does not take it.  */
/* { dg-do compile } */

void
f (double d)
{
#pragma omp target map(tofrom: d)
  asm ("add.f32 %0, %1, %1;" : "=d" (d) : "d" (d)); /* { dg-error "ptxas: Arguments mismatch for instruction 'add'" } */
  /* { dg-message "\\\[%0 is .f64, %1 is .f64\\\]" "note" { target *-*-* } 8 } */
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
