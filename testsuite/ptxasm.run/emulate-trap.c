/* nvcc's assert in PTX: "@p trap;" where p does not hold runs on, on
   the GPU and in the host fallback alike, which emulates the statement
   (ptxasm.host/emulate-trap-taken.c: the trap taken).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

int
main (int argc, char **argv)
{
  unsigned x = argc, y = 0;
  (void) argv;
#pragma omp target map(tofrom: y) map(to: x)
  asm volatile ("{ .reg .pred p; setp.eq.u32 p, %1, 7; @p trap;\n\t"
		"@p exit; @p brkpt; add.u32 %0, %1, 1; }"
		: "=r" (y) : "r" (x));
  printf ("trap not taken: %u\n", y);
  return y != 2;
}

/* { dg-output "trap not taken: 2" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
