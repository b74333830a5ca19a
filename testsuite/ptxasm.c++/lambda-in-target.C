// A lambda without captures bound to a variable inside a target region
// crashes GCC 12's gimplifier (plugin or not, asm or not): an error
// that names the way around it comes first.
/* { dg-do compile } */
/* { dg-require-gcc-major "12" "13" } */

int
f ()
{
  int r = 0;
#pragma omp target map(from: r)
  {
    auto g = [] (int a) { asm ("add.s32 %0, %0, %0;" : "+r" (a)); return a; }; /* { dg-error "a lambda without captures kept as an object inside an OpenMP target region would crash GCC 1\[23\] \\(in the gimplifier\\); define the lambda before the target region, or call it where it is defined" } */
    r = g (21);
  }
  return r;
}
/* GCC still crashes after the error; it says so at the region.  */
/* { dg-prune-output "confused by earlier errors, bailing out" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
