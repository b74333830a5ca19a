/* An unnamed "+q" operand keeps its value on the GPU (needs PTX ISA
   8.3: sm_90a).  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

#include <stdio.h>

int
main (void)
{
  __int128 x = ((__int128) 0x1122334455667788LL << 64) | 0x99aabbccddeeff00ULL;
  __int128 want = x;
#pragma omp target map(tofrom: x)
  asm volatile ("" : "+q" (x));
  int ok = x == want;
  printf ("inout-unnamed-q: %016llx%016llx: %s\n",
	  (unsigned long long) (x >> 64), (unsigned long long) x,
	  ok ? "ok" : "WRONG");
  return !ok;
}

/* { dg-output "inout-unnamed-q: 112233445566778899aabbccddeeff00: ok" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
