// The converted value is checked against the letter, as by nvcc: an
// int conversion given to "l" has size 4.
// { dg-do compile }

struct Cv { int v; operator int () const { return v + 1; } };

void
f (Cv c, unsigned *o)
{
#pragma omp target map(from: o[0:1]) map(to: c)
  asm ("cvt.u32.u64 %0, %1;" : "=r" (o[0]) : "l" (c)); // { dg-error "size\\(4\\) does not match type/size implied by constraint .l." }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
