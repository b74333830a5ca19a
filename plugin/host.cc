/* host.cc -- keep PTX away from the host assembler.

   GCC compiles every offloaded function twice: for the device (the IR
   streamed to the nvptx compiler) and for the host, as the fallback that
   runs when no device is available or OMP_TARGET_OFFLOAD=disabled.  Both
   come from one body, so the device pass's PTX is in the host copy too.
   This pass runs late in the host pipeline, after the offload IR has been
   written and after inlining, and replaces each asm statement the device
   pass marked:

     host-fallback=trap (default): by a call that stops the program with
       "FILE:LINE: inline PTX assembly cannot run on the host ...";
     host-fallback=error: by a compile-time error at the statement.

   Statements that the host copy can never reach cost nothing: the
   documented way to give the host its own code is to branch on
   omp_is_initial_device () (or acc_on_device) around the asm.  */

#include "ptxasm.h"
#include "template.h"
#include "ssa.h"
#include "tree-into-ssa.h"

/* Set by the device pass when it marks a statement.  */
bool ptxasm_marked_any;

static tree
fallback_message (location_t loc)
{
  expanded_location xloc = expand_location (loc);
  char *msg = xasprintf ("%s:%d: inline PTX assembly cannot run on the "
			 "host; this offloaded code was executed by the host "
			 "fallback (no GPU, or OMP_TARGET_OFFLOAD=disabled)",
			 xloc.file ? xloc.file : "<unknown>", xloc.line);
  tree s = build_string_literal (strlen (msg) + 1, msg);
  free (msg);
  return s;
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

namespace {

const pass_data host_pass_data = {
  GIMPLE_PASS,
  "ptxasm-host",		/* name */
  OPTGROUP_NONE,
  TV_NONE,
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
    return ptxasm_marked_any;
  }

  unsigned int execute (function *fun) final override
  {
    auto_vec<gasm *> marked;
    basic_block bb;
    FOR_EACH_BB_FN (bb, fun)
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (gasm *stmt = dyn_cast<gasm *> (gsi_stmt (gsi)))
	  if (ptxasm_template_marked (gimple_asm_string (stmt)))
	    marked.safe_push (stmt);
    if (marked.is_empty ())
      return 0;

    if (ptxasm_opts.host_fallback == PTXASM_FALLBACK_ERROR)
      {
	for (gasm *stmt : marked)
	  error_at (gimple_location (stmt),
		    "inline PTX assembly in the host fallback of offloaded "
		    "code (-fplugin-arg-ptxasm-host-fallback=error); guard it "
		    "with %<omp_is_initial_device ()%> or drop the option to "
		    "stop at run time instead");
	return 0;
      }

    for (gasm *stmt : marked)
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
