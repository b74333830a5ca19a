/* A label reference past the last label, or before the first (an
   operand's number), stays nvcc's modifier error.  */
/* { dg-do compile } */

void
f (int j)
{
#pragma omp target map(to: j)
  {
    asm goto ("@%0 bra %l2;" :: "r" (j) :: done); /* { dg-error "modifier not supported at .%l2." } */
    asm goto ("@%0 bra %l0;" :: "r" (j) :: done); /* { dg-error "modifier not supported at .%l0." } */
  done:;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
