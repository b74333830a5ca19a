/* A very long template: 4000 instructions in one statement.  */
/* { dg-do compile } */

#define I4 "add.u32 %0, %0, 1;\n\t" "add.u32 %0, %0, 1;\n\t" "add.u32 %0, %0, 1;\n\t" "add.u32 %0, %0, 1;\n\t"
#define I40 I4 I4 I4 I4 I4 I4 I4 I4 I4 I4
#define I400 I40 I40 I40 I40 I40 I40 I40 I40 I40 I40
#define I4000 I400 I400 I400 I400 I400 I400 I400 I400 I400 I400

void
f (int i)
{
#pragma omp target map(tofrom: i)
  asm (I4000 : "+r" (i));
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
