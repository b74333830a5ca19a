/* nvcc: an extern array declared without its initializer: "without
   constant initialization".  */
/* { dg-do compile } */

extern const char buf4[];

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("// %0" :: "C" (buf4)); /* { dg-error "without constant initialization" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
