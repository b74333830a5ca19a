/* "C" operands are pasted into the template: the host fallback computes
   the statement with their text in place (issue 23).  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-warn-host-fallback" } */

#include <stdio.h>

static const char op[] = "add.s32";
static const char imm[] = "37";
static const char sh[] = "shl.b32";

int
main (void)
{
  int x = 5, y = 3;
#pragma omp target map(tofrom: x, y)
  {
    asm ("%1 %0, %0, %2;" : "+r" (x) : "C" (op), "C" (imm));
    asm ("{ .reg .u32 t; %1 t, %0, 4; %2 %0, t, %0; }"
	 : "+r" (y) : "C" (sh), "C" (op));
  }
  printf ("emulate-cstr: %d %d\n", x, y);
  return 0;
}

/* { dg-output "emulate-cstr: 42 51" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
