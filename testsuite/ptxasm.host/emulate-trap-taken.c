/* trap, exit and brkpt in the host fallback: the statement is emulated
   (no warning) and the program stops, with the statement's place, when
   one runs, as the GPU's kernel stops there.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-warn-host-fallback" } */
/* { dg-shouldfail "trap in the host fallback" } */

#include <stdio.h>

int
main (void)
{
  unsigned x = 7, y = 0;
#pragma omp target map(tofrom: y) map(to: x)
  asm volatile ("{ .reg .pred p; setp.eq.u32 p, %1, 7; @p trap;\n\t"
		"add.u32 %0, %1, 1; }" : "=r" (y) : "r" (x));
  printf ("not reached: %u\n", y);
  return 0;
}

/* { dg-output "emulate-trap-taken.c:15: the inline PTX ran 'trap' in the host fallback" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
