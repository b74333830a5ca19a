/* A feature above the PTX ISA version the offload code is built for
   (7.0 for sm_80): the L2 prefetch size of cp.async needs PTX ISA 7.4.
   (Whole instructions above the target, such as setmaxnreg, are caught
   earlier by the plugin's own feature table.)  */
/* { dg-do compile } */

void
f (unsigned s, unsigned long long g)
{
#pragma omp target map(to: s, g)
  asm volatile ("cp.async.ca.shared.global.L2::128B [%0], [%1], 8;" :: "r" (s), "l" (g)); /* { dg-error "ptxas: Feature 'cache prefetching' requires PTX ISA .version 7.4 or later" } */
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
