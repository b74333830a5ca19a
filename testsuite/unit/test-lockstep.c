/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-lockstep.c -- unit tests of plugin/rt/lockstep.c: the lanes of a
   warp run in lockstep, and each warp instruction over the lanes that
   reach it, as the PTX ISA defines them.  (The run tests lockstep-*.c
   compare whole programs with the GPU's output.)  */

#include "ptxrt.h"
#include "unit.h"

#include <stdint.h>
#include <string.h>

#define N 64

/* Each lane's results, by iteration.  */
static uint32_t r1[N], r2[N], r3[N], r4[N];

/* Lane's warp instruction OP (mode MODE) at statement SITE with
   operands X0-X2 and member mask MASK; its value, *P its predicate.  */
static uint32_t
warp (unsigned op, unsigned mode, uint64_t site, uint64_t x0, uint64_t x1,
      uint64_t x2, uint32_t mask, uint32_t *p)
{
  uint64_t a[PTXRT_SLOTS] = { 0 };
  a[PTXRT_OP] = op | mode << 8;
  a[PTXRT_SITE] = site;
  a[PTXRT_X0] = x0;
  a[PTXRT_X1] = x1;
  a[PTXRT_X2] = x2;
  a[PTXRT_X3] = mask;
  if (!__ptxasm_ls_op (a))
    return 0xdeadbeef;
  if (p)
    *p = (uint32_t) a[PTXRT_P];
  return (uint32_t) a[PTXRT_D];
}

/* Shuffles: a butterfly sum, an inclusive scan with shfl.up's
   predicate, an idx broadcast from lane 7 in segments of 8.  */
static void
shuffles (void *data)
{
  int i = *(int *) data;
  uint32_t s = (uint32_t) i;
  for (uint32_t x = 16; x >= 1; x >>= 1)
    s += warp (PTXRT_OP_SHFL, PTXRT_SHFL_BFLY, 1, s, x, 31, ~0u, NULL);
  r1[i] = s;
  uint32_t v = 1;
  for (uint32_t d = 1; d < 32; d <<= 1)
    {
      uint32_t p = 0;
      uint32_t t = warp (PTXRT_OP_SHFL, PTXRT_SHFL_UP, 2, v, d, 0, ~0u, &p);
      if (p)
	v += t;
    }
  r2[i] = v;
  r3[i] = warp (PTXRT_OP_SHFL, PTXRT_SHFL_IDX, 3, (uint32_t) i, 7,
		0x1800 | 31, ~0u, NULL);
  uint32_t p = 0;
  r4[i] = warp (PTXRT_OP_SHFL, PTXRT_SHFL_DOWN, 4, (uint32_t) i, 1, 31, ~0u,
		&p);
  r4[i] |= p << 31;
}

/* Divergence: lanes below 16 take one branch, the others another.  */
static void
diverge (void *data)
{
  int i = *(int *) data;
  if (i % 32 < 16)
    r1[i] = warp (PTXRT_OP_ACTIVEMASK, 0, 10, 0, 0, 0, 0, NULL);
  else
    r1[i] = warp (PTXRT_OP_VOTE, PTXRT_VOTE_BALLOT, 11, i & 1, 0, 0,
		  0xffff0000u, NULL);
  /* Reconverged: a ballot of all.  */
  r2[i] = warp (PTXRT_OP_VOTE, PTXRT_VOTE_BALLOT, 12, 1, 0, 0, ~0u, NULL);
}

/* Votes, matches, reductions, elect.  */
static void
others (void *data)
{
  int i = *(int *) data;
  int l = i % 32;
  r1[i] = warp (PTXRT_OP_VOTE, PTXRT_VOTE_ALL, 20, l < 31, 0, 0, ~0u, NULL)
    | warp (PTXRT_OP_VOTE, PTXRT_VOTE_ANY, 21, l == 5, 0, 0, ~0u, NULL) << 1
    | warp (PTXRT_OP_VOTE, PTXRT_VOTE_UNI, 22, 1, 0, 0, ~0u, NULL) << 2
    | warp (PTXRT_OP_VOTE, PTXRT_VOTE_UNI, 23, l & 1, 0, 0, ~0u, NULL) << 3;
  uint32_t p = 0;
  r2[i] = warp (PTXRT_OP_MATCH_ANY, 0, 24, (uint64_t) (l % 3), 0, 0, ~0u,
		NULL);
  r3[i] = warp (PTXRT_OP_MATCH_ALL, 0, 25, 7, 0, 0, ~0u, &p);
  r3[i] ^= p;
  uint64_t a[PTXRT_SLOTS] = { 0 };
  a[PTXRT_OP] = PTXRT_OP_REDUX | PTXRT_REDUX_MIN << 8 | 1 << 16;
  a[PTXRT_SITE] = 26;
  a[PTXRT_X0] = (uint32_t) (l - 3);
  a[PTXRT_X3] = ~0u;
  __ptxasm_ls_op (a);
  r4[i] = (uint32_t) a[PTXRT_D]
    + warp (PTXRT_OP_REDUX, PTXRT_REDUX_ADD, 27, (uint64_t) l, 0, 0, ~0u,
	    NULL);
  if (l & 1)
    {
      r4[i] += warp (PTXRT_OP_ELECT, 0, 28, 0, 0, 0, 0xaaaaaaaau, &p) << 16;
      r4[i] += p << 24;
    }
}

/* A resumable body, as lockstep-resume.cc makes one: the library puts
   the address of its frame, which keeps the lane's variables from call
   to call, in the data's first slot (the iteration's number follows);
   the frame's header says where to go on (0: the start) and whether the
   lane waits and whether a statement that may wait runs; a statement
   runs again until each of its warp instructions has been computed,
   the earlier ones' results kept.
   Here: a butterfly whose statement holds two shuffles (s += 2 * the
   partner's s), then a ballot of the lanes below 16 alone.  */
struct rframe
{
  uint32_t state, waiting, done, in;
  /* REP, BAD, LOG, the block and the scratch (ptxrt.h).  */
  unsigned char rest[PTXRT_FRAME_HDR - 16];
  int i;
  uint32_t s, x;
};

static void
resumable (void *data)
{
  struct rframe *f = *(struct rframe **) data;
  uint32_t t;
  switch (f->state)
    {
    case 1:
      goto s1;
    case 2:
      goto s2;
    default:
      break;
    }
  f->i = *(int *) ((char *) data + 16);
  f->s = (uint32_t) f->i * 7;
  for (f->x = 16; f->x >= 1; f->x >>= 1)
    {
      f->state = 1;
      f->done = 0;
    s1:
      f->in = 1;
      t = warp (PTXRT_OP_SHFL, PTXRT_SHFL_BFLY, 40, f->s, f->x, 31, ~0u, NULL);
      t += warp (PTXRT_OP_SHFL, PTXRT_SHFL_BFLY, 41, f->s, f->x, 31, ~0u,
		 NULL);
      if (f->waiting)
	return;
      f->in = 0;
      f->s += t;
    }
  r1[f->i] = f->s;
  if (f->i % 32 < 16)
    {
      f->state = 2;
      f->done = 0;
    s2:
      f->in = 1;
      t = warp (PTXRT_OP_VOTE, PTXRT_VOTE_BALLOT, 42, f->i & 1, 0, 0,
		0x0000ffffu, NULL);
      if (f->waiting)
	return;
      f->in = 0;
      r2[f->i] = t;
    }
}

/* Run FN over COUNT iterations as lanes.  */
/* The words of a cut loop's warp instruction (ptxrt.h): word K of lane
   L at K * PTXRT_WARP_LANES + L.  */
static uint64_t w[PTXRT_WARP_WORDS];

/* Lane L's words: operation OP (mode MODE), operands X0-X2, mask M.  */
static void
set_lane (unsigned l, unsigned op, unsigned mode, uint64_t x0, uint64_t x1,
	  uint64_t x2, uint32_t m)
{
  w[PTXRT_OP * PTXRT_WARP_LANES + l] = op | mode << 8;
  w[PTXRT_SITE * PTXRT_WARP_LANES + l] = 1;
  w[PTXRT_X0 * PTXRT_WARP_LANES + l] = x0;
  w[PTXRT_X1 * PTXRT_WARP_LANES + l] = x1;
  w[PTXRT_X2 * PTXRT_WARP_LANES + l] = x2;
  w[PTXRT_X3 * PTXRT_WARP_LANES + l] = m;
  w[PTXRT_D * PTXRT_WARP_LANES + l] = 0xdeadbeef;
}

/* Lane L's result, *P its predicate.  */
static uint32_t
result (unsigned l, uint32_t *p)
{
  if (p)
    *p = (uint32_t) w[PTXRT_P * PTXRT_WARP_LANES + l];
  return (uint32_t) w[PTXRT_D * PTXRT_WARP_LANES + l];
}

/* __ptxasm_ls_warp: a cut loop's warp instructions, all lanes at once.  */
static void
cut_loop (void)
{
  int ok = 1;
  for (unsigned l = 0; l < 32; l++)
    set_lane (l, PTXRT_OP_SHFL, PTXRT_SHFL_BFLY, 100 + l, 5, 31, ~0u);
  __ptxasm_ls_warp (w, 32);
  for (unsigned l = 0; l < 32; l++)
    {
      uint32_t p;
      ok &= result (l, &p) == 100 + (l ^ 5) && p == 1;
    }
  CHECK (ok, "cut loop: shfl.bfly of one lane operand, all lanes at once");

  ok = 1;
  for (unsigned l = 0; l < 32; l++)
    set_lane (l, PTXRT_OP_SHFL, PTXRT_SHFL_IDX, 100 + l, (l * 7) % 32, 31,
	      ~0u);
  __ptxasm_ls_warp (w, 32);
  for (unsigned l = 0; l < 32; l++)
    ok &= result (l, NULL) == 100 + (l * 7) % 32;
  CHECK (ok, "cut loop: shfl.idx of each lane's source lane");

  ok = 1;
  for (unsigned l = 0; l < 8; l++)
    set_lane (l, PTXRT_OP_SHFL, PTXRT_SHFL_DOWN, 100 + l, 1, 31, ~0u);
  __ptxasm_ls_warp (w, 8);
  for (unsigned l = 0; l < 8; l++)
    {
      uint32_t p;
      ok &= result (l, &p) == (l < 7 ? 101 + l : 0) && p == 1;
    }
  CHECK (ok, "cut loop, 8 lanes: shfl.down from a lane past them gives 0");

  ok = 1;
  for (unsigned l = 0; l < 32; l++)
    set_lane (l, PTXRT_OP_VOTE, PTXRT_VOTE_BALLOT, l % 3 == 0, 0, 0,
	      l < 16 ? 0xffffu : 0xffff0000u);
  __ptxasm_ls_warp (w, 32);
  for (unsigned l = 0; l < 32; l++)
    ok &= result (l, NULL) == (l < 16 ? 0x9249u : 0x49240000u);
  CHECK (ok, "cut loop: a ballot of each half warp's member mask");
}

static void
run (void (*fn) (void *), int count)
{
  for (int i = 0; i < count; i++)
    __ptxasm_ls_lane (fn, &i, sizeof i);
  __ptxasm_ls_flush ();
}

int
main (void)
{
  CHECK (__ptxasm_ls_laneid () == -1, "outside a lane: laneid -1");
  uint64_t a[PTXRT_SLOTS] = { PTXRT_OP_SHFL };
  CHECK (__ptxasm_ls_op (a) == 0, "outside a lane: not computed");

  run (shuffles, N);
  int ok = 1;
  for (int i = 0; i < N; i++)
    ok &= r1[i] == (i < 32 ? 496u : 496u + 32 * 32);
  CHECK (ok, "shfl.bfly: the butterfly sum of each warp");
  ok = 1;
  for (int i = 0; i < N; i++)
    ok &= r2[i] == (uint32_t) (i % 32 + 1);
  CHECK (ok, "shfl.up with its predicate: an inclusive scan");
  ok = 1;
  for (int i = 0; i < N; i++)
    ok &= r3[i] == (uint32_t) ((i & ~7) + 7);
  CHECK (ok, "shfl.idx in segments of 8: lane 7 of each");
  ok = 1;
  for (int i = 0; i < N; i++)
    ok &= r4[i] == (i % 32 == 31 ? (uint32_t) i : (uint32_t) (i + 1) | 1u << 31);
  CHECK (ok, "shfl.down: the next lane's, the last its own, out of range");

  run (shuffles, 40);
  ok = 1;
  for (int i = 32; i < 40; i++)
    ok &= r1[i] == (uint32_t) (32 + 33 + 34 + 35 + 36 + 37 + 38 + 39);
  CHECK (ok, "8 lanes: the inactive lanes give 0 to a butterfly");

  run (diverge, 40);
  ok = 1;
  for (int i = 0; i < 32; i++)
    ok &= r1[i] == (i < 16 ? 0xffffu : 0xaaaa0000u) && r2[i] == 0xffffffffu;
  for (int i = 32; i < 40; i++)
    ok &= r1[i] == 0xffu && r2[i] == 0xffu;
  CHECK (ok, "divergent branches, then a reconverged ballot");

  run (others, 32);
  ok = 1;
  for (int i = 0; i < 32; i++)
    {
      uint32_t m = i % 3 == 0 ? 0x49249249u : i % 3 == 1 ? 0x92492492u
	: 0x24924924u;
      ok &= r1[i] == (0 | 1 << 1 | 1 << 2 | 0 << 3);
      ok &= r2[i] == m;
      ok &= r3[i] == (0xffffffffu ^ 1);
      ok &= r4[i] == (uint32_t) (-3 + 496)
	+ (i & 1 ? (1u << 16) + ((i == 1) << 24) : 0);
    }
  CHECK (ok, "vote, match, redux.min.s32 and add, elect of the odd lanes");
  for (int i = 0; i < N; i++)
    {
      unsigned char d[32] = { 0 };
      memcpy (d + 16, &i, sizeof i);
      __ptxasm_ls_resumable (resumable, d, sizeof d, sizeof (struct rframe));
    }
  __ptxasm_ls_flush ();
  uint32_t want[32];
  for (int i = 0; i < 32; i++)
    want[i] = (uint32_t) i * 7;
  for (uint32_t x = 16; x >= 1; x >>= 1)
    {
      uint32_t next[32];
      for (int i = 0; i < 32; i++)
	next[i] = want[i] + 2 * want[i ^ x];
      memcpy (want, next, sizeof want);
    }
  ok = 1;
  for (int i = 0; i < N; i++)
    ok &= r1[i] == want[i % 32] + (i < 32 ? 0 : 3 * 3 * 3 * 3 * 3 * 32 * 7)
	  && (i % 32 >= 16 || r2[i] == 0xaaaau);
  CHECK (ok, "a resumable body: a statement of two shuffles run again, "
	 "then a ballot of half the lanes");
  cut_loop ();
  UNIT_DONE ();
}
