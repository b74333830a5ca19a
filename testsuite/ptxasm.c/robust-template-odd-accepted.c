/* Odd but valid templates: empty, only "%%", only "%=", a '%' and a
   letter at the very end, an operand reference at the very end, a
   template of newlines.  The plugin accepts them all; ptxas would not
   take "%%" or "%=" alone as PTX (verify-percent-only.c), so its check
   is off here.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-verify=no" } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("" : "=r" (i) : "r" (j));
    asm volatile ("%%" : "=r" (i));
    asm volatile ("%=" : "=r" (i));
    asm volatile ("// %p" : "=r" (i));
    asm volatile ("// %0" : "=r" (i));
    asm volatile ("\n\n\n" : "=r" (i));
    asm volatile ("// %00 %01 %001" : "=r" (i) : "r" (j));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
