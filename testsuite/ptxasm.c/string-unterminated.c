/* A string without its closing '"': nvptx-none-as would crash.  */
/* { dg-do compile } */

void
f (void)
{
#pragma omp target
  asm volatile (".pragma \"nounroll;"); /* { dg-error "string without its closing .\". in the asm text" } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
