/* PTX written for stock GCC's nvptx dialect with a memory operand: nvcc's
   error stays, and a note says how nvcc's dialect writes it.  */
/* { dg-do compile } */

int
f (void)
{
  int a = 0;
#pragma omp target map(tofrom: a)
  {
    asm volatile ("st.u32 %0, 1;" : "=m" (a)); /* { dg-error "constraint letter .m. is not allowed" } */
    /* { dg-note "has type .int.; use \"=r\"; stock GCC's nvptx \"m\" is a memory operand, which nvcc's dialect has not: pass the address with \"l\" and write \\\[%N\\\] in the template" "" { target *-*-* } .-1 } */
  }
  return a;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
