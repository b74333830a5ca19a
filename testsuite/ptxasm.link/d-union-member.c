/* A "d" operand read from a union member that GCC keeps in a .u64
   register: the template must get a .f64 register, as with nvcc.  */
/* { dg-do link } */
/* { dg-options "-O1" } */

union U2 { long long i; double d; };

#pragma omp declare target
void
g (union U2 u)
{
  asm volatile ("{ .reg .f64 t; mov.f64 t, %0; }" :: "d" (u.d));
}
#pragma omp end declare target

int
main (void)
{
  union U2 u = { 1 };
#pragma omp target map(to: u)
  g (u);
  return 0;
}

/* { dg-final { scan-ptx {\.reg \.f64 %ptxasm([0-9]+)_0;\s+mov\.b64 %ptxasm\1_0, %r[0-9]+;\s+\{ \.reg \.f64 t; mov\.f64 t, %ptxasm\1_0; \}} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
