/* An "f" operand read from a union member that GCC keeps in a .u32
   register (the union's int member shares it): the template must still
   get a .f32 register, as with nvcc, or ptxas rejects mov.f32.  */
/* { dg-do link } */
/* { dg-options "-O1" } */

union U1 { int i; float f; };

#pragma omp declare target
void
g (union U1 u)
{
  asm volatile ("{ .reg .f32 t; mov.f32 t, %0; }" :: "f" (u.f));
}
#pragma omp end declare target

int
main (void)
{
  union U1 u = { 1 };
#pragma omp target map(to: u)
  g (u);
  return 0;
}

/* { dg-final { scan-ptx {\.reg \.f32 %ptxasm([0-9]+)_0;\s+mov\.b32 %ptxasm\1_0, %r[0-9]+;\s+\{ \.reg \.f32 t; mov\.f32 t, %ptxasm\1_0; \}} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
