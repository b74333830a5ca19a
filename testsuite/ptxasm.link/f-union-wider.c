/* "f" operands read from a union whose storage GCC keeps in a .u64
   register (a float member of a union with long long): at -O2 GCC hands
   the asm a .u32 register extracted from it; add.f32 needs .f32.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

union W { double d; float f; long long l; };
union W2 { long long l; float f[2]; };

#pragma omp declare target
float
first (long long x)
{
  union W w;
  w.l = x;
  float r;
  asm ("add.f32 %0, %1, %1;" : "=f" (r) : "f" (w.f));
  return r;
}

float
second (long long x)
{
  union W2 w;
  w.l = x;
  float r;
  asm ("add.f32 %0, %1, %1;" : "=f" (r) : "f" (w.f[1]));
  return r;
}
#pragma omp end declare target

int
main (void)
{
  long long x = 0x3f8000003f800000ll;
  float a = 0, b = 0;
#pragma omp target map(to: x) map(from: a, b)
  {
    a = first (x);
    b = second (x);
  }
  return 0;
}

/* { dg-final { scan-ptx {add\.f32 %ptxasm([0-9]+)_0, %ptxasm\1_1, %ptxasm\1_1;} } } */
/* { dg-final { scan-ptx-not {add\.f32 %r} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
