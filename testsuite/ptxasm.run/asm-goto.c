/* asm goto on the GPU: the branch to the label is taken when the
   template branches, not otherwise.  */
/* { dg-do run } */

#include <stdio.h>

#pragma omp declare target
__attribute__ ((noinline)) int
classify (int x)
{
  asm goto ("{ .reg .pred p; setp.lt.s32 p, %0, 0; @p bra %l1; }"
	    :: "r" (x) :: negative);
  return 1;
 negative:
  return -1;
}
#pragma omp end declare target

int
main (void)
{
  int a = 0, b = 0, c = 0;
#pragma omp target map(from: a, b, c)
  {
    a = classify (5);
    b = classify (-5);
    asm goto ("bra %l0;" :::: skip);
    c = 100;
  skip:
    c += 7;
  }
  printf ("asm-goto: %d %d %d\n", a, b, c);
  return !(a == 1 && b == -1 && c == 7);
}

/* { dg-output "asm-goto: 1 -1 7" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
