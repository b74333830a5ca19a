/* An "l" operand is a .b64 register: add.f32 does not take it.  */
/* { dg-do compile } */

void
f (long l)
{
#pragma omp target map(tofrom: l)
  asm ("add.f32 %0, %1, %1;" : "=l" (l) : "l" (l)); /* { dg-error "ptxas: Arguments mismatch for instruction 'add'" } */
  /* { dg-message "\\\[%0 is .b64, %1 is .b64\\\]" "note" { target *-*-* } 8 } */
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
