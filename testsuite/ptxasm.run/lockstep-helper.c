/* A warp sum done in a function of its own, "declare target" and
   noinline, that the body of an "omp simd" loop of 64 iterations calls
   (two warps' worth; the GPU runs iteration l on lane l % 32): the
   function's shfl.sync.bfly.b32 butterfly (offsets 16 to 1, member mask
   -1) sees the lanes of the loop that called it, each with its own
   argument, so every iteration gets the sum of its warp's 32 values.
   ptxasm compiles the function before it can know that a simd loop
   calls it.  Checked against plain C; the host must print the same as
   the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32
#define N (2 * W)

#pragma omp declare target
__attribute__ ((noinline)) static int
warp_sum (int v)
{
  for (int o = W / 2; o >= 1; o >>= 1)
    asm volatile ("{\n\t"
		  ".reg .s32 t;\n\t"
		  "shfl.sync.bfly.b32 t, %0, %1, 0x1f, -1;\n\t"
		  "add.s32 %0, %0, t;\n\t"
		  "}" : "+r" (v) : "r" (o));
  return v;
}
#pragma omp end declare target

int
main (void)
{
  int in[N], sum[N];
  int errors = 0;

  for (int i = 0; i < N; i++)
    in[i] = (i * 41 + 9) % 67 - 33 + (i >= W ? 1000 : 0);

#pragma omp target map(to: in) map(from: sum)
#pragma omp simd
  for (int l = 0; l < N; l++)
    sum[l] = warp_sum (in[l]);

  for (int l = 0; l < N; l++)
    {
      int want = 0;
      for (int j = l / W * W; j < l / W * W + W; j++)
	want += in[j];
      if (sum[l] != want)
	{
	  if (errors < 10)
	    printf ("lockstep-helper: iteration %d (lane %d): sum %d "
		    "(want %d)\n", l, l % W, sum[l], want);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("lockstep-helper: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
