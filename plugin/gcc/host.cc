/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* host.cc -- keep PTX away from the host assembler.

   GCC compiles every offloaded function twice: for the device (the IR
   streamed to the nvptx compiler) and for the host, as the fallback that
   runs when no device is available or OMP_TARGET_OFFLOAD=disabled.  Both
   come from one body, so the device pass's PTX is in the host copy too.
   This pass runs first in the host's late pipeline (before
   "adjust_alignment"), after the offload IR has been written and after
   inlining, and replaces each asm statement the device pass marked:

     host-fallback=emulate (default): by host code that computes what the
       GPU computes (plugin/gcc/emulate/emulate.cc), where the statement is within the
       emulated set; else as trap;
     host-fallback=trap: by a call that stops the program with
       "FILE:LINE: inline PTX assembly cannot run on the host ...";
     host-fallback=error: by a compile-time error at the statement.

   The documented way to give the host its own code is to branch on
   omp_is_initial_device () (or OpenACC's acc_on_device) around the asm.
   Host code always runs on the host, so in functions holding marked
   statements the pass first folds those calls to their host value and
   removes the branches that become dead: a guarded statement then never
   reaches the host copy, and host-fallback=error accepts it.  */

#include "ptxasm.h"
#include "template.h"
#include "ssa.h"
#include "tree-into-ssa.h"
#include "tree-cfgcleanup.h"
#include "tree-ssa.h"
#include "gomp-constants.h"
#include "ptxfeature.h"

/* Set by the device pass when it marks a statement.  */
bool ptxasm_marked_any;

/* The message of a statement that the host cannot run, at LOC.  */
static tree
fallback_message (location_t loc)
{
  return ptxasm_located_string (loc, "inline PTX assembly cannot run on "
				"the host; this offloaded code was executed "
				"by the host fallback (no GPU, or "
				"OMP_TARGET_OFFLOAD=disabled)");
}

/* Replace the marked asm STMT with a call that stops the program; the
   rest of its block becomes unreachable and is removed by the CFG
   cleanup that follows the pass.  */
static void
replace_with_trap (function *fun, gasm *stmt)
{
  location_t loc = gimple_location (stmt);
  gcall *call;
  if (builtin_decl_explicit_p (BUILT_IN_GOMP_ERROR))
    call = gimple_build_call (builtin_decl_explicit (BUILT_IN_GOMP_ERROR), 2,
			      fallback_message (loc),
			      build_int_cst (size_type_node, -1));
  else
    call = gimple_build_call (builtin_decl_explicit (BUILT_IN_TRAP), 0);
  gimple_set_location (call, loc);
  gimple_set_block (call, gimple_block (stmt));
  ptxasm_call_set_ctrl_altering (call, true);

  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gsi_insert_before (&gsi, call, GSI_SAME_STMT);
  /* The host assembler must never see the PTX, even if the statement
     survived somehow.  */
  stmt->string = "";

  basic_block bb = gimple_bb (call);
  edge e = split_block (bb, call);
  remove_edge (e);
  if (current_loops)
    loops_state_set (fun, LOOPS_NEED_FIXUP);
}

/* The value that STMT, a call asking where the code runs, has on the
   host, or NULL_TREE: omp_is_initial_device () is 1 there, and OpenACC's
   acc_on_device (D) with a constant D is D == acc_device_host or
   acc_device_none (GCC folds acc_on_device itself, but only when it
   expands the call, after this pass).  */
static tree
host_value (gimple *stmt)
{
  gcall *call = dyn_cast<gcall *> (stmt);
  if (!call)
    return NULL_TREE;
  tree fn = gimple_call_fndecl (call);
  if (!fn)
    return NULL_TREE;
  tree type = TREE_TYPE (TREE_TYPE (fn));
  if (gimple_call_num_args (call) == 0 && ptxasm_omp_is_initial_device_p (fn))
    return build_one_cst (type);
  if (fndecl_built_in_p (fn, BUILT_IN_ACC_ON_DEVICE)
      && gimple_call_num_args (call) == 1
      && TREE_CODE (gimple_call_arg (call, 0)) == INTEGER_CST)
    {
      tree d = gimple_call_arg (call, 0);
      bool host = (wi::to_wide (d) == GOMP_DEVICE_HOST
		   || wi::to_wide (d) == GOMP_DEVICE_NONE);
      return build_int_cst (type, host);
    }
  return NULL_TREE;
}

/* STMT is about to go: its memory state's uses take its incoming one,
   and its own is released.  */
static void
drop_vdef (gimple *stmt)
{
  unlink_stmt_vdef (stmt);
  if (gimple_vdef (stmt) && TREE_CODE (gimple_vdef (stmt)) == SSA_NAME)
    release_ssa_name (gimple_vdef (stmt));
}

/* Replace every call that host_value knows by its value in FUN.  Returns
   true if anything changed.  */
static bool
fold_device_queries (function *fun)
{
  bool changed = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gimple *stmt = gsi_stmt (gsi);
	tree value = host_value (stmt);
	if (!value)
	  {
	    gsi_next (&gsi);
	    continue;
	  }
	tree lhs = gimple_call_lhs (stmt);
	drop_vdef (stmt);
	if (lhs)
	  {
	    value = fold_convert (TREE_TYPE (lhs), value);
	    gsi_replace (&gsi, gimple_build_assign (lhs, value), false);
	    if (TREE_CODE (lhs) == SSA_NAME)
	      replace_uses_by (lhs, value);
	    gsi_next (&gsi);
	  }
	else
	  gsi_remove (&gsi, true);
	changed = true;
      }
  return changed;
}

/* GCC 15 and 16 fold omp_is_initial_device () on the host themselves,
   after the IPA passes, into a constant that no pass has propagated yet
   when this one runs ("_1 = 1; if (_1 != 0)").  Propagate the integer
   constants that decide a condition in FUN, so that the CFG cleanup
   removes the dead branch as it does after fold_device_queries.
   Returns true if anything changed.  */
static bool
propagate_constant_conditions (function *fun)
{
  bool changed = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gassign *a = dyn_cast<gassign *> (gsi_stmt (gsi));
	if (!a || !gimple_assign_single_p (a))
	  continue;
	tree lhs = gimple_assign_lhs (a), rhs = gimple_assign_rhs1 (a);
	if (TREE_CODE (lhs) != SSA_NAME || TREE_CODE (rhs) != INTEGER_CST
	    || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs))
	  continue;
	bool decides = false;
	imm_use_iterator it;
	use_operand_p use;
	FOR_EACH_IMM_USE_FAST (use, it, lhs)
	  if (gimple_code (USE_STMT (use)) == GIMPLE_COND)
	    decides = true;
	if (decides)
	  {
	    replace_uses_by (lhs, rhs);
	    changed = true;
	  }
      }
  return changed;
}

/* Replace in FUN the asm that reads the master lane's mask for the
   wrappers of the function (device.cc's define_uni, PTXASM_UNI_MARK) by
   the host's values, a warp of one lane: the mask 0, and 1, the lane is
   the master.  It holds no PTX of the user's: the host copy never stops
   for it, in any host-fallback mode.  Returns true if anything
   changed.  */
static bool
fold_uni_defs (function *fun)
{
  bool changed = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gasm *stmt = dyn_cast<gasm *> (gsi_stmt (gsi));
	if (!stmt || !ptxasm_asm_prepared_p (stmt)
	    || !strstr (gimple_asm_string (stmt), PTXASM_UNI_MARK))
	  {
	    gsi_next (&gsi);
	    continue;
	  }
	for (unsigned i = 0; i < gimple_asm_noutputs (stmt); i++)
	  {
	    tree lhs = TREE_VALUE (gimple_asm_output_op (stmt, i));
	    gassign *set = gimple_build_assign (lhs, build_int_cst
					       (TREE_TYPE (lhs), i != 0));
	    gimple_set_location (set, gimple_location (stmt));
	    gsi_insert_before (&gsi, set, GSI_SAME_STMT);
	  }
	drop_vdef (stmt);
	gsi_remove (&gsi, true);
	changed = true;
      }
  return changed;
}

static void
collect_marked (function *fun, auto_vec<gasm *> &marked)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gasm *stmt = dyn_cast<gasm *> (gsi_stmt (gsi)))
	if (ptxasm_asm_prepared_p (stmt))
	  marked.safe_push (stmt);
}

/* An asm statement of a function that GCC compiles for the host alone
   (not declare target, not an OpenACC routine, not a target region):
   its PTX would reach the host's assembler, which stops the build with
   "no such instruction: 'bfind.u32 %ecx,%eax'", far from the cause.
   Where the template holds an instruction that only PTX has, say so at
   the statement; a template the host's assembler may take (x86's own
   asm) is left alone.  This runs after the IPA passes, so a function
   whose calls were all optimized away, and which the assembler would
   never see, is not reported.  */
static void
check_host_only (function *fun)
{
  static hash_set<int_hash<location_t, UNKNOWN_LOCATION, UINT_MAX> > seen;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gasm *stmt = dyn_cast<gasm *> (gsi_stmt (gsi)))
	{
	  if (ptxasm_asm_prepared_p (stmt))
	    continue;
	  size_t len;
	  const char *w = ptx_host_rejects (gimple_asm_string (stmt), &len);
	  location_t loc = LOCATION_LOCUS (gimple_location (stmt));
	  if (!w || (loc != UNKNOWN_LOCATION && seen.add (loc)))
	    continue;
	  error_at (gimple_location (stmt),
		    "inline PTX assembly (%<%.*s%>) in code compiled for "
		    "the host only: the host's assembler cannot take it",
		    (int) len, w);
	  inform (gimple_location (stmt),
		  "offload the function with %<#pragma omp declare target%> "
		  "(OpenMP) or %<#pragma acc routine%> (OpenACC), or move "
		  "the statement into a target region");
	}
}

namespace {

const pass_data host_pass_data = {
  GIMPLE_PASS,
  "ptxasm-host",		/* name */
  OPTGROUP_NONE,
  TV_PLUGIN_RUN,			/* -ftime-report: "plugin execution" */
  PROP_cfg | PROP_ssa,		/* properties_required */
  0, 0, 0, 0
};

class host_pass : public gimple_opt_pass
{
public:
  host_pass (gcc::context *ctxt)
    : gimple_opt_pass (host_pass_data, ctxt)
  {}

  bool gate (function *) final override
  {
    /* Every function: the host-only ones for check_host_only, the host
       copies of offloaded ones for the fallback (under -flto, lto1
       compiles the host code again at link time, where the device pass
       never runs and their marks tell them).  */
    return true;
  }

  unsigned int execute (function *fun) final override
  {
    if (!ptxasm_offloaded_p (fun->decl))
      check_host_only (fun);
    if (!ptxasm_marked_any && !in_lto_p)
      return 0;
    auto_vec<gasm *> marked;
    unsigned todo = 0;
    if (fold_uni_defs (fun))
      todo |= TODO_update_ssa_only_virtuals;
    collect_marked (fun, marked);
    if (marked.is_empty ())
      return todo;
    bool folded = fold_device_queries (fun);
    if (propagate_constant_conditions (fun) || folded)
      {
	/* Remove the branches that became dead, then look again.  */
	cleanup_tree_cfg (TODO_update_ssa_only_virtuals);
	todo |= TODO_update_ssa_only_virtuals;
	marked.truncate (0);
	collect_marked (fun, marked);
	if (marked.is_empty ())
	  return todo;
      }

    if (ptxasm_opts.host_fallback == PTXASM_FALLBACK_ERROR)
      {
	for (gasm *stmt : marked)
	  error_at (gimple_location (stmt),
		    "inline PTX assembly in the host fallback of offloaded "
		    "code (-fplugin-arg-ptxasm-host-fallback=error); guard it "
		    "with %<omp_is_initial_device ()%>, or drop the option "
		    "to let the host compute it (or stop at run time where "
		    "it cannot)");
	return todo;
      }

    for (gasm *stmt : marked)
      if (!ptxasm_emulate (stmt))
	replace_with_trap (fun, stmt);
    mark_virtual_operands_for_renaming (fun);
    return TODO_cleanup_cfg | TODO_update_ssa_only_virtuals;
  }
};

} // anon namespace

opt_pass *
ptxasm_make_host_pass (gcc::context *ctxt)
{
  return new host_pass (ctxt);
}
