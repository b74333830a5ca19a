/* %[name] references (GCC resolves them in the front end) work like %N.  */
/* { dg-do link } */

int
main (void)
{
  int i = 0, j = 3, k = 4;
#pragma omp target map(from: i) map(to: j, k)
  asm ("add.s32 %[out], %[a], %[b];" : [out] "=r" (i) : [a] "r" (j), [b] "r" (k));
  return i != 7;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_1, %ptxasm\1_2;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
