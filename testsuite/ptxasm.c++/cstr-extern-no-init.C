// The CUDA guide: "extern const char buf4[];" was not initialized:
// "without constant initialization".
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

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
