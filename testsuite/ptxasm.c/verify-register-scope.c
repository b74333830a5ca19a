/* A register declared inside braces by one statement is out of scope in
   the next: ptxas says so at the second statement.  */
/* { dg-do compile } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    asm volatile ("{ .reg .u32 t; mov.u32 t, 1; }");
    asm ("mov.u32 %0, t;" : "=r" (i)); /* { dg-error "ptxas: Unknown symbol 't'" "" { xfail *-*-* } } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
