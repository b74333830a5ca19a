/* An empty template is GCC's compiler barrier, not PTX: "r" on a pointer
   keeps stock GCC's meaning (libgomp.c/target-31.c).  */
/* { dg-do compile } */

void
f (int *k)
{
#pragma omp target map(tofrom: k[0:1])
  {
    asm volatile ("" : : "r" (k) : "memory");
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
