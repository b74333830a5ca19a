/* GNU C nested functions in offloaded code run with nvcc's meaning: a
   "+r" operand, a "C" operand, and a nested function using its parent's
   variable.  */
/* { dg-do run } */

#include <stdio.h>

static const char op[] = "add.s32";

int
main (void)
{
  int r1 = 0, r2 = 0, r3 = 0;
#pragma omp target map(from: r1, r2, r3)
  {
    int k = 3;
    int plus (int a)
    {
      asm ("add.s32 %0, %0, %1;" : "+r" (a) : "r" (a));
      return a;
    }
    int pasted (int a)
    {
      int b;
      asm ("%1 %0, %2, %2;" : "=r" (b) : "C" (op), "r" (a));
      return b;
    }
    int uses_parent (int a)
    {
      asm ("mad.lo.s32 %0, %0, %1, %0;" : "+r" (a) : "r" (k));
      return a;
    }
    r1 = plus (21);
    r2 = pasted (50);
    r3 = uses_parent (10);
  }
  if (r1 != 42 || r2 != 100 || r3 != 40)
    {
      printf ("nested-function: %d %d %d, want 42 100 40\n", r1, r2, r3);
      return 1;
    }
  puts ("nested-function: ok");
  return 0;
}

/* { dg-output "nested-function: ok" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
