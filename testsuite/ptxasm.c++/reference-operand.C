// Operands that are references to int / long long / float are their
// referred-to types: accepted with r / l / f.
/* { dg-do compile } */

#pragma omp declare target
void
g (int &i, long long &l, float &x)
{
  asm ("add.s32 %0, %0, 1;" : "+r" (i));
  asm ("add.s64 %0, %0, 1;" : "+l" (l));
  asm ("add.f32 %0, %0, %1;" : "+f" (x) : "f" (x));
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
