/* The default trap also fires for inline PTX in a "declare target"
   function called from a target region, at -O2 where the function is
   inlined: the message names the asm statement's own file and line.
   Code before the statement still runs on the host.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-host-fallback=trap" } */
/* { dg-shouldfail "host fallback of inline PTX" } */

#include <stdio.h>

#pragma omp declare target
static int
twice (int x)
{
  int r;
  asm ("add.s32 %0, %1, %1;" : "=r" (r) : "r" (x));
  return r;
}
#pragma omp end declare target

int
main (void)
{
  int r = 0, x = 21;
  printf ("before the target region\n");
  fflush (stdout);
#pragma omp target map(tofrom: r) map(to: x)
  r = twice (x);
  return r != 42;
}

/* { dg-output "before the target region.*fallback-trap-function.c:16: inline PTX assembly cannot run on the host" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
