/* A 200 KB template whose very last reference is out of range: the
   error is found; no crash.  */
/* { dg-do compile } */

#define S1 "// 0123456789abcdef0123456789abcdef0123456789abcdef0123456789 %0\n"
#define S4 S1 S1 S1 S1
#define S16 S4 S4 S4 S4
#define S64 S16 S16 S16 S16
#define S256 S64 S64 S64 S64
#define S1K S256 S256 S256 S256
#define S3K S1K S1K S1K

void
f (int i)
{
#pragma omp target map(tofrom: i)
  asm volatile (S3K "add.s32 %0, %0, %1;" : "+r" (i)); /* { dg-error "refers to operand .%1." } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
