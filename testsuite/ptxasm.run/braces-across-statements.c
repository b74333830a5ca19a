/* A scope opened in one asm statement and closed in a later one: the
   register declared in it carries the value between them.  */
/* { dg-do run } */

#include <stdio.h>

int
main (void)
{
  int i = 0, j = 20;
#pragma omp target map(from: i) map(to: j)
  {
    asm volatile ("{ .reg .b32 t; // {");
    asm volatile ("mov.b32 t, %0; /* } */" :: "r" (j));
    asm volatile ("{ .reg .b32 u; add.s32 u, t, t; mov.b32 t, u; }");
    asm volatile ("add.s32 %0, t, 2; }" : "=r" (i));
  }
  if (i != 42)
    {
      printf ("braces-across-statements: %d, want 42\n", i);
      return 1;
    }
  puts ("braces-across-statements: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
