/* Bit-field operands, as nvcc takes them: an input is the field's value
   in a register of its declared type (a .b32 for "unsigned b : 11"), an
   output is written back into the field (a read-modify-write of its
   storage), "+" does both.  ptxas judges the registers.  */
/* { dg-do link } */

struct B
{
  unsigned a : 5;
  unsigned b : 11;
  int c : 16;
  unsigned long long d : 40;
  unsigned short e : 7;
};

int
main (void)
{
  struct B s = { 3, 100, -5, 1, 2 };
  unsigned o[2] = { 0 };
#pragma omp target map(tofrom: s, o)
  {
    asm ("add.u32 %0, %1, 1;" : "=r" (o[0]) : "r" (s.b));
    asm ("mov.u32 %0, 1234;" : "=r" (s.b));
    asm ("add.u32 %0, %0, 1;" : "+r" (s.a));
    asm ("mov.u64 %0, 77;" : "=l" (s.d));
    asm ("mov.u16 %0, 7;" : "=h" (s.e));
    asm ("add.s32 %0, %1, 1;" : "=r" (o[1]) : "r" (s.c));
  }
  return 0;
}

/* { dg-final { scan-ptx {add\.u32 %ptxasm([0-9]+)_0, %ptxasm\1_1, 1;} } } */
/* { dg-final { scan-ptx {\.reg \.b64 %ptxasm([0-9]+)_0;\s+mov\.u64 %ptxasm\1_0, 77;} } } */
/* { dg-final { scan-ptx {\.reg \.b16 %ptxasm([0-9]+)_0;\s+mov\.u16 %ptxasm\1_0, 7;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
