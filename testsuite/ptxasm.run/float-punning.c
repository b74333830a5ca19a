/* "f" and "d" operands whose values GCC holds in integer registers
   (union members, memcpy'd bits, a float of a union with long long,
   vector elements, "+f"/"+d" on union members) reach the template in
   .f32/.f64 registers, and the results are right.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <string.h>

union U1 { int i; float f; };
union U2 { long long i; double d; };
union W { double d; float f; long long l; };
typedef float v4f __attribute__ ((vector_size (16)));

#pragma omp declare target
__attribute__ ((noinline)) float
from_union (union U1 u)
{
  float r;
  asm ("add.f32 %0, %1, %1;" : "=f" (r) : "f" (u.f));
  return r;
}

__attribute__ ((noinline)) double
from_union_d (union U2 u)
{
  double r;
  asm ("add.f64 %0, %1, %1;" : "=d" (r) : "d" (u.d));
  return r;
}

__attribute__ ((noinline)) float
from_bits (int i)
{
  float f, r;
  memcpy (&f, &i, sizeof f);
  asm ("mul.f32 %0, %1, 3.0;" : "=f" (r) : "f" (f));
  return r;
}

__attribute__ ((noinline)) float
from_wide_union (long long x)
{
  union W w;
  w.l = x;
  float r;
  asm ("add.f32 %0, %1, 0f3F800000;" : "=f" (r) : "f" (w.f));
  return r;
}

__attribute__ ((noinline)) float
from_vector (v4f v)
{
  float r;
  asm ("sub.f32 %0, %1, %2;" : "=f" (r) : "f" (v[3]), "f" (v[1]));
  return r;
}

__attribute__ ((noinline)) long long
inout_union (long long x)
{
  union W w;
  w.l = x;
  asm ("add.f32 %0, %0, %0;" : "+f" (w.f));
  return w.l & 0xffffffffll;
}

__attribute__ ((noinline)) long long
inout_union_d (long long x)
{
  union W w;
  w.l = x;
  asm ("mul.f64 %0, %0, 0d4010000000000000;" : "+d" (w.d));
  return w.l;
}
#pragma omp end declare target

int
main (void)
{
  float f[4] = { 0 };
  double d[1] = { 0 };
  long long l[2] = { 0 };
  union U1 u1;
  union U2 u2;
  u1.f = 1.25f;
  u2.d = -2.5;

#pragma omp target map(to: u1, u2) map(from: f, d, l)
  {
    v4f v = { 1.0f, 2.0f, 3.0f, 10.0f };
    f[0] = from_union (u1);			/* 2.5 */
    d[0] = from_union_d (u2);			/* -5.0 */
    f[1] = from_bits (0x40000000);		/* 2.0 * 3 = 6.0 */
    f[2] = from_wide_union (0x3fc00000ll);	/* 1.5 + 1 = 2.5 */
    f[3] = from_vector (v);			/* 10 - 2 = 8.0 */
    l[0] = inout_union (0x40400000ll);		/* 3.0f * 2 = 6.0f: 0x40c00000 */
    l[1] = inout_union_d (0x3ff8000000000000ll); /* 1.5 * 4 = 6.0 */
  }

  int errors = 0;
  if (f[0] != 2.5f)
    printf ("union f: %g\n", f[0]), errors++;
  if (d[0] != -5.0)
    printf ("union d: %g\n", d[0]), errors++;
  if (f[1] != 6.0f)
    printf ("memcpy f: %g\n", f[1]), errors++;
  if (f[2] != 2.5f)
    printf ("wide union f: %g\n", f[2]), errors++;
  if (f[3] != 8.0f)
    printf ("vector f: %g\n", f[3]), errors++;
  if (l[0] != 0x40c00000ll)
    printf ("+f union: %llx\n", l[0]), errors++;
  if (l[1] != 0x4018000000000000ll)
    printf ("+d union: %llx\n", l[1]), errors++;
  printf ("float-punning: %d errors\n", errors);
  return errors != 0;
}

/* { dg-output "float-punning: 0 errors" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
