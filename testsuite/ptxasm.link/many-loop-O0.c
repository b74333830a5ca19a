/* A statement with 80 operands in a loop at -O0 */
/* { dg-do link } */
/* { dg-options "-O0" } */

#include "many-add40.h"

int
main (void)
{
  int s = 0;
#pragma omp target map(tofrom: s)
  {
    int v[40] = { 0 };
    for (int k = 0; k < 16; k++)
      ADD40 (v, k);
    for (int i = 0; i < 40; i++)
      s += v[i];
  }
  return s != 40 * 120;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
