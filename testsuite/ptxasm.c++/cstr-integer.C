// The CUDA guide: an int operand for "C": size(4) does not match 'C'.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    int n2 = 42;
    asm volatile ("// %0" :: "C" (n2)); /* { dg-error "size\\(4\\) does not match type/size implied by constraint .C." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
