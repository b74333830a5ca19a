/* nvcc refuses a volatile "C" array (measured with nvcc 13).  */
/* { dg-do compile } */

static const volatile char vv[] = ".rn";

void
f (void)
{
#pragma omp target
  asm volatile ("// %0" :: "C" (vv)); /* { dg-error "address of a variable ..vv.. with unsupported type ..const volatile char.4..." } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
