/* "f" takes float, in, out and "+f".  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    float x = j, y, z = i;
    asm ("mov.f32 %0, %2; add.f32 %1, %1, %2;" : "=f" (y), "+f" (z) : "f" (x));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
