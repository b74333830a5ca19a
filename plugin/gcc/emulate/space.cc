/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* space.cc -- the host fallback's emulator (emulate.h), its
   second floor: where PTX's state spaces are on the host.

   A global or generic address is a host address.  The shared space is
   one window of host memory, the section __ptxasm_shared, which holds
   the variables that templates declare .shared (one copy in the
   program: host teams run one after another) and one byte of each unit
   that uses the window, so that the linker's __start___ptxasm_shared
   and __stop___ptxasm_shared exist; a shared address is its offset from
   the start.  A .local variable is an array on the host thread's stack,
   its local address its host address.

   Here: the program's and the unit's static variables, the window's
   bounds, and the address of a variable that a template declares.  It
   calls bits.cc alone.  */

#include "emulate.h"
#include "cgraph.h"
#include "stringpool.h"
#include "attribs.h"
#include "varasm.h"
#include "ggc.h"
#include "gtype-desc.h"

#define WINDOW "__ptxasm_shared"

/* The window's bounds (extern, hidden) and this unit's byte in it.  */
static tree window_start, window_stop, window_anchor;

/* They are live GC data from their first use to the end.  */
static const struct ggc_root_tab space_roots[] = {
  { &window_start, 1, sizeof (window_start), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  { &window_stop, 1, sizeof (window_stop), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  { &window_anchor, 1, sizeof (window_anchor), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

/* A variable NAME of TYPE at ALIGN bytes, zero at the start, always
   written out; with PUBLIC one of the program (weak and hidden: one per
   program or shared library), else this unit's, in the window with
   IN_WINDOW.  */
tree
host_variable (const char *name, tree type, unsigned align, bool is_public,
	       bool in_window)
{
  tree d = build_decl (UNKNOWN_LOCATION, VAR_DECL, get_identifier (name),
		       type);
  TREE_STATIC (d) = 1;
  TREE_PUBLIC (d) = is_public;
  DECL_ARTIFICIAL (d) = 1;
  DECL_IGNORED_P (d) = 1;
  TREE_ADDRESSABLE (d) = 1;
  TREE_USED (d) = 1;
  DECL_PRESERVE_P (d) = 1;
  SET_DECL_ALIGN (d, align * BITS_PER_UNIT);
  DECL_USER_ALIGN (d) = 1;
  if (is_public)
    {
      DECL_VISIBILITY (d) = VISIBILITY_HIDDEN;
      DECL_VISIBILITY_SPECIFIED (d) = 1;
      declare_weak (d);
    }
  if (in_window)
    set_decl_section_name (d, WINDOW);
  varpool_node::finalize_decl (d);
  return d;
}

/* A new static variable of this unit of TYPE at ALIGN bytes, in the
   window (or not: IN_WINDOW).  */
tree
new_static (tree type, unsigned align, bool in_window)
{
  static unsigned counter;
  char *name;
  ASM_FORMAT_PRIVATE_NAME (name, in_window ? "__ptxasm_shared_var"
			   : "__ptxasm_var", counter++);
  return host_variable (name, type, align, false, in_window);
}

/* The linker's symbol NAME, an extern hidden array of bytes.  */
static tree
window_bound (const char *name)
{
  tree d = build_decl (UNKNOWN_LOCATION, VAR_DECL, get_identifier (name),
		       build_array_type (char_type_node, NULL_TREE));
  DECL_EXTERNAL (d) = 1;
  TREE_PUBLIC (d) = 1;
  DECL_ARTIFICIAL (d) = 1;
  TREE_ADDRESSABLE (d) = 1;
  DECL_VISIBILITY (d) = VISIBILITY_HIDDEN;
  DECL_VISIBILITY_SPECIFIED (d) = 1;
  return d;
}

/* The host address of the window's start (STOP: its end), a 64-bit
   integer.  */
tree
window (emulation *e, bool stop)
{
  if (!window_anchor)
    {
      window_anchor = new_static (char_type_node, 1, true);
      window_start = window_bound ("__start_" WINDOW);
      window_stop = window_bound ("__stop_" WINDOW);
    }
  tree d = stop ? window_stop : window_start;
  /* Through an empty asm: the optimizers know nothing of the bound, so
     an access at START plus an offset may be any variable in the
     window (it is not an object of its own to them).  */
  tree u64 = int_type (64);
  tree addr = gimple_convert (&e->seq, e->loc, u64, build_fold_addr_expr (d));
  tree out = make_ssa_name (u64);
  vec<tree, va_gc> *ins = NULL, *outs = NULL;
  vec_safe_push (outs, ptxasm_asm_operand (out, "=r"));
  vec_safe_push (ins, ptxasm_asm_operand (addr, "0"));
  gasm *g = gimple_build_asm_vec ("", ins, outs, NULL, NULL);
  SSA_NAME_DEF_STMT (out) = g;
  gimple_set_location (g, e->loc);
  gimple_seq_add_stmt (&e->seq, g);
  return out;
}

/* The host address of variable N of the template, made at its first
   use: in the window for a .shared one, on the stack for a .local
   one.  A 64-bit integer.  */
static tree
var_host (emulation *e, unsigned n)
{
  const struct ptxemu_var *v = &e->prog->vars[n];
  if (!e->vars[n])
    {
      tree type = build_array_type_nelts (char_type_node, v->bytes);
      if (v->space == PTXEMU_SPACE_SHARED)
	e->vars[n] = new_static (type, v->align, true);
      else
	{
	  tree d = create_tmp_var (type, "ptxlocal");
	  SET_DECL_ALIGN (d, v->align * BITS_PER_UNIT);
	  DECL_USER_ALIGN (d) = 1;
	  TREE_ADDRESSABLE (d) = 1;
	  e->vars[n] = d;
	}
    }
  return gimple_convert (&e->seq, e->loc, int_type (64),
			 build_fold_addr_expr (e->vars[n]));
}

/* A variable's address in its space plus A's offset, a 64-bit integer:
   a shared one's offset in the window, a local one's host address.  */
tree
var_address (emulation *e, const struct ptxemu_arg *a)
{
  tree u64 = int_type (64);
  tree h = var_host (e, a->n);
  if (e->prog->vars[a->n].space == PTXEMU_SPACE_SHARED)
    h = gimple_build (&e->seq, e->loc, MINUS_EXPR, u64, h, window (e, false));
  return gimple_build (&e->seq, e->loc, PLUS_EXPR, u64, h,
		       build_int_cst (u64, a->imm));
}

/* Keep the window's trees alive (plugin NAME).  */
void
register_space_roots (const char *name)
{
  register_callback (name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) space_roots);
}
