// nvcc: "+C": no constraint modifiers are allowed for the 'C' constraint.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("// %0" : "+C" (i)); /* { dg-error "No constraint modifiers are allowed for the .C. constraint" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
