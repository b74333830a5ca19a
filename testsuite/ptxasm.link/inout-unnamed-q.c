/* An unnamed "+q" operand keeps its value: both halves go into its
   .b128 register and back out (see inout-unnamed.c).  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-ptx=8.3" } */

__int128 x = ((__int128) 0x1122334455667788LL << 64) | 0x99aabbccddeeff00ULL;

int
main (void)
{
#pragma omp target map(tofrom: x)
  asm volatile ("" : "+q" (x));
  return 0;
}

/* { dg-final { scan-ptx {\.reg \.b128 (%ptxasm[0-9]+_0);\s*mov\.b128 \1, .%r[0-9]+, %r[0-9]+.;\s*mov\.b128 .%r[0-9]+, %r[0-9]+., \1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
