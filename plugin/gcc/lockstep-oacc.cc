/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* lockstep-oacc.cc -- the host fallback runs an OpenACC vector loop
   that holds lane-dependent PTX in lockstep, the iterations as a warp's
   lanes, as lockstep.cc does a simd loop (whose steps it shares).

   An OpenACC loop has one copy, which the host compiles and
   the offload compiler gets too: its vector lanes are chosen late, by
   .GOACC_LOOP (OFFSET, STEP, BOUND), as

     .offset = .GOACC_LOOP (OFFSET, ...); .bound = .GOACC_LOOP (BOUND, ...);
     if (.offset < .bound) goto BODY; else goto END;
     BODY: ...; .offset = .offset + .step; if (.offset < .bound) goto BODY;

   The host runs .offset from the first iteration to the last, one
   after another; the GPU runs iteration I on vector lane I % 32 of a
   warp, the iterations of a warp in lockstep.  Here the body of a loop
   partitioned over vector lanes (`loop vector', alone or with gang or
   worker) gets a second copy for the host, chosen as omp-expand chooses
   a simd loop's:

     BODY: if (.GOMP_USE_SIMT () != 0) goto GPU; else goto HOST;

   which nvptx folds to the GPU's copy, unchanged, and the host to its
   own, whose body is then outlined as a simd loop's is.  */

#include "ptxasm.h"
#include "ptxfeature.h"
#include "cfgloop.h"
#include "cfgloopmanip.h"
#include "tree-cfg.h"
#include "gimple-walk.h"
#include "ssa.h"
#include "dominance.h"
#include "attribs.h"
#include "internal-fn.h"
#include "gomp-constants.h"
#include "lockstep.h"

using namespace ptxasm_ls;

/* The partitioning flags (enum oacc_loop_flags) of the OpenACC loop
   whose body starts at HEADER: those of the nearest OACC_HEAD_MARK
   above it that has them, or 0 (HEADER's own are an inner loop's).  */
static unsigned
oacc_loop_flags (basic_block header)
{
  for (basic_block bb = get_immediate_dominator (CDI_DOMINATORS, header);
       bb && bb != ENTRY_BLOCK_PTR_FOR_FN (cfun);
       bb = get_immediate_dominator (CDI_DOMINATORS, bb))
    for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
	 gsi_prev (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (gimple_call_internal_p (g, IFN_UNIQUE)
	    && gimple_call_num_args (g) >= 4
	    && tree_fits_shwi_p (gimple_call_arg (g, 0))
	    && (tree_to_shwi (gimple_call_arg (g, 0))
		== IFN_UNIQUE_OACC_HEAD_MARK)
	    && tree_fits_uhwi_p (gimple_call_arg (g, 3)))
	  return (unsigned) tree_to_uhwi (gimple_call_arg (g, 3));
      }
  return 0;
}

/* Whether V is set from .GOACC_LOOP (BOUND, ...) in FUN.  */
static bool
goacc_bound_p (function *fun, tree v)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (gimple_call_internal_p (g, IFN_GOACC_LOOP)
	    && gimple_call_lhs (g) == v
	    && tree_fits_shwi_p (gimple_call_arg (g, 0))
	    && tree_to_shwi (gimple_call_arg (g, 0)) == IFN_GOACC_LOOP_BOUND)
	  return true;
      }
  return false;
}

/* Whether LOOP of FUN is the count above, bottom-tested in its latch:
   the test *COND, the edge *OUT that leaves the loop, the latch's last
   write of the control variable *INCR.  */
static bool
oacc_count (function *fun, class loop *loop, gcond **cond, edge *out,
	    gimple **incr)
{
  basic_block latch = loop->latch;
  if (!latch || latch == loop->header || EDGE_COUNT (latch->succs) != 2)
    return false;
  *cond = safe_dyn_cast<gcond *> (gsi_stmt (gsi_last_nondebug_bb (latch)));
  edge back = find_edge (latch, loop->header);
  if (!*cond || !back)
    return false;
  *out = EDGE_SUCC (latch, 0) == back ? EDGE_SUCC (latch, 1)
    : EDGE_SUCC (latch, 0);
  tree iv = gimple_cond_lhs (*cond);
  if (flow_bb_inside_loop_p (loop, (*out)->dest) || !frame_var_p (iv)
      || !goacc_bound_p (fun, gimple_cond_rhs (*cond)))
    return false;
  *incr = last_set (latch, iv);
  return *incr != NULL;
}

/* Whether the OpenACC function FN runs its vector loops on one lane:
   vector_length(1), or a serial region.  */
static bool
oacc_one_lane_p (tree fn)
{
  tree attr = oacc_get_fn_attrib (fn);
  if (!attr)
    return false;
  tree dims = TREE_VALUE (attr);
  for (int axis = 0; dims && axis < GOMP_DIM_VECTOR; axis++)
    dims = TREE_CHAIN (dims);
  return (dims && TREE_VALUE (dims) && TREE_CODE (TREE_VALUE (dims)) == INTEGER_CST
	  && integer_onep (TREE_VALUE (dims)));
}

/* Replace the SSA names of the map in DATA's walk.  */
static tree
remap_names (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  hash_map<tree, tree> *map = (hash_map<tree, tree> *) wi->info;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == SSA_NAME)
    if (tree *n = map->get (*tp))
      *tp = *n;
  return NULL_TREE;
}

/* Whether the blocks REGION can be copied by copy_region: no switch,
   computed goto or EH.  */
static bool
copyable_p (const vec<basic_block> &region)
{
  for (basic_block bb : region)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->flags & (EDGE_EH | EDGE_ABNORMAL))
	  return false;
      gimple *last = gsi_stmt (gsi_last_bb (bb));
      if (last && (gimple_code (last) == GIMPLE_SWITCH
		   || gimple_code (last) == GIMPLE_GOTO))
	return false;
    }
  return true;
}

/* Copy the blocks REGION (of copyable_p) of the current function into
   *COPY, in the same order: the copy's edges out of REGION go where
   the originals go, its temporaries are new SSA names, its labels are
   left out (the edges are the control flow).  The loop tree is to be
   fixed up after.  */
static void
copy_region (const vec<basic_block> &region, vec<basic_block> *copy)
{
  hash_map<basic_block, basic_block> blocks;
  hash_map<tree, tree> names;
  basic_block after = region[region.length () - 1];
  for (basic_block bb : region)
    {
      basic_block nb = create_empty_bb (after);
      after = nb;
      nb->count = bb->count;
      add_bb_to_loop (nb, bb->loop_father);
      blocks.put (bb, nb);
      copy->safe_push (nb);
      gimple_stmt_iterator to = gsi_start_bb (nb);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *g = gsi_stmt (gsi);
	  if (gimple_code (g) == GIMPLE_LABEL)
	    continue;
	  gimple *c = gimple_copy (g);
	  gsi_insert_after (&to, c, GSI_NEW_STMT);
	  if (tree lhs = gimple_get_lhs (g))
	    if (TREE_CODE (lhs) == SSA_NAME)
	      names.put (lhs, copy_ssa_name (lhs, c));
	  if (gasm *a = dyn_cast<gasm *> (g))
	    for (unsigned k = 0; k < gimple_asm_noutputs (a); k++)
	      {
		tree o = TREE_VALUE (gimple_asm_output_op (a, k));
		if (TREE_CODE (o) == SSA_NAME)
		  names.put (o, copy_ssa_name (o, c));
	      }
	}
    }
  for (unsigned i = 0; i < region.length (); i++)
    {
      basic_block bb = region[i], nb = (*copy)[i];
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	{
	  basic_block *to = blocks.get (e->dest);
	  edge ne = make_edge (nb, to ? *to : e->dest, e->flags);
	  ne->probability = e->probability;
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (nb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  struct walk_stmt_info wi = {};
	  wi.info = &names;
	  walk_gimple_op (gsi_stmt (gsi), remap_names, &wi);
	  if (tree lhs = gimple_get_lhs (gsi_stmt (gsi)))
	    if (TREE_CODE (lhs) == SSA_NAME)
	      SSA_NAME_DEF_STMT (lhs) = gsi_stmt (gsi);
	  if (gasm *a = dyn_cast<gasm *> (gsi_stmt (gsi)))
	    for (unsigned k = 0; k < gimple_asm_noutputs (a); k++)
	      {
		tree o = TREE_VALUE (gimple_asm_output_op (a, k));
		if (TREE_CODE (o) == SSA_NAME)
		  SSA_NAME_DEF_STMT (o) = a;
	      }
	  update_stmt (gsi_stmt (gsi));
	}
    }
  loops_state_set (LOOPS_NEED_FIXUP);
}

/* Whether a statement of the blocks REGION is one of OpenACC's internal
   calls (partitioning marks, reductions), which the copy must not
   repeat.  */
static bool
oacc_internal_call_p (const vec<basic_block> &region)
{
  for (basic_block bb : region)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_call_internal_p (gsi_stmt (gsi))
	  && (gimple_call_internal_fn (gsi_stmt (gsi)) == IFN_UNIQUE
	      || gimple_call_internal_fn (gsi_stmt (gsi)) == IFN_GOACC_REDUCTION
	      || gimple_call_internal_fn (gsi_stmt (gsi)) == IFN_GOACC_LOOP))
	return true;
  return false;
}

/* The variables of FUN named outside the blocks IN_REGION and the GPU's
   copy (blocks dominated by GPU) by a statement other than one of
   OpenACC's marks.  */
static hash_set<tree>
named_outside (function *fun, bitmap in_region, basic_block gpu)
{
  hash_set<tree> names;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (!bitmap_bit_p (in_region, bb->index)
	&& !dominated_by_p (CDI_DOMINATORS, bb, gpu))
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!gimple_call_internal_p (gsi_stmt (gsi), IFN_UNIQUE))
	  note_decls (gsi_stmt (gsi), &names, NULL);
  return names;
}

/* Add the variables that the operands of the assignment G name, its
   left-hand side aside, to NAMES.  */
static void
note_operands (gimple *g, hash_set<tree> *names)
{
  for (unsigned i = 1; i < gimple_num_ops (g); i++)
    {
      struct decl_walk d = { names, NULL, false };
      struct walk_stmt_info wi = {};
      wi.info = &d;
      walk_tree (gimple_op_ptr (g, i), walk_decls, &wi, NULL);
    }
}

/* The variables of VARS that the body, starting at block FIRST, sets
   before it reads them, and that nothing outside the body and the GPU's
   copy (OUTSIDE: statements' blocks not IN_REGION and not dominated by
   GPU) reads: the loop's own (its control variable, whose value after
   the loop is set again), which each lane gets a copy of.  */
static void
drop_lane_own (function *fun, basic_block first, bitmap in_region,
	       basic_block gpu, hash_set<tree> &written_in_body,
	       vec<tree> *vars)
{
  hash_set<tree> read_outside;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (!bitmap_bit_p (in_region, bb->index)
	&& !dominated_by_p (CDI_DOMINATORS, bb, gpu))
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *g = gsi_stmt (gsi);
	  if (is_gimple_assign (g) && frame_var_p (gimple_assign_lhs (g)))
	    {
	      /* The variable it sets is not read.  */
	      note_operands (g, &read_outside);
	    }
	  else
	    note_decls (g, &read_outside, NULL);
	}
  while (gimple_seq_empty_p (bb_seq (first)) && single_succ_p (first))
    first = single_succ (first);
  for (unsigned i = 0; i < vars->length (); i++)
    {
      tree v = (*vars)[i];
      if (!VAR_P (v) || TREE_ADDRESSABLE (v) || read_outside.contains (v)
	  || !written_in_body.contains (v))
	continue;
      bool set_first = false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (first); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *g = gsi_stmt (gsi);
	  hash_set<tree> names;
	  if (is_gimple_assign (g) && gimple_assign_lhs (g) == v)
	    {
	      note_operands (g, &names);
	      set_first = !names.contains (v);
	      break;
	    }
	  note_decls (g, &names, NULL);
	  if (names.contains (v))
	    break;
	}
      if (set_first)
	vars->ordered_remove (i--);
    }
}

/* Give the vector loop LOOP of the OpenACC function FUN a copy for the
   host and outline its body there (above).  REFUSED with *WHY, the host
   copy made if it could be, which then stops the program; LEFT if the
   GPU runs the loop on one lane.  *HOST is the first block of the host's
   copy, or NULL.  */
static enum outcome
outline_oacc (function *fun, class loop *loop, const char **why,
	      vec<basic_block> *host)
{
  if (oacc_one_lane_p (fun->decl))
    return LEFT;
  basic_block header = loop->header;
  split_block_after_labels (header);
  gcond *cond;
  edge out;
  gimple *incr;
  *why = "its control is not the count of an OpenACC loop";
  if (!oacc_count (fun, loop, &cond, &out, &incr))
    return REFUSED;
  location_t loc = gimple_location (cond);
  basic_block exit = split_before (loop->latch, incr);
  calculate_dominance_info (CDI_DOMINATORS);
  basic_block gpu = single_succ (header);
  auto_vec<basic_block> region;
  *why = "its body is left other than at its end";
  if (!collect_region (gpu, exit, &region))
    return REFUSED;
  *why = "its body holds OpenACC's own partitioning or reductions";
  if (oacc_internal_call_p (region))
    return REFUSED;
  *why = "its body has a switch, a computed goto or exceptions";
  if (!copyable_p (region))
    return REFUSED;

  /* The host's copy, and the choice: the GPU's on true.  */
  auto_vec<basic_block> copy;
  copy_region (region, &copy);
  tree simt = create_tmp_var (integer_type_node, "ptxasm_simt");
  gcall *use = gimple_build_call_internal (IFN_GOMP_USE_SIMT, 0);
  gimple_call_set_lhs (use, simt);
  gimple_stmt_iterator hg = gsi_last_bb (header);
  gsi_insert_after (&hg, use, GSI_NEW_STMT);
  gsi_insert_after (&hg, gimple_build_cond (NE_EXPR, simt, integer_zero_node,
					    NULL_TREE, NULL_TREE),
		    GSI_NEW_STMT);
  edge to_gpu = single_succ_edge (header);
  to_gpu->flags = EDGE_TRUE_VALUE;
  edge to_host = make_edge (header, copy[0], EDGE_FALSE_VALUE);
  to_gpu->probability = profile_probability::even ();
  to_host->probability = profile_probability::even ();
  /* Run .GOMP_USE_SIMT's folding (omp-offload.cc) on this function.  */
  fun->curr_properties &= ~PROP_gimple_lomp_dev;
  basic_block entry = split_edge (to_host);
  basic_block host_exit = copy[region.length () - 1];
  for (unsigned i = 0; i < region.length (); i++)
    if (region[i] == exit)
      host_exit = copy[i];
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  /* The copy's inner loops are loops of their own before the body
     moves (with its loops) to a function of its own.  */
  fix_loop_structure (NULL);
  region.truncate (0);
  collect_region (entry, host_exit, &region);
  for (basic_block bb : region)
    host->safe_push (bb);

  auto_bitmap in_region;
  for (basic_block bb : region)
    bitmap_set_bit (in_region, bb->index);
  hash_set<tree> in_body, written_in_body, elsewhere, written_in_loop;
  collect_names (fun, loop, in_region, gpu, &in_body, &written_in_body,
		 &elsewhere, &written_in_loop);
  /* A variable that the rest names only in OpenACC's marks (the loop's
     private variables, .UNIQUE (OACC_PRIVATE, ..., &v)) is each
     iteration's own: each lane's.  */
  hash_set<tree> marked = named_outside (fun, in_region, gpu);
  auto_vec<tree> vars;
  for (tree v : in_body)
    if ((elsewhere.contains (v) && marked.contains (v)) || !VAR_P (v))
      vars.safe_push (v);
  sort_vars (&vars);
  *why = "its body writes the loop's control variable";
  for (tree v : vars)
    if (written_in_loop.contains (v) && written_in_body.contains (v))
      return REFUSED;
  drop_lane_own (fun, entry, in_region, gpu, written_in_body, &vars);
  move_body (fun, entry, host_exit, region, in_region, vars,
	     written_in_body, NULL_TREE, NULL_TREE, out, loc, true);
  return OUTLINED;
}

/* Whether LOOP of FUN is an OpenACC loop partitioned over vector lanes
   (the count that oacc_count reads, its bound from .GOACC_LOOP) that
   holds lane-dependent PTX and is not in DONE; its blocks into
   BLOCKS.  */
static bool
oacc_vector_loop_p (function *fun, class loop *loop,
		    hash_set<basic_block> *done, vec<basic_block> *blocks)
{
  if (!loop->latch || done->contains (loop->header))
    return false;
  gcond *c = safe_dyn_cast<gcond *> (gsi_stmt (gsi_last_nondebug_bb
					       (loop->latch)));
  if (!c || !frame_var_p (gimple_cond_lhs (c))
      || !(oacc_loop_flags (loop->header) & OLF_DIM_VECTOR)
      || !goacc_bound_p (fun, gimple_cond_rhs (c)))
    return false;
  return loop_lane_dependent (loop, blocks);
}

/* The vector loops of the OpenACC function FUN, one at a time.  */
static void
vector_loops (function *fun)
{
  hash_set<basic_block> done;
  for (bool again = true; again;)
    {
      again = false;
      calculate_dominance_info (CDI_DOMINATORS);
      for (auto loop : loops_list (fun, 0))
	{
	  auto_vec<basic_block> blocks, host;
	  if (!oacc_vector_loop_p (fun, loop, &done, &blocks))
	    continue;
	  const char *why = NULL;
	  location_t loop_loc = loop_location (loop);
	  done.add (loop->header);
	  /* At -O0 the GPU's code would keep the host copy's calls of
	     the run-time library, which it lacks.  */
	  why = "at -O0 GCC leaves the host's copy in the GPU's code; "
		"compile with -O1 or above";
	  enum outcome o = optimize ? outline_oacc (fun, loop, &why, &host)
				    : REFUSED;
	  if (o == REFUSED)
	    {
	      if (!host.is_empty ())
		refuse (host, why, loop_loc, true);
	      else
		refuse (blocks, why, loop_loc, true, true);
	    }
	  calculate_dominance_info (CDI_DOMINATORS);
	  if (loops_state_satisfies_p (LOOPS_NEED_FIXUP))
	    fix_loop_structure (NULL);
	  again = true;
	  break;
	}
    }
  free_dominance_info (CDI_DOMINATORS);
}

void
ptxasm_lockstep_oacc (function *fun)
{
  hash_map<tree, bool> found_fns;
  known = &found_fns;
  /* OpenACC partitions its loops at every optimization level; at -O0
     the loops are found here.  */
  bool init = !current_loops;
  if (init)
    loop_optimizer_init (LOOPS_NORMAL);
  vector_loops (fun);
  if (init)
    loop_optimizer_finalize (fun);
  known = NULL;
}
