/* Nested functions two deep in a declare target function, one of them
   using its parent's variable: every level is tagged.  */
/* { dg-do link } */

#pragma omp declare target
int
outer (int x)
{
  int k = 3;
  int mid (int a)
  {
    int inner (int b)
    {
      asm ("mad.lo.s32 %0, %0, %1, %0;" : "+r" (b) : "r" (k));
      return b;
    }
    return inner (a) + 1;
  }
  return mid (x);
}
#pragma omp end declare target

int
main (void)
{
  int r = 0;
#pragma omp target map(from: r)
  r = outer (10);
  return r != 41;
}

/* { dg-final { scan-ptx {mad\.lo\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_0, %ptxasm\1_1, %ptxasm\1_0;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
