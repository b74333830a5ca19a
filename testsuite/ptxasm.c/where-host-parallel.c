/* A host "#pragma omp parallel" region (no target) is host code: x86 asm
   in it is left alone.  */
/* { dg-do compile } */

void
f (int *p)
{
#pragma omp parallel
  {
    int r;
    asm ("movl %1, %0" : "=a" (r) : "m" (p[0]));
    p[1] = r;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
