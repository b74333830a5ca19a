/* "q" with __int128 fits nvcc's rule, but needs .b128 registers (PTX ISA
   8.3), above the default PTX ISA 7.0: an error (q-below-83.c and
   q-ptx83-accepted.c test the option that lifts it).  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    __int128 x = j, y;
    asm ("mov.b128 %0, %1;" : "=q" (y) : "q" (x)); /* { dg-error "the .q. constraint .*PTX ISA 8.3" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
