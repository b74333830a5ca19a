/* Warp instructions under a lane-dependent "if" in an "omp simd" loop of
   64 iterations, two warps' worth (the GPU runs iteration l on lane
   l % 32): lanes 0-15 take one branch, lanes 16-31 the other, and in
   each branch activemask.b32 gives that branch's lanes (0x0000ffff,
   0xffff0000), which are the member mask of what follows there: a
   vote.sync.ballot.b32 (of x odd in the first branch, of x > 40 in the
   second) that sees the branch's lanes alone, and a shuffle among them
   (shfl.sync.idx.b32 from lane 3 in the first, a shfl.sync.bfly.b32
   sum over the 16 lanes in the second).  The two branches' templates
   differ, so that GCC cannot merge them into one statement after the
   "if".  Checked against plain C; the host must print the same as the
   GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32
#define N (2 * W)

int
main (void)
{
  unsigned in[N], mask[N], ballot[N], shfl[N];
  int errors = 0;

  for (int i = 0; i < N; i++)
    in[i] = (unsigned) (i * 53 + 17) % 89;

#pragma omp target map(to: in) map(from: mask, ballot, shfl)
#pragma omp simd
  for (int l = 0; l < N; l++)
    {
      unsigned x = in[l], m, b, v;
      if (l % W < 16)
	{
	  asm volatile ("{\n\t"
			".reg .pred p;\n\t"
			".reg .b32 t;\n\t"
			"activemask.b32 %0;\n\t"
			"and.b32 t, %2, 1;\n\t"
			"setp.ne.u32 p, t, 0;\n\t"
			"vote.sync.ballot.b32 %1, p, %0;\n\t"
			"}" : "=&r" (m), "=r" (b) : "r" (x));
	  asm volatile ("shfl.sync.idx.b32 %0, %1, 3, 0x1f, %2;"
			: "=r" (v) : "r" (x), "r" (m));
	}
      else
	{
	  asm volatile ("{\n\t"
			".reg .pred p;\n\t"
			"activemask.b32 %0;\n\t"
			"setp.gt.u32 p, %2, 40;\n\t"
			"vote.sync.ballot.b32 %1, p, %0;\n\t"
			"}" : "=&r" (m), "=r" (b) : "r" (x));
	  v = x;
	  for (int o = 8; o >= 1; o >>= 1)
	    asm volatile ("{\n\t"
			  ".reg .b32 t;\n\t"
			  "shfl.sync.bfly.b32 t, %0, %1, 0x1f, %2;\n\t"
			  "add.u32 %0, %0, t;\n\t"
			  "}" : "+r" (v) : "r" (o), "r" (m));
	}
      mask[l] = m;
      ballot[l] = b;
      shfl[l] = v;
    }

  for (int l = 0; l < N; l++)
    {
      int w0 = l / W * W, low = l % W < 16;
      unsigned wm = low ? 0x0000ffffu : 0xffff0000u, wb = 0, wv = 0;
      for (int j = low ? 0 : 16; j < (low ? 16 : W); j++)
	{
	  unsigned y = in[w0 + j];
	  wb |= (unsigned) (low ? (y & 1) != 0 : y > 40) << j;
	  wv += y;
	}
      if (low)
	wv = in[w0 + 3];
      if (mask[l] != wm || ballot[l] != wb || shfl[l] != wv)
	{
	  if (errors < 10)
	    printf ("lockstep-divergent: iteration %d (lane %d): activemask "
		    "%#x (want %#x), ballot %#x (want %#x), shuffle %u "
		    "(want %u)\n", l, l % W, mask[l], wm, ballot[l], wb,
		    shfl[l], wv);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("lockstep-divergent: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
