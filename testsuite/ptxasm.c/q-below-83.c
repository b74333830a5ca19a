/* Below PTX ISA 8.3 (here 8.2), "q" is an error that names the option
   that lifts it.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-ptx=8.2" } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    __int128 x = j, y;
    asm ("mov.b128 %0, %1;" : "=q" (y) : "q" (x)); /* { dg-error "the .q. constraint .*PTX ISA 8.3, not 8.2; compile with .-fplugin-arg-ptxasm-ptx=8.3. .or later." } */
    i = (int) y;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
