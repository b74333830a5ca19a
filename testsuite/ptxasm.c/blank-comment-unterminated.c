/* A comment without its end is not a blank template: it is a mistake.  */
/* { dg-do compile } */

void
f (void)
{
#pragma omp target
  {
    asm volatile ("/* no end"); /* { dg-error "comment ./\\*. without its .\\*\\/. in the asm text" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
