/* A clobber error points at the clobber's string (issue 14).  */
/* { dg-do compile } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    asm ("mov.b32 %0, %0;" : "+r" (i) : : "memory", "cc"); /* { dg-error "53: the .cc. clobber is not supported" } */
    asm volatile ("exit;" ::: "r1", "memory", "r2"); /* { dg-error "31: unknown register name .r1." } */
    /* { dg-error "47: unknown register name .r2." "" { target *-*-* } .-1 } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
