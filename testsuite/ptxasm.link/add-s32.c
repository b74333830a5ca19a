/* The first example: builds, and the PTX holds the template with
   the operands in .b32 registers, as nvcc passes them.  */
/* { dg-do link } */

int
main (void)
{
  int i, j = 3, k = 4;
#pragma omp target map(from: i) map(to: j, k)
  asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k));
  return i != 7;
}

/* { dg-final { scan-ptx {\.reg \.b32 %ptxasm[0-9]+_0;} } } */
/* { dg-final { scan-ptx {add\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_1, %ptxasm\1_2;} } } */
/* { dg-final { scan-ptx {mov\.b32 %r[0-9]+, %ptxasm[0-9]+_0;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
