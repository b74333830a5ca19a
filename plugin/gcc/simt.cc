/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* simt.cc -- which asm statements of an offloaded function lie in the
   SIMT region of a simd loop.

   When GCC offloads an "omp simd" loop to nvptx (at -O1 and above), it
   gives the loop body a SIMT copy that runs one iteration per lane, in
   a region that starts with .GOMP_SIMT_ENTER_ALLOC and ends with
   .GOMP_SIMT_EXIT (omp-expand.cc; the device pass sees these calls).
   There every lane is its own master lane (enum ptxasm_exec), so a
   statement there needs no master-lane wrapper: the device pass runs it
   on every lane at no cost.  The loop's other copy, for targets without
   SIMT, is chosen by "if (.GOMP_USE_SIMT () != 0)", which nvptx folds
   to true: that copy never runs on the GPU, and its statements are
   treated as the SIMT copy's, so that both copies stay the same text
   (the compile-time check keeps one of identical statements).
   Statements elsewhere, and those of functions called from a simd loop,
   keep the wrapper, which finds the lane's role at run time.  */

#include "ptxasm.h"
#include "dominance.h"

static auto_vec<basic_block> enters, exits, simd_copies;

/* The block where the copy for targets without SIMT starts, if G is the
   call of .GOMP_USE_SIMT () that chooses it (the condition that ends
   G's block tests its result against 0), or NULL (ptxasm.h).  */
basic_block
ptxasm_simd_copy (gimple *g)
{
  basic_block bb = gimple_bb (g);
  tree lhs = gimple_call_lhs (g);
  gcond *c = safe_dyn_cast<gcond *> (gsi_stmt (gsi_last_nondebug_bb (bb)));
  if (!lhs || !c || gimple_cond_lhs (c) != lhs
      || !integer_zerop (gimple_cond_rhs (c))
      || (gimple_cond_code (c) != NE_EXPR && gimple_cond_code (c) != EQ_EXPR))
    return NULL;
  edge t, f;
  extract_true_false_edges_from_block (bb, &t, &f);
  edge e = gimple_cond_code (c) == NE_EXPR ? f : t;
  edge simt = e == t ? f : t;
  if (!single_pred_p (e->dest) || !single_pred_p (simt->dest))
    return NULL;
  /* The SIMT copy gives the iterations distinct lanes only if GCC
     asked for each lane's (.GOMP_SIMT_LANE): with safelen(1),
     simdlen(1) or if(0) every lane of the thread's warp runs every
     iteration, and this copy's statements are the thread's too.  */
  calculate_dominance_info (CDI_DOMINATORS);
  basic_block x;
  FOR_EACH_BB_FN (x, cfun)
    if (dominated_by_p (CDI_DOMINATORS, x, simt->dest))
      for (gimple_stmt_iterator gsi = gsi_start_bb (x); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (gimple_call_internal_p (gsi_stmt (gsi), IFN_GOMP_SIMT_LANE))
	  return e->dest;
  return NULL;
}

void
ptxasm_simt_begin (function *fun)
{
  enters.truncate (0);
  exits.truncate (0);
  simd_copies.truncate (0);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (gimple_call_internal_p (g, IFN_GOMP_SIMT_ENTER_ALLOC))
	  enters.safe_push (bb);
	else if (gimple_call_internal_p (g, IFN_GOMP_SIMT_EXIT))
	  exits.safe_push (bb);
	else if (gimple_call_internal_p (g, IFN_GOMP_USE_SIMT))
	  if (basic_block c = ptxasm_simd_copy (g))
	    simd_copies.safe_push (c);
      }
  if (!enters.is_empty () || !simd_copies.is_empty ())
    calculate_dominance_info (CDI_DOMINATORS);
}

bool
ptxasm_simt_p (gimple *stmt)
{
  basic_block bb = gimple_bb (stmt);
  if (!bb)
    return false;
  for (basic_block c : simd_copies)
    if (dominated_by_p (CDI_DOMINATORS, bb, c))
      return true;
  for (basic_block e : enters)
    if (bb != e && dominated_by_p (CDI_DOMINATORS, bb, e))
      {
	/* After the region's exit the code is a thread's again.  */
	bool after = false;
	for (basic_block x : exits)
	  after |= (dominated_by_p (CDI_DOMINATORS, x, e)
		    && dominated_by_p (CDI_DOMINATORS, bb, x));
	if (!after)
	  return true;
      }
  return false;
}

void
ptxasm_simt_end (void)
{
  /* ptxasm_simd_copy may have computed it too.  */
  free_dominance_info (CDI_DOMINATORS);
  enters.truncate (0);
  exits.truncate (0);
  simd_copies.truncate (0);
}
