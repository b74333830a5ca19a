/* A scope opened in one asm statement and closed in a later one, with
   braces inside comments and strings (which do not count) and a nested
   scope in between: accepted, and ptxas takes the PTX.  The operand of
   the statement that closes the scope is GCC's own register: one
   declared for it would be out of scope after the brace.  */
/* { dg-do link } */

int
main (void)
{
  int i = 0, j = 20;
#pragma omp target map(from: i) map(to: j)
  {
    asm volatile ("{ .reg .b32 t; // {");
    asm volatile ("mov.b32 t, %0; /* } */" :: "r" (j));
    asm volatile ("{ .reg .b32 u; add.s32 u, t, t; mov.b32 t, u; }");
    asm volatile ("add.s32 %0, t, 2; .pragma \"nounroll\"; }" : "=r" (i));
  }
  return i != 42;
}

/* { dg-final { scan-ptx {\x7b \.reg \.b32 t; // \x7b} } } */
/* The last statement closes the scope of the first: its operand is
   GCC's own register, as one declared for it would be out of scope
   after the '\x7d'.  */
/* { dg-final { scan-ptx {add\.s32 %r[0-9]+, t, 2; \.pragma "nounroll"; \x7d} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
