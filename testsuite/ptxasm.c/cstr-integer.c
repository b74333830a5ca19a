/* nvcc: an integer operand for "C": size(4) does not match 'C'.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("// %0" :: "C" (j)); /* { dg-error "size\\(4\\) does not match type/size implied by constraint .C." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
