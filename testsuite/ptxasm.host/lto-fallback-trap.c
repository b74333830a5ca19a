/* With -flto the host code is compiled again at link time by lto1, where
   the device pass does not run; the host pass must still keep the PTX
   from the host assembler (the plugin is given at link time too), and
   with host-fallback=trap stop there.  */
/* { dg-do run } */
/* { dg-options "-flto -O2 -fplugin-arg-ptxasm-host-fallback=trap" } */
/* { dg-shouldfail "host fallback of inline PTX" } */

int
main (void)
{
  int i = 0, j = 3, k = 4;
#pragma omp target map(from: i) map(to: j, k)
  asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k));
  return i != 7;
}

/* { dg-output "lto-fallback-trap.c:14: inline PTX assembly cannot run on the host" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
