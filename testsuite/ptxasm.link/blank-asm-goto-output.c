/* An asm goto with an output and no PTX is GCC's (GCC 11 and later take
   outputs in asm goto): no error, and stock GCC's code.  A statement
   with PTX gets ptxasm's error (ptxasm.c/asm-goto-output.c).  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int
main (void)
{
  int m = 1;
#pragma omp target map(tofrom: m)
  {
    asm goto ("" : "+r" (m) : : : l);
    m = 2;
  l:;
  }
  return m != 2;
}

/* { dg-final { same-as-stock } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
