// A template parameter naming an extern array without initializer: the
// error is reported in the instantiation.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

template <const char *p>
void
emit ()
{
  asm volatile ("// %0" :: "C" (p)); /* { dg-error "without constant initialization" } */
}

extern const char undefined_text[];

void
f ()
{
#pragma omp target
  emit<undefined_text> ();
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
