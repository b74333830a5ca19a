/* A string literal is not the address of a variable: rejected (nvcc: "did
   not evaluate to the address of a variable").  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("// %0" :: "C" ("mov.u32")); /* { dg-error "could not be folded|did not evaluate to the address of a variable" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
