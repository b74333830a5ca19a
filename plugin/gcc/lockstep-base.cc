/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* lockstep-base.cc -- the floor of the lockstep files (lockstep.h):
   which statements and functions hold lane-dependent PTX, and the walk
   over a function's own variables, which lockstep.cc,
   lockstep-resume.cc and lockstep-oacc.cc all use.  It calls none of
   them.  */

#include "ptxasm.h"
#include "ptxfeature.h"
#include "gimple-walk.h"
#include "gimplify-me.h"
#include "lockstep.h"

using namespace ptxasm_ls;

const char ptxasm_ls::body_attr[] = "ptxasm lanes";

/* Is FNDECL a body that lockstep.cc outlined?  Here, on the floor below
   the emulator, which asks.  */
bool
ptxasm_lockstep_body_p (tree fndecl)
{
  return fndecl && lookup_attribute (body_attr, DECL_ATTRIBUTES (fndecl));
}

static bool function_lane_dependent (tree fndecl, int depth);

/* Whether G is a lane-dependent asm statement, or calls a function
   whose body holds one (at DEPTH of calls).  */
bool
ptxasm_ls::stmt_lane_dependent (gimple *g, int depth)
{
  if (gasm *a = dyn_cast<gasm *> (g))
    return ptx_lane_dependent (gimple_asm_string (a)) != NULL;
  if (is_gimple_call (g))
    if (tree fn = gimple_call_fndecl (g))
      return function_lane_dependent (fn, depth + 1);
  return false;
}

/* What function_lane_dependent found, for one run of ptxasm_lockstep
   (the decls are live meanwhile).  */
hash_map<tree, bool> *ptxasm_ls::known;

/* Does the body of FNDECL, or of a function it calls (to a depth of 8),
   hold lane-dependent PTX?  */
static bool
function_lane_dependent (tree fndecl, int depth)
{
  if (depth > 8 || fndecl_built_in_p (fndecl) || !known)
    return false;
  if (bool *k = known->get (fndecl))
    return *k;
  function *fn = DECL_STRUCT_FUNCTION (fndecl);
  if (!fn || !fn->cfg)
    return false;
  known->put (fndecl, false);
  bool found = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	 !found && !gsi_end_p (gsi); gsi_next (&gsi))
      found = stmt_lane_dependent (gsi_stmt (gsi), depth);
  known->put (fndecl, found);
  return found;
}

/* Is T a variable of the current function's frame?  */
bool
ptxasm_ls::frame_var_p (tree t)
{
  return (((VAR_P (t) && !is_global_var (t)) || TREE_CODE (t) == PARM_DECL
	   || TREE_CODE (t) == RESULT_DECL)
	  && DECL_CONTEXT (t) == current_function_decl);
}

tree
ptxasm_ls::walk_decls (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  struct decl_walk *d = (struct decl_walk *) wi->info;
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (!frame_var_p (t))
    return NULL_TREE;
  if (d->seen)
    d->seen->add (t);
  if (d->map)
    if (tree *p = d->map->get (t))
      {
	*tp = build_simple_mem_ref (*p);
	d->changed = true;
      }
  return NULL_TREE;
}

/* Add the variables G names to SEEN; those it writes to WRITTEN.  */
void
ptxasm_ls::note_decls (gimple *g, hash_set<tree> *seen, hash_set<tree> *written)
{
  struct decl_walk d = { seen, NULL, false };
  struct walk_stmt_info wi = {};
  wi.info = &d;
  walk_gimple_op (g, walk_decls, &wi);
  if (!written)
    return;
  tree lhs = gimple_get_lhs (g);
  if (lhs)
    lhs = get_base_address (lhs);
  if (lhs && frame_var_p (lhs))
    written->add (lhs);
  if (gasm *a = dyn_cast<gasm *> (g))
    for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
      {
	tree o = get_base_address (TREE_VALUE (gimple_asm_output_op (a, i)));
	if (o && frame_var_p (o))
	  written->add (o);
      }
}

/* VARS in DECL_UID order: the same code from the same source.  */
void
ptxasm_ls::sort_vars (vec<tree> *vars)
{
  vars->qsort ([] (const void *a, const void *b) {
    return (int) DECL_UID (*(const tree *) a)
	   - (int) DECL_UID (*(const tree *) b); });
}

/* In the statements of BB, replace each variable that PTRS maps by *its
   pointer, and regimplify those statements (in a gimplify context).  */
void
ptxasm_ls::reach_through (basic_block bb, hash_map<tree, tree> *ptrs)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      struct decl_walk d = { NULL, ptrs, false };
      struct walk_stmt_info wi = {};
      wi.info = &d;
      walk_gimple_op (gsi_stmt (gsi), walk_decls, &wi);
      if (d.changed)
	gimple_regimplify_operands (gsi_stmt (gsi), &gsi);
    }
}
