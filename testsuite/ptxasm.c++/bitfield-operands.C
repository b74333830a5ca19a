// C++ bit-field operands, in and out, checked against their declared
// types as by nvcc.
// { dg-do compile }

struct bf { unsigned a : 5; unsigned short e : 7; long long d : 40; };

void
f ()
{
  bf s = { 1, 2, 3 };
#pragma omp target map(tofrom: s)
  {
    asm ("cvt.u32.u16 %0, %1;" : "=r" (s.a) : "h" (s.e));
    asm ("add.s64 %0, %0, 1;" : "+l" (s.d));
    asm ("mov.u16 %0, 1;" : "=h" (s.a)); // { dg-error "type size\\(4\\) does not match type/size implied by constraint .h." }
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
