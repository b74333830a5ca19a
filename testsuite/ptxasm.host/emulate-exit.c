/* exit without a guard in the host fallback: the program stops there,
   saying which instruction ran.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-warn-host-fallback" } */
/* { dg-shouldfail "exit in the host fallback" } */

int
main (void)
{
  int y = 0;
#pragma omp target map(tofrom: y)
  asm volatile ("mov.u32 %0, 1; exit;" : "=r" (y));
  return y;
}

/* { dg-output "emulate-exit.c:12: the inline PTX ran 'exit' in the host fallback" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
