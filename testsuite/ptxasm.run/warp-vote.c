/* Warp votes in the iterations of an "omp simd" loop (one per lane):
   vote.sync.ballot, .all, .any and .uni with the full mask, the ballot's
   population count, and match.any.sync / match.all.sync.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32

int
main (void)
{
  unsigned ballot[W], count[W], all[W], any[W], none[W], uni[W];
  unsigned grp[W], same[W], allp[W];
  int errors = 0;

#pragma omp target map(from: ballot, count, all, any, none, uni, grp, same, allp)
#pragma omp simd
  for (int i = 0; i < W; i++)
    {
      unsigned three = i % 3 == 0, small = i < W, is17 = i == 17;
      unsigned b, c, a, y, n, u, g, s, ap;
      asm volatile ("{\n\t"
		    ".reg .pred p;\n\t"
		    "setp.ne.u32 p, %1, 0;\n\t"
		    "vote.sync.ballot.b32 %0, p, 0xffffffff;\n\t"
		    "}" : "=r" (b) : "r" (three));
      asm ("popc.b32 %0, %1;" : "=r" (c) : "r" (b));
      asm volatile ("{\n\t"
		    ".reg .pred p, q;\n\t"
		    "setp.ne.u32 p, %1, 0;\n\t"
		    "vote.sync.all.pred q, p, 0xffffffff;\n\t"
		    "selp.u32 %0, 1, 0, q;\n\t"
		    "}" : "=r" (a) : "r" (small));
      asm volatile ("{\n\t"
		    ".reg .pred p, q;\n\t"
		    "setp.ne.u32 p, %1, 0;\n\t"
		    "vote.sync.any.pred q, p, 0xffffffff;\n\t"
		    "selp.u32 %0, 1, 0, q;\n\t"
		    "}" : "=r" (y) : "r" (is17));
      asm volatile ("{\n\t"
		    ".reg .pred p, q;\n\t"
		    "setp.gt.u32 p, %1, 100;\n\t"
		    "vote.sync.any.pred q, p, 0xffffffff;\n\t"
		    "selp.u32 %0, 1, 0, q;\n\t"
		    "}" : "=r" (n) : "r" ((unsigned) i));
      asm volatile ("{\n\t"
		    ".reg .pred p, q;\n\t"
		    "setp.ne.u32 p, %1, 0;\n\t"
		    "vote.sync.uni.pred q, p, 0xffffffff;\n\t"
		    "selp.u32 %0, 1, 0, q;\n\t"
		    "}" : "=r" (u) : "r" (three));
      /* Lanes with equal values of i / 8 form groups of 8.  */
      asm volatile ("match.any.sync.b32 %0, %1, 0xffffffff;"
		    : "=r" (g) : "r" ((unsigned) i / 8));
      asm volatile ("{\n\t"
		    ".reg .pred p;\n\t"
		    "match.all.sync.b32 %0|p, %2, 0xffffffff;\n\t"
		    "selp.u32 %1, 1, 0, p;\n\t"
		    "}" : "=r" (s), "=r" (ap) : "r" (42u));
      ballot[i] = b;
      count[i] = c;
      all[i] = a;
      any[i] = y;
      none[i] = n;
      uni[i] = u;
      grp[i] = g;
      same[i] = s;
      allp[i] = ap;
    }

  unsigned want_b = 0;
  for (int i = 0; i < W; i += 3)
    want_b |= 1u << i;
  for (int i = 0; i < W; i++)
    {
      unsigned want_g = 0xffu << (i / 8 * 8);
      if (ballot[i] != want_b || count[i] != 11 || all[i] != 1 || any[i] != 1
	  || none[i] != 0 || uni[i] != 0 || grp[i] != want_g
	  || same[i] != 0xffffffffu || allp[i] != 1)
	{
	  printf ("warp-vote: lane %d: ballot %#x (want %#x) popc %u all %u "
		  "any %u none %u uni %u match.any %#x (want %#x) match.all "
		  "%#x %u\n", i, ballot[i], want_b, count[i], all[i], any[i],
		  none[i], uni[i], grp[i], want_g, same[i], allp[i]);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("warp-vote: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
