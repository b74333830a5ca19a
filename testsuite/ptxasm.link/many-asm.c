/* 1024 asm statements in one target region, each declaring its own
   registers: ptxas accepts them all (every statement's register names are
   distinct).  */
/* { dg-do link } */

#define A1 asm volatile ("add.s32 %0, %0, %1;" : "+r" (i) : "r" (j));
#define A4 A1 A1 A1 A1
#define A16 A4 A4 A4 A4
#define A64 A16 A16 A16 A16
#define A256 A64 A64 A64 A64
#define A1K A256 A256 A256 A256

int
main (void)
{
  int i = 0, j = 1;
#pragma omp target map(tofrom: i) map(to: j)
  {
    A1K
  }
  return i != 1024;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
