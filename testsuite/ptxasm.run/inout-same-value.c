/* "+" operands that start with one value, in a loop (where GCC hoists
   the shared constant): every operand must reach the template with that
   value (see ptxasm.link/inout-same-value.c).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

int
main (void)
{
  float f[4][8];
  int r[4][8];
#pragma omp target map(from: f, r)
  for (int i = 0; i < 8; i++)
    {
      float d0 = 0, d1 = 0, d2 = 0, d3 = 0;
      int a = i, b = i, c = i, d = i;
      asm volatile ("add.f32 %0, %0, 1.0;\n\tadd.f32 %1, %1, 2.0;\n\t"
		    "add.f32 %2, %2, 3.0;\n\tadd.f32 %3, %3, 4.0;"
		    : "+f" (d0), "+f" (d1), "+f" (d2), "+f" (d3));
      asm volatile ("add.s32 %0, %0, 1;\n\tadd.s32 %1, %1, 2;\n\t"
		    "add.s32 %2, %2, 3;\n\tadd.s32 %3, %3, 4;"
		    : "+r" (a), "+r" (b), "+r" (c), "+r" (d));
      f[0][i] = d0; f[1][i] = d1; f[2][i] = d2; f[3][i] = d3;
      r[0][i] = a; r[1][i] = b; r[2][i] = c; r[3][i] = d;
    }
  int errors = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 4; j++)
      {
	if (f[j][i] != (float) (j + 1))
	  {
	    printf ("inout-same-value: f[%d][%d] = %g, want %d\n", j, i,
		    (double) f[j][i], j + 1);
	    errors++;
	  }
	if (r[j][i] != i + j + 1)
	  {
	    printf ("inout-same-value: r[%d][%d] = %d, want %d\n", j, i,
		    r[j][i], i + j + 1);
	    errors++;
	  }
      }
  printf ("inout-same-value: %d errors\n", errors);
  return errors != 0;
}

/* { dg-output "inout-same-value: 0 errors" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
