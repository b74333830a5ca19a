/* C comments inside templates, before and after instructions on one
   line: every instruction must still run (nvptx's tools turn a C comment
   into a "//" comment up to the end of its line).  */
/* { dg-do run } */

#include <stdio.h>

int
main (void)
{
  int v = 21, w = 5;
#pragma omp target map(tofrom: v, w)
  {
    asm ("/* double it */ add.u32 %0, %0, %0; /* done */" : "+r" (v));
    asm ("add.u32 %0, %0, 1; /* one */ add.u32 %0, %0, 2;" : "+r" (w));
  }
  if (v != 42 || w != 8)
    {
      printf ("comment: v = %d (want 42), w = %d (want 8)\n", v, w);
      return 1;
    }
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
