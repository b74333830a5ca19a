/* With -flto the host code is compiled again at link time by lto1, where
   the device pass does not run: the statement carries what the host
   fallback needs (a PTX comment), and the host computes it (issue 23).
   The plugin is given at link time too.  */
/* { dg-do run } */
/* { dg-options "-flto -O2" } */

#include <stdio.h>

int
main (void)
{
  int i = 0, j = 3, k = 4;
#pragma omp target map(from: i) map(to: j, k)
  asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k));
  printf ("lto-fallback: %d\n", i);
  return i != 7;
}

/* { dg-output "lto-fallback: 7" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
