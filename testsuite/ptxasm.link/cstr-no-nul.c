/* In C an array can be exactly as long as its string, with no NUL:
   it is pasted whole, as nvcc does.  */
/* { dg-do link } */

static const char nonul[3] = "abc";

int
main (void)
{
#pragma omp target
  asm volatile ("// [%0]" :: "C" (nonul));
  return 0;
}

/* { dg-final { scan-ptx {// \[abc\]\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
