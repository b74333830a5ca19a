/* 32 "+r" operands: 64 once each "+" is an output and a tied input.  */
/* { dg-do link } */

int
main (void)
{
  int a[32];
  for (int k = 0; k < 32; k++)
    a[k] = k;
#pragma omp target map(tofrom: a)
  asm ("add.s32 %0, %0, 1;\n"
       "add.s32 %1, %1, 2;\n"
       "add.s32 %2, %2, 3;\n"
       "add.s32 %3, %3, 4;\n"
       "add.s32 %4, %4, 5;\n"
       "add.s32 %5, %5, 6;\n"
       "add.s32 %6, %6, 7;\n"
       "add.s32 %7, %7, 8;\n"
       "add.s32 %8, %8, 9;\n"
       "add.s32 %9, %9, 10;\n"
       "add.s32 %10, %10, 11;\n"
       "add.s32 %11, %11, 12;\n"
       "add.s32 %12, %12, 13;\n"
       "add.s32 %13, %13, 14;\n"
       "add.s32 %14, %14, 15;\n"
       "add.s32 %15, %15, 16;\n"
       "add.s32 %16, %16, 17;\n"
       "add.s32 %17, %17, 18;\n"
       "add.s32 %18, %18, 19;\n"
       "add.s32 %19, %19, 20;\n"
       "add.s32 %20, %20, 21;\n"
       "add.s32 %21, %21, 22;\n"
       "add.s32 %22, %22, 23;\n"
       "add.s32 %23, %23, 24;\n"
       "add.s32 %24, %24, 25;\n"
       "add.s32 %25, %25, 26;\n"
       "add.s32 %26, %26, 27;\n"
       "add.s32 %27, %27, 28;\n"
       "add.s32 %28, %28, 29;\n"
       "add.s32 %29, %29, 30;\n"
       "add.s32 %30, %30, 31;\n"
       "add.s32 %31, %31, 32;\n"
       : "+r" (a[0]), "+r" (a[1]), "+r" (a[2]), "+r" (a[3]), "+r" (a[4]),
         "+r" (a[5]), "+r" (a[6]), "+r" (a[7]), "+r" (a[8]), "+r" (a[9]),
         "+r" (a[10]), "+r" (a[11]), "+r" (a[12]), "+r" (a[13]),
         "+r" (a[14]), "+r" (a[15]), "+r" (a[16]), "+r" (a[17]),
         "+r" (a[18]), "+r" (a[19]), "+r" (a[20]), "+r" (a[21]),
         "+r" (a[22]), "+r" (a[23]), "+r" (a[24]), "+r" (a[25]),
         "+r" (a[26]), "+r" (a[27]), "+r" (a[28]), "+r" (a[29]),
         "+r" (a[30]), "+r" (a[31]));
  for (int k = 0; k < 32; k++)
    if (a[k] != 2 * k + 1)
      return 1;
  return 0;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm_31, %ptxasm_31, 32;} } } */
/* { dg-final { scan-ptx {part 3 of 3} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
