/* Statements without operands: the guide's asm ("membar.gl;"), other
   fences as basic and extended asm with a "memory" clobber, and a basic
   asm that names a PTX special register with one '%' (basic asm text is
   not scanned for operands).  A flag written after a fence is read back
   by the host.  */
/* { dg-do run } */

#include <stdio.h>

int
main (void)
{
  int data = 0, flag = 0;

#pragma omp target map(tofrom: data, flag)
  {
    data = 42;
    asm ("membar.gl;");
    asm volatile ("membar.cta;" ::: "memory");
    asm volatile ("fence.sc.gpu;" ::: "memory");
    asm volatile ("{ .reg .u32 t; mov.u32 t, %laneid; }");
    asm volatile ("membar.sys;");
    flag = data + 1;
  }

  if (data != 42 || flag != 43)
    {
      printf ("guide-membar: data %d flag %d, want 42 43\n", data, flag);
      return 1;
    }
  puts ("guide-membar: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
