/* Multi-instruction templates: a loop with labels and branches inside
   braces (so the labels are local to each copy) in a function inlined
   several times, the same with GCC's %= making the labels unique,
   templates built from several string literals with C comments between
   them, and a template ending in a PTX // comment (the copy-out that
   ptxasm appends must not be commented out).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#pragma omp declare target
/* gcd by Euclid's algorithm, looping in PTX.  */
static inline __attribute__ ((always_inline)) unsigned
gcd_braces (unsigned x, unsigned y)
{
  unsigned g;
  asm ("{\n\t"
       ".reg .pred p;\n\t"
       ".reg .u32 a, b, t;\n\t"
       "mov.u32 a, %1;\n\t"
       "mov.u32 b, %2;\n"
       "Lloop:\n\t"
       "setp.eq.u32 p, b, 0;\n\t"
       "@p bra Ldone;\n\t"
       "rem.u32 t, a, b;\n\t"
       "mov.u32 a, b;\n\t"
       "mov.u32 b, t;\n\t"
       "bra Lloop;\n"
       "Ldone:\n\t"
       "mov.u32 %0, a;\n\t"
       "}" : "=r" (g) : "r" (x), "r" (y));
  return g;
}

/* sum of 1..n with labels made unique by %=.  */
static inline __attribute__ ((always_inline)) unsigned
triangle (unsigned n)
{
  unsigned s;
  asm ("{\n\t"
       ".reg .pred p;\n\t"
       ".reg .u32 i;\n\t"
       "mov.u32 %0, 0;\n\t"		/* s = 0 */
       "mov.u32 i, %1;\n"		/* i = n */
       "$Ltri%=:\n\t"
       "setp.eq.u32 p, i, 0;\n\t"
       "@p bra $Ltri_done%=;\n\t"
       "add.u32 %0, %0, i;\n\t"		/* s += i */
       "sub.u32 i, i, 1;\n\t"
       "bra $Ltri%=;\n"
       "$Ltri_done%=:\n\t"
       "}" : "=&r" (s) : "r" (n));
  return s;
}
#pragma omp end declare target

int
main (void)
{
  unsigned g[4], t[3], c = 0, d = 0;
  int errors = 0;

#pragma omp target map(from: g, t, c, d)
  {
    g[0] = gcd_braces (48, 18);
    g[1] = gcd_braces (1071, 462);
    g[2] = gcd_braces (17, 5);
    g[3] = gcd_braces (g[0] * 100, 0);
    t[0] = triangle (10);
    t[1] = triangle (0);
    t[2] = triangle (100);
    asm ("mov.u32 %0, 5;" /* five */
	 "\n\t"
	 "add.u32 %0, %0, 6;" /* and six */
	 : "=r" (c));
    asm ("mov.u32 %0, 9; // nine, and no newline after this comment"
	 : "=r" (d));
  }

  if (g[0] != 6 || g[1] != 21 || g[2] != 1 || g[3] != 600)
    {
      printf ("multi-insn: gcd %u %u %u %u, want 6 21 1 600\n", g[0], g[1],
	      g[2], g[3]);
      errors++;
    }
  if (t[0] != 55 || t[1] != 0 || t[2] != 5050)
    {
      printf ("multi-insn: triangle %u %u %u, want 55 0 5050\n", t[0], t[1],
	      t[2]);
      errors++;
    }
  if (c != 11 || d != 9)
    {
      printf ("multi-insn: %u %u, want 11 9\n", c, d);
      errors++;
    }
  if (errors)
    return 1;
  puts ("multi-insn: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
