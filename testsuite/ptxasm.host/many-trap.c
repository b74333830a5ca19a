/* The host copy of a statement with more than 30 operands (several asm
   statements once split) stops the program with one message naming the
   statement, and the compile says so by default.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-shouldfail "host fallback of inline PTX" } */

#define R4(x) "r" (x), "r" (x), "r" (x), "r" (x)
#define R16(x) R4 (x), R4 (x), R4 (x), R4 (x)

int
main (void)
{
  int i = 0, j = 3;
#pragma omp target map(from: i) map(to: j)
  asm ("add.s32 %0, %1, %40;" : "=r" (i) : R16 (j), R16 (j), R4 (j), R4 (j)); /* { dg-warning "the host fallback of this .asm. stops the program: its form is not emulated" } */
  return i != 6;
}

/* { dg-output "many-trap.c:16: inline PTX assembly cannot run on the host" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
