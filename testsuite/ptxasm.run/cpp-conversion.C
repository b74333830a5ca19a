// Class-type input operands get their conversion function applied on
// the GPU, as with nvcc.
// { dg-do run }

#include <stdio.h>

struct Cv { int v; operator int () const { return v + 1; } };
struct Ex { int v; explicit operator int () const { return v * 2; } };
struct Ref { int v; operator int & () { return v; } };
struct D { double d; operator double () const { return d / 2; } };

int
main ()
{
  Cv c = { 1 };
  Ex e = { 5 };
  Ref r = { 7 };
  D d = { 3.0 };
  unsigned o[3] = { 0 };
  double x = 0;
#pragma omp target map(to: c, e, r, d) map(from: o, x)
  {
    asm ("mov.u32 %0, %1;" : "=r" (o[0]) : "r" (c));
    asm ("mov.u32 %0, %1;" : "=r" (o[1]) : "r" (e));
    asm ("mov.u32 %0, %1;" : "=r" (o[2]) : "r" (r));
    asm ("add.f64 %0, %1, %1;" : "=d" (x) : "d" (d));
  }
  int errors = (o[0] != 2) + (o[1] != 10) + (o[2] != 7) + (x != 3.0);
  printf ("cpp-conversion: %u %u %u %g: %d errors\n", o[0], o[1], o[2], x,
	  errors);
  return errors != 0;
}

// { dg-output "cpp-conversion: 2 10 7 3: 0 errors" }
/* SPDX-License-Identifier: GPL-3.0-or-later */
