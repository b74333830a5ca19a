/* nvcc: a pointer variable (not the array itself) could not be folded.  */
/* { dg-do compile } */

static const char s[] = "abc";
const char *ptr = s;

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile ("// %0" :: "C" (ptr)); /* { dg-error "could not be folded" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
