/* A statement with 80 operands in a loop that -O3 -funroll-loops unrolls
   completely (#pragma GCC unroll 4 on 4 iterations): whole copies of the
   sequence, one after another. */
/* { dg-do link } */
/* { dg-options "-O3 -funroll-loops" } */

int
main (void)
{
  int s = 0;
#pragma omp target map(tofrom: s)
  {
    int v[40] = { 0 };
#pragma GCC unroll 4
    for (int k = 0; k < 4; k++)
      asm volatile ("add.s32 %0, %0, %40;\n"
                    "add.s32 %1, %1, %40;\n"
                    "add.s32 %2, %2, %40;\n"
                    "add.s32 %3, %3, %40;\n"
                    "add.s32 %4, %4, %40;\n"
                    "add.s32 %5, %5, %40;\n"
                    "add.s32 %6, %6, %40;\n"
                    "add.s32 %7, %7, %40;\n"
                    "add.s32 %8, %8, %40;\n"
                    "add.s32 %9, %9, %40;\n"
                    "add.s32 %10, %10, %40;\n"
                    "add.s32 %11, %11, %40;\n"
                    "add.s32 %12, %12, %40;\n"
                    "add.s32 %13, %13, %40;\n"
                    "add.s32 %14, %14, %40;\n"
                    "add.s32 %15, %15, %40;\n"
                    "add.s32 %16, %16, %40;\n"
                    "add.s32 %17, %17, %40;\n"
                    "add.s32 %18, %18, %40;\n"
                    "add.s32 %19, %19, %40;\n"
                    "add.s32 %20, %20, %40;\n"
                    "add.s32 %21, %21, %40;\n"
                    "add.s32 %22, %22, %40;\n"
                    "add.s32 %23, %23, %40;\n"
                    "add.s32 %24, %24, %40;\n"
                    "add.s32 %25, %25, %40;\n"
                    "add.s32 %26, %26, %40;\n"
                    "add.s32 %27, %27, %40;\n"
                    "add.s32 %28, %28, %40;\n"
                    "add.s32 %29, %29, %40;\n"
                    "add.s32 %30, %30, %40;\n"
                    "add.s32 %31, %31, %40;\n"
                    "add.s32 %32, %32, %40;\n"
                    "add.s32 %33, %33, %40;\n"
                    "add.s32 %34, %34, %40;\n"
                    "add.s32 %35, %35, %40;\n"
                    "add.s32 %36, %36, %40;\n"
                    "add.s32 %37, %37, %40;\n"
                    "add.s32 %38, %38, %40;\n"
                    "add.s32 %39, %39, %40;\n"
                  : "+r" (v[0]), "+r" (v[1]), "+r" (v[2]), "+r" (v[3]),
                    "+r" (v[4]), "+r" (v[5]), "+r" (v[6]), "+r" (v[7]),
                    "+r" (v[8]), "+r" (v[9]), "+r" (v[10]), "+r" (v[11]),
                    "+r" (v[12]), "+r" (v[13]), "+r" (v[14]), "+r" (v[15]),
                    "+r" (v[16]), "+r" (v[17]), "+r" (v[18]), "+r" (v[19]),
                    "+r" (v[20]), "+r" (v[21]), "+r" (v[22]), "+r" (v[23]),
                    "+r" (v[24]), "+r" (v[25]), "+r" (v[26]), "+r" (v[27]),
                    "+r" (v[28]), "+r" (v[29]), "+r" (v[30]), "+r" (v[31]),
                    "+r" (v[32]), "+r" (v[33]), "+r" (v[34]), "+r" (v[35]),
                    "+r" (v[36]), "+r" (v[37]), "+r" (v[38]), "+r" (v[39])
                  : "r" (k));
    for (int i = 0; i < 40; i++)
      s += v[i];
  }
  return s != 40 * 6;
}

/* { dg-final { scan-ptx {part 1 of 3.*part 1 of 3.*part 1 of 3.*part 1 of 3} } } */
