/* The CUDA guide's cube routine in its braced form: the temporary
   register t1 is declared inside '{ }', so the function may be inlined
   many times into one PTX function without duplicate declarations.
   Here cube is always inlined, several times in one target region and
   in an offloaded loop; the results are checked on the host.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 1000

#pragma omp declare target
static inline __attribute__ ((always_inline)) int
cube (int x)
{
  int y;
  asm ("{\n\t"				/* use braces for local scope */
       " .reg .u32 t1;\n\t"		/* temp reg t1 */
       " mul.lo.u32 t1, %1, %1;\n\t"	/* t1 = x * x */
       " mul.lo.u32 %0, t1, %1;\n\t"	/* y = t1 * x */
       "}"
       : "=r" (y) : "r" (x));
  return y;
}
#pragma omp end declare target

int
main (void)
{
  int a = 3, b = -4, c = 2, r1 = 0, r2 = 0, r3 = 0, r4 = 0;
  static int v[N], out[N];
  int errors = 0;

  for (int i = 0; i < N; i++)
    v[i] = i - N / 2;

#pragma omp target map(to: a, b, c) map(from: r1, r2, r3, r4)
  {
    r1 = cube (a);
    r2 = cube (b) + cube (c);
    r3 = cube (cube (c));
    r4 = cube (a + b) * cube (2);
  }

#pragma omp target teams distribute parallel for map(to: v) map(from: out)
  for (int i = 0; i < N; i++)
    out[i] = cube (v[i]) - cube (v[i] + 1);

  if (r1 != 27 || r2 != -64 + 8 || r3 != 512 || r4 != -8)
    {
      printf ("guide-cube: got %d %d %d %d, want 27 -56 512 -8\n",
	      r1, r2, r3, r4);
      errors++;
    }
  for (int i = 0; i < N; i++)
    {
      int x = v[i];
      int want = x * x * x - (x + 1) * (x + 1) * (x + 1);
      if (out[i] != want)
	{
	  printf ("guide-cube: out[%d] = %d, want %d\n", i, out[i], want);
	  if (++errors > 10)
	    break;
	}
    }
  if (errors)
    return 1;
  puts ("guide-cube: ok");
  return 0;
}

/* cube is inlined at least four times into one function.  */
/* { dg-final { scan-ptx {(mul\.lo\.u32 t1, [^\n]*\n.*){4}} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
