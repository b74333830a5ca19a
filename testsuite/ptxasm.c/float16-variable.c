/* A _Float16 variable in an offloaded function: GCC's nvptx compiler
   (12, 13 and 14) stops at the offload link with an internal compiler
   error; ptxasm reports it at the use, with the way around it.  */
/* { dg-do compile } */

#pragma omp declare target
float
twice (float x)
{
  _Float16 y = x; /* { dg-error "12:._Float16. in offloaded code: GCC \[0-9\]+.s nvptx compiler cannot compile 16-bit floating-point values \\(the offload link would fail\\); keep the value.s bits in an .unsigned short. and convert them with PTX.s .cvt. in an asm statement \\(\"h\" operands\\)" } */
  return y * 2;
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
