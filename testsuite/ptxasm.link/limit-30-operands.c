/* 15 "+r" outputs: 30 operands once split, exactly GCC's limit; the
   nvptx compiler accepts the rewritten statement.  */
/* { dg-do link } */

int
main (void)
{
  int a[15];
  for (int k = 0; k < 15; k++)
    a[k] = k;
#pragma omp target map(tofrom: a)
  asm ("add.s32 %0, %0, 1; add.s32 %14, %14, 1; // %1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11 %12 %13"
       : "+r" (a[0]), "+r" (a[1]), "+r" (a[2]), "+r" (a[3]), "+r" (a[4]),
	 "+r" (a[5]), "+r" (a[6]), "+r" (a[7]), "+r" (a[8]), "+r" (a[9]),
	 "+r" (a[10]), "+r" (a[11]), "+r" (a[12]), "+r" (a[13]), "+r" (a[14]));
  return a[0] != 1 || a[14] != 15;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm([0-9]+)_14, %ptxasm\1_14, 1; // %ptxasm\1_1 } } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
