/* atom and red add.noftz of f16 and f16x2: a sequence of adds on one
   thread (rounding to nearest, subnormals kept, infinities, NaN), the
   old values that atom returns, and the exact sum of four OpenMP
   threads' adds.  The dg-output lines were printed by an H100; the
   host fallback, which adds in a compare-and-swap loop, prints the
   same.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define K 16

int
main (void)
{
  /* 1, 2^-11 (half an ulp of 1), 3 * 2^-11, 1024, 0.5, a subnormal,
     -1, 65504, 65504 (to inf), -inf, NaN, ...  */
  static const unsigned short v[K] = {
    0x3c00, 0x1000, 0x1200, 0x6400, 0x3800, 0x0003, 0xbc00, 0x7bff,
    0x7bff, 0xfc00, 0x7e01, 0x0001, 0x8001, 0x3555, 0xb555, 0x4248 };
  unsigned short olds[K], last16 = 0;
  unsigned oldp[K], lastp = 0, sum = 0;
  static unsigned short cell16 __attribute__ ((aligned (4)));
  static unsigned cellp;
#pragma omp target map(to: v) map(from: olds, oldp, last16, lastp, sum)
  {
    unsigned short *c16 = &cell16;
    unsigned *cp = &cellp;
    *c16 = 0;
    *cp = 0x80000000;		/* +0 and -0 */
    for (int k = 0; k < K; k++)
      {
	unsigned pair = v[k] | (unsigned) v[K - 1 - k] << 16;
	asm volatile ("atom.global.add.noftz.f16 %0, [%1], %2;"
		      : "=h" (olds[k]) : "l" (c16), "h" (v[k]) : "memory");
	asm volatile ("atom.add.noftz.f16x2 %0, [%1], %2;"
		      : "=r" (oldp[k]) : "l" (cp), "r" (pair) : "memory");
      }
    last16 = *c16;
    lastp = *cp;
    *cp = 0;
#pragma omp parallel num_threads(4)
    for (int k = 0; k < 8; k++)
      asm volatile ("red.gpu.global.add.noftz.f16x2 [%0], %1;"
		    : : "l" (cp), "r" (0x40003c00u) : "memory");
    sum = *cp;
  }
  unsigned h = 2166136261u;
  for (int k = 0; k < K; k++)
    h = ((h ^ olds[k]) * 16777619u ^ oldp[k]) * 16777619u;
  printf ("atom f16: %08x last %04x %08x\n", h, last16, lastp);
  printf ("red f16x2: %08x\n", sum);
  for (int k = 0; k < K; k++)
    printf ("%04x/%08x%c", olds[k], oldp[k], k % 8 == 7 ? '\n' : ' ');
  return 0;
}

/* { dg-output "atom f16: 99c4a677 last 7fff 7fff7fff" } */
/* { dg-output "\[\r\n\]+red f16x2: 54005000" } */
/* { dg-output "\[\r\n\]+0000/80000000 3c00/42483c00 3c00/419d3c00 3c01/42483c01 6401/42486401 6402/42486402 6402/7fff6402 6401/7fff6401" } */
/* { dg-output "\[\r\n\]+7c00/7fff7c00 7c00/7fff7c00 7fff/7fff7fff 7fff/7fff7fff 7fff/7fff7fff 7fff/7fff7fff 7fff/7fff7fff 7fff/7fff7fff" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
