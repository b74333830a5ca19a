/* The error names the statement of the outermost '{' left open, not a
   scope that was closed nor one nested inside.  */
/* { dg-do compile } */

void
f (int x)
{
#pragma omp target map(to: x)
  {
    asm volatile ("{ .reg .b32 t; mov.b32 t, %0; }" :: "r" (x));
    asm volatile ("{ .reg .b32 u;"); /* { dg-error ".\{. in the asm text is not closed" } */
    asm volatile ("{ .reg .b32 v;");
    asm volatile ("}");
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
