/* A function holding a statement with 80 operands, inlined three
   times, twice in the arms of an if: each copy is its own scope. */
/* { dg-do link } */
/* { dg-options "-O2" } */

#include "many-add40.h"

#pragma omp declare target
static inline __attribute__ ((always_inline)) int
big (int *v, int k)
{
  ADD40 (v, k);
  return v[0] + v[39];
}
#pragma omp end declare target

int
main (void)
{
  int s = 0, t = 0, c = 1;
#pragma omp target map(tofrom: s, t) map(to: c)
  {
    int v[40] = { 0 };
    s = big (v, 1);
    if (c)
      t = big (v, 2);
    else
      t = big (v, 3) + 1;
  }
  return s != 2 || t != 6;
}

/* { dg-final { scan-ptx {part 1 of 3.*part 1 of 3.*part 1 of 3} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
