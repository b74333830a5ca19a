/* 31 operands written by the user (one output, 30 inputs): more than
   one GCC asm takes (30), which GCC itself would report only when the
   nvptx compiler expands the statement at link time.  nvcc has no limit;
   the plugin splits the statement into several, so it is accepted (it
   used to be an error).  */
/* { dg-do compile } */

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:1])
  {
    int x = p[0];
    asm ("// %0 %30" : "=r" (p[0]) : "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
