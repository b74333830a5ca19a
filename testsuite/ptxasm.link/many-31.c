/* 31 operands (one output, 30 inputs), one more than one GCC asm
   takes: the statement becomes two pieces in one brace scope; ptxas
   judges the PTX.  */
/* { dg-do link } */

int
main (void)
{
  int x[30], s;
  for (int k = 0; k < 30; k++)
    x[k] = k;
#pragma omp target map(to: x) map(from: s)
  asm ("add.s32 %0, %1, %2;\n"
       "add.s32 %0, %0, %3;\n"
       "add.s32 %0, %0, %4;\n"
       "add.s32 %0, %0, %5;\n"
       "add.s32 %0, %0, %6;\n"
       "add.s32 %0, %0, %7;\n"
       "add.s32 %0, %0, %8;\n"
       "add.s32 %0, %0, %9;\n"
       "add.s32 %0, %0, %10;\n"
       "add.s32 %0, %0, %11;\n"
       "add.s32 %0, %0, %12;\n"
       "add.s32 %0, %0, %13;\n"
       "add.s32 %0, %0, %14;\n"
       "add.s32 %0, %0, %15;\n"
       "add.s32 %0, %0, %16;\n"
       "add.s32 %0, %0, %17;\n"
       "add.s32 %0, %0, %18;\n"
       "add.s32 %0, %0, %19;\n"
       "add.s32 %0, %0, %20;\n"
       "add.s32 %0, %0, %21;\n"
       "add.s32 %0, %0, %22;\n"
       "add.s32 %0, %0, %23;\n"
       "add.s32 %0, %0, %24;\n"
       "add.s32 %0, %0, %25;\n"
       "add.s32 %0, %0, %26;\n"
       "add.s32 %0, %0, %27;\n"
       "add.s32 %0, %0, %28;\n"
       "add.s32 %0, %0, %29;\n"
       "add.s32 %0, %0, %30;\n"
       : "=r" (s)
       : "r" (x[0]), "r" (x[1]), "r" (x[2]), "r" (x[3]), "r" (x[4]),
         "r" (x[5]), "r" (x[6]), "r" (x[7]), "r" (x[8]), "r" (x[9]),
         "r" (x[10]), "r" (x[11]), "r" (x[12]), "r" (x[13]), "r" (x[14]),
         "r" (x[15]), "r" (x[16]), "r" (x[17]), "r" (x[18]), "r" (x[19]),
         "r" (x[20]), "r" (x[21]), "r" (x[22]), "r" (x[23]), "r" (x[24]),
         "r" (x[25]), "r" (x[26]), "r" (x[27]), "r" (x[28]), "r" (x[29]));
  return s != 435;
}

/* { dg-final { scan-ptx {part 1 of 2\n\t\x7b\n\t\.reg \.b32 %ptxasm_0;} } } */
/* { dg-final { scan-ptx {add\.s32 %ptxasm_0, %ptxasm_0, %ptxasm_30;} } } */
/* { dg-final { scan-ptx {part 2 of 2\n(.*\n)*\t\x7d\n\t// end inline asm} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
