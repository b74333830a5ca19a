/* A "C" operand in a GNU C nested function of offloaded code: its text
   is pasted, as in any offloaded function.  */
/* { dg-do link } */

static const char op[] = "add.s32";

int
main (void)
{
  int r = 0;
#pragma omp target map(from: r)
  {
    int nf (int a)
    {
      int b;
      asm ("%1 %0, %2, %2;" : "=r" (b) : "C" (op), "r" (a));
      return b;
    }
    r = nf (21);
  }
  return r != 42;
}

/* { dg-final { scan-ptx {\tadd\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_2, %ptxasm\1_2;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
