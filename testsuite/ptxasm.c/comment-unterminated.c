/* A comment without its end: nvptx-none-as would loop forever at link
   time.  */
/* { dg-do compile } */

void
f (void)
{
#pragma omp target
  asm volatile ("membar.gl; /* fence"); /* { dg-error "comment ./\\*. without its ../. in the asm text; end it in the same statement" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
