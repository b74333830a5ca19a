/* PTX written for stock GCC's nvptx dialect with "g": nvcc's error stays,
   and the note says what stock GCC's "g" is.  */
/* { dg-do compile } */

int
f (int *p)
{
  int v = 0;
#pragma omp target map(tofrom: v) map(to: p[0:1])
  {
    asm volatile ("ld.u32 %0, [%1];" : "=r" (v) : "g" (p)); /* { dg-error "constraint letter .g. is not allowed" } */
    /* { dg-note "has type .int \\*.; use \"l\"; stock GCC's nvptx \"g\" takes a register, memory or a constant, nvcc's letters name the register's type" "" { target *-*-* } .-1 } */
  }
  return v;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
