/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* emulate-core.cc -- the host fallback's emulator (emulate.h): the
   emulation's state, the registers and operands of the emulated
   statement as GIMPLE values or variables, its basic blocks, and the
   special registers as the host computes them.  */

#include "emulate.h"

/* The unsigned (or signed) integer type of BITS bits; a predicate is a
   bool.  */
tree
int_type (unsigned bits, bool is_signed)
{
  if (bits == 0)
    return boolean_type_node;
  return build_nonstandard_integer_type (bits, !is_signed);
}

/* A call to FN (no arguments) that returns TYPE; NULL_TREE if GCC did
   not declare it (OpenMP's functions exist with -fopenmp and
   -fopenacc).  */
static tree
call_value (emulation *e, tree fn, tree type)
{
  if (!fn)
    return NULL_TREE;
  gcall *c = gimple_build_call (fn, 0);
  tree lhs = make_ssa_name (TREE_TYPE (TREE_TYPE (fn)));
  gimple_call_set_lhs (c, lhs);
  gimple_set_location (c, e->loc);
  gimple_seq_add_stmt (&e->seq, c);
  return gimple_convert (&e->seq, e->loc, type, lhs);
}

tree
omp_value (emulation *e, enum built_in_function fn, tree type)
{
  return call_value (e, builtin_decl_explicit_p (fn)
			? builtin_decl_explicit (fn) : NULL_TREE, type);
}

/* The external function NAME, of no arguments, that returns TYPE and
   throws nothing (a library's: omp_get_wtime, sched_yield).  */
tree
library_fn (const char *name, tree type)
{
  tree decl = build_fn_decl (name, build_function_type_list (type,
							     NULL_TREE));
  DECL_EXTERNAL (decl) = 1;
  TREE_PUBLIC (decl) = 1;
  TREE_NOTHROW (decl) = 1;
  return decl;
}

/* Nanoseconds from the host's clock (omp_get_wtime, in libgomp, which
   every offloading program links).  */
static tree
host_nanoseconds (emulation *e)
{
  static tree decl;
  if (!decl)
    decl = library_fn ("omp_get_wtime", double_type_node);
  tree s = call_value (e, decl, double_type_node);
  tree ns = gimple_build (&e->seq, e->loc, MULT_EXPR, double_type_node, s,
			  build_real_from_int_cst (double_type_node,
						   build_int_cst
						   (integer_type_node,
						    1000000000)));
  return gimple_convert (&e->seq, e->loc, int_type (64),
			 gimple_build (&e->seq, e->loc, FIX_TRUNC_EXPR,
				       int_type (64, true), ns));
}

/* A special register in the host's view: the OpenMP thread is lane 0 of
   its warp of 32, GCC's layout on the GPU (%tid.x the lane, %tid.y the
   OpenMP thread, %ctaid.x the team).  */
static tree
special_register_outside (emulation *e, enum ptxemu_sreg r)
{
  tree u32 = int_type (32);
  switch (r)
    {
    case PTXEMU_SREG_LANEID:
    case PTXEMU_SREG_WARPID:
    case PTXEMU_SREG_TID_X:
    case PTXEMU_SREG_TID_Z:
    case PTXEMU_SREG_CTAID_Y:
    case PTXEMU_SREG_CTAID_Z:
    case PTXEMU_SREG_LANEMASK_LT:
    case PTXEMU_SREG_SMID:
    case PTXEMU_SREG_GRIDID:
    case PTXEMU_SREG_CLUSTER_CTARANK:
      return build_zero_cst (u32);
    case PTXEMU_SREG_NWARPID:
    case PTXEMU_SREG_NTID_Z:
    case PTXEMU_SREG_NCTAID_Y:
    case PTXEMU_SREG_NCTAID_Z:
    case PTXEMU_SREG_LANEMASK_EQ:
    case PTXEMU_SREG_LANEMASK_LE:
    case PTXEMU_SREG_NSMID:
    case PTXEMU_SREG_CLUSTER_NCTARANK:
      return build_one_cst (u32);
    case PTXEMU_SREG_NTID_X:
      return build_int_cst (u32, 32);
    case PTXEMU_SREG_LANEMASK_GE:
      return build_int_cst (u32, 0xffffffffu);
    case PTXEMU_SREG_LANEMASK_GT:
      return build_int_cst (u32, 0xfffffffeu);
    case PTXEMU_SREG_TID_Y:
      return omp_value (e, BUILT_IN_OMP_GET_THREAD_NUM, u32);
    case PTXEMU_SREG_NTID_Y:
      return omp_value (e, BUILT_IN_OMP_GET_NUM_THREADS, u32);
    case PTXEMU_SREG_CTAID_X:
      return omp_value (e, BUILT_IN_OMP_GET_TEAM_NUM, u32);
    case PTXEMU_SREG_NCTAID_X:
      return omp_value (e, BUILT_IN_OMP_GET_NUM_TEAMS, u32);
    case PTXEMU_SREG_CLOCK:
    case PTXEMU_SREG_CLOCK64:
    case PTXEMU_SREG_CLOCK_HI:
    case PTXEMU_SREG_GLOBALTIMER:
    case PTXEMU_SREG_GLOBALTIMER_LO:
    case PTXEMU_SREG_GLOBALTIMER_HI:
      {
	tree ns = host_nanoseconds (e);
	if (r == PTXEMU_SREG_GLOBALTIMER_HI || r == PTXEMU_SREG_CLOCK_HI)
	  ns = gimple_build (&e->seq, e->loc, RSHIFT_EXPR, int_type (64), ns,
			     build_int_cst (unsigned_type_node, 32));
	if (r == PTXEMU_SREG_CLOCK64 || r == PTXEMU_SREG_GLOBALTIMER)
	  return ns;
	return gimple_convert (&e->seq, e->loc, u32, ns);
      }
    case PTXEMU_SREG_NONE:
      break;		/* ptxemu.c reads no such register */
    }
  gcc_unreachable ();
}

/* A special register: in a lane of a simd loop run in lockstep
   (emulate-warp.cc), the lane's own; else as above.  */
static tree
special_register (emulation *e, enum ptxemu_sreg r)
{
  return lane_register (e, r, special_register_outside (e, r));
}

/* Blocks (emulation's BLOCKS).  */

/* Append the statements built so far to the current block.  */
void
emit_pending (emulation *e)
{
  if (!e->seq)
    return;
  gimple_stmt_iterator gsi = gsi_last_bb (e->bb);
  gsi_insert_seq_after (&gsi, e->seq, GSI_CONTINUE_LINKING);
  e->seq = NULL;
}

basic_block
new_block (emulation *e)
{
  basic_block bb = create_empty_bb (e->bb);
  if (current_loops)
    add_bb_to_loop (bb, e->rest->loop_father);
  return bb;
}

void
link (basic_block a, basic_block b)
{
  edge ed = make_edge (a, b, EDGE_FALLTHRU);
  ed->probability = profile_probability::always ();
}

/* End the current block with a branch on COND to T, else F.  */
void
branch_on (emulation *e, tree cond, basic_block t, basic_block f)
{
  gcond *c = gimple_build_cond (NE_EXPR, cond, boolean_false_node, NULL_TREE,
				NULL_TREE);
  gimple_set_location (c, e->loc);
  gimple_seq_add_stmt (&e->seq, c);
  emit_pending (e);
  edge et = make_edge (e->bb, t, EDGE_TRUE_VALUE);
  edge ef = make_edge (e->bb, f, EDGE_FALSE_VALUE);
  et->probability = profile_probability::even ();
  ef->probability = profile_probability::even ();
}

basic_block
label_block (emulation *e, unsigned n)
{
  if (!e->labels[n])
    e->labels[n] = new_block (e);
  return e->labels[n];
}

/* A register's variable (BLOCKS) of TYPE, made on first use.  */
static tree
slot_var (tree *slot, tree type)
{
  if (!*slot)
    {
      *slot = create_tmp_var (type, "ptx");
      TREE_ADDRESSABLE (*slot) = 1;
    }
  return *slot;
}

/* The value in SLOT: itself, or with BLOCKS loaded from its variable.  */
tree
load_slot (emulation *e, tree slot)
{
  if (!e->blocks || !slot || !VAR_P (slot))
    return slot;
  tree v = make_ssa_name (TREE_TYPE (slot));
  gassign *g = gimple_build_assign (v, slot);
  gimple_set_location (g, e->loc);
  gimple_seq_add_stmt (&e->seq, g);
  return v;
}

void
store_slot (emulation *e, tree *slot, tree v)
{
  if (!e->blocks)
    {
      *slot = v;
      return;
    }
  tree var = slot_var (slot, TREE_TYPE (v));
  gassign *g = gimple_build_assign (var, gimple_convert (&e->seq, e->loc,
							 TREE_TYPE (var), v));
  gimple_set_location (g, e->loc);
  gimple_seq_add_stmt (&e->seq, g);
}

/* The value of argument A, as wide as ptxemu.c read it (A->bits; 0: a
   predicate).  */
tree
read_arg (emulation *e, const struct ptxemu_arg *a)
{
  tree type = int_type (a->bits);
  tree v = NULL_TREE;
  switch (a->kind)
    {
    case PTXEMU_ARG_IMM:
      return build_int_cst_type (type, a->imm);
    case PTXEMU_ARG_USER:
      v = load_slot (e, e->user[a->n]);
      if (!v && e->rec->bits[a->n] < 0)
	v = TREE_VALUE (gimple_asm_input_op (e->stmt, e->rec->in[a->n]));
      break;
    case PTXEMU_ARG_REG:
      v = load_slot (e, e->reg[a->n]);
      break;
    case PTXEMU_ARG_SREG:
      v = special_register (e, (enum ptxemu_sreg) a->n);
      break;
    case PTXEMU_ARG_SINK:
      break;
    case PTXEMU_ARG_VAR:
      v = var_address (e, a);
      break;
    }
  if (!v)
    v = build_zero_cst (type);
  v = gimple_convert (&e->seq, e->loc, type, v);
  if (a->negated)
    v = gimple_build (&e->seq, e->loc, EQ_EXPR, boolean_type_node, v,
		      boolean_false_node);
  return v;
}

void
write_arg (emulation *e, const struct ptxemu_arg *a, tree v)
{
  if (a->kind == PTXEMU_ARG_USER)
    store_slot (e, &e->user[a->n], v);
  else if (a->kind == PTXEMU_ARG_REG)
    store_slot (e, &e->reg[a->n], v);
}
