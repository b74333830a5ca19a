/* Bit-field operands on the GPU, as nvcc gives them: inputs are the
   fields' values (sign-extended for a signed field), outputs are written
   back into their fields (truncated to the width) without touching the
   neighbouring fields, "+" reads and writes.  */
/* { dg-do run } */

#include <stdio.h>

struct B
{
  unsigned a : 5;
  unsigned b : 11;
  int c : 16;
  unsigned long long d : 40;
  unsigned short e : 7;
  unsigned short f : 9;
};

#pragma omp declare target
__attribute__ ((noinline)) void
bump (struct B *p)
{
  asm ("add.u32 %0, %0, %1;" : "+r" (p->b) : "r" (p->a));
}
#pragma omp end declare target

int
main (void)
{
  struct B s = { 3, 100, -5, 1, 2, 300 };
  unsigned o[3] = { 0 };
#pragma omp target map(tofrom: s, o)
  {
    asm ("add.u32 %0, %1, 1;" : "=r" (o[0]) : "r" (s.b));	/* 101 */
    asm ("mov.u32 %0, %1;" : "=r" (o[1]) : "r" (s.c));	/* -5 */
    asm ("add.u32 %0, %0, 1;" : "+r" (s.a));		/* 4 */
    asm ("mov.u64 %0, 0x123456789ab;" : "=l" (s.d));	/* 40 bits kept */
    asm ("mov.u16 %0, 0xff;" : "=h" (s.e));		/* 0x7f */
    bump (&s);						/* b = 100 + 4 */
    asm ("mov.u32 %0, 0x12345;" : "=r" (s.c));	/* 0x2345 */
  }
  int errors = 0;
  if (o[0] != 101 || (int) o[1] != -5)
    printf ("inputs: %u %d\n", o[0], (int) o[1]), errors++;
  if (s.a != 4 || s.b != 104 || s.c != 0x2345)
    printf ("a b c: %u %u %d\n", s.a, s.b, s.c), errors++;
  if (s.d != 0x23456789abull || s.e != 0x7f || s.f != 300)
    printf ("d e f: %llx %x %u\n", (unsigned long long) s.d, s.e, s.f),
      errors++;
  printf ("bitfield: %d errors\n", errors);
  return errors != 0;
}

/* { dg-output "bitfield: 0 errors" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
