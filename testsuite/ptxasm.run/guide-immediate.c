/* "n" operands: integer immediates with known values, printed into the
   template.  The CUDA guide's add.u32 %0, %0, %1 with "n" (42), and
   negative values, enumerators, sizeof, shifts and a 64-bit immediate.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

enum { SHIFT = 5, MASK = 0xf0 };

int
main (void)
{
  unsigned x = 100, s = 7, m = 0x1234;
  int y = 10;
  long long z = 1;
  unsigned r_sz = 0;
  int errors = 0;

#pragma omp target map(tofrom: x, y, z, s, m) map(from: r_sz)
  {
    asm ("add.u32 %0, %0, %1;" : "+r" (x) : "n" (42));
    asm ("add.s32 %0, %0, %1;" : "+r" (y) : "n" (-17));
    asm ("shl.b32 %0, %0, %1;" : "+r" (s) : "n" (SHIFT));
    asm ("and.b32 %0, %0, %1;" : "+r" (m) : "n" (MASK));
    asm ("mov.u32 %0, %1;" : "=r" (r_sz) : "n" (sizeof (long long) * 3));
    asm ("add.s64 %0, %0, %1;" : "+l" (z) : "n" (0x100000000LL));
    asm ("mul.lo.s64 %0, %0, %1;" : "+l" (z) : "n" (-3));
  }

  if (x != 142 || y != -7 || s != 7u << SHIFT || m != (0x1234 & MASK)
      || r_sz != 24 || z != -3 * (1 + 0x100000000LL))
    {
      printf ("guide-immediate: got %u %d %u %#x %u %lld\n", x, y, s, m, r_sz,
	      z);
      errors++;
    }
  if (errors)
    return 1;
  puts ("guide-immediate: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
