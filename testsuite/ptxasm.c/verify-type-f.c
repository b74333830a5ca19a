/* An "f" operand is a .f32 register: add.u64 does not take it.  */
/* { dg-do compile } */

void
f (float x)
{
#pragma omp target map(tofrom: x)
  asm ("add.u64 %0, %1, %1;" : "=f" (x) : "f" (x)); /* { dg-error "ptxas: Arguments mismatch for instruction 'add'" } */
  /* { dg-message "\\\[%0 is .f32, %1 is .f32\\\]" "note" { target *-*-* } 8 } */
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
