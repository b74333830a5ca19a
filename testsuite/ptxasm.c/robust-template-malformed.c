/* Malformed templates, one per statement: each gets a diagnostic at its
   own line, none crashes the compiler, and one bad statement does not
   hide the next.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("%" : "=r" (i)); /* { dg-error "lone .%." } */
    asm ("%%%" : "=r" (i)); /* { dg-error "lone .%." } */
    asm ("mov.b32 %0, %1 %" : "=r" (i) : "r" (j)); /* { dg-error "lone .%." } */
    asm ("%9" : "=r" (i)); /* { dg-error "refers to operand .%9." } */
    asm ("%4294967296" : "=r" (i)); /* { dg-error "refers to operand" } */
    asm ("%18446744073709551617" : "=r" (i)); /* { dg-error "refers to operand" } */
    asm ("%a0%" : "=r" (i)); /* { dg-error "modifier not supported" } */
    asm ("%!" : "=r" (i)); /* { dg-error "invalid .%!. in asm template" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
