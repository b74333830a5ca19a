/* The host's own inline assembly in host-only code, beside an offloaded
   region, is the host assembler's business: no diagnostic, even with a
   modifier that x86's assembler takes ("mov.s") (issue 35).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2" } */

int
h (int a)
{
  int b = 0;
  asm ("addl $1, %0" : "+r" (a));
  asm ("mov.s %1, %0" : "=r" (b) : "r" (a));
#pragma omp target map(tofrom: b)
  b++;
  return a + b;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
