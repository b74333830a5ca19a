/* The CUDA guide's cond routine: an output conditionally written by the
   asm is a "+r" operand, whose value before the asm reaches the PTX.
   The predicate register is written %p, nvcc's way (one '%').  Checked
   at -O0, for y starting at 0 (the guide's case) and at other values.  */
/* { dg-do run } */

#include <stdio.h>

#define N 100

#pragma omp declare target
int
cond (int x)
{
  int y = 0;
  asm ("{\n\t"
       ".reg .pred %p;\n\t"
       "setp.eq.s32 %p, %1, 34;\n\t"	/* x == 34? */
       "@%p mov.s32 %0, 1;\n\t"		/* set y to 1 if true */
       "}\n\t"				/* conceptually y = (x==34)?1:y */
       : "+r" (y) : "r" (x));
  return y;
}

int
cond2 (int x, int y)
{
  asm ("{\n\t"
       ".reg .pred %p;\n\t"
       "setp.eq.s32 %p, %1, 34;\n\t"
       "@%p mov.s32 %0, 1;\n\t"
       "}"
       : "+r" (y) : "r" (x));
  return y;
}
#pragma omp end declare target

int
main (void)
{
  int r[N], r2[N], errors = 0;

#pragma omp target teams distribute parallel for map(from: r, r2)
  for (int i = 0; i < N; i++)
    {
      r[i] = cond (i);
      r2[i] = cond2 (i, 1000 + i);
    }

  for (int i = 0; i < N; i++)
    {
      int want = i == 34 ? 1 : 0, want2 = i == 34 ? 1 : 1000 + i;
      if (r[i] != want || r2[i] != want2)
	{
	  printf ("guide-cond: x=%d: got %d %d, want %d %d\n", i, r[i], r2[i],
		  want, want2);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("guide-cond: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
