/* An "f" operand that is an element of a GCC vector: it reaches the
   template in a .f32 register.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

typedef float v4f __attribute__ ((vector_size (16)));

#pragma omp declare target
float
g (v4f v)
{
  float r;
  asm ("add.f32 %0, %1, %1;" : "=f" (r) : "f" (v[2]));
  return r;
}
#pragma omp end declare target

int
main (void)
{
  float r = 0;
#pragma omp target map(from: r)
  {
    v4f v = { 1, 2, 3, 4 };
    r = g (v);
  }
  return 0;
}

/* { dg-final { scan-ptx {add\.f32 %ptxasm([0-9]+)_0, %ptxasm\1_1, %ptxasm\1_1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
