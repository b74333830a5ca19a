// A lambda without captures passed by value inside a target region
// crashes GCC 12 too.
/* { dg-do compile } */
/* { dg-require-gcc-major "12" "13" } */

template <class F> int call (F f) { return f (21); }

int
f ()
{
  int r = 0;
#pragma omp target map(from: r)
  r = call ([] (int a) { return a * 2; }); /* { dg-error "a lambda without captures kept as an object inside an OpenMP target region" } */
  return r;
}
/* GCC still crashes after the error; it says so at the region.  */
/* { dg-prune-output "confused by earlier errors, bailing out" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
