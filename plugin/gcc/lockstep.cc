/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* lockstep.cc -- the host fallback runs a simd loop that holds
   lane-dependent PTX in lockstep, the iterations as a warp's lanes.

   GCC gives an offloaded "omp simd" loop two copies (at -O1 and above),
   chosen by "if (.GOMP_USE_SIMT () != 0)": the SIMT copy, which nvptx
   runs one iteration per lane, and the copy for targets without SIMT,
   which nvptx folds away and the host runs (simt.cc).  In the host's
   copy this pass, run by the device pass after its statements, moves
   the loop body into a function of its own, BODY (void *data), and
   puts in its place

     data = { the iteration's values the body reads };
     __ptxasm_ls_lane (BODY, &data, sizeof data);

   with __ptxasm_ls_flush () where the loop ends.  The run-time library
   (plugin/rt/lockstep.c) runs each 32 iterations as the lanes of a
   warp, each on a stack of its own, and a warp instruction in the body,
   or in a function it calls, sees every lane's value (plugin/gcc/emulate/warp.cc).
   The GPU never runs this copy; its code is unchanged.

   What the body reads of the function's variables reaches it through
   DATA: a variable the loop's control writes (the iteration variable)
   or that nothing in the loop changes is copied in; a variable the body
   writes, or whose address is taken, is reached through its address,
   shared by the lanes (a reduction's or lastprivate's copy).  The
   body's own variables become the lanes' own.

   GCC's own "omp simd" arrays (private, lastprivate, linear and
   reduction variables, and arrays of the body) get one element per
   lane (rewrite_simd_lanes).  A loop of another shape (an ordered
   region, say) stays as it was, with a warning at its first
   lane-dependent statement, and stops the program with file:line when
   the host reaches it: the host would compute it on a warp of one
   lane.  */

#include "ptxasm.h"
#include "ptxfeature.h"
#include "cfgloop.h"
#include "cfgloopmanip.h"
#include "tree-cfg.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "gimple-walk.h"
#include "tree-ssa.h"
#include "tree-dfa.h"
#include "cgraph.h"
#include "dominance.h"
#include "tree-pass.h"
#include "pass_manager.h"
#include "stor-layout.h"
#include "attribs.h"
#include "lockstep.h"

using namespace ptxasm_ls;


/* The passes that build SSA form, whose sub-list the device pass is
   one of.  */
static opt_pass *
build_ssa_passes (void)
{
  for (opt_pass *p = g->get_passes ()->all_small_ipa_passes; p; p = p->next)
    if (p->name && strcmp (p->name, "build_ssa_passes") == 0)
      return p->sub;
  return NULL;
}

/* Bring the new function FN into the call graph, through the passes
   that the others have had so far (the device pass skips it), so that
   it goes through the rest with them.  Not through add_new_function:
   a function added now would go through all the early passes at once,
   before the functions it calls had theirs, and GCC would fail to
   inline those marked always_inline.  */
static void
add_body (tree fn, opt_pass *passes)
{
  cgraph_node *node = cgraph_node::get_create (fn);
  node->local = false;
  node->definition = true;
  node->lowered = true;
  node->force_output = true;
  node->semantic_interposition = opt_for_fn (fn, flag_semantic_interposition);
  /* Offloaded code names it (in the copy that the GPU drops), and GCC's
     offload compiler wants every function that such code names: the
     GPU gets a copy it never calls.  */
  node->offloadable = 1;
  node->analyze ();
  /* Inside the device pass's run: its pass and dump file are put
     back.  */
  opt_pass *pass = current_pass;
  FILE *file = dump_file;
  dump_flags_t flags = dump_flags;
  push_cfun (DECL_STRUCT_FUNCTION (fn));
  execute_pass_list (cfun, passes);
  cgraph_edge::rebuild_edges ();
  pop_cfun ();
  current_pass = pass;
  dump_file = file;
  dump_flags = flags;
  symtab->call_cgraph_insertion_hooks (node);
}

/* The location of the statement that enters LOOP, through empty
   forwarders a few blocks up, else of its test.  */
static location_t
entry_location (class loop *loop)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    {
      basic_block bb = e->src;
      for (int n = 0; n < 4 && e->src != loop->latch; n++)
	{
	  for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
	       gsi_prev (&gsi))
	    if (gimple_location (gsi_stmt (gsi)) != UNKNOWN_LOCATION)
	      return gimple_location (gsi_stmt (gsi));
	  if (!single_pred_p (bb))
	    break;
	  bb = single_pred (bb);
	}
    }
  if (gimple *last = gsi_stmt (gsi_last_nondebug_bb (loop->header)))
    return gimple_location (last);
  return UNKNOWN_LOCATION;
}

/* Where LOOP is in the source, if it says: the location of the
   statement that enters it (expand_omp_simd's initialization of the
   control variable, at the loop's `for'), else of its test; else
   UNKNOWN_LOCATION, also for a location of no file and line.  */
location_t
ptxasm_ls::loop_location (class loop *loop)
{
  location_t loc = entry_location (loop);
  if (loc <= BUILTINS_LOCATION || !LOCATION_FILE (loc)
      || LOCATION_LINE (loc) <= 0)
    return UNKNOWN_LOCATION;
  return loc;
}

/* Insert CALL, which does not return, before the statement at GSI of
   FUN, in code that the GPU runs too: under "if (.GOMP_USE_SIMT () ==
   0)", which only the host takes.  */
void
ptxasm_ls::insert_host_only (function *fun, gimple_stmt_iterator *gsi, gimple *call)
{
  basic_block bb = gsi_bb (*gsi);
  gimple_stmt_iterator prev = *gsi;
  gsi_prev (&prev);
  edge e = (gsi_end_p (prev) || gimple_code (gsi_stmt (prev)) == GIMPLE_LABEL
	    ? split_block_after_labels (bb) : split_block (bb, gsi_stmt (prev)));
  basic_block top = e->src, rest = e->dest;
  basic_block stop = split_edge (e);
  gimple_stmt_iterator sg = gsi_start_bb (stop);
  gsi_insert_before (&sg, call, GSI_SAME_STMT);
  tree simt = create_tmp_var (integer_type_node, "ptxasm_simt");
  gcall *use = gimple_build_call_internal (IFN_GOMP_USE_SIMT, 0);
  gimple_call_set_lhs (use, simt);
  gimple_stmt_iterator tg = gsi_last_bb (top);
  gsi_insert_after (&tg, use, GSI_NEW_STMT);
  gsi_insert_after (&tg, gimple_build_cond (EQ_EXPR, simt, integer_zero_node,
					    NULL_TREE, NULL_TREE),
		    GSI_NEW_STMT);
  edge to_stop = single_succ_edge (top);
  to_stop->flags = EDGE_TRUE_VALUE;
  to_stop->probability = profile_probability::very_unlikely ();
  edge on = make_edge (top, rest, EDGE_FALSE_VALUE);
  on->probability = profile_probability::very_likely ();
  fun->curr_properties &= ~PROP_gimple_lomp_dev;
  if (current_loops)
    loops_state_set (LOOPS_NEED_FIXUP);
}

/* Warn once at the first lane-dependent statement of the loop whose
   body is REGION, and make the host stop there: this loop keeps its
   one-lane view.  WHY says what stopped the outlining.  With SHARED
   (an OpenACC loop with no copy of its own for the host) the GPU runs
   REGION too, and the host alone stops.  */
void
ptxasm_ls::refuse (const vec<basic_block> &region, const char *why,
		   location_t loop_loc, bool oacc, bool shared)
{
  for (basic_block bb : region)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (stmt_lane_dependent (gsi_stmt (gsi), 0))
	{
	  location_t loc = gimple_location (gsi_stmt (gsi));
	  if (!ptxasm_opts.no_warn_warp && !ptxasm_opts.no_warn_host_fallback
	      && warning_at (loc, 0, oacc
			     ? G_("the host fallback cannot run this "
				  "vector loop's iterations as the lanes of a "
				  "warp (%s): it stops the program here, where "
				  "the GPU would run them in lockstep")
			     : G_("the host fallback cannot run this "
				  "%<simd%> loop's iterations as the lanes of a "
				  "warp (%s): it stops the program here, where "
				  "the GPU would run them in lockstep"), why)
	      && loop_loc != UNKNOWN_LOCATION)
	    inform (loop_loc, "the loop");
	  char *msg = xasprintf ("the host fallback cannot run this %s "
				 "loop's iterations as the lanes of a warp "
				 "(%s)", oacc ? "vector" : "simd", why);
	  tree s = ptxasm_located_string (loc, msg);
	  free (msg);
	  gcall *call
	    = gimple_build_call (builtin_decl_explicit (BUILT_IN_GOMP_ERROR),
				 2, s, build_int_cst (size_type_node, -1));
	  gimple_set_location (call, loc);
	  /* GOMP_error does not return.  */
	  if (shared)
	    insert_host_only (cfun, &gsi, call);
	  else
	    /* Only the host runs this copy.  */
	    gsi_insert_before (&gsi, call, GSI_SAME_STMT);
	  return;
	}
}

/* The blocks of the body between ENTRY and EXIT (EXIT included), in
   BLOCKS; false if a path leaves it elsewhere.  */
bool
ptxasm_ls::collect_region (basic_block entry, basic_block exit, vec<basic_block> *blocks)
{
  auto_bitmap seen;
  auto_vec<basic_block> work;
  work.safe_push (entry);
  bitmap_set_bit (seen, entry->index);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      blocks->safe_push (bb);
      if (bb == exit)
	continue;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	{
	  if (e->dest == EXIT_BLOCK_PTR_FOR_FN (cfun)
	      || !dominated_by_p (CDI_DOMINATORS, e->dest, entry))
	    return false;
	  if (bitmap_set_bit (seen, e->dest->index))
	    work.safe_push (e->dest);
	}
    }
  return true;
}

/* A pointer type that may point anywhere (alias set 0), for the data
   block's slots.  */
static tree
slot_ptr_type (tree type)
{
  return build_pointer_type_for_mode (type, ptr_mode, true);
}

/* MEM[(TYPE *) BASE + OFF], BASE a pointer.  */
static tree
slot (tree type, tree base, unsigned off)
{
  return build2 (MEM_REF, type, base,
		 build_int_cst (slot_ptr_type (type), off));
}

/* Regimplify the statements of BB that name a variable of MADE
   (variables made addressable here).  */
static void
regimplify_block (basic_block bb, hash_set<tree> *made)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      hash_set<tree> names;
      note_decls (gsi_stmt (gsi), &names, NULL);
      bool any = false;
      for (tree v : names)
	any |= made->contains (v);
      if (any)
	gimple_regimplify_operands (gsi_stmt (gsi), &gsi);
    }
}

/* A new function for the body of the loop in FUN at LOC, of one
   argument, *PARM.  */
static tree
new_body_fn (function *fun, location_t loc, tree *parm)
{
  tree type = build_function_type_list (void_type_node, ptr_type_node,
					NULL_TREE);
  tree decl = build_decl (loc, FUNCTION_DECL,
			  clone_function_name_numbered (fun->decl,
							"ptxasm_lanes"),
			  type);
  TREE_STATIC (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 0;
  TREE_PUBLIC (decl) = 0;
  DECL_UNINLINABLE (decl) = 1;
  DECL_EXTERNAL (decl) = 0;
  DECL_CONTEXT (decl) = NULL_TREE;
  DECL_INITIAL (decl) = make_node (BLOCK);
  BLOCK_SUPERCONTEXT (DECL_INITIAL (decl)) = decl;
  DECL_ATTRIBUTES (decl) = tree_cons (get_identifier (body_attr), NULL_TREE,
				      NULL_TREE);
  DECL_FUNCTION_SPECIFIC_OPTIMIZATION (decl)
    = DECL_FUNCTION_SPECIFIC_OPTIMIZATION (fun->decl);
  DECL_FUNCTION_SPECIFIC_TARGET (decl)
    = DECL_FUNCTION_SPECIFIC_TARGET (fun->decl);
  DECL_FUNCTION_PERSONALITY (decl) = DECL_FUNCTION_PERSONALITY (fun->decl);
  tree res = build_decl (loc, RESULT_DECL, NULL_TREE, void_type_node);
  DECL_ARTIFICIAL (res) = 1;
  DECL_IGNORED_P (res) = 1;
  DECL_CONTEXT (res) = decl;
  DECL_RESULT (decl) = res;
  tree p = build_decl (loc, PARM_DECL, get_identifier (".ptxasm_data"),
		       ptr_type_node);
  DECL_ARTIFICIAL (p) = 1;
  DECL_ARG_TYPE (p) = ptr_type_node;
  DECL_CONTEXT (p) = decl;
  TREE_USED (p) = 1;
  DECL_ARGUMENTS (decl) = p;
  push_struct_function (decl);
  cfun->function_end_locus = loc;
  init_tree_ssa (cfun);
  pop_cfun ();
  *parm = p;
  return decl;
}

/* Lanes of a warp.  */
#define WARP_LANES 32

/* Give each lane its own element of the "omp simd array"s of the loop of
   SIMDUID in FUN (outside the SIMT copy, SIMT), whose body is the blocks
   IN_REGION:
     L = .GOMP_SIMD_LANE (SIMDUID, 0)      (in the body)  ->  removed: the
					   caller sets L for each iteration
     V = .GOMP_SIMD_VF (SIMDUID)           ->  V = 32
     X = .GOMP_SIMD_LAST_LANE (SIMDUID, L) ->  X = L
   and every "omp simd array" of FUN of fewer than 32 elements gets 32.
   Returns L, or NULL_TREE.  */
static tree
rewrite_simd_lanes (function *fun, tree simduid, bitmap in_region,
		    basic_block simt)
{
  basic_block bb;
  hash_set<tree> arrays;
  tree lane = NULL_TREE;
  FOR_EACH_BB_FN (bb, fun)
    {
      if (simt && dominated_by_p (CDI_DOMINATORS, bb, simt))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
	{
	  gimple *g = gsi_stmt (gsi);
	  hash_set<tree> names;
	  note_decls (g, &names, NULL);
	  for (tree v : names)
	    if (VAR_P (v) && TREE_CODE (TREE_TYPE (v)) == ARRAY_TYPE
		&& lookup_attribute ("omp simd array", DECL_ATTRIBUTES (v)))
	      arrays.add (v);
	  if (!gimple_call_internal_p (g) || gimple_call_num_args (g) < 1
	      || gimple_call_arg (g, 0) != simduid)
	    {
	      gsi_next (&gsi);
	      continue;
	    }
	  tree lhs = gimple_call_lhs (g);
	  switch (gimple_call_internal_fn (g))
	    {
	    case IFN_GOMP_SIMD_LANE:
	      /* In the body: outline checked (lane_call_outside).  */
	      lane = lhs;
	      gsi_remove (&gsi, true);
	      continue;
	    case IFN_GOMP_SIMD_VF:
	      gsi_replace (&gsi, lhs ? gimple_build_assign
			   (lhs, build_int_cst (TREE_TYPE (lhs), WARP_LANES))
			   : gimple_build_nop (), false);
	      break;
	    case IFN_GOMP_SIMD_LAST_LANE:
	      gsi_replace (&gsi, lhs ? gimple_build_assign
			   (lhs, gimple_call_arg (g, 1))
			   : gimple_build_nop (), false);
	      break;
	    default:
	      break;
	    }
	  gsi_next (&gsi);
	}
    }
  for (tree v : arrays)
    {
      tree type = TREE_TYPE (v);
      tree size = TYPE_SIZE_UNIT (type), esize = TYPE_SIZE_UNIT (TREE_TYPE (type));
      if (size && esize && tree_fits_uhwi_p (size) && tree_fits_uhwi_p (esize)
	  && !integer_zerop (esize)
	  && tree_to_uhwi (size) / tree_to_uhwi (esize) >= WARP_LANES)
	continue;
      TREE_TYPE (v) = build_array_type_nelts (TREE_TYPE (type), WARP_LANES);
      relayout_decl (v);
    }
  return lane;
}

/* Whether FUN has a .GOMP_SIMD_LANE (SIMDUID, ...) outside the body
   IN_REGION (and outside the SIMT copy, SIMT), which the lane of an
   iteration cannot replace.  */
static bool
lane_call_outside (function *fun, tree simduid, bitmap in_region,
		   basic_block simt)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (!bitmap_bit_p (in_region, bb->index)
	&& !(simt && dominated_by_p (CDI_DOMINATORS, bb, simt)))
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (gimple_call_internal_p (gsi_stmt (gsi), IFN_GOMP_SIMD_LANE)
	    && gimple_call_arg (gsi_stmt (gsi), 0) == simduid)
	  return true;
  return false;
}

/* Whether omp-low gives a simd loop's private, lastprivate, linear and
   reduction variables an "omp simd array" of one element per lane: it
   does where the host's vector length is above 1 (not at -O0, -Og,
   -fno-tree-loop-optimize or an explicit -fno-tree-loop-vectorize;
   then they are the thread's scalars).  */
static bool
simd_arrays_made_p (void)
{
  return maybe_ne (ptxasm_host_max_vf (), 1U);
}

/* The safelen with which the GPU runs LOOP of FUN, the host's copy (its
   SIMT copy starts at SIMT, or there is none): the SIMT copy's loop's.
   omp-low cuts the host copy's to the length of its "omp simd" arrays
   (the host's vector length), or to 1 where it makes none.  Without a
   SIMT copy (no nvptx offloading) a host safelen equal to the host's
   vector length may have been any larger one: taken as 32.  */
static int
gpu_safelen (function *fun, class loop *loop, basic_block simt)
{
  if (simt)
    {
      for (auto l : loops_list (fun, 0))
	if (l->simduid && dominated_by_p (CDI_DOMINATORS, l->header, simt))
	  return l->safelen;
      return loop->safelen;
    }
  if (loop->simduid
      && known_eq (ptxasm_host_max_vf (), (unsigned) loop->safelen))
    return 32;
  return loop->safelen;
}

/* The last statement of BB that sets V, or NULL.  */
gimple *
ptxasm_ls::last_set (basic_block bb, tree v)
{
  for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
       gsi_prev (&gsi))
    if (gimple_get_lhs (gsi_stmt (gsi)) == v)
      return gsi_stmt (gsi);
  return NULL;
}

/* Split LATCH before its statement INCR: the new end of the body, the
   latch up to INCR.  */
basic_block
ptxasm_ls::split_before (basic_block latch, gimple *incr)
{
  gimple_stmt_iterator ig = gsi_for_stmt (incr);
  gsi_prev (&ig);
  if (gsi_end_p (ig) || gimple_code (gsi_stmt (ig)) == GIMPLE_LABEL)
    /* Nothing of the body before the increment in the latch.  */
    return split_block_after_labels (latch)->src;
  return split_block (latch, gsi_stmt (ig))->src;
}

/* Whether LOOP's blocks hold lane-dependent PTX; if so, its blocks into
   BLOCKS.  */
bool
ptxasm_ls::loop_lane_dependent (class loop *loop, vec<basic_block> *blocks)
{
  basic_block *bbs = get_loop_body (loop);
  bool needed = false;
  for (unsigned i = 0; i < loop->num_nodes && !needed; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	 !needed && !gsi_end_p (gsi); gsi_next (&gsi))
      needed = stmt_lane_dependent (gsi_stmt (gsi), 0);
  if (needed)
    for (unsigned i = 0; i < loop->num_nodes; i++)
      blocks->safe_push (bbs[i]);
  free (bbs);
  return needed;
}

/* Whether LOOP is the count that expand_omp_simd makes: its header's
   test *COND of the control variable, *INTO the body and *OUT the exit,
   the latch's last write of the variable *INCR.  */
static bool
simple_count (class loop *loop, gcond **cond, edge *into, edge *out,
	      gimple **incr)
{
  basic_block header = loop->header, latch = loop->latch;
  *cond = safe_dyn_cast<gcond *> (gsi_stmt (gsi_last_nondebug_bb (header)));
  if (!*cond || !latch || EDGE_COUNT (header->succs) != 2
      || !single_succ_p (latch) || single_succ (latch) != header)
    return false;
  *into = EDGE_SUCC (header, 0);
  *out = EDGE_SUCC (header, 1);
  if (!flow_bb_inside_loop_p (loop, (*into)->dest))
    std::swap (*into, *out);
  if (!flow_bb_inside_loop_p (loop, (*into)->dest)
      || flow_bb_inside_loop_p (loop, (*out)->dest)
      || (*into)->dest == header || !single_pred_p ((*into)->dest))
    return false;
  tree iv = gimple_cond_lhs (*cond);
  if (!frame_var_p (iv))
    return false;
  /* The increment: the last statement of the latch that sets IV.  */
  *incr = last_set (latch, iv);
  return *incr != NULL;
}

/* Whether the internal calls of LOOP's blocks are those that
   rewrite_simd_lanes gives each lane its own of: GCC's per-lane arrays
   ("omp simd array", indexed by .GOMP_SIMD_LANE (SIMDUID, 0)).  Not an
   ordered region, an inscan reduction (.GOMP_SIMD_LANE (SIMDUID, 1 or
   2)), a run-time if(simd:) condition (a third argument) or another
   loop's SIMDUID.  */
static bool
internal_calls_ok (class loop *loop)
{
  basic_block *bbs = get_loop_body (loop);
  bool ok = true;
  for (unsigned i = 0; i < loop->num_nodes && ok; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	 ok && !gsi_end_p (gsi); gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (gimple_code (g) == GIMPLE_OMP_ORDERED
	    || gimple_call_internal_p (g, IFN_GOMP_SIMD_ORDERED_START))
	  ok = false;
	else if (gimple_call_internal_p (g)
		 && (gimple_call_internal_fn (g) == IFN_GOMP_SIMD_LANE
		     || gimple_call_internal_fn (g) == IFN_GOMP_SIMD_VF
		     || gimple_call_internal_fn (g) == IFN_GOMP_SIMD_LAST_LANE))
	  ok = (loop->simduid && gimple_call_arg (g, 0) == loop->simduid
		&& gimple_call_lhs (g)
		&& (gimple_call_internal_fn (g) != IFN_GOMP_SIMD_LANE
		    || (gimple_call_num_args (g) == 2
			&& integer_zerop (gimple_call_arg (g, 1)))));
      }
  free (bbs);
  return ok;
}

/* The block where the SIMT copy starts, beside the host's copy that
   starts at COPY; NULL if there is none.  */
static basic_block
simt_copy (basic_block copy)
{
  if (!single_pred_p (copy) || EDGE_COUNT (single_pred (copy)->succs) != 2)
    return NULL;
  basic_block choice = single_pred (copy);
  basic_block simt = EDGE_SUCC (choice, 0)->dest == copy
    ? EDGE_SUCC (choice, 1)->dest : EDGE_SUCC (choice, 0)->dest;
  return single_pred_p (simt) ? simt : NULL;
}

/* Without "omp simd" arrays (omp-low makes none where the host
   vectorizes nothing: -O0, -Og, -fno-tree-loop-vectorize), the private,
   lastprivate, linear and reduction variables of a loop are one scalar
   of the thread, which every lane would share.  Whether one of VARS,
   those the body shares with the rest of the function, is written by
   the body (WRITTEN): it may be one.  *WHY names it.  */
static bool
shares_thread_scalar (const vec<tree> &vars, hash_set<tree> &written,
		      const char **why)
{
  for (tree v : vars)
    if (VAR_P (v) && written.contains (v))
      {
	static char buf[200];
	snprintf (buf, sizeof buf, "with -Og or -fno-tree-loop-vectorize "
		  "GCC gives its lanes one copy of '%s'; compile with -O1 "
		  "or above, without -fno-tree-loop-vectorize",
		  DECL_NAME (v) ? IDENTIFIER_POINTER (DECL_NAME (v))
		  : "a variable");
	*why = buf;
	return true;
      }
  return false;
}

/* The variables that FUN's statements name (outside the SIMT copy,
   SIMT): in the body IN_REGION, into IN_BODY and those it writes into
   WRITTEN_IN_BODY; elsewhere, into ELSEWHERE and those the rest of
   LOOP writes into WRITTEN_IN_LOOP.  */
void
ptxasm_ls::collect_names (function *fun, class loop *loop, bitmap in_region,
	       basic_block simt, hash_set<tree> *in_body,
	       hash_set<tree> *written_in_body, hash_set<tree> *elsewhere,
	       hash_set<tree> *written_in_loop)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      bool inside = bitmap_bit_p (in_region, bb->index);
      bool in_loop = flow_bb_inside_loop_p (loop, bb);
      if (simt && dominated_by_p (CDI_DOMINATORS, bb, simt))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (inside)
	  note_decls (gsi_stmt (gsi), in_body, written_in_body);
	else
	  note_decls (gsi_stmt (gsi), elsewhere,
		      in_loop ? written_in_loop : NULL);
    }
}

/* A counter of LOOP's iterations modulo 32, of TYPE, set to 0 on each
   entry to the loop: the lane that each iteration gets (next_lane).  */
static tree
lane_counter (class loop *loop, tree type)
{
  tree count = create_tmp_var (type, "ptxasm_lane_count");
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (e->src != loop->latch)
      gsi_insert_on_edge (e, gimple_build_assign (count,
						  build_zero_cst (type)));
  return count;
}

/* Add to SEQ: LANE = COUNT; COUNT = (COUNT + 1) & 31.  */
static void
next_lane (gimple_seq *seq, tree lane, tree count)
{
  tree type = TREE_TYPE (count);
  gimple_seq_add_stmt (seq, gimple_build_assign (lane, count));
  tree c1 = create_tmp_var (type);
  gimple_seq_add_stmt (seq, gimple_build_assign (c1, PLUS_EXPR, count,
						 build_one_cst (type)));
  gimple_seq_add_stmt (seq, gimple_build_assign
		       (count, BIT_AND_EXPR, c1,
			build_int_cst (type, WARP_LANES - 1)));
}


/* Outline the body of LOOP, of FUN, the host's copy that starts at
   block COPY, and run it through the library: OUTLINED.  REFUSED, with
   *WHY the reason and nothing changed but blocks split, if the loop is
   not of the shape expand_omp_simd makes.  LEFT if GCC does not run the
   loop's iterations on distinct lanes on the GPU either (safelen(1),
   simdlen(1), if(0)): there the statements keep the warp that a
   statement outside simd sees.  */
static enum outcome
outline (function *fun, class loop *loop, basic_block copy, const char **why)
{
  basic_block latch = loop->latch;
  /* Where omp-low makes no "omp simd" arrays it gives the host's copy
     safelen(1), whatever the GPU's copy has (its safelen is checked
     below).  */
  if (loop->safelen <= 1
      && (simd_arrays_made_p () || !ptxasm_nvptx_offload_p ()))
    return LEFT;
  gcond *cond;
  edge into, out;
  gimple *incr;
  *why = "its control is not a simple count";
  if (!simple_count (loop, &cond, &into, &out, &incr))
    return REFUSED;
  *why = "it has an ordered region, an inscan reduction or an if(simd:) "
	 "condition known at run time only";
  if (!internal_calls_ok (loop))
    return REFUSED;

  /* The region: a new empty block ENTRY after the header, and EXIT the
     body's end, the latch up to the increment.  */
  location_t loc = gimple_location (cond);
  basic_block entry = split_edge (into);
  basic_block exit = split_before (latch, incr);
  calculate_dominance_info (CDI_DOMINATORS);

  auto_vec<basic_block> region;
  *why = "its body is left other than at its end";
  if (!collect_region (entry, exit, &region))
    return REFUSED;

  /* The SIMT copy of the loop, which the host never runs, names the
     same variables: not a use elsewhere.  */
  basic_block simt = simt_copy (copy);

  int safelen = gpu_safelen (fun, loop, simt);
  /* The GPU runs it as the thread's warp (safelen(1)).  */
  if (safelen <= 1)
    return LEFT;
  *why = "its safelen is below 32: the GPU runs it on that many lanes";
  if (safelen < 32)
    return REFUSED;
  /* The variables the body names, those the rest of the function
     names, those the rest of the loop writes.  */
  hash_set<tree> in_body, written_in_body, elsewhere, written_in_loop;
  auto_bitmap in_region;
  for (basic_block bb : region)
    bitmap_set_bit (in_region, bb->index);
  collect_names (fun, loop, in_region, simt, &in_body, &written_in_body,
		 &elsewhere, &written_in_loop);

  /* The data block: a slot of 16 bytes at most per variable the body
     shares with the rest: its value, or its address.  */
  auto_vec<tree> vars;
  /* A parameter is the function's own, whatever names it.  */
  for (tree v : in_body)
    if (elsewhere.contains (v) || !VAR_P (v))
      vars.safe_push (v);
  sort_vars (&vars);
  for (tree v : vars)
    if (written_in_loop.contains (v) && written_in_body.contains (v))
      {
	*why = "its body writes the loop's control variable";
	return REFUSED;
      }

  if (!simd_arrays_made_p () && shares_thread_scalar (vars, written_in_body,
							why))
    return REFUSED;

  *why = "GCC asks for its lanes outside its body";
  if (loop->simduid
      && lane_call_outside (fun, loop->simduid, in_region, simt))
    return REFUSED;

  /* Cut at its warp instructions where it allows, else outlined.  */
  if (!ptxasm_opts.lockstep_library
      && fission (loop, cond, into, incr, entry, exit, &region, in_region,
		  elsewhere, written_in_loop))
    return CUT;
  /* fission may have split the body's blocks: its end is still the
     block before the increment's; the dominators are made again.  */
  exit = single_pred (gimple_bb (incr));
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);

  /* The lane of each iteration: its number in the loop, modulo 32,
     which the caller gives in L, by value.  */
  tree lane = NULL_TREE, count = NULL_TREE;
  if (tree simduid = loop->simduid)
    {
      lane = rewrite_simd_lanes (fun, simduid, in_region, simt);
      loop->simduid = NULL_TREE;
      /* The body no longer names it.  */
      for (unsigned i = 0; i < vars.length (); i++)
	if (vars[i] == simduid)
	  vars.ordered_remove (i--);
    }
  if (lane)
    {
      written_in_body.remove (lane);
      count = lane_counter (loop, TREE_TYPE (lane));
    }

  move_body (fun, entry, exit, region, in_region, vars, written_in_body,
	     lane, count, out, loc);
  return OUTLINED;
}

/* Move the body REGION of a loop of FUN, from ENTRY to EXIT (IN_REGION
   its blocks' bitmap), into a function of its own, and put in its place
   the call that runs it as the next lane: the variables VARS that it
   shares with the rest of FUN reach it through the data block, by
   value or, for those it writes (WRITTEN_IN_BODY) or whose address is
   taken, by address.  LANE, if not NULL_TREE, is the body's lane
   number, which the caller sets from the counter COUNT.  The lanes run
   where the loop ends, on the edge OUT, which the GPU takes too if
   SHARED_EXIT.  LOC is the loop's.  */
void
ptxasm_ls::move_body (function *fun, basic_block entry, basic_block exit,
	   const vec<basic_block> &region, bitmap in_region,
	   const vec<tree> &vars, hash_set<tree> &written_in_body, tree lane,
	   tree count, edge out, location_t loc, bool shared_exit)
{
  tree parm;
  tree body_fn = new_body_fn (fun, loc, &parm);
  bool resumable = resumable_p (region);
  unsigned frame_size = 0;
  hash_map<tree, tree> ptrs;
  hash_set<tree> made_addressable;
  auto_vec<bool> by_value;
  auto_vec<unsigned> offs;
  /* A resumable body's frame pointer goes first.  */
  unsigned size = resumable ? 16 : 0;
  gimple_seq load = NULL;
  for (tree v : vars)
    {
      tree type = TREE_TYPE (v);
      bool val = (!written_in_body.contains (v) && !TREE_ADDRESSABLE (v)
		  && is_gimple_reg_type (type)
		  && tree_fits_uhwi_p (TYPE_SIZE_UNIT (type))
		  && tree_to_uhwi (TYPE_SIZE_UNIT (type)) <= 16);
      unsigned off = size;
      size += 16;
      tree p = create_tmp_var (build_pointer_type (type), "ls");
      tree init;
      if (val)
	init = build_fold_addr_expr (slot (type, parm, off));
      else
	{
	  init = slot (build_pointer_type (type), parm, off);
	  if (!TREE_ADDRESSABLE (v))
	    {
	      TREE_ADDRESSABLE (v) = 1;
	      made_addressable.add (v);
	    }
	}
      gimple_seq_add_stmt (&load, gimple_build_assign (p, init));
      ptrs.put (v, p);
      by_value.safe_push (val);
      offs.safe_push (off);
    }

  push_gimplify_context (true);
  /* The body reaches them through the pointers.  */
  for (basic_block b : region)
    reach_through (b, &ptrs);
  gimple_stmt_iterator eg = gsi_start_bb (entry);
  gsi_insert_seq_before (&eg, load, GSI_SAME_STMT);
  for (eg = gsi_start_bb (entry); !gsi_end_p (eg); gsi_next (&eg))
    gimple_regimplify_operands (gsi_stmt (eg), &eg);
  /* The rest of the function takes the addresses of those it shares.  */
  basic_block bb;
  if (!made_addressable.is_empty ())
    FOR_EACH_BB_FN (bb, fun)
      if (!bitmap_bit_p (in_region, bb->index))
	regimplify_block (bb, &made_addressable);

  /* The body returns at its end.  */
  gimple_stmt_iterator xg = gsi_last_bb (exit);
  gsi_insert_after (&xg, gimple_build_return (NULL_TREE), GSI_NEW_STMT);

  function *body = DECL_STRUCT_FUNCTION (body_fn);
  basic_block call_bb = move_sese_region_to_fn (body, entry, exit,
						NULL_TREE);
  body->curr_properties = fun->curr_properties;
  if (resumable)
    resumable = make_resumable (body_fn, parm, &frame_size);

  /* In its place: fill the data block, give the lane.  */
  tree data = create_tmp_var (build_array_type_nelts (char_type_node,
						       size ? size : 1),
			      "ptxasm_lane");
  SET_DECL_ALIGN (data, 128);
  DECL_USER_ALIGN (data) = 1;
  TREE_ADDRESSABLE (data) = 1;
  tree data_addr = build_fold_addr_expr (data);
  gimple_seq fill = NULL;
  if (lane)
    next_lane (&fill, lane, count);
  for (unsigned i = 0; i < vars.length (); i++)
    {
      tree v = vars[i];
      tree s = by_value[i] ? slot (TREE_TYPE (v), data_addr, offs[i])
	: slot (build_pointer_type (TREE_TYPE (v)), data_addr, offs[i]);
      tree val = by_value[i] ? v : build_fold_addr_expr (v);
      gimple_seq_add_stmt (&fill, gimple_build_assign (s, val));
    }
  gcall *call;
  if (resumable)
    call = gimple_build_call (ptxasm_runtime_fn (PTXASM_RT_RESUMABLE), 4,
			      build_fold_addr_expr (body_fn), data_addr,
			      build_int_cst (long_unsigned_type_node, size),
			      build_int_cst (long_unsigned_type_node,
					     frame_size));
  else
    call = gimple_build_call (ptxasm_runtime_fn (PTXASM_RT_LANE), 3,
			      build_fold_addr_expr (body_fn), data_addr,
			      build_int_cst (long_unsigned_type_node, size));
  gimple_set_location (call, loc);
  gimple_seq_add_stmt (&fill, call);
  gimple_seq_add_stmt (&fill, gimple_build_assign (data,
						   build_clobber
						   (TREE_TYPE (data))));
  gimple_stmt_iterator cg = gsi_start_bb (call_bb);
  gsi_insert_seq_before (&cg, fill, GSI_SAME_STMT);
  for (gimple_stmt_iterator gsi = gsi_start_bb (call_bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    gimple_regimplify_operands (gsi_stmt (gsi), &gsi);
  pop_gimplify_context (NULL);

  /* The lanes given so far run where the loop ends.  */
  gcall *flush = gimple_build_call (ptxasm_runtime_fn (PTXASM_RT_FLUSH), 0);
  gimple_set_location (flush, loc);
  if (shared_exit)
    {
      /* The GPU leaves the loop there too.  */
      gimple_stmt_iterator xg = gsi_start_bb (split_edge (out));
      gsi_insert_before (&xg, gimple_build_nop (), GSI_NEW_STMT);
      insert_host_only (fun, &xg, flush);
    }
  else
    {
      gsi_insert_on_edge (out, flush);
      gsi_commit_edge_inserts ();
    }

  cgraph_edge::rebuild_edges ();
  opt_pass *passes = build_ssa_passes ();
  gcc_assert (passes);
  add_body (body_fn, passes);
  if (current_loops)
    loops_state_set (LOOPS_NEED_FIXUP);
  free_dominance_info (CDI_DOMINATORS);
}


/* Where the first lane-dependent statement of BLOCKS is in the source,
   or UNKNOWN_LOCATION.  */
static location_t
first_lane_dependent (const vec<basic_block> &blocks)
{
  location_t first = UNKNOWN_LOCATION;
  for (basic_block bb : blocks)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	location_t l = gimple_location (gsi_stmt (gsi));
	if (l != UNKNOWN_LOCATION && stmt_lane_dependent (gsi_stmt (gsi), 0)
	    && (first == UNKNOWN_LOCATION
		|| linemap_compare_locations (line_table, l, first) > 0))
	  first = l;
      }
  return first;
}

/* The blocks where the host's copies of FUN's simd loops start, into
   COPIES.  Without nvptx among the offload targets (-foffload=disable),
   GCC makes no copy for the GPU and sends nothing there: every simd
   loop is the host's, and the function's first block starts them
   all.  */
static void
find_copies (function *fun, vec<basic_block> *copies)
{
  if (!ptxasm_nvptx_offload_p ())
    {
      copies->safe_push (single_succ (ENTRY_BLOCK_PTR_FOR_FN (fun)));
      return;
    }
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_call_internal_p (gsi_stmt (gsi), IFN_GOMP_USE_SIMT))
	if (basic_block c = ptxasm_simd_copy (gsi_stmt (gsi)))
	  copies->safe_push (c);
}

/* The outermost loop of the copy that starts at C that holds
   lane-dependent PTX and is not in DONE, its blocks into BLOCKS; or
   NULL.  */
static class loop *
next_loop (function *fun, basic_block c, hash_set<basic_block> *done,
	   vec<basic_block> *blocks)
{
  bool all = !ptxasm_nvptx_offload_p ();
  for (auto loop : loops_list (fun, 0))
    {
      /* Without copies, the simd loops (safelen > 1), which do not
	 nest.  */
      if (all ? loop->safelen <= 1
	  : (!dominated_by_p (CDI_DOMINATORS, loop->header, c)
	     || (loop_outer (loop)
		 && dominated_by_p (CDI_DOMINATORS,
				    loop_outer (loop)->header, c))))
	continue;
      if (done->contains (loop->header))
	continue;
      if (loop_lane_dependent (loop, blocks))
	return loop;
    }
  return NULL;
}

void
ptxasm_lockstep (function *fun)
{
  if (!flag_openmp || !optimize || !current_loops)
    return;
  hash_map<tree, bool> found_fns;
  known = &found_fns;
  /* Each loop of a copy (GCC's own loops over the lanes of its "omp
     simd" arrays among them) that holds lane-dependent PTX, one at a
     time: outlining one changes the blocks and the loop tree, so the
     copies are looked for again.  */
  hash_set<basic_block> done;
  for (bool again = true; again;)
    {
      again = false;
      auto_vec<basic_block> copies;
      find_copies (fun, &copies);
      for (basic_block c : copies)
	{
	  calculate_dominance_info (CDI_DOMINATORS);
	  auto_vec<basic_block> blocks;
	  class loop *loop = next_loop (fun, c, &done, &blocks);
	  if (!loop)
	    continue;
	  const char *why = NULL;
	  basic_block header = loop->header;
	  location_t loop_loc = loop_location (loop);
	  location_t note_loc = loop_loc != UNKNOWN_LOCATION ? loop_loc
				: first_lane_dependent (blocks);
	  enum outcome o = outline (fun, loop, c, &why);
	  if (ptxasm_opts.verbose && (o == OUTLINED || o == CUT))
	    inform (note_loc, o == CUT
		    ? G_("ptxasm: the host runs this simd loop's iterations "
			 "as the lanes of warps, cut at its warp "
			 "instructions")
		    : G_("ptxasm: the host runs this simd loop's iterations "
			 "as the lanes of warps, through the run-time "
			 "library"));
	  if (o == OUTLINED || o == CUT)
	    {
	      calculate_dominance_info (CDI_DOMINATORS);
	      fix_loop_structure (NULL);
	      /* A cut loop keeps its warp instructions.  */
	      if (o == CUT)
		done.add (header);
	    }
	  else
	    {
	      done.add (header);
	      if (o == REFUSED)
		refuse (blocks, why, loop_loc);
	    }
	  again = true;
	  break;
	}
    }
  known = NULL;
  free_dominance_info (CDI_DOMINATORS);
}
