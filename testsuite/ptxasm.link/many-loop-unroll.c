/* A statement with 80 operands in a loop that -O3 -funroll-loops unrolls
   completely (#pragma GCC unroll 4 on 4 iterations): whole copies of the
   sequence, one after another. */
/* { dg-do link } */
/* { dg-options "-O3 -funroll-loops" } */

#include "many-add40.h"

int
main (void)
{
  int s = 0;
#pragma omp target map(tofrom: s)
  {
    int v[40] = { 0 };
#pragma GCC unroll 4
    for (int k = 0; k < 4; k++)
      ADD40 (v, k);
    for (int i = 0; i < 40; i++)
      s += v[i];
  }
  return s != 40 * 6;
}

/* { dg-final { scan-ptx {part 1 of 3.*part 1 of 3.*part 1 of 3.*part 1 of 3} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
