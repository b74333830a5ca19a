/* cvt.sat between integer types (CCCL's saturating_cast): the source
   value clamped to the destination type's range, for each of the 21
   pairs of 16-, 32- and 64-bit types that ptxas takes with .sat (those
   a value can leave the range of) over edge values.  Prints one hash
   per destination type; the values were measured on an H100 (nvcc's
   meaning: PTX ISA, cvt, "For integer destination types, .sat limits
   the result to MININT..MAXINT for the size of the operation").  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 12
static const unsigned long long in[N] = {
  0, 1, 0x7f, 0x8000, 0xffff, 0x12345, 0x7fffffff, 0x80000000u,
  0xffffffffu, 0x100000000ull, 0x7fffffffffffffffull, 0xffffffffffffffffull
};

#pragma omp declare target
static unsigned long long
mix (unsigned long long h, unsigned long long v)
{
  return (h ^ v) * 0x100000001b3ull;
}
#pragma omp end declare target

int
main (void)
{
  unsigned long long h[6] = { 0 };
#pragma omp target map(tofrom: h) map(to: in)
  for (int i = 0; i < N; i++)
    {
      { unsigned short r; short a = (short) in[i];
        asm ("cvt.sat.u16.s16 %0, %1;" : "=h" (r) : "h" (a));
        h[0] = mix (h[0], (unsigned long long) (unsigned short) r); }
      { unsigned short r; unsigned a = (unsigned) in[i];
        asm ("cvt.sat.u16.u32 %0, %1;" : "=h" (r) : "r" (a));
        h[0] = mix (h[0], (unsigned long long) (unsigned short) r); }
      { unsigned short r; int a = (int) in[i];
        asm ("cvt.sat.u16.s32 %0, %1;" : "=h" (r) : "r" (a));
        h[0] = mix (h[0], (unsigned long long) (unsigned short) r); }
      { unsigned short r; unsigned long long a = (unsigned long long) in[i];
        asm ("cvt.sat.u16.u64 %0, %1;" : "=h" (r) : "l" (a));
        h[0] = mix (h[0], (unsigned long long) (unsigned short) r); }
      { unsigned short r; long long a = (long long) in[i];
        asm ("cvt.sat.u16.s64 %0, %1;" : "=h" (r) : "l" (a));
        h[0] = mix (h[0], (unsigned long long) (unsigned short) r); }
      { short r; unsigned short a = (unsigned short) in[i];
        asm ("cvt.sat.s16.u16 %0, %1;" : "=h" (r) : "h" (a));
        h[1] = mix (h[1], (unsigned long long) (short) r); }
      { short r; unsigned a = (unsigned) in[i];
        asm ("cvt.sat.s16.u32 %0, %1;" : "=h" (r) : "r" (a));
        h[1] = mix (h[1], (unsigned long long) (short) r); }
      { short r; int a = (int) in[i];
        asm ("cvt.sat.s16.s32 %0, %1;" : "=h" (r) : "r" (a));
        h[1] = mix (h[1], (unsigned long long) (short) r); }
      { short r; unsigned long long a = (unsigned long long) in[i];
        asm ("cvt.sat.s16.u64 %0, %1;" : "=h" (r) : "l" (a));
        h[1] = mix (h[1], (unsigned long long) (short) r); }
      { short r; long long a = (long long) in[i];
        asm ("cvt.sat.s16.s64 %0, %1;" : "=h" (r) : "l" (a));
        h[1] = mix (h[1], (unsigned long long) (short) r); }
      { unsigned r; short a = (short) in[i];
        asm ("cvt.sat.u32.s16 %0, %1;" : "=r" (r) : "h" (a));
        h[2] = mix (h[2], (unsigned long long) (unsigned) r); }
      { unsigned r; int a = (int) in[i];
        asm ("cvt.sat.u32.s32 %0, %1;" : "=r" (r) : "r" (a));
        h[2] = mix (h[2], (unsigned long long) (unsigned) r); }
      { unsigned r; unsigned long long a = (unsigned long long) in[i];
        asm ("cvt.sat.u32.u64 %0, %1;" : "=r" (r) : "l" (a));
        h[2] = mix (h[2], (unsigned long long) (unsigned) r); }
      { unsigned r; long long a = (long long) in[i];
        asm ("cvt.sat.u32.s64 %0, %1;" : "=r" (r) : "l" (a));
        h[2] = mix (h[2], (unsigned long long) (unsigned) r); }
      { int r; unsigned a = (unsigned) in[i];
        asm ("cvt.sat.s32.u32 %0, %1;" : "=r" (r) : "r" (a));
        h[3] = mix (h[3], (unsigned long long) (int) r); }
      { int r; unsigned long long a = (unsigned long long) in[i];
        asm ("cvt.sat.s32.u64 %0, %1;" : "=r" (r) : "l" (a));
        h[3] = mix (h[3], (unsigned long long) (int) r); }
      { int r; long long a = (long long) in[i];
        asm ("cvt.sat.s32.s64 %0, %1;" : "=r" (r) : "l" (a));
        h[3] = mix (h[3], (unsigned long long) (int) r); }
      { unsigned long long r; short a = (short) in[i];
        asm ("cvt.sat.u64.s16 %0, %1;" : "=l" (r) : "h" (a));
        h[4] = mix (h[4], (unsigned long long) (unsigned long long) r); }
      { unsigned long long r; int a = (int) in[i];
        asm ("cvt.sat.u64.s32 %0, %1;" : "=l" (r) : "r" (a));
        h[4] = mix (h[4], (unsigned long long) (unsigned long long) r); }
      { unsigned long long r; long long a = (long long) in[i];
        asm ("cvt.sat.u64.s64 %0, %1;" : "=l" (r) : "l" (a));
        h[4] = mix (h[4], (unsigned long long) (unsigned long long) r); }
      { long long r; unsigned long long a = (unsigned long long) in[i];
        asm ("cvt.sat.s64.u64 %0, %1;" : "=l" (r) : "l" (a));
        h[5] = mix (h[5], (unsigned long long) (long long) r); }
    }
  printf ("cvt.sat: %llx %llx %llx %llx %llx %llx\n", h[0], h[1], h[2],
	  h[3], h[4], h[5]);
  return 0;
}

/* { dg-output "cvt.sat: 7baec42c81280ed8 c0f28fb313e888e4 411f403b7a379a59 d75920a52f296323 9c6216726e62a2c9 68f9906871b2c422" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
