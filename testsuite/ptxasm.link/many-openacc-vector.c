/* A statement with 80 operands in an OpenACC gang vector loop. */
/* { dg-do link } */
/* { dg-options "-O2 -fopenacc" } */

#include "many-add40.h"

int
main (void)
{
  int r[64];
#pragma acc parallel loop gang vector copyout(r)
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
