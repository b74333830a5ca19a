/* An "h" input read straight from mapped memory (an array element) at
   -O0: the copy into the .b16 register must be valid PTX whatever
   register GCC loaded the value into.  */
/* { dg-do link } */

int
main (void)
{
  unsigned short a[2] = { 1, 2 }, e = 0;
#pragma omp target map(from: e) map(to: a)
  asm ("mov.b16 %0, %1;" : "=h" (e) : "h" (a[1]));
  return e != 2;
}

/* { dg-final { scan-ptx {mov\.b16 %ptxasm([0-9]+)_0, %ptxasm\1_1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
