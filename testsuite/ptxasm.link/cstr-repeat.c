/* A "C" operand referenced twice, and two "C" operands naming the same
   array: pasted at every reference.  */
/* { dg-do link } */

static const char w[] = "word";

int
main (void)
{
#pragma omp target
  asm volatile ("// %0-%1-%0-%1" :: "C" (w), "C" (w));
  return 0;
}

/* { dg-final { scan-ptx {// word-word-word-word\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
