/* Matches and votes in an "omp simd" loop of 64 iterations, two warps'
   worth (the GPU runs iteration l on lane l % 32), with different data
   in the two warps so that each warp's answer is its own:
   match.any.sync.b32 (lanes grouped by a key: runs of 8 in the first
   warp, the lane modulo 3 in the second) and match.any.sync.b64 (a
   64-bit key whose halves differ in different lanes), match.all.sync.b32
   with its predicate (all lanes equal in the first warp, lane 5 differs
   in the second: mask 0 and predicate false), vote.sync.all.pred,
   .any.pred and .uni.pred, on a predicate that is mixed in the first
   warp and true in the second, and on one that is false in the first
   warp and true in lane 17 of the second, and vote.sync.ballot.b32 of
   the first.  Member mask -1.  Checked against plain C; the host must
   print the same as the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32
#define N (2 * W)
#define VOTE(insn, res, pred)						\
  asm volatile ("{\n\t"							\
		".reg .pred p, q;\n\t"					\
		"setp.ne.u32 p, %1, 0;\n\t"				\
		insn " q, p, -1;\n\t"					\
		"selp.u32 %0, 1, 0, q;\n\t"				\
		"}" : "=r" (res) : "r" (pred))

int
main (void)
{
  unsigned key[N], val[N], p1[N], p2[N];
  unsigned long long key64[N];
  unsigned any32[N], any64[N], all_mask[N], all_pred[N];
  unsigned all1[N], any1[N], uni1[N], all2[N], any2[N], uni2[N], bal1[N];
  int errors = 0;

  for (int i = 0; i < N; i++)
    {
      int lane = i % W, w = i / W;
      key[i] = w ? (unsigned) lane % 3 + 100 : (unsigned) lane / 8;
      /* Equal low halves in lanes with equal lane % 4, equal high halves
	 in lanes with equal lane / 16: keys equal when both are.  */
      key64[i] = (unsigned long long) (lane / 16 + w) << 32 | (lane % 4);
      val[i] = w && lane == 5 ? 7 : 42;
      p1[i] = w ? 1 : lane % 5 == 0;
      p2[i] = w ? lane == 17 : 0;
    }

#pragma omp target map(to: key, key64, val, p1, p2) \
	map(from: any32, any64, all_mask, all_pred, all1, any1, uni1, \
		  all2, any2, uni2, bal1)
#pragma omp simd
  for (int l = 0; l < N; l++)
    {
      unsigned m, ap;
      asm volatile ("match.any.sync.b32 %0, %1, -1;"
		    : "=r" (any32[l]) : "r" (key[l]));
      asm volatile ("match.any.sync.b64 %0, %1, -1;"
		    : "=r" (any64[l]) : "l" (key64[l]));
      asm volatile ("{\n\t"
		    ".reg .pred p;\n\t"
		    "match.all.sync.b32 %0|p, %2, -1;\n\t"
		    "selp.u32 %1, 1, 0, p;\n\t"
		    "}" : "=r" (m), "=r" (ap) : "r" (val[l]));
      all_mask[l] = m;
      all_pred[l] = ap;
      VOTE ("vote.sync.all.pred", all1[l], p1[l]);
      VOTE ("vote.sync.any.pred", any1[l], p1[l]);
      VOTE ("vote.sync.uni.pred", uni1[l], p1[l]);
      VOTE ("vote.sync.all.pred", all2[l], p2[l]);
      VOTE ("vote.sync.any.pred", any2[l], p2[l]);
      VOTE ("vote.sync.uni.pred", uni2[l], p2[l]);
      asm volatile ("{\n\t"
		    ".reg .pred p;\n\t"
		    "setp.ne.u32 p, %1, 0;\n\t"
		    "vote.sync.ballot.b32 %0, p, -1;\n\t"
		    "}" : "=r" (bal1[l]) : "r" (p1[l]));
    }

  for (int l = 0; l < N; l++)
    {
      int w0 = l / W * W;
      unsigned wany32 = 0, wany64 = 0, wmask = 0xffffffffu, wap = 1;
      unsigned a1 = 1, o1 = 0, a2 = 1, o2 = 0, wbal = 0;
      for (int j = 0; j < W; j++)
	{
	  wany32 |= (unsigned) (key[w0 + j] == key[l]) << j;
	  wany64 |= (unsigned) (key64[w0 + j] == key64[l]) << j;
	  if (val[w0 + j] != val[w0])
	    wmask = 0, wap = 0;
	  a1 &= p1[w0 + j] != 0;
	  o1 |= p1[w0 + j] != 0;
	  a2 &= p2[w0 + j] != 0;
	  o2 |= p2[w0 + j] != 0;
	  wbal |= (unsigned) (p1[w0 + j] != 0) << j;
	}
      if (any32[l] != wany32 || any64[l] != wany64 || all_mask[l] != wmask
	  || all_pred[l] != wap || all1[l] != a1 || any1[l] != o1
	  || uni1[l] != (a1 || !o1) || all2[l] != a2 || any2[l] != o2
	  || uni2[l] != (a2 || !o2) || bal1[l] != wbal)
	{
	  if (errors < 10)
	    printf ("lockstep-match-vote: iteration %d (lane %d): "
		    "match.any.b32 %#x/%#x match.any.b64 %#x/%#x "
		    "match.all %#x/%#x pred %u/%u; p1: all %u/%u any %u/%u "
		    "uni %u/%u ballot %#x/%#x; p2: all %u/%u any %u/%u "
		    "uni %u/%u (got/want)\n", l, l % W, any32[l], wany32,
		    any64[l], wany64, all_mask[l], wmask, all_pred[l], wap,
		    all1[l], a1, any1[l], o1, uni1[l], a1 || !o1, bal1[l],
		    wbal, all2[l], a2, any2[l], o2, uni2[l], a2 || !o2);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("lockstep-match-vote: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
