/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* core.cc -- the host fallback's emulator (emulate.h): the
   emulation's state, the registers and operands of the emulated
   statement as GIMPLE values or variables, its basic blocks, and the
   special registers as the host computes them.  */

#include "emulate.h"

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
   (warp.cc), the lane's own; else as above.  */
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
link_blocks (basic_block a, basic_block b)
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

/* IN's address plus BYTES, as a pointer.  */
tree
insn_address (emulation *e, const struct ptxemu_insn *in, long long bytes)
{
  tree u64 = int_type (64);
  tree a = gimple_convert (&e->seq, e->loc, u64, read_arg (e, &in->addr));
  if (in->space == PTXEMU_SPACE_SHARED)
    a = gimple_build (&e->seq, e->loc, PLUS_EXPR, u64, a, window (e, false));
  a = gimple_build (&e->seq, e->loc, PLUS_EXPR, u64, a,
		    build_int_cst (u64, in->offset + bytes));
  return gimple_convert (&e->seq, e->loc, ptr_type_node, a);
}

/* setp's and set's comparison P combined with the last argument by the
   boolean op; "p|q" gets q (e->dest2) from P's negation, combined the
   same way.  */
tree
combine_pred (emulation *e, const struct ptxemu_insn *in, tree p)
{
  static const enum tree_code bools[] = { ERROR_MARK, BIT_AND_EXPR,
					  BIT_IOR_EXPR, BIT_XOR_EXPR };
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree q = gimple_build (s, loc, EQ_EXPR, boolean_type_node, p,
			 boolean_false_node);
  if (in->boolop != PTXEMU_BOOL_NONE)
    {
      tree c = read_arg (e, &in->args[3]);
      p = gimple_build (s, loc, bools[in->boolop], boolean_type_node, p, c);
      q = gimple_build (s, loc, bools[in->boolop], boolean_type_node, q, c);
    }
  e->dest2 = q;
  return p;
}

/* The lane register R (%laneid, %tid.x, the %lanemask_* registers) of
   the lane of a warp that runs the statement (the run-time library's
   __ptxasm_ls_laneid, or the statement's in a loop cut at its warp
   instructions), or VALUE, its value outside a lane.  */
tree
lane_register (emulation *e, enum ptxemu_sreg r, tree value)
{
  switch (r)
    {
    case PTXEMU_SREG_LANEID:
    case PTXEMU_SREG_TID_X:
    case PTXEMU_SREG_LANEMASK_EQ:
    case PTXEMU_SREG_LANEMASK_LE:
    case PTXEMU_SREG_LANEMASK_LT:
    case PTXEMU_SREG_LANEMASK_GE:
    case PTXEMU_SREG_LANEMASK_GT:
      break;
    default:
      return value;
    }
  tree u32 = int_type (32), s32 = int_type (32, true);
  tree in_lane, lane;
  if (e->fission.phase >= 0)
    {
      /* A loop cut at its warp instructions: the lane is the
	 statement's.  */
      in_lane = boolean_true_node;
      lane = gimple_convert (&e->seq, e->loc, u32, e->fission.lane);
    }
  else
    {
      gcall *c = gimple_build_call (ptxasm_runtime_fn (PTXASM_RT_LANEID),
				    0);
      tree l = make_ssa_name (integer_type_node);
      gimple_call_set_lhs (c, l);
      gimple_set_location (c, e->loc);
      gimple_seq_add_stmt (&e->seq, c);
      l = gimple_convert (&e->seq, e->loc, s32, l);
      in_lane = gimple_build (&e->seq, e->loc, GE_EXPR, boolean_type_node,
			      l, build_zero_cst (s32));
      lane = gimple_build (&e->seq, e->loc, COND_EXPR, u32, in_lane,
			   gimple_convert (&e->seq, e->loc, u32, l),
			   build_zero_cst (u32));
    }
  tree bit = gimple_build (&e->seq, e->loc, LSHIFT_EXPR, u32,
			   build_one_cst (u32), lane);
  tree lt = gimple_build (&e->seq, e->loc, MINUS_EXPR, u32, bit,
			  build_one_cst (u32));
  tree le = gimple_build (&e->seq, e->loc, BIT_IOR_EXPR, u32, lt, bit);
  tree mine;
  switch (r)
    {
    case PTXEMU_SREG_LANEMASK_EQ:
      mine = bit;
      break;
    case PTXEMU_SREG_LANEMASK_LE:
      mine = le;
      break;
    case PTXEMU_SREG_LANEMASK_LT:
      mine = lt;
      break;
    case PTXEMU_SREG_LANEMASK_GE:
      mine = gimple_build (&e->seq, e->loc, BIT_NOT_EXPR, u32, lt);
      break;
    case PTXEMU_SREG_LANEMASK_GT:
      mine = gimple_build (&e->seq, e->loc, BIT_NOT_EXPR, u32, le);
      break;
    default:
      mine = lane;
      break;
    }
  mine = gimple_convert (&e->seq, e->loc, TREE_TYPE (value), mine);
  return gimple_build (&e->seq, e->loc, COND_EXPR, TREE_TYPE (value),
		       in_lane, mine, value);
}
