/* With PTX ISA 8.3, "q" operands (signed and unsigned __int128, input,
   output, in/out) are accepted.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-ptx=8.3" } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    __int128 x = j, y;
    unsigned __int128 u = i;
    asm ("mov.b128 %0, %1;" : "=q" (y) : "q" (x));
    asm ("mov.b128 %0, %0;" : "+q" (u));
    i = (int) y + (int) u;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
