/* An "r" operand reaches the template in a .b32 register declared by the
   rewritten asm, as nvcc passes it, copied in before and out after.  */
/* { dg-do link } */

int
main (void)
{
  int i = 0, j = 41;
#pragma omp target map(from: i) map(to: j)
  asm ("add.s32 %0, %1, 1;" : "=r" (i) : "r" (j));
  return i != 42;
}

/* { dg-final { scan-ptx {\.reg \.b32 %ptxasm([0-9]+)_0;\n\t\.reg \.b32 %ptxasm\1_1;\n\tmov\.b32 %ptxasm\1_1, %r[0-9]+;\n\tadd\.s32 %ptxasm\1_0, %ptxasm\1_1, 1;\n\tmov\.b32 %r[0-9]+, %ptxasm\1_0;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
