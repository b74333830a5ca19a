/* A template of white space and comments holds no PTX: stock GCC's
   meaning, here "r" on a double.  */
/* { dg-do compile } */

double
f (double d)
{
#pragma omp target map(tofrom: d)
  {
    asm volatile (" // keep d\n\t/* alive */ " : "+r" (d));
  }
  return d;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
