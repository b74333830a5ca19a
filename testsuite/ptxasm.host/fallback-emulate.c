/* By default (host-fallback=emulate) the host copy of an offloaded asm
   that the host fallback can compute computes what the GPU computes
   (issue 23): the program of fallback-trap.c, which stops there under
   host-fallback=trap, runs to its end.  */
/* { dg-do run } */

#include <stdio.h>

int
main (void)
{
  int i = 0, j = 3, k = 4;
#pragma omp target map(from: i) map(to: j, k)
  asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k));
  printf ("fallback-emulate: %d\n", i);
  return i != 7;
}

/* { dg-output "fallback-emulate: 7" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
