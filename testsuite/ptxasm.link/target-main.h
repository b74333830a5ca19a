/* target-main.h -- the program of the tests that look only at the PTX
   preamble (target-*.c, noptxas-target.c): one statement in a target
   region.  */

int
main (void)
{
  int x = 0;
#pragma omp target map(from: x)
  asm ("mov.u32 %0, 7;" : "=r" (x));
  return x != 7;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
