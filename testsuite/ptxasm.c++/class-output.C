// A class-type output stays an error, as with nvcc: no conversion is
// applied to outputs.
// { dg-do compile }

struct Cv { int v; operator int () const { return v + 1; } };

void
f (Cv c)
{
#pragma omp target map(tofrom: c)
  asm ("mov.u32 %0, 1;" : "=r" (c)); // { dg-error "must have scalar type" }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
