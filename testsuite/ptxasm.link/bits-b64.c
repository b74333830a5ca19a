/* "l" operands (a long long and a pointer) reach the template in .b64
   registers.  */
/* { dg-do link } */

int
main (void)
{
  long long x = 5, y = 0;
  int v = 7, *p = &v, *q = 0;
#pragma omp target map(from: y, q) map(to: x)
  {
    asm ("add.s64 %0, %1, 1;" : "=l" (y) : "l" (x));
    int local = 3, *lp = &local;
    asm ("mov.b64 %0, %1;" : "=l" (q) : "l" (lp));
  }
  return y != 6;
}

/* { dg-final { scan-ptx {\.reg \.b64 %ptxasm([0-9]+)_0;\n\t\.reg \.b64 %ptxasm\1_1;\n\tmov\.b64 %ptxasm\1_1, %r[0-9]+;\n\tadd\.s64 %ptxasm\1_0, %ptxasm\1_1, 1;} } } */
/* { dg-final { scan-ptx {mov\.b64 %ptxasm([0-9]+)_0, %ptxasm\1_1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
