/* An undeclared identifier as a "C" operand: GCC's own error, no crash
   in the front-end resolution of "C".  */
/* { dg-do compile } */

void
f (void)
{
#pragma omp target
  asm volatile ("// %0" :: "C" (nothere)); /* { dg-error "undeclared" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
