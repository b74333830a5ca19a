/* Only the address of a _Float16 variable, reinterpreted as its bits:
   GCC's nvptx compiler still stops (a pointer to _Float16).  */
/* { dg-do compile } */

#pragma omp declare target
_Float16 g16;
unsigned short
bits (void)
{
  return *(unsigned short *) &g16; /* { dg-error "._Float16. in offloaded code: GCC \[0-9\]+.s nvptx compiler cannot compile 16-bit floating-point values" } */
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
