/* An OpenACC "routine seq" function with inline PTX (bfe and a braced
   multi-instruction body), called from a parallel loop and from the
   gang-redundant part of a one-gang parallel region.  Also an atomic in gang-redundant, vector-single code
   of a one-gang parallel region: GCC runs such code on one lane (the
   others are neutered), so the increment happens once.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */

#include <stdio.h>

#define N 1000

#pragma acc routine seq
static unsigned
field (unsigned x, unsigned pos, unsigned len)
{
  unsigned r;
  asm ("bfe.u32 %0, %1, %2, %3;" : "=r" (r) : "r" (x), "r" (pos), "r" (len));
  return r;
}

#pragma acc routine seq
static int
clamp_add (int a, int b)
{
  int r;
  asm ("{\n\t"
       ".reg .s32 t;\n\t"
       "add.sat.s32 t, %1, %2;\n\t"
       "min.s32 t, t, 1000;\n\t"
       "max.s32 %0, t, -1000;\n\t"
       "}" : "=r" (r) : "r" (a), "r" (b));
  return r;
}

int
main (void)
{
  static unsigned in[N], f[N];
  static int c[N];
  int s = 0;
  unsigned once = 0;
  int errors = 0;

  for (int i = 0; i < N; i++)
    in[i] = (unsigned) i * 0x9e3779b9u;

#pragma acc parallel loop copyin(in) copyout(f, c)
  for (int i = 0; i < N; i++)
    {
      f[i] = field (in[i], i % 32, 7);
      c[i] = clamp_add (i * 3 - 1500, 7);
    }

#pragma acc parallel num_gangs(1) copy(s)
  s = clamp_add (field (0xabcdef12u, 8, 8), 0x7fffffff);

#pragma acc parallel num_gangs(1) copy(once)
  {
    unsigned old;
    asm volatile ("atom.add.u32 %0, [%1], 1;" : "=r" (old) : "l" (&once)
		  : "memory");
  }

  for (int i = 0; i < N; i++)
    {
      unsigned want_f = (in[i] >> (i % 32)) & 0x7f;
      int want_c = i * 3 - 1500 + 7;
      want_c = want_c > 1000 ? 1000 : want_c < -1000 ? -1000 : want_c;
      if (f[i] != want_f || c[i] != want_c)
	{
	  printf ("acc-routine: %d: field %#x (want %#x) clamp %d (want %d)\n",
		  i, f[i], want_f, c[i], want_c);
	  if (++errors > 10)
	    break;
	}
    }
  if (s != 1000)
    {
      printf ("acc-routine: one gang: %d, want 1000\n", s);
      errors++;
    }
  if (once != 1)
    {
      printf ("acc-routine: gang-redundant atomic ran %u times, want 1\n",
	      once);
      errors++;
    }
  if (errors)
    return 1;
  puts ("acc-routine: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
