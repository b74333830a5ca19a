// A class with two conversion functions to built-in types: ambiguous,
// as nvcc says, and then not a scalar operand.
// { dg-do compile }

struct Two
{
  int v;
  operator int () const { return v; }
  operator float () const { return 2.0f; }
};

void
f (Two t, unsigned *o)
{
#pragma omp target map(from: o[0:1]) map(to: t)
  asm ("add.u32 %0, %1, 1;" : "=r" (o[0]) : "r" (t)); // { dg-error "more than one conversion function from .Two. to a built-in type|must have scalar type" }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
