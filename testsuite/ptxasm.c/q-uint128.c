/* "q" with unsigned __int128 at the default PTX ISA 7.0: the error that
   names -fplugin-arg-ptxasm-ptx=8.3.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    unsigned __int128 x = j;
    asm ("// %0" :: "q" (x)); /* { dg-error "the .q. constraint .*PTX ISA 8.3, not 7.0; compile with .-fplugin-arg-ptxasm-ptx=8.3. .or later." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
