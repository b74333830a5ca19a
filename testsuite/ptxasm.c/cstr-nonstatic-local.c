/* nvcc: a non-static local array is no constant expression: "could not be
   folded".  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    const char n1[] = "hi";
    asm volatile ("// %0" :: "C" (n1)); /* { dg-error "could not be folded" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
