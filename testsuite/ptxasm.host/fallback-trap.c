/* host-fallback=trap: the host copy stops the program, naming its line.  */
/* { dg-options "-fplugin-arg-ptxasm-host-fallback=trap" } */
/* { dg-do run } */
/* { dg-shouldfail "host fallback of inline PTX" } */

int
main (void)
{
  int i = 0, j = 3, k = 4;
#pragma omp target map(from: i) map(to: j, k)
  asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k));
  return i != 7;
}

/* { dg-output "fallback-trap.c:11: inline PTX assembly cannot run on the host" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
