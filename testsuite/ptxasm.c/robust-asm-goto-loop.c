/* asm goto with an output, in a loop, in offloaded code: rejected once
   per statement; no crash.  */
/* { dg-do compile } */

void
f (int *p, int n)
{
#pragma omp target map(tofrom: p[0:n])
  for (int k = 0; k < n; k++)
    {
      int x;
      asm goto ("// %0" : "=r" (x) ::: skip); /* { dg-error "asm goto. with output operands is not supported" } */
      p[k] = x;
    skip:;
    }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
