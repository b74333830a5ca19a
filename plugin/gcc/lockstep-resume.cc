/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* lockstep-resume.cc -- a lockstep body that runs without fibers.

   lockstep.cc outlines the body of a simd loop that holds lane-dependent
   PTX into BODY (data), which the run-time library runs as the lanes of
   a warp.  A lane that comes to a warp instruction must wait for the
   others; on a stack of its own (a fiber) it waits where it is, but
   each wait costs two stack switches.  Where the body allows it, this
   file makes BODY resumable instead, so that the library calls it for
   each lane in turn, on its own stack, as many times as it waits:

     BODY (data)
       ...the pointers to DATA's slots...
       fp = *(void **) data;           the lane's frame (the library's)
       switch (fp->state) { default: start; case 1: S1; ... }
     start:
       ...the body, every variable of it in *fp...
       fp->state = K; fp->done = 0;
     SK:
       asm (warp instruction K, its outputs to temporaries T);
       if (fp->waiting) return;
       outputs = T;
       ...

   The frame (plugin/rt/lockstep.c, which puts its address in the data
   block's first slot) keeps the lane's variables from one call to the
   next.  At its warp instruction the statement hands its operands to the
   library (__ptxasm_ls_op), which notes that the lane waits, and the
   body returns; once the lanes have come, the library computes the
   instruction, keeps each lane's results, and calls the body again,
   which goes on at SK: the statement runs again from its start with the
   same inputs (its variables are in the frame, its outputs went
   nowhere), and __ptxasm_ls_op gives it the kept results.  A statement
   of several warp instructions runs once more for each.  A call of a
   function that holds warp instructions is such a statement too when
   the function may run again to the same effect (function_replayable:
   <ptxasm/cuda.h>'s intrinsics).

   Hence the conditions (resumable_p): every lane-dependent statement
   may run again to the same effect (ptx_replayable: no memory access
   of its own), nothing else in the body hands the lane to the library
   (every other call is to a builtin or to a function of this unit that
   holds no warp instruction; no mbarrier wait, ptx_lane_waits), and the
   body's variables have a known size (make_resumable).  A body that
   fails them runs in fibers as before.  In a lane's fiber (a simd loop
   in a function that a lane calls) the library gives the body a frame
   of its own and the body runs at one go.  */

#include "ptxasm.h"
#include "ptxfeature.h"
#include "tree-cfg.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "gimple-walk.h"
#include "tree-eh.h"
#include "ssa.h"
#include "cfgloop.h"
#include "cgraph.h"
#include "stor-layout.h"
#include "lockstep.h"
#include "template.h"
#include "ptxrt.h"

using namespace ptxasm_ls;

/* The frame's header, and its alignment: ptxrt.h's PTXRT_FRAME_*.  */

/* The attribute of a body made resumable.  */
static const char resumable_attr[] = "ptxasm resumable";

static bool function_clean (tree fndecl, int depth, hash_set<tree> *seen);

/* May the call C be in a resumable body (at DEPTH of calls, SEEN the
   functions looked into): an internal function, a builtin that leaves
   the stack alone, or a function of this unit that can never hand the
   lane to the library (function_clean)?  */
static bool
call_ok (gcall *c, int depth, hash_set<tree> *seen)
{
  if (gimple_call_internal_p (c))
    return true;
  if (gimple_call_flags (c) & ECF_RETURNS_TWICE)
    return false;
  tree fn = gimple_call_fndecl (c);
  if (!fn)
    return false;
  if (fndecl_built_in_p (fn, BUILT_IN_NORMAL))
    switch (DECL_FUNCTION_CODE (fn))
      {
      CASE_BUILT_IN_ALLOCA:
      case BUILT_IN_STACK_SAVE:
      case BUILT_IN_STACK_RESTORE:
      case BUILT_IN_FRAME_ADDRESS:
      case BUILT_IN_RETURN_ADDRESS:
      case BUILT_IN_SETJMP:
      case BUILT_IN_LONGJMP:
	return false;
      default:
	return true;
      }
  if (fndecl_built_in_p (fn))
    return true;
  return function_clean (fn, depth + 1, seen);
}

/* Can no call of FNDECL (at DEPTH of calls) hand the lane to the
   library: is it a function of this unit, and is every function it
   calls, whose statements hold no lane-dependent instruction and no
   mbarrier wait, and no call through a pointer or to a function of
   another unit (which might, as might __ptxasm_ls_lane, the outlined
   simd loop of a function that the body calls)?  SEEN: the functions
   looked into, a cycle adding nothing.  Conservative past 8 calls.  */
static bool
function_clean (tree fndecl, int depth, hash_set<tree> *seen)
{
  if (seen->add (fndecl))
    return true;
  function *f = DECL_STRUCT_FUNCTION (fndecl);
  if (depth > 8 || !f || !f->cfg)
    return false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, f)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (gasm *a = dyn_cast<gasm *> (g))
	  {
	    const char *t = gimple_asm_string (a);
	    if (ptx_lane_dependent (t) || ptx_lane_waits (t))
	      return false;
	  }
	else if (gcall *c = dyn_cast<gcall *> (g))
	  if (!call_ok (c, depth, seen))
	    return false;
      }
  return true;
}

static bool function_replayable (tree fndecl, int depth);

/* Is T, an operand of a statement of the current function, free of
   memory: a constant, an SSA name, a label, or a variable or parameter
   of the function that is not addressable?  */
static bool
no_memory (tree t)
{
  if (!t || is_gimple_min_invariant (t) || TREE_CODE (t) == SSA_NAME
      || TREE_CODE (t) == LABEL_DECL)
    return true;
  if (TREE_CODE (t) == TREE_LIST)
    return no_memory (TREE_VALUE (t));
  return (((VAR_P (t) && !is_global_var (t)) || TREE_CODE (t) == PARM_DECL
	   || TREE_CODE (t) == RESULT_DECL)
	  && !TREE_ADDRESSABLE (t) && is_gimple_reg_type (TREE_TYPE (t)));
}

/* May the statement G of a function that a resumable body calls run
   again to the same effect (function_replayable)?  */
static bool
stmt_replayable (gimple *g, int depth)
{
  switch (gimple_code (g))
    {
    case GIMPLE_LABEL:
    case GIMPLE_NOP:
    case GIMPLE_PREDICT:
    case GIMPLE_DEBUG:
      return true;
    case GIMPLE_ASM:
      /* The read of the master lane's mask (device.cc) is constants on
	 the host (host.cc).  */
      if (strstr (gimple_asm_string (as_a<gasm *> (g)), PTXASM_UNI_MARK))
	break;
      if (gimple_asm_nlabels (as_a<gasm *> (g))
	  || !ptx_replayable (gimple_asm_string (as_a<gasm *> (g))))
	return false;
      break;
    case GIMPLE_CALL:
      /* The abort that never runs after the read of the mask
	 (device.cc's keep_uni).  */
      if (gimple_call_internal_p (g)
	  || gimple_call_builtin_p (g, BUILT_IN_ABORT))
	break;
      if (tree fn = gimple_call_fndecl (g))
	if ((fndecl_built_in_p (fn)
	     && (gimple_call_flags (g) & (ECF_CONST | ECF_PURE)))
	    || function_replayable (fn, depth + 1))
	  break;
      return false;
    case GIMPLE_ASSIGN:
    case GIMPLE_COND:
    case GIMPLE_SWITCH:
    case GIMPLE_RETURN:
      break;
    default:
      return false;
    }
  for (unsigned i = 0; i < gimple_num_ops (g); i++)
    if (!no_memory (gimple_op (g, i)))
      return false;
  return true;
}

/* May a call of FNDECL (at DEPTH of calls) run again, with the same
   arguments, to the same effect, as a statement of a resumable body:
   a function of this unit without loops whose statements touch no
   memory but its own registers, whose asm statements are
   ptx_replayable and whose calls are to such functions (as
   <ptxasm/cuda.h>'s intrinsics are)?  */
static bool
function_replayable (tree fndecl, int depth)
{
  function *f = DECL_STRUCT_FUNCTION (fndecl);
  if (depth > 8 || !f || !f->cfg || !loops_for_fn (f)
      || number_of_loops (f) > 1 || f->calls_alloca || f->calls_setjmp
      || f->has_nonlocal_label)
    return false;
  push_cfun (f);
  bool ok = true;
  basic_block bb;
  FOR_EACH_BB_FN (bb, f)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	 ok && !gsi_end_p (gsi); gsi_next (&gsi))
      ok = stmt_replayable (gsi_stmt (gsi), depth);
  pop_cfun ();
  return ok;
}

/* May the lane-dependent asm statement A be a resumable body's point
   of return?  */
static bool
asm_ok (gasm *a)
{
  if (gimple_asm_nlabels (a) || !ptx_replayable (gimple_asm_string (a)))
    return false;
  for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
    {
      tree o = TREE_VALUE (gimple_asm_output_op (a, i));
      if (!is_gimple_reg_type (TREE_TYPE (o)))
	return false;
    }
  return true;
}

/* Can the body REGION of a loop of the current function be made
   resumable (above)?  */
bool
ptxasm_ls::resumable_p (const vec<basic_block> &region)
{
  unsigned points = 0;
  for (basic_block bb : region)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (lookup_stmt_eh_lp (g) != 0)
	  return false;
	switch (gimple_code (g))
	  {
	  case GIMPLE_ASM:
	    /* A wait runs the other lanes first, from the middle of a
	       statement that may not run twice.  */
	    if (ptx_lane_waits (gimple_asm_string (as_a<gasm *> (g))))
	      return false;
	    if (stmt_lane_dependent (g, 0))
	      {
		if (!asm_ok (as_a<gasm *> (g)))
		  return false;
		points++;
	      }
	    break;
	  case GIMPLE_CALL:
	    if (stmt_lane_dependent (g, 0))
	      {
		/* A point of return, which runs again: an intrinsic.  */
		tree fn = gimple_call_fndecl (g);
		if (!fn || !function_replayable (fn, 0))
		  return false;
		points++;
	      }
	    else
	      {
		hash_set<tree> seen;
		if (!call_ok (as_a<gcall *> (g), 0, &seen))
		  return false;
	      }
	    break;
	  case GIMPLE_LABEL:
	    if (FORCED_LABEL (gimple_label_label (as_a<glabel *> (g)))
		|| DECL_NONLOCAL (gimple_label_label (as_a<glabel *> (g))))
	      return false;
	    break;
	  case GIMPLE_GOTO:
	  case GIMPLE_RESX:
	  case GIMPLE_EH_DISPATCH:
	    return false;
	  default:
	    break;
	  }
      }
  return points != 0;
}

/* MEM[(TYPE *) BASE + OFF] (alias set 0).  */
static tree
frame_ref (tree type, tree base, unsigned off)
{
  return build2 (MEM_REF, type, base,
		 build_int_cst (build_pointer_type_for_mode (type, ptr_mode,
							     true), off));
}

/* The variables of the current function that go into the frame (its
   own, of known size and alignment, but those that the first block
   sets, which it sets at every entry), in DECL_UID order, into VARS;
   false if one cannot.  */
static bool
frame_vars (basic_block first, vec<tree> *vars)
{
  hash_set<tree> keep;
  for (gimple_stmt_iterator gsi = gsi_start_bb (first); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (tree lhs = gimple_get_lhs (gsi_stmt (gsi)))
      if (VAR_P (lhs))
	keep.add (lhs);
  unsigned ix;
  tree var;
  FOR_EACH_LOCAL_DECL (cfun, ix, var)
    {
      if (!VAR_P (var) || is_global_var (var) || keep.contains (var)
	  || DECL_HAS_VALUE_EXPR_P (var) || vars->contains (var))
	continue;
      if (DECL_HARD_REGISTER (var) || !DECL_SIZE_UNIT (var)
	  || !tree_fits_uhwi_p (DECL_SIZE_UNIT (var))
	  || DECL_ALIGN_UNIT (var) > PTXRT_FRAME_ALIGN)
	return false;
      vars->safe_push (var);
    }
  sort_vars (vars);
  return true;
}

/* What names_walk does: note the SSA names that a statement of BB uses
   but another block (not FIRST) defines, mapping each to a new variable
   pushed on VARS; or, with VARS NULL, replace the mapped names.  */
struct names
{
  basic_block bb, first;
  hash_map<tree, tree> *map;
  vec<tree> *vars;
  bool changed;
};

/* walk_gimple_op's callback for names_to_vars.  */
static tree
names_walk (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  struct names *n = (struct names *) wi->info;
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (t) != SSA_NAME)
    return NULL_TREE;
  if (!n->vars)
    {
      if (tree *v = n->map->get (t))
	{
	  *tp = *v;
	  n->changed = true;
	}
      return NULL_TREE;
    }
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (SSA_NAME_IS_DEFAULT_DEF (t) || !def || !gimple_bb (def)
      || gimple_bb (def) == n->bb || gimple_bb (def) == n->first
      || n->map->get (t))
    return NULL_TREE;
  tree v = create_tmp_var (TREE_TYPE (t), "ls_t");
  n->map->put (t, v);
  n->vars->safe_push (v);
  return NULL_TREE;
}

/* The SSA names (the gimplifier's temporaries) that a statement uses in
   another block than their definition's (not FIRST, which runs at every
   entry): once the points of return have split the blocks, a return
   may come between.  Each becomes a variable, pushed on VARS.  */
static void
names_to_vars (basic_block first, vec<tree> *vars)
{
  hash_map<tree, tree> map;
  struct names n = { NULL, first, &map, vars, false };
  for (int pass = 0; pass < 2; pass++)
    {
      basic_block bb;
      FOR_EACH_BB_FN (bb, cfun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  {
	    n.bb = bb;
	    n.changed = false;
	    struct walk_stmt_info wi = {};
	    wi.info = &n;
	    walk_gimple_op (gsi_stmt (gsi), names_walk, &wi);
	    if (n.changed)
	      update_stmt_if_modified (gsi_stmt (gsi));
	  }
      if (map.is_empty ())
	return;
      n.vars = NULL;
    }
}

/* Make the lane-dependent statement A (an asm statement or a call)
   the K-th point of return of the current function, whose frame
   pointer is FP: before it the frame notes K; it starts a block
   (returned, the block the switch goes to); its outputs go to
   temporaries, copied to them when the lane does not wait; if it
   waits, the function returns.  */
static basic_block
return_point (gimple *a, unsigned k, tree fp)
{
  tree u32 = unsigned_type_node;
  gimple_stmt_iterator gsi = gsi_for_stmt (a);
  gsi_insert_before (&gsi, gimple_build_assign (frame_ref (u32, fp,
							    PTXRT_FRAME_STATE),
					       build_int_cst (u32, k)),
		     GSI_SAME_STMT);
  gimple *done = gimple_build_assign (frame_ref (u32, fp, PTXRT_FRAME_DONE),
				      build_int_cst (u32, 0));
  gsi_insert_before (&gsi, done, GSI_SAME_STMT);
  basic_block at = split_block (gimple_bb (a), done)->dest;

  gimple_seq copies = NULL;
  gasm *as = dyn_cast<gasm *> (a);
  unsigned nout = as ? gimple_asm_noutputs (as) : gimple_call_lhs (a) != 0;
  for (unsigned i = 0; i < nout; i++)
    {
      tree op = as ? gimple_asm_output_op (as, i) : NULL_TREE;
      tree o = as ? TREE_VALUE (op) : gimple_call_lhs (a);
      tree t = create_tmp_var (TREE_TYPE (o), "ls_out");
      if (as)
	TREE_VALUE (op) = t;
      else
	gimple_call_set_lhs (a, t);
      gimple_seq_add_stmt (&copies, gimple_build_assign (unshare_expr (o), t));
    }
  update_stmt (a);
  gsi = gsi_for_stmt (a);
  gsi_insert_before (&gsi, gimple_build_assign (frame_ref (u32, fp,
							    PTXRT_FRAME_IN),
					       build_int_cst (u32, 1)),
		     GSI_SAME_STMT);
  gimple_seq_add_stmt (&copies, gimple_build_assign (frame_ref (u32, fp,
								 PTXRT_FRAME_IN),
						     build_zero_cst (u32)));
  tree w = create_tmp_var (u32, "ls_wait");
  gsi = gsi_for_stmt (a);
  gsi_insert_after (&gsi, gimple_build_assign (w, frame_ref (u32, fp,
							      PTXRT_FRAME_WAITING)),
		    GSI_NEW_STMT);
  gcond *cond = gimple_build_cond (NE_EXPR, w, build_zero_cst (u32),
				   NULL_TREE, NULL_TREE);
  gsi_insert_after (&gsi, cond, GSI_NEW_STMT);
  edge on = split_block (at, cond);
  on->flags = (on->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  on->probability = profile_probability::even ();
  basic_block ret = create_empty_bb (at);
  if (current_loops)
    add_bb_to_loop (ret, at->loop_father);
  gimple_stmt_iterator rg = gsi_start_bb (ret);
  gsi_insert_after (&rg, gimple_build_return (NULL_TREE), GSI_NEW_STMT);
  edge stop = make_edge (at, ret, EDGE_TRUE_VALUE);
  stop->probability = profile_probability::even ();
  make_edge (ret, EXIT_BLOCK_PTR_FOR_FN (cfun), 0);
  gimple_stmt_iterator cg = gsi_start_bb (on->dest);
  gsi_insert_seq_before (&cg, copies, GSI_SAME_STMT);
  return at;
}

/* At the end of FIRST: the frame, FP, from the first slot of the data
   block PARM, and the switch to the block where the run goes on, START
   at the first run or POINTS[K - 1].  */
static void
dispatch (basic_block first, tree fp, tree parm,
	  const vec<basic_block> &points)
{
  tree u32 = unsigned_type_node;
  edge e = single_succ_edge (first);
  basic_block start = e->dest;
  gimple_seq seq = NULL;
  gimple_seq_add_stmt (&seq, gimple_build_assign (fp, frame_ref
						  (ptr_type_node, parm, 0)));
  tree s = create_tmp_var (u32, "ls_state");
  gimple_seq_add_stmt (&seq, gimple_build_assign (s, frame_ref (u32, fp,
								 PTXRT_FRAME_STATE)));
  auto_vec<tree> labels;
  for (unsigned k = 0; k < points.length (); k++)
    labels.safe_push (build_case_label (build_int_cst (u32, k + 1), NULL_TREE,
					gimple_block_label (points[k])));
  tree dflt = build_case_label (NULL_TREE, NULL_TREE,
				gimple_block_label (start));
  gimple_seq_add_stmt (&seq, gimple_build_switch (s, dflt, labels));
  gimple_stmt_iterator gsi = gsi_last_bb (first);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  e->flags &= ~EDGE_FALLTHRU;
  /* Each way as likely as the others: a lane goes on at a point of
     return as often as it starts (GCC would guess the points cold and
     put the hot path out of line).  */
  profile_probability each
    = profile_probability::guessed_always ().apply_scale
	(1, points.length () + 1);
  e->probability = each;
  for (basic_block p : points)
    make_edge (first, p, 0)->probability = each;
}

/* Make the outlined body BODY_FN, of data block PARM, resumable
   (above), its frame of *FRAME_SIZE bytes: false, and BODY_FN
   unchanged, if a variable of it cannot go into a frame.  */
bool
ptxasm_ls::make_resumable (tree body_fn, tree parm, unsigned *frame_size)
{
  push_cfun (DECL_STRUCT_FUNCTION (body_fn));
  basic_block first = single_succ (ENTRY_BLOCK_PTR_FOR_FN (cfun));
  auto_vec<tree> vars;
  if (!single_succ_p (first) || !frame_vars (first, &vars))
    {
      pop_cfun ();
      return false;
    }
  /* Its own context: the temporaries go into this function.  */
  push_gimplify_context (true);
  auto_vec<gimple *> asms;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (stmt_lane_dependent (gsi_stmt (gsi), 0))
	asms.safe_push (gsi_stmt (gsi));

  tree fp = create_tmp_var (ptr_type_node, "ls_frame");
  auto_vec<basic_block> points;
  for (unsigned k = 0; k < asms.length (); k++)
    points.safe_push (return_point (asms[k], k + 1, fp));
  names_to_vars (first, &vars);

  /* The frame's layout, and each variable's pointer into it.  */
  unsigned size = PTXRT_FRAME_HDR, align = 16;
  hash_map<tree, tree> ptrs;
  gimple_seq load = NULL;
  for (tree v : vars)
    {
      unsigned a = DECL_ALIGN_UNIT (v);
      align = MAX (align, a);
      size = (size + a - 1) & ~(a - 1);
      tree p = create_tmp_var (build_pointer_type (TREE_TYPE (v)), "ls_v");
      gimple_seq_add_stmt (&load, gimple_build_assign
			   (p, build_fold_addr_expr (frame_ref (TREE_TYPE (v),
								fp, size))));
      ptrs.put (v, p);
      size += tree_to_uhwi (DECL_SIZE_UNIT (v));
    }
  *frame_size = (size + align - 1) & ~(align - 1);
  dispatch (first, fp, parm, points);
  gimple_stmt_iterator fg = gsi_last_bb (first);
  gsi_insert_seq_before (&fg, load, GSI_SAME_STMT);

  FOR_EACH_BB_FN (bb, cfun)
    {
      if (bb == first)
	continue;
      reach_through (bb, &ptrs);
    }
  for (gimple_stmt_iterator gsi = gsi_start_bb (first); !gsi_end_p (gsi);
       gsi_next (&gsi))
    gimple_regimplify_operands (gsi_stmt (gsi), &gsi);
  pop_gimplify_context (NULL);
  if (current_loops)
    loops_state_set (LOOPS_NEED_FIXUP);
  free_dominance_info (CDI_DOMINATORS);
  pop_cfun ();
  /* Its warp instructions replay or record through the frame inline
     (emulate/warp.cc).  */
  DECL_ATTRIBUTES (body_fn) = tree_cons (get_identifier (resumable_attr),
					 NULL_TREE,
					 DECL_ATTRIBUTES (body_fn));
  return true;
}

/* Is FNDECL a body that make_resumable made resumable?  */
bool
ptxasm_resumable_body_p (tree fndecl)
{
  return fndecl && lookup_attribute (resumable_attr,
				     DECL_ATTRIBUTES (fndecl));
}
