/* "f" and "d" operands reach the template in .f32/.f64 registers of
   their own, filled and emptied with mov.b32/mov.b64 (which accept a
   register of any type of that size), as with nvcc: GCC may hold the
   value in a register of another type (see f-union-member.c).  */
/* { dg-do link } */

int
main (void)
{
  float x = 1.5f, fr = 0.0f;
  double y = 2.5, dr = 0.0;
#pragma omp target map(from: fr, dr) map(to: x, y)
  {
    asm ("add.f32 %0, %1, %1;" : "=f" (fr) : "f" (x));
    asm ("add.f64 %0, %1, %1;" : "=d" (dr) : "d" (y));
  }
  return fr != 3.0f || dr != 5.0;
}

/* { dg-final { scan-ptx {\.reg \.f32 %ptxasm([0-9]+)_0;\s+\.reg \.f32 %ptxasm\1_1;\s+mov\.b32 %ptxasm\1_1, %r[0-9]+;\s+add\.f32 %ptxasm\1_0, %ptxasm\1_1, %ptxasm\1_1;\s+mov\.b32 %r[0-9]+, %ptxasm\1_0;} } } */
/* { dg-final { scan-ptx {\.reg \.f64 %ptxasm([0-9]+)_0;\s+\.reg \.f64 %ptxasm\1_1;\s+mov\.b64 %ptxasm\1_1, %r[0-9]+;\s+add\.f64 %ptxasm\1_0, %ptxasm\1_1, %ptxasm\1_1;\s+mov\.b64 %r[0-9]+, %ptxasm\1_0;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
