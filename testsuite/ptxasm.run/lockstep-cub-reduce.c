/* CUB-style warp reductions in an "omp simd" loop of 64 iterations (two
   warps' worth; the GPU runs iteration l on lane l % 32).  WarpReduce's
   shuffle steps (WarpReduceShfl::ReduceStep): shfl.sync.down.b32 with
   the predicate output, the add (or max) guarded by it, offsets 1, 2,
   4, 8, 16, the c operand last_lane | (32 - LOGICAL_WARP_THREADS) << 8:
   0x1f and member mask -1 for the whole warp, 0x1807 and the member
   mask 0xff << 8 * (lane / 8) for logical warps of 8 lanes (offsets 1,
   2, 4).  Lane 0 of each (logical) warp ends with the reduction; every
   lane j with the reduction of the lanes from j to its segment's last,
   which is checked too: an int sum and a float maximum.  Then the
   redux.sync forms (sm_80): redux.sync.add.u32 and redux.sync.min.s32
   with mask -1 give every lane its warp's sum and minimum, and
   redux.sync.add.u32 with the 8-lane member masks each segment's sum.
   Checked against plain C; the host must print the same as the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32
#define N (2 * W)
#define SEG 8

int
main (void)
{
  int iv[N], isum[N], isum8[N], rmin[N];
  float fv[N], fmax[N], fmax8[N];
  unsigned radd[N], radd8[N];
  int errors = 0;

  for (int i = 0; i < N; i++)
    {
      iv[i] = (i * 29 + 7) % 61 - 30 + (i >= W ? 500 : 0);
      fv[i] = (float) ((i * 13 + 5) % 37) * 0.25f - 4.0f;
    }

#pragma omp target map(to: iv, fv) \
	map(from: isum, isum8, rmin, fmax, fmax8, radd, radd8)
#pragma omp simd
  for (int l = 0; l < N; l++)
    {
      int lane = l % W, x = iv[l], x8 = iv[l];
      float m = fv[l], m8 = fv[l];
      unsigned seg_mask = 0xffu << (lane / SEG * SEG);
      for (int o = 1; o < W; o <<= 1)
	{
	  asm volatile ("{\n\t"
			"  .reg .s32 r0;\n\t"
			"  .reg .pred p;\n\t"
			"  shfl.sync.down.b32 r0|p, %1, %2, %3, %5;\n\t"
			"  @p add.s32 r0, r0, %4;\n\t"
			"  mov.s32 %0, r0;\n\t"
			"}"
			: "=r" (x)
			: "r" (x), "r" (o), "r" (0x1f), "r" (x), "r" (-1));
	  asm volatile ("{\n\t"
			"  .reg .f32 r0;\n\t"
			"  .reg .pred p;\n\t"
			"  shfl.sync.down.b32 r0|p, %1, %2, %3, %5;\n\t"
			"  @p max.f32 r0, r0, %4;\n\t"
			"  mov.f32 %0, r0;\n\t"
			"}"
			: "=f" (m)
			: "f" (m), "r" (o), "r" (0x1f), "f" (m), "r" (-1));
	}
      for (int o = 1; o < SEG; o <<= 1)
	{
	  asm volatile ("{\n\t"
			"  .reg .s32 r0;\n\t"
			"  .reg .pred p;\n\t"
			"  shfl.sync.down.b32 r0|p, %1, %2, %3, %5;\n\t"
			"  @p add.s32 r0, r0, %4;\n\t"
			"  mov.s32 %0, r0;\n\t"
			"}"
			: "=r" (x8)
			: "r" (x8), "r" (o), "r" ((W - SEG) << 8 | (SEG - 1)),
			  "r" (x8), "r" (seg_mask));
	  asm volatile ("{\n\t"
			"  .reg .f32 r0;\n\t"
			"  .reg .pred p;\n\t"
			"  shfl.sync.down.b32 r0|p, %1, %2, %3, %5;\n\t"
			"  @p max.f32 r0, r0, %4;\n\t"
			"  mov.f32 %0, r0;\n\t"
			"}"
			: "=f" (m8)
			: "f" (m8), "r" (o), "r" ((W - SEG) << 8 | (SEG - 1)),
			  "f" (m8), "r" (seg_mask));
	}
      isum[l] = x;
      fmax[l] = m;
      isum8[l] = x8;
      fmax8[l] = m8;
      asm volatile ("redux.sync.add.u32 %0, %1, -1;"
		    : "=r" (radd[l]) : "r" ((unsigned) iv[l]));
      asm volatile ("redux.sync.min.s32 %0, %1, -1;"
		    : "=r" (rmin[l]) : "r" (iv[l]));
      asm volatile ("redux.sync.add.u32 %0, %1, %2;"
		    : "=r" (radd8[l]) : "r" ((unsigned) iv[l]), "r" (seg_mask));
    }

  for (int l = 0; l < N; l++)
    {
      int w0 = l / W * W, s0 = l / SEG * SEG;
      int ws = 0, ws8 = 0, wmin = iv[w0];
      unsigned wadd = 0, wadd8 = 0;
      float wm = fv[l], wm8 = fv[l];
      /* Lane j's shuffles reduce lanes j to the last of its segment.  */
      for (int j = l; j < w0 + W; j++)
	{
	  ws += iv[j];
	  wm = fv[j] > wm ? fv[j] : wm;
	}
      for (int j = l; j < s0 + SEG; j++)
	{
	  ws8 += iv[j];
	  wm8 = fv[j] > wm8 ? fv[j] : wm8;
	}
      for (int j = w0; j < w0 + W; j++)
	{
	  wadd += (unsigned) iv[j];
	  wmin = iv[j] < wmin ? iv[j] : wmin;
	}
      for (int j = s0; j < s0 + SEG; j++)
	wadd8 += (unsigned) iv[j];
      if (isum[l] != ws || fmax[l] != wm || isum8[l] != ws8
	  || fmax8[l] != wm8 || radd[l] != wadd || rmin[l] != wmin
	  || radd8[l] != wadd8)
	{
	  if (errors < 10)
	    printf ("lockstep-cub-reduce: iteration %d (lane %d): sum %d/%d "
		    "max %g/%g sum8 %d/%d max8 %g/%g redux.add %u/%u "
		    "redux.min %d/%d redux.add8 %u/%u (got/want)\n", l, l % W,
		    isum[l], ws, fmax[l], wm, isum8[l], ws8, fmax8[l], wm8,
		    radd[l], wadd, rmin[l], wmin, radd8[l], wadd8);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("lockstep-cub-reduce: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
