/* Bit-field operands at -O2 in a declare target function: the field's
   value in, the field written back out (see bitfield-in-out.c).  */
/* { dg-do link } */
/* { dg-options "-O2" } */

struct B { unsigned lo : 12; unsigned hi : 20; };

#pragma omp declare target
void
bump (struct B *p)
{
  asm ("add.u32 %0, %0, %1;" : "+r" (p->hi) : "r" (p->lo));
  asm ("shl.b32 %0, %1, 1;" : "=r" (p->lo) : "r" (p->lo));
}
#pragma omp end declare target

int
main (void)
{
  struct B s = { 5, 7 };
#pragma omp target map(tofrom: s)
  bump (&s);
  return 0;
}

/* { dg-final { scan-ptx {add\.u32 %ptxasm([0-9]+)_0, %ptxasm\1_0, %ptxasm\1_1;} } } */
/* { dg-final { scan-ptx {shl\.b32 %ptxasm([0-9]+)_0, %ptxasm\1_1, 1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
