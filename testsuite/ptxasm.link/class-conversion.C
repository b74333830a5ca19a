// A class-type input operand with a conversion function to a built-in
// type: the conversion is applied, as by nvcc (explicit or not,
// returning a reference or not), in a target region and in a declare
// target function.
// { dg-do link }

struct Cv { int v; operator int () const { return v + 1; } };
struct Ex { int v; explicit operator int () const { return v * 2; } };
struct Ref { int v; operator int & () { return v; } };
struct P { int *p; operator int * () const { return p; } };
struct D { double d; operator double () const { return d; } };

#pragma omp declare target
unsigned
twice (Cv c)
{
  unsigned r;
  asm ("add.u32 %0, %1, %1;" : "=r" (r) : "r" (c));
  return r;
}
#pragma omp end declare target

int
main ()
{
  Cv c = { 1 };
  Ex e = { 2 };
  Ref r = { 3 };
  D d = { 1.5 };
  unsigned o[4] = { 0 };
  double x = 0;
  int v = 7;
#pragma omp target map(to: c, e, r, d, v) map(from: o, x)
  {
    P p = { &v };
    asm ("mov.u32 %0, %1;" : "=r" (o[0]) : "r" (c));
    asm ("mov.u32 %0, %1;" : "=r" (o[1]) : "r" (e));
    asm ("mov.u32 %0, %1;" : "=r" (o[2]) : "r" (r));
    asm ("ld.u32 %0, [%1];" : "=r" (o[3]) : "l" (p));
    asm ("add.f64 %0, %1, %1;" : "=d" (x) : "d" (d));
    o[0] += twice (c);
  }
  return 0;
}

// { dg-final { scan-ptx {ld\.u32 %ptxasm([0-9]+)_0, \[%ptxasm\1_1\];} } }
// { dg-final { scan-ptx {add\.f64 %ptxasm([0-9]+)_0, %ptxasm\1_1, %ptxasm\1_1;} } }
// { dg-final { scan-ptx {BEGIN FUNCTION DEF: _ZNK2CvcviEv} } }
// { dg-final { scan-ptx {BEGIN FUNCTION DEF: _ZNK2ExcviEv} } }
// { dg-final { scan-ptx {BEGIN FUNCTION DEF: _ZN3RefcvRiEv} } }
/* SPDX-License-Identifier: GPL-3.0-or-later */
