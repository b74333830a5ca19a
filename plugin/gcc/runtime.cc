/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* runtime.cc -- the host fallback's run-time library (plugin/rt) in the
   host object files that call it.

   The library is built into assembly with ptxasm (plugin/rt/embed.c
   makes it ptxrt-asm.inc) and written at the end of every host unit
   whose code calls it, in a COMDAT group: a program links one copy,
   with nothing on its link line.  Under -flto the calls are made where
   the code is generated (lto1's host passes), and the library goes
   into those units.  */

#include "ptxasm.h"
#include "output.h"
#include "ptxrt.h"

static const char runtime_text[] =
#include "ptxrt-asm.inc"
  ;

/* Whether this unit's code calls the library.  */
static bool runtime_used;

/* The library's functions, made at their first use.  */
static tree runtime_decls[PTXASM_RT_MAX];

static const struct ggc_root_tab runtime_roots[] = {
  { &runtime_decls[0], PTXASM_RT_MAX, sizeof (runtime_decls[0]),
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

/* A function of the library, of return type RET and the arguments
   after it (NULL_TREE ended), external and hidden: each program or
   shared library has its own copy.  */
static tree
declare (const char *name, tree ret, ...)
{
  va_list ap;
  va_start (ap, ret);
  auto_vec<tree> args;
  while (tree a = va_arg (ap, tree))
    args.safe_push (a);
  va_end (ap);
  tree type = build_function_type_array (ret, args.length (),
					 args.address ());
  tree decl = build_fn_decl (name, type);
  DECL_EXTERNAL (decl) = 1;
  TREE_PUBLIC (decl) = 1;
  TREE_NOTHROW (decl) = 1;
  DECL_VISIBILITY (decl) = VISIBILITY_HIDDEN;
  DECL_VISIBILITY_SPECIFIED (decl) = 1;
  return decl;
}

tree
ptxasm_runtime_fn (enum ptxasm_rt fn)
{
  runtime_used = true;
  if (runtime_decls[fn])
    return runtime_decls[fn];
  tree u64p = build_pointer_type (long_long_unsigned_type_node);
  tree body = build_pointer_type (build_function_type_list
				  (void_type_node, ptr_type_node,
				   NULL_TREE));
  tree d = NULL_TREE;
  switch (fn)
    {
    case PTXASM_RT_LANE:
      d = declare ("__ptxasm_ls_lane", void_type_node, body,
		   const_ptr_type_node, long_unsigned_type_node, NULL_TREE);
      break;
    case PTXASM_RT_RESUMABLE:
      d = declare ("__ptxasm_ls_resumable", void_type_node, body,
		   ptr_type_node, long_unsigned_type_node,
		   long_unsigned_type_node, NULL_TREE);
      break;
    case PTXASM_RT_FLUSH:
      d = declare ("__ptxasm_ls_flush", void_type_node, NULL_TREE);
      break;
    case PTXASM_RT_LANEID:
      d = declare ("__ptxasm_ls_laneid", integer_type_node, NULL_TREE);
      break;
    case PTXASM_RT_OP:
      d = declare ("__ptxasm_ls_op", integer_type_node, u64p, NULL_TREE);
      break;
    case PTXASM_RT_WARP:
      d = declare ("__ptxasm_ls_warp", void_type_node, u64p,
		   unsigned_type_node, NULL_TREE);
      break;
    default:
      gcc_unreachable ();
    }
  runtime_decls[fn] = d;
  return d;
}

/* At the end of the unit: the library, if its code calls it and this
   compile writes code (not the IR alone of -flto).  */
static void
finish_unit (void *, void *)
{
  if (!runtime_used || !asm_out_file || seen_error ()
      || (flag_generate_lto && !flag_fat_lto_objects))
    return;
  fputs (runtime_text, asm_out_file);
}

void
ptxasm_register_runtime (const char *name)
{
  register_callback (name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) runtime_roots);
  register_callback (name, PLUGIN_FINISH_UNIT, finish_unit, NULL);
}
