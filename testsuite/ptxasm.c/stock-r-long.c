/* PTX written for stock GCC's nvptx dialect, where "r" takes any
   register: nvcc's error stays, and a note says what stock GCC's "r"
   is.  */
/* { dg-do compile } */

long
f (long y)
{
#pragma omp target map(tofrom: y)
  {
    asm ("add.s64 %0, %0, 1;" : "+r" (y)); /* { dg-error "size\\(8\\) does not match type/size implied by constraint .r." } */
    /* { dg-note "has type .long int.; use \"\\+l\"; stock GCC's nvptx \"r\" takes a register of any type, nvcc's \"r\" only 32-bit integers" "" { target *-*-* } .-1 } */
  }
  return y;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
