/* A GNU C nested function in a target region: its asm is checked and
   rewritten like any offloaded asm (the "+r" operand is the user's, not
   a tied "0" input).  */
/* { dg-do link } */

int
main (void)
{
  int r = 0;
#pragma omp target map(from: r)
  {
    int nf (int a)
    {
      asm ("add.s32 %0, %0, %1;" : "+r" (a) : "r" (a));
      return a;
    }
    r = nf (21);
  }
  return r != 42;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_0, %ptxasm\1_1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
