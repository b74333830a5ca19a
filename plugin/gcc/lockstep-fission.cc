/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* lockstep-fission.cc -- a simd loop cut at its warp instructions: the
   host runs each 32 iterations as a warp, every piece of the body
   between two warp instructions as a loop over the lanes, and each
   warp instruction once for all of them, with no fibers and no frames.

   The published way to run warp code on a CPU (COX, CuPBoP, MCUDA):
   loop fission at each collective, each lane's values in arrays.  Where
   a loop's body allows it, lockstep.cc calls this instead of outlining
   the body for the run-time library, and the host's copy of

     for (i = a; i < b; i++)
       {
	 v = i * 3;
	 for (x = 16; x > 0; x >>= 1)
	   asm ("shfl.sync.bfly...; add..." : "+r" (v) : "r" (x));
	 out[i] = v;
       }

   becomes, in place,

     for (i = a; i < b; i++)
       {
	 n = the iterations left, 32 at most;
	 for (L = 0; L < n; L++)	     (a piece: the lanes in turn)
	   { i' = i + L; v[L] = i' * 3; }
	 x = 16;			     (the same in every lane: once)
	 while (x > 0)			     (control the lanes share)
	   {
	     for (L...) asm #0 (v[L], x);	 phase 0: the lanes' values
	     for (L...) asm #1 (v[L], x);	 phase 1: each reads its
						 source lane's value
	     x >>= 1;				 (once)
	   }
	 for (L...) { i' = i + L; out[i'] = v[L]; }
	 i += n - 1;
       }

   The conditions (fission, below):
   - every lane-dependent statement is an asm statement of the body
     whose host code (emulate/) hands each of its warp instructions over
     once (no branch in its PTX, no wait for other lanes), which may run
     again to the same effect (lockstep-resume.cc's resumable_p, which
     also admits only calls that cannot reach a warp instruction), and
     whose copies stay within GCC's 30 operands;
   - the control around them is the same in every lane: each branch
     that decides whether a lane-dependent statement runs is a
     condition (not a switch) on values that every lane computes alike
     (find_uniform: constants, and variables of the frame in registers
     that the rest of the loop does not write and that the body, if it
     writes them, computes only from such values, outside lane-dependent
     control, before it reads them);
   - the rest falls into pieces of one way in and one way out;
   - no variable of the program is written, nor one of the rest of the
     function that two units name, unless it stays one for all the
     lanes (find_once); a variable to be made the lanes' array has a
     size known and at most 4096 bytes; no alloca, no EH;
   - the loop steps by +, - or a pointer's +, its step and bound
     constants or variables it does not write; it has none of GCC's
     "omp simd" arrays (no private, reduction, lastprivate or linear
     clause, no local whose address is taken): those keep lockstep.cc's
     outlining.
   A loop that fails them is outlined as before.

   A statement with K warp instructions runs in K + 1 phases, each a
   loop over the lanes of a copy of it whose last inputs say which
   (ptxasm.h's PTXASM_FISSION_MARK): phase P hands its warp instruction
   P over through the lanes' words (emulate/warp.cc), the library
   computes it for all the lanes (__ptxasm_ls_warp) unless the lanes
   compute it themselves (a shuffle of a lane operand the same in every
   lane: local_shfl), and the later phases take its results; only the
   last phase's outputs are kept.  A variable of the body that two
   units name, that a unit reads before it writes it, or that lives in
   memory becomes an array with an element per lane; the shared control
   and the points read lane 0's of those the same in every lane.  A
   piece of such values only runs once (find_once).  The pieces' loops
   are marked for the vectorizer, as "omp simd" loops are: the user's
   simd loop promised that its iterations may run together.  */

#include "ptxasm.h"
#include "ptxfeature.h"
#include "cfgloop.h"
#include "cfgloopmanip.h"
#include "tree-cfg.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "gimple-walk.h"
#include "dominance.h"
#include "gimple-fold.h"
#include "lockstep.h"
#include "ptxrt.h"

using namespace ptxasm_ls;

namespace {

/* Lanes of a warp.  */
const unsigned lanes = 32;

/* A lane-dependent statement and the warp instructions it hands to the
   library.  */
struct point
{
  gasm *stmt;
  int calls;
};

/* What cutting one loop needs.  */
struct cut
{
  class loop *loop;
  gcond *cond;			/* the loop's test of IV */
  edge into;			/* its edge into the body */
  gimple *incr;			/* the latch's step of IV */
  tree iv;
  basic_block entry, end;	/* the body's first and last blocks, empty */
  vec<basic_block> *region;	/* the body's blocks */
  bitmap in_region;
  auto_vec<point> points;
  hash_set<basic_block> kblocks;	/* each a point alone */
  hash_set<basic_block> cblocks;	/* each a shared test alone */
  hash_set<basic_block> point_blocks;	/* the points' copies */
  hash_set<basic_block> skeleton;	/* those, ENTRY, END, joins */
  hash_set<tree> uniform;
  hash_set<tree> *loop_written;	/* by the loop outside the body */
  /* The variables the body names and writes (its blocks are split
     later, which changes neither).  */
  hash_set<tree> region_named, region_written;
  hash_map<basic_block, int> piece;	/* the piece of each other block */
  auto_vec<basic_block> entries;	/* each piece's first block */
  unsigned npieces;
  int max_calls;
  tree nlanes, lane_iv, blocks;
  hash_map<tree, tree> arrays;	/* the body's variables made arrays */
  hash_set<tree> scalars;	/* uniform ones that stay one (find_once) */
  hash_set<int_hash<int, 0, -1> > once;	/* pieces run once, not for each lane */
  auto_vec<basic_block> heads;	/* the lanes' loops */
};

/* Add BB, new, to C's region.  */
void
add_block (cut *c, basic_block bb)
{
  c->region->safe_push (bb);
  bitmap_set_bit (c->in_region, bb->index);
}

/* Split the edge E of C's region: the new block.  */
basic_block
split (cut *c, edge e)
{
  basic_block bb = split_edge (e);
  add_block (c, bb);
  return bb;
}

/* Call FN (BB, G) for each statement G of C's region, in its block BB,
   for what they name (it changes nothing).  */
template <typename F>
void
each_stmt (cut *c, F fn)
{
  for (basic_block bb : *c->region)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      fn (bb, gsi_stmt (gsi));
}

/* Is the call G one that a piece may make?  */
bool
call_allowed (gimple *g)
{
  if (gimple_call_internal_p (g))
    return !gimple_call_internal_p (g, IFN_GOMP_SIMD_LANE)
	   && !gimple_call_internal_p (g, IFN_GOMP_SIMD_VF)
	   && !gimple_call_internal_p (g, IFN_GOMP_SIMD_LAST_LANE)
	   && !gimple_call_internal_p (g, IFN_GOMP_SIMT_LANE);
  if (tree fn = gimple_call_fndecl (g))
    if (fndecl_built_in_p (fn, BUILT_IN_NORMAL))
      switch (DECL_FUNCTION_CODE (fn))
	{
	CASE_BUILT_IN_ALLOCA:
	case BUILT_IN_STACK_SAVE:
	case BUILT_IN_STACK_RESTORE:
	  return false;
	default:
	  break;
	}
  return true;
}

/* Whether the statements of C's region allow the cut: its points into
   C->points.  */
bool
statements_ok (cut *c)
{
  c->max_calls = 0;
  for (basic_block bb : *c->region)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->flags & (EDGE_EH | EDGE_ABNORMAL))
	  return false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *g = gsi_stmt (gsi);
	  if (is_gimple_omp (g))
	    return false;
	  if (is_gimple_call (g) && !call_allowed (g))
	    return false;
	  /* A variable of the program, one for all the lanes, written:
	     see make_arrays.  */
	  tree lhs = gimple_get_lhs (g);
	  if (lhs && VAR_P (lhs) && is_global_var (lhs))
	    return false;
	  if (gasm *a = dyn_cast<gasm *> (g))
	    for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
	      {
		tree o = TREE_VALUE (gimple_asm_output_op (a, i));
		if (VAR_P (o) && is_global_var (o))
		  return false;
	      }
	  if (!stmt_lane_dependent (g, 0))
	    continue;
	  gasm *a = dyn_cast<gasm *> (g);
	  if (!a)
	    return false;
	  unsigned HOST_WIDE_INT local;
	  int calls = ptxasm_emulate_warp_calls (a, 0, &local);
	  /* A copy takes PTXASM_FISSION_INPUTS more operands, within
	     GCC's limit (the GPU's compiler sees the copies too).  */
	  if (calls < 0
	      || (gimple_asm_noutputs (a) + gimple_asm_ninputs (a)
		  + PTXASM_FISSION_INPUTS > 30))
	    return false;
	  c->points.safe_push ({ a, calls });
	  c->max_calls = MAX (c->max_calls, calls);
	}
    }
  return !c->points.is_empty ();
}

/* Put each point of C in a block of its own.  */
void
isolate_points (cut *c)
{
  for (const point &p : c->points)
    {
      basic_block bb = gimple_bb (p.stmt);
      gimple_stmt_iterator gsi = gsi_for_stmt (p.stmt);
      gsi_prev (&gsi);
      if (!gsi_end_p (gsi))
	{
	  bb = split_block (bb, gsi_stmt (gsi))->dest;
	  add_block (c, bb);
	}
      if (gsi_stmt (gsi_last_bb (bb)) != p.stmt)
	add_block (c, split_block (bb, p.stmt)->dest);
      c->kblocks.add (bb);
    }
}

/* The blocks of C's region that BB's branch decides about: those
   reached from its successors before the block that every path from BB
   comes to (its immediate post-dominator), into SEEN.  */
void
decided_by (cut *c, basic_block bb, hash_set<basic_block> *seen)
{
  basic_block join = get_immediate_dominator (CDI_POST_DOMINATORS, bb);
  auto_vec<basic_block> work;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    work.safe_push (e->dest);
  while (!work.is_empty ())
    {
      basic_block b = work.pop ();
      if (b == join || !bitmap_bit_p (c->in_region, b->index) || seen->add (b))
	continue;
      FOR_EACH_EDGE (e, ei, b->succs)
	work.safe_push (e->dest);
    }
}

bool pure_def (gimple *g, tree t);

/* Is T a constant the same in every lane: not the address of a
   variable of the frame, which may become an array of the lanes'?  */
bool
invariant_p (tree t)
{
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (t, 0));
      if (base && DECL_P (base) && frame_var_p (base))
	return false;
    }
  return is_gimple_min_invariant (t);
}

/* Is the operand T the same in every lane (by C->uniform)?  */
bool
uniform_op (cut *c, tree t)
{
  if (invariant_p (t))
    return true;
  return DECL_P (t) && c->uniform.contains (t);
}

/* Does some path from C's region's entry read T before it writes it
   (a value carried from one iteration to the next, not the same in
   every lane)?  */
bool
live_in (cut *c, tree t)
{
  /* Whether T is written on every path to each block's start.  */
  hash_map<basic_block, bool> set_in;
  auto writes = [t] (gimple *g) {
    hash_set<tree> w;
    note_decls (g, NULL, &w);
    return w.contains (t);
  };
  for (basic_block bb : *c->region)
    set_in.put (bb, bb != c->entry);
  for (bool changed = true; changed;)
    {
      changed = false;
      for (basic_block bb : *c->region)
	{
	  if (bb == c->entry)
	    continue;
	  bool all = true;
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, bb->preds)
	    {
	      bool *p = set_in.get (e->src);
	      bool out = p && *p;
	      for (gimple_stmt_iterator gsi = gsi_start_bb (e->src);
		   p && !out && !gsi_end_p (gsi); gsi_next (&gsi))
		out = writes (gsi_stmt (gsi));
	      all &= out;
	    }
	  if (*set_in.get (bb) && !all)
	    {
	      set_in.put (bb, false);
	      changed = true;
	    }
	}
    }
  bool read = false;
  for (basic_block bb : *c->region)
    {
      bool set = *set_in.get (bb);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	   !set && !read && !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gimple *g = gsi_stmt (gsi);
	  hash_set<tree> named;
	  note_decls (g, &named, NULL);
	  read = named.contains (t) && !pure_def (g, t);
	  set = writes (g);
	}
    }
  return read;
}

/* Does G compute from values that are the same in every lane?  */
bool
uniform_rhs (cut *c, gimple *g)
{
  if (!is_gimple_assign (g) || !DECL_P (gimple_assign_lhs (g)))
    return false;
  if (gimple_assign_rhs_class (g) == GIMPLE_SINGLE_RHS
      && !uniform_op (c, gimple_assign_rhs1 (g)))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (g); i++)
    if (!uniform_op (c, gimple_op (g, i)))
      return false;
  return true;
}

/* The branch at the end of BB, if it tests something not the same in
   every lane.  */
bool
varying_branch (cut *c, basic_block bb)
{
  gimple *g = gsi_stmt (gsi_last_bb (bb));
  if (!g)
    return false;
  if (gcond *cd = dyn_cast<gcond *> (g))
    return !uniform_op (c, gimple_cond_lhs (cd))
	   || !uniform_op (c, gimple_cond_rhs (cd));
  if (gswitch *sw = dyn_cast<gswitch *> (g))
    return !uniform_op (c, gimple_switch_index (sw));
  return false;
}

/* The values of C's region that are the same in every lane into
   C->uniform, and the blocks that only some lanes may run into
   DIVERGENT.  A variable of the function's frame whose address is not
   taken is: if the body does not write it (but not the loop's
   variable); if the body's every write to it computes from such values,
   in a block that every lane runs.  */
void
find_uniform (cut *c, hash_set<basic_block> *divergent)
{
  for (tree t : c->region_named)
    if (t != c->iv && frame_var_p (t) && !TREE_ADDRESSABLE (t)
	&& is_gimple_reg_type (TREE_TYPE (t)) && !c->loop_written->contains (t)
	&& (!c->region_written.contains (t) || !live_in (c, t)))
      c->uniform.add (t);
  for (bool changed = true; changed;)
    {
      changed = false;
      divergent->empty ();
      for (basic_block bb : *c->region)
	if (varying_branch (c, bb))
	  decided_by (c, bb, divergent);
      each_stmt (c, [&] (basic_block bb, gimple *g) {
	hash_set<tree> w;
	note_decls (g, NULL, &w);
	for (tree t : w)
	  if (c->uniform.contains (t)
	      && (divergent->contains (bb) || !uniform_rhs (c, g)))
	    {
	      c->uniform.remove (t);
	      changed = true;
	    }
      });
    }
}

/* The tests of C's region that decide whether a point runs into
   C->cblocks: false if one tests values that differ between lanes, or
   a point may run in some lanes only.  */
bool
find_shared_tests (cut *c)
{
  calculate_dominance_info (CDI_POST_DOMINATORS);
  hash_set<basic_block> divergent;
  find_uniform (c, &divergent);
  bool ok = true;
  for (basic_block bb : c->kblocks)
    if (divergent.contains (bb))
      ok = false;
  for (basic_block bb : *c->region)
    {
      gimple *g = gsi_stmt (gsi_last_bb (bb));
      if (!ok || !g
	  || (gimple_code (g) != GIMPLE_COND
	      && gimple_code (g) != GIMPLE_SWITCH))
	continue;
      hash_set<basic_block> decided;
      decided_by (c, bb, &decided);
      bool decides = false;
      for (basic_block k : c->kblocks)
	decides |= decided.contains (k);
      if (!decides)
	continue;
      if (gimple_code (g) != GIMPLE_COND || varying_branch (c, bb))
	ok = false;
      else
	c->cblocks.add (bb);
    }
  free_dominance_info (CDI_POST_DOMINATORS);
  return ok;
}

/* Put each shared test of C in a block of its own.  */
void
isolate_tests (cut *c)
{
  auto_vec<basic_block> tests;
  for (basic_block bb : c->cblocks)
    tests.safe_push (bb);
  c->cblocks.empty ();
  for (basic_block bb : tests)
    {
      gimple_stmt_iterator gsi = gsi_last_bb (bb);
      gsi_prev (&gsi);
      if (!gsi_end_p (gsi) && gimple_code (gsi_stmt (gsi)) != GIMPLE_LABEL)
	{
	  bb = split_block (bb, gsi_stmt (gsi))->dest;
	  add_block (c, bb);
	}
      c->cblocks.add (bb);
    }
}

/* A new empty block that the edges ENTRIES, all to the same block, now
   reach it through.  */
basic_block
join_edges (cut *c, const vec<edge> &entries)
{
  basic_block to = entries[0]->dest;
  basic_block j = split (c, entries[0]);
  for (unsigned i = 1; i < entries.length (); i++)
    {
      edge e = redirect_edge_and_branch (entries[i], j);
      gcc_assert (e);
    }
  gcc_checking_assert (single_succ (j) == to);
  return j;
}

/* Number the pieces of C: the blocks of its region that are not its
   skeleton, joined by edges.  False unless all the edges into a piece
   reach one block, and all those out of it one other (each set then
   joined into one edge).  */
bool
find_pieces (cut *c)
{
  c->skeleton.add (c->entry);
  c->skeleton.add (c->end);
  for (basic_block bb : c->kblocks)
    c->skeleton.add (bb);
  for (basic_block bb : c->cblocks)
    c->skeleton.add (bb);
  c->npieces = 0;
  auto_vec<basic_block> blocks;
  for (basic_block bb : *c->region)
    blocks.safe_push (bb);
  for (basic_block first : blocks)
    {
      if (c->skeleton.contains (first) || c->piece.get (first))
	continue;
      int n = (int) ++c->npieces;
      auto_vec<basic_block> work, members;
      work.safe_push (first);
      c->piece.put (first, n);
      while (!work.is_empty ())
	{
	  basic_block b = work.pop ();
	  members.safe_push (b);
	  edge e;
	  edge_iterator ei;
	  auto visit = [&] (basic_block o) {
	    if (bitmap_bit_p (c->in_region, o->index)
		&& !c->skeleton.contains (o) && !c->piece.get (o))
	      {
		c->piece.put (o, n);
		work.safe_push (o);
	      }
	  };
	  FOR_EACH_EDGE (e, ei, b->succs)
	    visit (e->dest);
	  FOR_EACH_EDGE (e, ei, b->preds)
	    visit (e->src);
	}
      auto_vec<edge> ins, outs;
      for (basic_block b : members)
	{
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, b->preds)
	    if (!c->piece.get (e->src) || *c->piece.get (e->src) != n)
	      ins.safe_push (e);
	  FOR_EACH_EDGE (e, ei, b->succs)
	    if (!c->piece.get (e->dest) || *c->piece.get (e->dest) != n)
	      outs.safe_push (e);
	}
      if (outs.is_empty () || ins.is_empty ())
	return false;
      for (edge e : outs)
	if (e->dest != outs[0]->dest)
	  return false;
      /* Branches of the piece that meet where it ends meet in a block
	 of its own, the piece's last.  */
      if (outs.length () > 1)
	c->piece.put (join_edges (c, outs), n);
      for (edge e : ins)
	if (e->dest != ins[0]->dest)
	  return false;
      /* The piece's first block (joining the entries splits the
	 first).  */
      c->entries.safe_push (ins[0]->dest);
      if (ins.length () > 1)
	c->skeleton.add (join_edges (c, ins));
    }
  return true;
}

/* The unit of BB for the variables: its piece, or the skeleton block
   itself.  */
int
unit_of (cut *c, basic_block bb)
{
  if (int *n = c->piece.get (bb))
    return *n;
  return -1 - bb->index;
}

/* Does G only compute a value the same in every lane into a body's
   variable that is so (or not touch anything: a label, a test of such
   values)?  */
bool
uniform_stmt (cut *c, gimple *g)
{
  switch (gimple_code (g))
    {
    case GIMPLE_LABEL:
    case GIMPLE_NOP:
    case GIMPLE_DEBUG:
    case GIMPLE_PREDICT:
      return true;
    case GIMPLE_COND:
      return uniform_op (c, gimple_cond_lhs (g))
	     && uniform_op (c, gimple_cond_rhs (g));
    case GIMPLE_ASSIGN:
      return c->uniform.contains (gimple_assign_lhs (g))
	     && uniform_rhs (c, g);
    default:
      return false;
    }
}

/* Does any statement of piece N of C but G name T?  */
bool
piece_names (cut *c, int n, gimple *g, tree t)
{
  for (basic_block bb : *c->region)
    if (c->piece.get (bb) && *c->piece.get (bb) == n)
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  hash_set<tree> named;
	  note_decls (gsi_stmt (gsi), &named, NULL);
	  if (gsi_stmt (gsi) != g && named.contains (t))
	    return true;
	}
  return false;
}

/* The pieces of C that run once, not for each lane (C->once): those
   that only compute values the same in every lane, each into a variable
   that stays one for all the lanes (C->scalars): one whose every write
   is in such a piece, or computes from constants and values from
   outside the loop in a piece that names it nowhere else (so that each
   lane may write it again, to the same effect, before any lane reads
   it).  Loops of uniform control then step once, not once a lane.  */
void
find_once (cut *c)
{
  for (basic_block bb : *c->region)
    if (int *n = c->piece.get (bb))
      c->once.add (*n);
  for (basic_block bb : *c->region)
    if (int *n = c->piece.get (bb))
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!uniform_stmt (c, gsi_stmt (gsi)))
	  c->once.remove (*n);
  for (bool changed = true; changed;)
    {
      changed = false;
      c->scalars.empty ();
      for (tree t : c->uniform)
	c->scalars.add (t);
      each_stmt (c, [&] (basic_block bb, gimple *g) {
	hash_set<tree> w;
	note_decls (g, NULL, &w);
	int *n = c->piece.get (bb);
	for (tree t : w)
	  {
	    if (!c->scalars.contains (t) || (n && c->once.contains (*n)))
	      continue;
	    bool fixed = is_gimple_assign (g) && n;
	    for (unsigned i = 1; fixed && i < gimple_num_ops (g); i++)
	      {
		tree op = gimple_op (g, i);
		fixed = invariant_p (op)
			|| (DECL_P (op) && !c->region_written.contains (op));
	      }
	    if (!fixed || piece_names (c, *n, g, t))
	      c->scalars.remove (t);
	  }
      });
      /* A piece that writes a variable kept for each lane runs for
	 each.  */
      for (basic_block bb : *c->region)
	if (int *n = c->piece.get (bb))
	  if (c->once.contains (*n))
	    for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
		 !gsi_end_p (gsi); gsi_next (&gsi))
	      {
		hash_set<tree> w;
		note_decls (gsi_stmt (gsi), NULL, &w);
		for (tree t : w)
		  if (!c->scalars.contains (t) && c->once.contains (*n))
		    {
		      c->once.remove (*n);
		      changed = true;
		    }
	      }
    }
}

/* walk_tree's callback: is DATA's tree here?  */
tree
names (tree *tp, int *walk_subtrees, void *data)
{
  if (*tp == (tree) data)
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Does G write T, all of it, without reading it?  */
bool
pure_def (gimple *g, tree t)
{
  if (gasm *a = dyn_cast<gasm *> (g))
    {
      bool def = false;
      for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
	def |= TREE_VALUE (gimple_asm_output_op (a, i)) == t;
      for (unsigned i = 0; i < gimple_asm_ninputs (a) && def; i++)
	if (walk_tree (&TREE_VALUE (gimple_asm_input_op (a, i)), names, t,
		       NULL))
	  return false;
      return def;
    }
  if (!is_gimple_assign (g) && !is_gimple_call (g))
    return false;
  if (gimple_get_lhs (g) != t)
    return false;
  for (unsigned i = 1; i < gimple_num_ops (g); i++)
    if (gimple_op (g, i) && walk_tree (gimple_op_ptr (g, i), names, t, NULL))
      return false;
  return true;
}

/* The body's own variables that two units of C name, that a unit keeps
   from one run to the next, or in memory, become arrays of an element
   per lane (C->arrays); false if one cannot.  ELSEWHERE: the variables
   the rest of the function names.  */
bool
make_arrays (cut *c, hash_set<tree> &elsewhere)
{
  hash_map<tree, int> first;
  hash_map<tree, basic_block> first_bb;
  /* Named in two units; in two blocks, or read before it is written
     (a unit's loop over the lanes may run again, in a loop around a
     point: each lane keeps its own value from one run to the next).  */
  hash_set<tree> several, kept;
  for (basic_block bb : *c->region)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	hash_set<tree> named;
	note_decls (gsi_stmt (gsi), &named, NULL);
	int u = unit_of (c, bb);
	for (tree t : named)
	  {
	    bool existed;
	    int &f = first.get_or_insert (t, &existed);
	    if (!existed)
	      {
		f = u;
		first_bb.put (t, bb);
		if (!pure_def (gsi_stmt (gsi), t))
		  kept.add (t);
	      }
	    else if (f != u)
	      several.add (t);
	    else if (*first_bb.get (t) != bb)
	      kept.add (t);
	  }
      }
  /* Those in memory too: each lane needs its own, as the pieces' loops
     may run lanes together.  */
  auto_vec<tree> vars;
  for (auto it = first.begin (); it != first.end (); ++it)
    {
      tree t = (*it).first;
      if (VAR_P (t) && t != c->iv && !elsewhere.contains (t)
	  && frame_var_p (t) && !c->scalars.contains (t)
	  && (several.contains (t) || kept.contains (t) || !is_gimple_reg (t)))
	vars.safe_push (t);
    }
  sort_vars (&vars);
  /* A variable of the rest of the function that the body writes and
     two units name would be one for all the lanes, where the library
     and the GPU give each lane its value until the lane writes it
     back: such a loop is not cut.  */
  for (tree t : several)
    if (c->region_written.contains (t) && !vars.contains (t)
	&& !c->scalars.contains (t))
      return false;
  for (tree t : vars)
    {
      tree size = TYPE_SIZE_UNIT (TREE_TYPE (t));
      if (DECL_HARD_REGISTER (t) || !size || !tree_fits_uhwi_p (size)
	  || tree_to_uhwi (size) > 4096)
	return false;
    }
  for (tree t : vars)
    {
      tree a = create_tmp_var (build_array_type_nelts (TREE_TYPE (t), lanes),
			       "ptxasm_lanes");
      TREE_ADDRESSABLE (a) = TREE_ADDRESSABLE (t);
      if (DECL_ALIGN (t) > DECL_ALIGN (a))
	SET_DECL_ALIGN (a, DECL_ALIGN (t));
      c->arrays.put (t, a);
    }
  return true;
}

/* SEQ: the value of FROM after COUNT steps of C's loop's increment.  */
tree
advance (cut *c, gimple_seq *seq, tree from, tree count)
{
  tree type = TREE_TYPE (c->iv);
  tree step = gimple_assign_rhs2 (c->incr);
  location_t loc = gimple_location (c->incr);
  tree u = POINTER_TYPE_P (type) ? sizetype : unsigned_type_for (type);
  tree off = gimple_build (seq, loc, MULT_EXPR, u,
			   gimple_convert (seq, loc, u, count),
			   gimple_convert (seq, loc, u, step));
  if (POINTER_TYPE_P (type))
    return gimple_build (seq, loc, POINTER_PLUS_EXPR, type, from, off);
  tree v = gimple_build (seq, loc, gimple_assign_rhs_code (c->incr), u,
			 gimple_convert (seq, loc, u, from), off);
  return gimple_convert (seq, loc, type, v);
}

/* SEQ: the value of T after one step of C's loop's increment.  */
tree
step_once (cut *c, gimple_seq *seq, tree t)
{
  return advance (c, seq, t, build_one_cst (TREE_TYPE (c->nlanes)));
}

/* SEQ: the value of C's variable after LANE more steps of the loop's
   increment.  */
tree
stepped (cut *c, gimple_seq *seq, tree lane)
{
  return advance (c, seq, c->iv, lane);
}

/* Add G at the end of BB (before its branch, if any).  */
void
append (basic_block bb, gimple *g)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  if (!gsi_end_p (gsi) && is_ctrl_stmt (gsi_stmt (gsi)))
    gsi_insert_before (&gsi, g, GSI_SAME_STMT);
  else
    gsi_insert_after (&gsi, g, GSI_NEW_STMT);
}

void
append_seq (basic_block bb, gimple_seq seq)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  if (!gsi_end_p (gsi) && is_ctrl_stmt (gsi_stmt (gsi)))
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  else
    gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
}

/* On the edge E of C, a new block of SEQ, which ends in a test: its
   false edge, *SKIP, goes on where E went, its true edge (taken with
   probability TAKEN) to a new empty block, returned.  */
basic_block
test_on_edge (cut *c, edge e, gimple_seq seq, profile_probability taken,
	      edge *skip)
{
  basic_block test = split (c, e);
  append_seq (test, seq);
  *skip = single_succ_edge (test);
  (*skip)->flags = EDGE_FALSE_VALUE;
  (*skip)->probability = taken.invert ();
  basic_block then = create_empty_bb (test);
  add_bb_to_loop (then, test->loop_father);
  add_block (c, then);
  make_edge (test, then, EDGE_TRUE_VALUE)->probability = taken;
  return then;
}

/* A loop over the lanes around the blocks from the edge IN to the edge
   OUT of C, of the variable LANE (one per loop, for the optimizers):
   lane 0 before, the next while there is one after; the lane's value of
   the loop's variable at its start.  The edge out of the loop.  */
edge
lane_loop (cut *c, edge in, edge out, tree lane)
{
  basic_block pre = split (c, in);
  append (pre, gimple_build_assign (lane, build_zero_cst (TREE_TYPE (lane))));
  basic_block head = split (c, single_succ_edge (pre));
  gimple_seq seq = NULL;
  tree v = stepped (c, &seq, lane);
  gimple_seq_add_stmt (&seq, gimple_build_assign (c->lane_iv, v));
  append_seq (head, seq);
  basic_block latch = split (c, out);
  append (latch, gimple_build_assign (lane, PLUS_EXPR, lane,
				      build_one_cst (TREE_TYPE (lane))));
  append (latch, gimple_build_cond (LT_EXPR, lane, c->nlanes, NULL_TREE,
				    NULL_TREE));
  edge ex = single_succ_edge (latch);
  ex->flags &= ~EDGE_FALLTHRU;
  ex->flags |= EDGE_FALSE_VALUE;
  ex->probability = profile_probability::guessed_always ().apply_scale
		      (1, lanes);
  edge back = make_edge (latch, head, EDGE_TRUE_VALUE);
  back->probability = ex->probability.invert ();
  c->heads.safe_push (head);
  return ex;
}

/* The copy of the point A for PHASE of its CALLS warp instructions: its
   outputs dropped before the last phase, the phase's inputs added
   (ptxasm.h; UNIFORM, the mask of A's inputs the same in every lane;
   LANE, its loop's lane), volatile (each copy runs).  */
gasm *
phase_copy (cut *c, gasm *a, int phase, int calls, tree uniform, tree lane)
{
  vec<tree, va_gc> *ins = NULL, *outs = NULL, *clobbers = NULL;
  for (unsigned i = 0; i < gimple_asm_ninputs (a); i++)
    {
      tree op = gimple_asm_input_op (a, i);
      vec_safe_push (ins, build_tree_list (TREE_PURPOSE (op),
					   unshare_expr (TREE_VALUE (op))));
    }
  for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
    {
      tree op = gimple_asm_output_op (a, i);
      tree v = TREE_VALUE (op);
      if (phase < calls)
	v = create_tmp_var (TREE_TYPE (v), "ptxasm_phase");
      else
	v = unshare_expr (v);
      vec_safe_push (outs, build_tree_list (TREE_PURPOSE (op), v));
    }
  for (unsigned i = 0; i < gimple_asm_nclobbers (a); i++)
    vec_safe_push (clobbers, gimple_asm_clobber_op (a, i));
  vec_safe_push (ins, ptxasm_asm_operand
		 (build_int_cst (long_long_unsigned_type_node,
				 PTXASM_FISSION_MARK), "i"));
  vec_safe_push (ins, ptxasm_asm_operand (build_int_cst (integer_type_node,
							 phase), "i"));
  vec_safe_push (ins, ptxasm_asm_operand (lane, "r"));
  vec_safe_push (ins, ptxasm_asm_operand (c->blocks, "r"));
  vec_safe_push (ins, ptxasm_asm_operand (c->nlanes, "r"));
  vec_safe_push (ins, ptxasm_asm_operand (uniform, "i"));
  gasm *n = gimple_build_asm_vec (gimple_asm_string (a), ins, outs, clobbers,
				  NULL);
  n->subcode = a->subcode;
  gimple_asm_set_volatile (n, true);
  gimple_set_location (n, gimple_location (a));
  gimple_set_block (n, gimple_block (a));
  return n;
}

/* On the edge E of C, after the phase that hands over warp instruction
   K of a point at LOC: the library's computation of it.  The edge
   after.  */
edge
library_call (cut *c, edge e, unsigned k, location_t loc)
{
  tree u64p = build_pointer_type (long_long_unsigned_type_node);
  basic_block bb = split (c, e);
  gimple_seq seq = NULL;
  tree words = gimple_build (&seq, loc, POINTER_PLUS_EXPR, u64p,
			     gimple_convert (&seq, loc, u64p, c->blocks),
			     size_int (k * 8 * PTXRT_WARP_WORDS));
  /* The call, as a statement that the host pass makes it (the GPU's
     copy of this code, which it never runs, names no host function).  */
  vec<tree, va_gc> *ins = NULL, *clobbers = NULL;
  vec_safe_push (ins, ptxasm_asm_operand (words, "r"));
  vec_safe_push (ins, ptxasm_asm_operand (c->nlanes, "r"));
  vec_safe_push (clobbers, build_tree_list (NULL_TREE,
					    build_string (7, "memory")));
  gasm *call = gimple_build_asm_vec (PTXASM_FISSION_WARP_TEXT, ins, NULL,
				     clobbers, NULL);
  gimple_asm_set_volatile (call, true);
  ptxasm_asm_set_prepared (call);
  gimple_set_location (call, loc);
  gimple_seq_add_stmt (&seq, call);
  append_seq (bb, seq);
  return single_succ_edge (bb);
}

/* A new lane variable of C, for one loop over the lanes.  */
tree
new_lane (cut *c)
{
  return create_tmp_var (TREE_TYPE (c->nlanes), "ptxasm_lane");
}

/* The point P of C, in the block KB, as its phases: each a loop over
   the lanes of a copy of it, the library's computation of a warp
   instruction after each but the last.  Its blocks, and their loops'
   lanes, into LANE_BLOCKS.  */
void
cut_point (cut *c, const point &p, basic_block kb,
	   vec<std::pair<basic_block, tree> > *lane_blocks)
{
  edge in;
  if (single_pred_p (kb))
    in = single_pred_edge (kb);
  else
    {
      auto_vec<edge> ins;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, kb->preds)
	ins.safe_push (e);
      in = single_succ_edge (join_edges (c, ins));
    }
  unsigned HOST_WIDE_INT mask = 0;
  for (unsigned i = 0; i < gimple_asm_ninputs (p.stmt)
		       && i < HOST_BITS_PER_WIDE_INT; i++)
    if (uniform_op (c, TREE_VALUE (gimple_asm_input_op (p.stmt, i))))
      mask |= HOST_WIDE_INT_1U << i;
  tree uniform = build_int_cst (long_long_unsigned_type_node, mask);
  /* The warp instructions that the lanes compute themselves.  */
  unsigned HOST_WIDE_INT local;
  ptxasm_emulate_warp_calls (p.stmt, mask, &local);
  for (int phase = 0; phase < p.calls; phase++)
    {
      tree lane = new_lane (c);
      basic_block b = split (c, in);
      append (b, phase_copy (c, p.stmt, phase, p.calls, uniform, lane));
      lane_blocks->safe_push (std::make_pair (b, lane));
      c->point_blocks.add (b);
      edge out = lane_loop (c, single_pred_edge (b), single_succ_edge (b),
			    lane);
      in = (phase < HOST_BITS_PER_WIDE_INT && (local >> phase & 1)) ? out
	   : library_call (c, out, phase, gimple_location (p.stmt));
    }
  tree lane = new_lane (c);
  gimple_stmt_iterator gsi = gsi_for_stmt (p.stmt);
  gsi_replace (&gsi, phase_copy (c, p.stmt, p.calls, p.calls, uniform, lane),
	       false);
  lane_blocks->safe_push (std::make_pair (kb, lane));
  c->point_blocks.add (kb);
  lane_loop (c, in, single_succ_edge (kb), lane);
}

/* On the edge E of C, before the count of the lanes: where the loop's
   variable steps by a constant toward its bound (tested by CODE) and 31
   more steps cannot wrap, a test of the 32nd lane's value alone, and on
   to DONE with 32 lanes if it passes (then all the others do).  */
void
all_lanes (cut *c, edge e, basic_block done, enum tree_code code)
{
  tree type = TREE_TYPE (c->iv), step = gimple_assign_rhs2 (c->incr);
  if (!INTEGRAL_TYPE_P (type) || TREE_CODE (step) != INTEGER_CST
      || integer_zerop (step))
    return;
  widest_int st = wi::to_widest (step);
  if (gimple_assign_rhs_code (c->incr) == MINUS_EXPR)
    st = -st;
  bool up = wi::gts_p (st, 0);
  if (up ? code != LT_EXPR && code != LE_EXPR
      : code != GT_EXPR && code != GE_EXPR)
    return;
  widest_int lim = up ? wi::to_widest (TYPE_MAX_VALUE (type)) - st * 31
    : wi::to_widest (TYPE_MIN_VALUE (type)) - st * 31;
  if (!wi::fits_to_tree_p (lim, type))
    return;
  edge count;
  basic_block last
    = test_on_edge (c, e, gimple_seq_alloc_with_stmt
			    (gimple_build_cond (up ? LE_EXPR : GE_EXPR, c->iv,
						wide_int_to_tree (type, lim),
						NULL_TREE, NULL_TREE)),
		    profile_probability::likely (), &count);
  gimple_seq seq = NULL;
  tree v = stepped (c, &seq, build_int_cst (TREE_TYPE (c->nlanes), 31));
  tree t = create_tmp_var (type, "ptxasm_last");
  gimple_seq_add_stmt (&seq, gimple_build_assign (t, v));
  gimple_seq_add_stmt (&seq, gimple_build_cond (code, t,
						gimple_cond_rhs (c->cond),
						NULL_TREE, NULL_TREE));
  append_seq (last, seq);
  make_edge (last, count->dest, EDGE_FALSE_VALUE)->probability
    = profile_probability::unlikely ();
  basic_block full = create_empty_bb (last);
  add_bb_to_loop (full, last->loop_father);
  add_block (c, full);
  make_edge (last, full, EDGE_TRUE_VALUE)->probability
    = profile_probability::likely ();
  append (full, gimple_build_assign (c->nlanes,
				     build_int_cst (TREE_TYPE (c->nlanes),
						    lanes)));
  make_single_succ_edge (full, done, EDGE_FALLTHRU);
}

/* In ENTRY of C: the number of lanes, the iterations left (32 at
   most), counted by the loop's own test and step.  */
void
count_lanes (cut *c)
{
  tree u = TREE_TYPE (c->nlanes);
  append (c->entry, gimple_build_assign (c->nlanes, build_one_cst (u)));
  tree t = create_tmp_var (TREE_TYPE (c->iv), "ptxasm_next");
  append (c->entry, gimple_build_assign (t, c->iv));
  edge e = single_succ_edge (c->entry);
  basic_block done = e->dest;
  /* ENOUGH: nlanes < 32; NEXT: t stepped, tested; MORE: nlanes++.  */
  edge full;
  basic_block next
    = test_on_edge (c, e, gimple_seq_alloc_with_stmt
			    (gimple_build_cond (LT_EXPR, c->nlanes,
						build_int_cst (u, lanes),
						NULL_TREE, NULL_TREE)),
		    profile_probability::likely (), &full);
  basic_block enough = full->src;
  gimple_seq seq = NULL;
  tree v = step_once (c, &seq, t);
  gimple_seq_add_stmt (&seq, gimple_build_assign (t, v));
  enum tree_code code = gimple_cond_code (c->cond);
  if (!(c->into->flags & EDGE_TRUE_VALUE))
    code = invert_tree_comparison (code, false);
  gimple_seq_add_stmt (&seq, gimple_build_cond (code, t,
						gimple_cond_rhs (c->cond),
						NULL_TREE, NULL_TREE));
  append_seq (next, seq);
  make_edge (next, done, EDGE_FALSE_VALUE)->probability
    = profile_probability::unlikely ();
  basic_block more = create_empty_bb (next);
  add_bb_to_loop (more, enough->loop_father);
  add_block (c, more);
  make_edge (next, more, EDGE_TRUE_VALUE)->probability
    = profile_probability::likely ();
  append (more, gimple_build_assign (c->nlanes, PLUS_EXPR, c->nlanes,
				     build_one_cst (u)));
  make_single_succ_edge (more, enough, EDGE_FALLTHRU);
  all_lanes (c, single_succ_edge (c->entry), done, code);
}

/* walk_gimple_op's callback: each variable of the map (DATA's info)
   by its replacement.  */
tree
replace_decls (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  hash_map<tree, tree> *map = (hash_map<tree, tree> *) wi->info;
  if (!DECL_P (*tp))
    {
      if (TYPE_P (*tp) || CONSTANT_CLASS_P (*tp))
	*walk_subtrees = 0;
      return NULL_TREE;
    }
  if (tree *r = map->get (*tp))
    {
      *tp = unshare_expr (*r);
      wi->changed = true;
    }
  *walk_subtrees = 0;
  return NULL_TREE;
}

/* In the statements of BB: each variable made an array by its element
   INDEX, and (with IV) the loop's variable by the lane's.  In a copy of
   a point (POINT), whose lanes have all run what came before, a value
   the same in every lane by lane 0's element: the same for the whole
   loop over the lanes, which the compiler sees (a shuffle's lane
   operand, say: the source lanes' values are then read together).  */
void
rename_block (cut *c, basic_block bb, tree index, bool iv, bool point)
{
  hash_map<tree, tree> map;
  tree zero = build_zero_cst (TREE_TYPE (c->nlanes));
  for (auto it = c->arrays.begin (); it != c->arrays.end (); ++it)
    map.put ((*it).first,
	     build4 (ARRAY_REF, TREE_TYPE ((*it).first), (*it).second,
		     point && c->uniform.contains ((*it).first) ? zero : index,
		     NULL_TREE, NULL_TREE));
  if (iv)
    map.put (c->iv, c->lane_iv);
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (is_gimple_debug (g) || gimple_code (g) == GIMPLE_LABEL)
	continue;
      struct walk_stmt_info wi = {};
      wi.info = &map;
      walk_gimple_op (g, replace_decls, &wi);
      if (wi.changed)
	gimple_regimplify_operands (g, &gsi);
    }
}

/* Mark the loops over the lanes of C for the vectorizer, after the loop
   tree is made again.  */
void
mark_lane_loops (cut *c)
{
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  fix_loop_structure (NULL);
  for (basic_block head : c->heads)
    {
      class loop *l = head->loop_father;
      if (l && l->header == head)
	{
	  l->safelen = lanes;
	  l->force_vectorize = true;
	  cfun->has_force_vectorize_loops = true;
	}
    }
  /* The simd loop itself now runs a warp an iteration.  */
  c->loop->force_vectorize = false;
  c->loop->safelen = 0;
  c->loop->dont_vectorize = true;
}

/* Cut C's body, which fission found fit.  */
void
cut_body (cut *c)
{
  tree u = unsigned_type_node;
  c->nlanes = create_tmp_var (u, "ptxasm_nlanes");
  c->lane_iv = create_tmp_var (TREE_TYPE (c->iv), "ptxasm_iv");
  tree w = create_tmp_var (build_array_type_nelts
			   (long_long_unsigned_type_node,
			    MAX (c->max_calls, 1) * PTXRT_WARP_WORDS),
			   "ptxasm_blocks");
  TREE_ADDRESSABLE (w) = 1;
  SET_DECL_ALIGN (w, 64 * BITS_PER_UNIT);
  c->blocks = build_fold_addr_expr (w);

  /* The blocks as they are now: the shared tests, the pieces (through
     their first blocks), the points.  */
  auto_vec<basic_block> tests, piece_blocks;
  for (basic_block bb : c->cblocks)
    tests.safe_push (bb);
  for (basic_block bb : *c->region)
    if (c->piece.get (bb))
      piece_blocks.safe_push (bb);

  push_gimplify_context (true);
  /* The pieces: a loop over the lanes around each.  */
  auto_vec<std::pair<basic_block, tree> > lane_blocks;
  for (basic_block first : c->entries)
    {
      int n = *c->piece.get (first);
      if (c->once.contains (n))
	{
	  /* Run once: the values the same in every lane, lane 0's.  */
	  for (basic_block b : piece_blocks)
	    if (*c->piece.get (b) == n)
	      rename_block (c, b, build_zero_cst (TREE_TYPE (c->nlanes)),
			    false, false);
	  continue;
	}
      tree lane = new_lane (c);
      edge in = NULL, out = NULL;
      for (basic_block b : piece_blocks)
	if (*c->piece.get (b) == n)
	  {
	    lane_blocks.safe_push (std::make_pair (b, lane));
	    edge e;
	    edge_iterator ei;
	    FOR_EACH_EDGE (e, ei, b->preds)
	      if (!c->piece.get (e->src) || *c->piece.get (e->src) != n)
		in = e;
	    FOR_EACH_EDGE (e, ei, b->succs)
	      if (!c->piece.get (e->dest) || *c->piece.get (e->dest) != n)
		out = e;
	  }
      lane_loop (c, in, out, lane);
    }
  for (const point &p : c->points)
    cut_point (c, p, gimple_bb (p.stmt), &lane_blocks);
  for (auto &bl : lane_blocks)
    rename_block (c, bl.first, bl.second, true,
		  c->point_blocks.contains (bl.first));
  for (basic_block bb : tests)
    rename_block (c, bb, build_zero_cst (TREE_TYPE (c->nlanes)), false,
		  false);

  count_lanes (c);
  /* At the end the loop's variable is the last lane's; the latch steps
     it once more.  */
  gimple_seq seq = NULL;
  tree last = gimple_build (&seq, UNKNOWN_LOCATION, MINUS_EXPR, u, c->nlanes,
			    build_one_cst (u));
  tree v = stepped (c, &seq, last);
  gimple_seq_add_stmt (&seq, gimple_build_assign (c->iv, v));
  append_seq (c->end, seq);
  pop_gimplify_context (NULL);
  mark_lane_loops (c);
}

} // anon namespace

/* Cut the body of LOOP, from ENTRY to EXIT (REGION, IN_REGION: both
   kept up to date), at its warp instructions, in place, if it allows:
   see above.  COND, INTO, INCR: the loop's test, its edge into the
   body, the latch's step.  ELSEWHERE: the variables that the rest of
   the function names, WRITTEN_IN_LOOP those that the rest of the loop
   writes (lockstep.cc's collect_names).  False if it does not allow it
   (the blocks may be split).  */
bool
ptxasm_ls::fission (class loop *loop, gcond *cond, edge into, gimple *incr,
		    basic_block entry, basic_block exit,
		    vec<basic_block> *region, bitmap in_region,
		    hash_set<tree> &elsewhere,
		    hash_set<tree> &written_in_loop)
{
  if (loop->simduid || !is_gimple_assign (incr)
      || gimple_assign_lhs (incr) != gimple_cond_lhs (cond)
      || gimple_assign_rhs1 (incr) != gimple_cond_lhs (cond)
      || (gimple_assign_rhs_code (incr) != PLUS_EXPR
	  && gimple_assign_rhs_code (incr) != MINUS_EXPR
	  && gimple_assign_rhs_code (incr) != POINTER_PLUS_EXPR)
      || !resumable_p (*region))
    return false;
  cut c;
  c.loop = loop;
  c.cond = cond;
  c.into = into;
  c.incr = incr;
  c.iv = gimple_cond_lhs (cond);
  c.region = region;
  c.in_region = in_region;
  c.entry = entry;
  c.loop_written = &written_in_loop;
  if (!statements_ok (&c))
    return false;
  each_stmt (&c, [&] (basic_block, gimple *g) {
    note_decls (g, &c.region_named, &c.region_written);
  });
  /* The step and the bound: the same in every lane.  */
  hash_set<tree> &written = c.region_written;
  tree step = gimple_assign_rhs2 (incr), bound = gimple_cond_rhs (cond);
  if ((DECL_P (step) && (written.contains (step) || !frame_var_p (step)))
      || (!DECL_P (step) && !CONSTANT_CLASS_P (step))
      || (DECL_P (bound) && (written.contains (bound)
			     || !frame_var_p (bound)))
      || (!DECL_P (bound) && !CONSTANT_CLASS_P (bound)))
    return false;
  c.end = split_edge (single_succ_edge (exit));
  add_block (&c, c.end);
  isolate_points (&c);
  if (!find_shared_tests (&c))
    return false;
  isolate_tests (&c);
  if (!find_pieces (&c))
    return false;
  find_once (&c);
  if (!make_arrays (&c, elsewhere))
    return false;
  cut_body (&c);
  return true;
}
