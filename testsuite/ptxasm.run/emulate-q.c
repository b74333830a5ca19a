/* "q" operands (128 bits) on the host: mov.b128, its halves with
   {lo, hi}, ld and st of .b128 (issue 23).  The dg-output lines below
   were printed by an NVIDIA H100; ptxasm.host/run-on-host.exp runs the
   same program on the host, where the host fallback computes them, and
   must print the same.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-ptx=8.3" } */

#include <stdio.h>

static unsigned __int128 mem[2] __attribute__ ((aligned (16)));

static void
print (const char *what, unsigned __int128 v)
{
  printf ("%s %016llx%016llx\n", what, (unsigned long long) (v >> 64),
	  (unsigned long long) v);
}

int
main (void)
{
  unsigned __int128 x = ((unsigned __int128) 0x1111222233334444ull << 64)
			| 0x5555666677778888ull;
  unsigned __int128 y = 0, z = 7, w = ~(unsigned __int128) 0;
  long long lo = 0, hi = 0;
#pragma omp target map(tofrom: x, y, z, w, lo, hi, mem)
  {
    asm volatile ("mov.b128 %0, %1;" : "=q" (y) : "q" (x));
    asm volatile ("{ .reg .b64 a, b; mov.b128 {a, b}, %0; add.u64 a, a, 1;"
		  " mov.b128 %0, {b, a}; }" : "+q" (z));
    asm volatile ("st.global.b128 [%0+16], %1;" :: "l" (mem), "q" (x)
		  : "memory");
    asm volatile ("ld.b128 %0, [%1+16];" : "=q" (w) : "l" (mem) : "memory");
    asm volatile ("mov.b128 {%0, %1}, %2;" : "=l" (lo), "=l" (hi) : "q" (x));
  }
  print ("y", y);
  print ("z", z);
  print ("w", w);
  printf ("halves %llx %llx\n", (unsigned long long) lo,
	  (unsigned long long) hi);
  return 0;
}
/* { dg-output "y 11112222333344445555666677778888" } */
/* { dg-output "\[\r\n\]+z 00000000000000080000000000000000" } */
/* { dg-output "\[\r\n\]+w 11112222333344445555666677778888" } */
/* { dg-output "\[\r\n\]+halves 5555666677778888 1111222233334444" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
