/* 4096 asm statements in one target region: all rewritten; no crash,
   no quadratic blow-up.  */
/* { dg-do compile } */

#define A1 asm volatile ("add.s32 %0, %0, %1; // %=" : "+r" (i) : "r" (j));
#define A4 A1 A1 A1 A1
#define A16 A4 A4 A4 A4
#define A64 A16 A16 A16 A16
#define A256 A64 A64 A64 A64
#define A1K A256 A256 A256 A256
#define A4K A1K A1K A1K A1K

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    A4K
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
