/* A statement outside simd code that reads a lane register: the
   wrapper's register holds the master lane's value in its place; ptxas
   checks the user's line, with the name the user wrote, and the error
   is the user's own.  */
/* { dg-do compile } */

unsigned
f (void)
{
  unsigned o;
#pragma omp target map(from: o)
  asm volatile ("add.u32 %0, %%lanemask_lt;" : "=r" (o)); /* { dg-error "ptxas: Arguments mismatch for instruction 'add'" } */
  /* { dg-message "checked: .add\\.u32 %0, %lanemask_lt;" "" { target *-*-* } 12 } */
  return o;
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
