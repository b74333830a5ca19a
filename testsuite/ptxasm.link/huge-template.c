/* A 200 KB template in offloaded code reaches the PTX whole and ptxas
   accepts it.  */
/* { dg-do link } */

#define S1 "// 0123456789abcdef0123456789abcdef0123456789abcdef0123456789 %0\n"
#define S4 S1 S1 S1 S1
#define S16 S4 S4 S4 S4
#define S64 S16 S16 S16 S16
#define S256 S64 S64 S64 S64
#define S1K S256 S256 S256 S256
#define S3K S1K S1K S1K

int
main (void)
{
  int i = 1;
#pragma omp target map(tofrom: i)
  asm volatile (S3K "add.s32 %0, %0, 1; // last" : "+r" (i));
  return i != 2;
}

/* { dg-final { scan-ptx {0123456789 %ptxasm([0-9]+)_0\nadd\.s32 %ptxasm\1_0, %ptxasm\1_0, 1; // last\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
