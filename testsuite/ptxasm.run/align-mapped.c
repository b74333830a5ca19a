/* A 16-byte vector load from mapped arrays that the host program
   declares with 16-byte alignment (the manual's advice for
   ld.global.v4.u32, which faults on a misaligned address): the device
   copies keep the alignment.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

static unsigned a[64] __attribute__ ((aligned (16)));
static char pad;
static unsigned b[64] __attribute__ ((aligned (16)));

int
main (void)
{
  unsigned sum = 0, mis = 0;
  for (int i = 0; i < 64; i++)
    a[i] = i, b[i] = 100 * i;
  pad = 1;
#pragma omp target map(to: a, b, pad) map(tofrom: sum, mis)
  {
    mis = (unsigned) (((unsigned long) a | (unsigned long) b) & 15);
    for (int i = 0; i < 64; i += 4)
      {
	unsigned x, y, z, w, p, q, r, s;
	asm ("ld.global.v4.u32 {%0, %1, %2, %3}, [%4];"
	     : "=r" (x), "=r" (y), "=r" (z), "=r" (w) : "l" (&a[i]));
	asm ("ld.global.v4.u32 {%0, %1, %2, %3}, [%4];"
	     : "=r" (p), "=r" (q), "=r" (r), "=r" (s) : "l" (&b[i]));
	sum += x + y + z + w + p + q + r + s + pad - 1;
      }
  }
  printf ("misaligned %u sum %u\n", mis, sum);
  return 0;
}

/* { dg-output "misaligned 0 sum 203616" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
