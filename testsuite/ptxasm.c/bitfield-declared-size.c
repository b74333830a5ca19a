/* A bit-field operand is checked against its declared type, as nvcc
   does: "unsigned a : 5" is 4 bytes, "unsigned short e : 7" 2 bytes,
   whatever their widths.  */
/* { dg-do compile } */

struct bf { unsigned a : 5; unsigned short e : 7; };

void
f (void)
{
  struct bf s = { 1, 2 };
#pragma omp target map(tofrom: s)
  {
    asm ("mov.u16 %0, 1;" : "=h" (s.a)); /* { dg-error "type size\\(4\\) does not match type/size implied by constraint .h." } */
    asm ("mov.u32 %0, 1;" : "=r" (s.e)); /* { dg-error "type size\\(2\\) does not match type/size implied by constraint .r." } */
    asm ("add.u32 %0, %1, 1;" : "=r" (s.a) : "r" (s.e)); /* { dg-error "type size\\(2\\) does not match type/size implied by constraint .r." } */
    asm ("cvt.u32.u16 %0, %1;" : "=r" (s.a) : "h" (s.e));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
