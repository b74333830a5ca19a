/* An "h" input reaches the template in a .b16 register, at -O0 too,
   where GCC may hold the 16-bit value in a wider register: the copy into
   the .b16 register must still be valid PTX.  */
/* { dg-do link } */

int
main (void)
{
  unsigned short h = 0x1234, e = 0;
#pragma omp target map(from: e) map(to: h)
  asm ("mov.b16 %0, %1;" : "=h" (e) : "h" (h));
  return e != 0x1234;
}

/* { dg-final { scan-ptx {\.reg \.b16 %ptxasm([0-9]+)_1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
