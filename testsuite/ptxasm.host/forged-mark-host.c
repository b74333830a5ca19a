/* Host code whose asm begins with the text of ptxasm's marker is host
   code: the host pass leaves it alone, even in a file where it replaces
   offloaded statements.  (x86 asm.)  */
/* { dg-do run { target x86_64-*-* i?86-*-* } } */

#include <omp.h>
#include <stdio.h>

int
main (void)
{
  int i = 0, j = 3, k = 4, h = 0;
  asm volatile ("// begin inline asm (ptxasm)\n\tmov $42, %0" : "=r" (h));
#pragma omp target map(from: i) map(to: j, k)
  if (omp_is_initial_device ())
    i = j + k;
  else
    asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k));
  if (i != 7 || h != 42)
    {
      printf ("forged-mark-host: i %d, h %d (want 7, 42)\n", i, h);
      return 1;
    }
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
