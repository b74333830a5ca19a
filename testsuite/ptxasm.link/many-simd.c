/* A statement with 80 operands in an OpenMP simd loop, which GCC
   compiles twice for nvptx (a SIMT and a SIMD copy). */
/* { dg-do link } */
/* { dg-options "-O2" } */

#include "many-add40.h"

int
main (void)
{
  int r[64];
#pragma omp target teams distribute parallel for simd map(from: r)
  for (int k = 0; k < 64; k++)
    {
      int v[40] = { 0 };
      ADD40 (v, k);
      r[k] = v[39];
    }
  for (int k = 0; k < 64; k++)
    if (r[k] != k)
      return 1;
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
