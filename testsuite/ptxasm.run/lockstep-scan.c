/* A moderngpu-style warp scan in an "omp simd" loop of 64 iterations,
   two warps' worth: the GPU runs iteration l on lane l % 32, iterations
   0-31 together, then 32-63, so each block of 32 iterations is scanned
   on its own.  The inclusive scan is moderngpu's shfl_up_op with the
   .sync form: shfl.sync.up.b32 with the predicate output (true when the
   source lane exists) guarding the add, five steps; the exclusive scan
   shifts the inclusive one up by one lane, the predicate giving 0 to
   lane 0; the segmented inclusive scan works on groups of 8 lanes
   (c = (32 - 8) << 8, what CUDA's __shfl_up_sync with width 8 passes).
   Checked against plain C; the host must print the same as the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32
#define N (2 * W)

int
main (void)
{
  int in[N], incl[N], excl[N], seg[N];
  int errors = 0;

  for (int i = 0; i < N; i++)
    in[i] = (i * 37 + 11) % 41 - 20 + (i >= W ? 1000 : 0);

#pragma omp target map(to: in) map(from: incl, excl, seg)
#pragma omp simd
  for (int l = 0; l < N; l++)
    {
      int x = in[l], s = in[l], e;
      for (int d = 1; d < W; d <<= 1)
	{
	  asm volatile ("{\n\t"
			".reg .s32 r0;\n\t"
			".reg .pred p;\n\t"
			"shfl.sync.up.b32 r0|p, %1, %2, 0, -1;\n\t"
			"@p add.s32 r0, r0, %1;\n\t"
			"mov.s32 %0, r0;\n\t"
			"}" : "=r" (x) : "r" (x), "r" (d));
	}
      for (int d = 1; d < 8; d <<= 1)
	asm volatile ("{\n\t"
		      ".reg .s32 r0;\n\t"
		      ".reg .pred p;\n\t"
		      "shfl.sync.up.b32 r0|p, %1, %2, 0x1800, -1;\n\t"
		      "@p add.s32 r0, r0, %1;\n\t"
		      "mov.s32 %0, r0;\n\t"
		      "}" : "=r" (s) : "r" (s), "r" (d));
      asm volatile ("{\n\t"
		    ".reg .pred p;\n\t"
		    "shfl.sync.up.b32 %0|p, %1, 1, 0, -1;\n\t"
		    "@!p mov.b32 %0, 0;\n\t"
		    "}" : "=r" (e) : "r" (x));
      incl[l] = x;
      excl[l] = e;
      seg[l] = s;
    }

  for (int l = 0; l < N; l++)
    {
      int wi = 0, ws = 0;
      for (int j = l / W * W; j <= l; j++)
	wi += in[j];
      for (int j = l / 8 * 8; j <= l; j++)
	ws += in[j];
      if (incl[l] != wi || excl[l] != wi - in[l] || seg[l] != ws)
	{
	  if (errors < 10)
	    printf ("lockstep-scan: iteration %d (lane %d): inclusive %d "
		    "(want %d), exclusive %d (want %d), segmented %d "
		    "(want %d)\n", l, l % W, incl[l], wi, excl[l],
		    wi - in[l], seg[l], ws);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("lockstep-scan: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
