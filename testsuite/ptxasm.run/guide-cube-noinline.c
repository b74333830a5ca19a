/* The CUDA guide's cube routine in its first form: t1 is declared at
   the scope of the PTX function, which is fine as long as cube is not
   inlined (the guide's other remedy).  cube is noinline and called many
   times; the results are checked on the host.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 256

#pragma omp declare target
__attribute__ ((noinline, noclone)) int
cube (int x)
{
  int y;
  asm (".reg .u32 t1;\n\t"		/* temp reg t1 */
       " mul.lo.u32 t1, %1, %1;\n\t"	/* t1 = x * x */
       " mul.lo.u32 %0, t1, %1;"	/* y = t1 * x */
       : "=r" (y) : "r" (x));
  return y;
}
#pragma omp end declare target

int
main (void)
{
  static int out[N];
  int s = 0, errors = 0;

#pragma omp target map(from: out, s)
  {
    for (int i = 0; i < N; i++)
      out[i] = cube (i - N / 2);
    s = cube (cube (2)) + cube (-3);
  }

  for (int i = 0; i < N; i++)
    {
      int x = i - N / 2;
      if (out[i] != x * x * x)
	{
	  printf ("guide-cube-noinline: cube(%d) = %d, want %d\n", x, out[i],
		  x * x * x);
	  if (++errors > 10)
	    break;
	}
    }
  if (s != 512 - 27)
    {
      printf ("guide-cube-noinline: s = %d, want %d\n", s, 512 - 27);
      errors++;
    }
  if (errors)
    return 1;
  puts ("guide-cube-noinline: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
