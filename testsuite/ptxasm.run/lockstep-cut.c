/* simd loops that the host cuts at their warp instructions (the
   default, lockstep=cut): each prints a checksum of every lane's
   results, the GPU's and the host's alike.
     A  64 iterations: a butterfly, a down and an up scan and a
	broadcast in a loop over the steps, two shuffles in one
	statement (three phases), a shuffle under an if on a value from
	outside the loop;
     B  45 iterations (a warp and 13 lanes): the partial warp's
	activemask as the member mask, an up scan, a ballot, redux and
	votes, a shuffle from a lane each lane names;
     C  40 iterations from 5 by 3 (the partial warp's activemask as the
	member mask), and 64 counting down: the loop's variable in each
	lane;
     D  per-lane control between the warp instructions, a member mask
	per half warp, a guarded shuffle, %laneid and %lanemask_lt read
	without a warp instruction.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* The H200's lines (ptxasm 0.1.0, GCC 12).  */
/* { dg-output "lockstep-cut A: ba57e2c5 e1565fe5 b2a4f3c5 1462a0c5 f2b2e1e5" } */
/* { dg-output "\[\r\n\]+lockstep-cut B: 4ddba920 0588dddf f959fdfc 359bbaea a05eef82" } */
/* { dg-output "\[\r\n\]+lockstep-cut C: eda8c765 3f3f74c5" } */
/* { dg-output "\[\r\n\]+lockstep-cut D: 020f9b22 824ac57f 3ecb220f" } */

#include <stdio.h>

static unsigned
mix (const unsigned *a, int n)
{
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++)
    h = (h ^ a[i]) * 16777619u;
  return h;
}

#define SHFL(mode, d, v, b, c, m)					\
  asm volatile ("shfl.sync." mode ".b32 %0, %1, %2, %3, %4;"		\
		: "=r" (d) : "r" (v), "r" (b), "r" (c), "r" (m))

int
main (int argc, char **argv)
{
  unsigned a1[64], a2[64], a3[64], a4[64], a5[64];
  unsigned b1[45], b2[45], b3[45], b4[45], b5[45];
  unsigned c1[40], c2[64], d1[64], d2[64], d3[64];
  int k = argc + 2;

#pragma omp target map(from: a1, a2, a3, a4, a5, b1, b2, b3, b4, b5) \
		   map(from: c1, c2, d1, d2, d3) firstprivate(k)
  {
#pragma omp simd
    for (int i = 0; i < 64; i++)
      {
	unsigned v = (unsigned) i * 2654435761u, s = v, dn = v, up = v, t;
	for (int x = 16; x >= 1; x >>= 1)
	  asm volatile ("{\n\t"
			".reg .b32 t;\n\t"
			"shfl.sync.bfly.b32 t, %0, %1, 0x1f, 0xffffffff;\n\t"
			"add.u32 %0, %0, t;\n\t"
			"}" : "+r" (s) : "r" (x));
	for (int o = 1; o < 32; o <<= 1)
	  {
	    asm volatile ("{\n\t"
			  ".reg .b32 t;\n\t"
			  ".reg .pred p;\n\t"
			  "shfl.sync.down.b32 t|p, %0, %1, 0x1f, 0xffffffff;\n\t"
			  "@p xor.b32 %0, %0, t;\n\t"
			  "}" : "+r" (dn) : "r" (o));
	    asm volatile ("{\n\t"
			  ".reg .b32 t;\n\t"
			  ".reg .pred p;\n\t"
			  "shfl.sync.up.b32 t|p, %0, %1, 0, 0xffffffff;\n\t"
			  "@p add.u32 %0, %0, t;\n\t"
			  "}" : "+r" (up) : "r" (o));
	  }
	a1[i] = s;
	a2[i] = dn ^ up;
	/* Two shuffles in one statement, the second's lane from the
	   first's value.  */
	asm volatile ("{\n\t"
		      ".reg .b32 t, l;\n\t"
		      "shfl.sync.idx.b32 t, %1, 5, 0x1f, 0xffffffff;\n\t"
		      "and.b32 l, t, 31;\n\t"
		      "shfl.sync.idx.b32 %0, %1, l, 0x1f, 0xffffffff;\n\t"
		      "add.u32 %0, %0, t;\n\t"
		      "}" : "=r" (t) : "r" (v));
	a3[i] = t;
	if (k > 2)
	  SHFL ("bfly", t, v, 3u, 0x1fu, 0xffffffffu);
	else
	  SHFL ("down", t, v, 1u, 0x1fu, 0xffffffffu);
	a4[i] = t;
	/* A clamp with segments of 8 lanes.  */
	SHFL ("down", t, v, 3u, 0x181fu, 0xffffffffu);
	a5[i] = t;
      }

#pragma omp simd
    for (int i = 0; i < 45; i++)
      {
	unsigned v = (unsigned) i * 40503u + 7u, m, s = v, t;
	asm volatile ("activemask.b32 %0;" : "=r" (m));
	for (int o = 1; o < 32; o <<= 1)
	  asm volatile ("{\n\t"
			".reg .b32 t;\n\t"
			".reg .pred p;\n\t"
			"shfl.sync.up.b32 t|p, %0, %1, 0, %2;\n\t"
			"@p add.u32 %0, %0, t;\n\t"
			"}" : "+r" (s) : "r" (o), "r" (m));
	b1[i] = s;
	asm volatile ("{\n\t"
		      ".reg .pred p;\n\t"
		      "setp.ne.u32 p, %1, 0;\n\t"
		      "vote.sync.ballot.b32 %0, p, %2;\n\t"
		      "}" : "=r" (t) : "r" (v & 4u), "r" (m));
	b2[i] = t ^ m;
	asm volatile ("redux.sync.add.u32 %0, %1, %2;"
		      : "=r" (t) : "r" (v), "r" (m));
	b3[i] = t;
	asm volatile ("{\n\t"
		      ".reg .pred p, q, r;\n\t"
		      ".reg .b32 a, b, c;\n\t"
		      "setp.gt.u32 p, %1, 100;\n\t"
		      "vote.sync.all.pred q, p, %2;\n\t"
		      "vote.sync.any.pred r, p, %2;\n\t"
		      "selp.u32 a, 1, 0, q;\n\t"
		      "selp.u32 b, 2, 0, r;\n\t"
		      "vote.sync.uni.pred q, p, %2;\n\t"
		      "selp.u32 c, 4, 0, q;\n\t"
		      "or.b32 %0, a, b;\n\t"
		      "or.b32 %0, %0, c;\n\t"
		      "}" : "=r" (t) : "r" (v), "r" (m));
	b4[i] = t;
	SHFL ("idx", t, v, (unsigned) (i * 7) % (i < 32 ? 32u : 13u), 0x1fu, m);
	b5[i] = t;
      }

#pragma omp simd
    for (int i = 5; i < 5 + 3 * 40; i += 3)
      {
	unsigned t, m;
	asm volatile ("activemask.b32 %0;" : "=r" (m));
	SHFL ("bfly", t, (unsigned) i, 1u, 0x1fu, m);
	c1[(i - 5) / 3] = t * 1000u + (unsigned) i;
      }
#pragma omp simd
    for (int i = 63; i >= 0; i--)
      {
	unsigned t;
	SHFL ("down", t, (unsigned) i * 3u, 2u, 0x1fu, 0xffffffffu);
	c2[i] = t;
      }

#pragma omp simd
    for (int i = 0; i < 64; i++)
      {
	unsigned v = (unsigned) i, lane, lt, m, t;
	if (i % 3 == 0)
	  v *= 5u;
	else
	  for (int j = 0; j < i % 4; j++)
	    v += (unsigned) j * 11u;
	asm volatile ("mov.u32 %0, %%laneid;" : "=r" (lane));
	asm volatile ("mov.u32 %0, %%lanemask_lt;" : "=r" (lt));
	m = lane < 16 ? 0x0000ffffu : 0xffff0000u;
	SHFL ("bfly", t, v, 1u, 0x1fu, m);
	d1[i] = t + lane * 100u + (lt & 0xffu);
	if (v & 1u)
	  v += 7u;
	asm volatile ("{\n\t"
		      ".reg .pred p;\n\t"
		      "setp.ne.u32 p, %2, 0;\n\t"
		      "mov.u32 %0, 0;\n\t"
		      "@p shfl.sync.bfly.b32 %0, %1, 2, 0x1f, 0xffffffff;\n\t"
		      "}" : "=&r" (t) : "r" (v), "r" (1u));
	d2[i] = t;
	d3[i] = v;
      }
  }

  printf ("lockstep-cut A: %08x %08x %08x %08x %08x\n", mix (a1, 64),
	  mix (a2, 64), mix (a3, 64), mix (a4, 64), mix (a5, 64));
  printf ("lockstep-cut B: %08x %08x %08x %08x %08x\n", mix (b1, 45),
	  mix (b2, 45), mix (b3, 45), mix (b4, 45), mix (b5, 45));
  printf ("lockstep-cut C: %08x %08x\n", mix (c1, 40), mix (c2, 64));
  printf ("lockstep-cut D: %08x %08x %08x\n", mix (d1, 64), mix (d2, 64),
	  mix (d3, 64));
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
