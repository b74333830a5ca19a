/* A "+f" operand on a union member: in and out through a .f32
   register, whatever register GCC holds the union in.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

union W { double d; float f; long long l; };

#pragma omp declare target
long long
twice (long long x)
{
  union W w;
  w.l = x;
  asm ("add.f32 %0, %0, %0;" : "+f" (w.f));
  return w.l;
}
#pragma omp end declare target

int
main (void)
{
  long long x = 0x3f800000, y = 0;
#pragma omp target map(to: x) map(from: y)
  y = twice (x);
  return 0;
}

/* { dg-final { scan-ptx {\.reg \.f32 %ptxasm([0-9]+)_0;\s+mov\.b32 %ptxasm\1_0, %r[0-9]+;\s+add\.f32 %ptxasm\1_0, %ptxasm\1_0, %ptxasm\1_0;\s+mov\.b32 %r[0-9]+, %ptxasm\1_0;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
