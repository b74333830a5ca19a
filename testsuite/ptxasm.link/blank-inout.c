/* asm volatile ("" : "+r" (b)) keeps B in a register (libgomp's
   target-36.c): no shim registers, no moves; PTX and host code are
   stock GCC's.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int
main (void)
{
  long b = 0;
  float f = 1.0f;
#pragma omp target map(tofrom: b, f)
  for (int i = 0; i < 64; i++)
    {
      b += i;
      asm volatile ("" : "+r" (b));
      asm volatile ("" : "+r" (f));
    }
  return b != 2016;
}

/* { dg-final { scan-ptx-not {ptxasm} } } */
/* { dg-final { same-as-stock } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
