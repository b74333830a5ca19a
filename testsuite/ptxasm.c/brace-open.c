/* A '{' that no later asm of the function closes: nvptx-none-as would
   crash at link time (an ICE of the nvptx compiler).  */
/* { dg-do compile } */

void
f (void)
{
#pragma omp target
  asm volatile ("{"); /* { dg-error ".\{. in the asm text is not closed by this or a later .asm. of the function" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
