/* Unnamed "+" operands in an OpenACC parallel region, every letter.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */

#include <stdio.h>

int
main (void)
{
  float f = 1.5f;
  double d = -2.25;
  int r = 7, a = 3, b = 4;
  long l = 9;
  short h = -11;
#pragma acc parallel num_gangs(1) num_workers(1) \
		     copy(f, d, r, a, b, l, h)
  {
    asm volatile ("" : "+f" (f) :: "memory");
    asm volatile ("" : "+d" (d));
    asm volatile ("membar.gl;" : "+r" (r));
    asm volatile ("" : "+l" (l));
    asm volatile ("" : "+h" (h));
    asm ("add.s32 %1, %1, 1;" : "+r" (a), "+r" (b));
  }
  int ok = f == 1.5f && d == -2.25 && r == 7 && l == 9 && h == -11
	   && a == 3 && b == 5;
  printf ("inout-unnamed-acc: %g %g %d %ld %d %d %d: %s\n", (double) f, d, r,
	  l, h, a, b, ok ? "ok" : "WRONG");
  return !ok;
}

/* { dg-output "inout-unnamed-acc: 1.5 -2.25 7 9 -11 3 5: ok" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
