/* PTX in a function that is compiled for the host alone (not declare
   target): an error at the statement that names declare target, not the
   host assembler's "no such instruction" (issue 35).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

__attribute__ ((noinline)) static unsigned
high_bit (unsigned x)
{
  unsigned r;
  asm ("bfind.u32 %0, %1;" : "=r" (r) : "r" (x)); /* { dg-error "inline PTX assembly \\('bfind.u32'\\) in code compiled for the host only" } */
  /* { dg-message "offload the function with '#pragma omp declare target'" "" { target *-*-* } .-1 } */
  return r;
}

unsigned
f (unsigned x)
{
  unsigned r = 0;
#pragma omp target map(from: r)
  r = 1;
  return high_bit (x) + r;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
