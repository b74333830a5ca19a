/* An "f" operand whose value was memcpy'd from an int: GCC folds the
   copy into a .u32 register, and the template must still get .f32.  */
/* { dg-do link } */
/* { dg-options "-O1" } */

#include <string.h>

#pragma omp declare target
void
g (int i)
{
  float f;
  memcpy (&f, &i, sizeof f);
  asm volatile ("{ .reg .f32 t; mov.f32 t, %0; }" :: "f" (f));
}
#pragma omp end declare target

int
main (void)
{
  int i = 0x3f800000;
#pragma omp target map(to: i)
  g (i);
  return 0;
}

/* { dg-final { scan-ptx {mov\.b32 %ptxasm([0-9]+)_0, %r[0-9]+;\s+\{ \.reg \.f32 t; mov\.f32 t, %ptxasm\1_0; \}} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
