/* A register and a label declared by one statement and used by a later
   one of the same function; braces opened in one statement and closed
   in a later one.  */
/* { dg-do compile } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    asm volatile (".reg .u32 shared_t;");
    asm volatile ("mov.u32 shared_t, %0;" :: "r" (i));
    asm volatile ("{ .reg .pred q;");
    asm volatile ("setp.eq.u32 q, shared_t, 0;\n\t@q bra LSKIP_across;");
    asm volatile ("add.u32 shared_t, shared_t, 1;\nLSKIP_across:");
    asm volatile ("}");
    asm ("mov.u32 %0, shared_t;" : "=r" (i));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
