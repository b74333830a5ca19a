/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* memory.cc -- the host fallback's emulator (emulate.h): loads,
   stores and atomics of global, generic, shared and local memory, as
   host memory and GCC's atomic builtins.  The state spaces' places on the host are
   space.cc's.  */

#include "emulate.h"
#include "cgraph.h"
#include "stringpool.h"
#include "attribs.h"
#include "varasm.h"
#include "ggc.h"
#include "gtype-desc.h"

/* The state of the 16 named barriers (bar.sync, bar.arrive): one 64-bit
   word each, the threads arrived (32 for each OpenMP thread) in the low
   half and the generation in the high half.  One per program (a weak
   hidden symbol), as the window is: host teams run one after another.  */
static tree bar_state;

/* It is live GC data from its first use to the end.  */
static const struct ggc_root_tab memory_roots[] = {
  { &bar_state, 1, sizeof (bar_state), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

/* Call FN with ARGS (converted to its parameter types); its value, or
   NULL_TREE.  */
static tree
call_builtin (emulation *e, enum built_in_function fn, vec<tree> &args)
{
  tree decl = builtin_decl_explicit (fn);
  tree parm = TYPE_ARG_TYPES (TREE_TYPE (decl));
  for (unsigned i = 0; i < args.length () && parm; i++, parm = TREE_CHAIN (parm))
    args[i] = gimple_convert (&e->seq, e->loc, TREE_VALUE (parm), args[i]);
  gcall *c = gimple_build_call_vec (decl, args);
  tree rt = TREE_TYPE (TREE_TYPE (decl));
  tree lhs = NULL_TREE;
  if (!VOID_TYPE_P (rt))
    {
      lhs = make_ssa_name (rt);
      gimple_call_set_lhs (c, lhs);
    }
  gimple_set_location (c, e->loc);
  gimple_seq_add_stmt (&e->seq, c);
  return lhs;
}

/* The builtin FN_1 for 1 byte, moved to SIZE bytes (FN_2, FN_4, FN_8
   follow it).  */
static enum built_in_function
sized (enum built_in_function fn_1, unsigned size)
{
  return (enum built_in_function) (fn_1 + exact_log2 (size));
}

static int
memmodel_of (enum ptxemu_order o)
{
  switch (o)
    {
    case PTXEMU_ORDER_ACQUIRE: return MEMMODEL_ACQUIRE;
    case PTXEMU_ORDER_RELEASE: return MEMMODEL_RELEASE;
    case PTXEMU_ORDER_ACQ_REL: return MEMMODEL_ACQ_REL;
    default: return MEMMODEL_RELAXED;
    }
}

/* The memory at PTR, of TYPE; accessed as any type may be (the
   template's accesses know nothing of C's types).  */
static tree
memory_at (tree ptr, tree type, bool is_volatile)
{
  tree m = build2 (MEM_REF, type, ptr,
		   build_int_cst (build_pointer_type (char_type_node), 0));
  if (is_volatile)
    {
      TREE_THIS_VOLATILE (m) = 1;
      TREE_SIDE_EFFECTS (m) = 1;
    }
  return m;
}

/* The SIZE-byte word at PTR, read atomically with MODEL, as an
   unsigned integer of its width.  */
static tree
atomic_load (emulation *e, tree ptr, unsigned size, enum memmodel model)
{
  auto_vec<tree> args;
  args.safe_push (ptr);
  args.safe_push (build_int_cst (integer_type_node, model));
  return gimple_convert (&e->seq, e->loc, int_type (size * 8),
			 call_builtin (e, sized (BUILT_IN_ATOMIC_LOAD_1, size),
				       args));
}

/* A compare-and-swap loop (in blocks of its own) on the SIZE-byte word at
   PTR, first read with MODEL: NEXT (O) builds, in the loop's block, the
   value that replaces O; the loop repeats until the swap takes.  The
   value replaced, defined in the loop's block, which dominates what
   follows (so NEXT's own values may be used after it too).  */
template <typename F>
static tree
cas_update (emulation *e, tree ptr, unsigned size, enum memmodel model,
	    F next)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree old_var = NULL_TREE;
  store_slot (e, &old_var, atomic_load (e, ptr, size, model));
  basic_block loop = new_block (e);
  emit_pending (e);
  link_blocks (e->bb, loop);
  e->bb = loop;
  tree o = load_slot (e, old_var);
  tree n = next (o);
  auto_vec<tree> cas;
  cas.safe_push (ptr);
  cas.safe_push (o);
  cas.safe_push (n);
  tree prev = gimple_convert (q, loc, int_type (size * 8),
			      call_builtin (e, sized
					    (BUILT_IN_SYNC_VAL_COMPARE_AND_SWAP_1,
					     size), cas));
  store_slot (e, &old_var, prev);
  basic_block done = new_block (e);
  branch_on (e, gimple_build (q, loc, EQ_EXPR, boolean_type_node, prev, o),
	     done, loop);
  e->bb = done;
  return o;
}

/* atom and red with min max inc dec, or of floats: a compare-and-swap
   loop (in blocks of its own); the old value.  */
static tree
cas_loop (emulation *e, const struct ptxemu_insn *in)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  unsigned tb = in->type.bits, size = tb / 8;
  tree ut = int_type (tb), st = int_type (tb, in->type.is_signed);
  unsigned first = in->op == PTXEMU_ATOM ? 1 : 0;
  tree ptr = insn_address (e, in, 0);
  tree b = read_arg (e, &in->args[first]);
  tree o = cas_update (e, ptr, size, MEMMODEL_RELAXED, [&] (tree o) {
    switch (in->mode)
      {
      case PTXEMU_ATOM_MIN:
      case PTXEMU_ATOM_MAX:
	return gimple_convert (q, loc, ut,
			       gimple_build (q, loc,
					     in->mode == PTXEMU_ATOM_MIN
					     ? MIN_EXPR : MAX_EXPR, st,
					     gimple_convert (q, loc, st, o),
					     gimple_convert (q, loc, st, b)));
      case PTXEMU_ATOM_INC:
	/* old >= b ? 0 : old + 1.  */
	return gimple_build (q, loc, COND_EXPR, ut,
			     gimple_build (q, loc, GE_EXPR, boolean_type_node,
					   o, b),
			     build_zero_cst (ut),
			     gimple_build (q, loc, PLUS_EXPR, ut, o,
					   build_one_cst (ut)));
      case PTXEMU_ATOM_DEC:
	/* old == 0 || old > b ? b : old - 1.  */
	return gimple_build (q, loc, COND_EXPR, ut,
			     gimple_build (q, loc, BIT_IOR_EXPR,
					   boolean_type_node,
					   gimple_build (q, loc, EQ_EXPR,
							 boolean_type_node, o,
							 build_zero_cst (ut)),
					   gimple_build (q, loc, GT_EXPR,
							 boolean_type_node, o,
							 b)),
			     b,
			     gimple_build (q, loc, MINUS_EXPR, ut, o,
					   build_one_cst (ut)));
      default:
	return (in->type.fmt != PTXEMU_FMT_IEEE
		? small_add_bits (e, o, gimple_convert (q, loc, ut, b),
				  &in->type)
		: float_add_bits (e, o, b, tb));
      }
  });
  return in->op == PTXEMU_ATOM ? o : NULL_TREE;
}

/* sched_yield, for a thread that waits at a barrier.  */
static tree
yield_decl (void)
{
  static tree decl;
  if (!decl)
    decl = library_fn ("sched_yield", integer_type_node);
  return decl;
}

/* bar.sync / barrier.sync a [, b] and bar.arrive a, b (IN): the calling
   OpenMP thread arrives at named barrier a (its low 4 bits) as the 32
   threads of its warp; the arrival that makes b (default: 32 times the
   team's threads) starts the next generation, and bar.sync waits for
   it.  Arrival and completion are one compare-and-swap of the
   barrier's word, so a thread of the next generation cannot be counted
   in this one.  */
void
named_barrier (emulation *e, const struct ptxemu_insn *in)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree u32 = int_type (32), u64 = int_type (64);
  if (!bar_state)
    bar_state = host_variable ("__ptxasm_bar_state",
			       build_array_type_nelts (u64, 16), 8, true,
			       false);
  tree id = bits_and (e, gimple_convert (q, loc, u64,
					 read_arg (e, &in->args[0])), 15);
  tree want;
  if (in->nargs == 2)
    want = gimple_convert (q, loc, u32, read_arg (e, &in->args[1]));
  else
    {
      tree n = omp_value (e, BUILT_IN_OMP_GET_NUM_THREADS, u32);
      want = n ? gimple_build (q, loc, MULT_EXPR, u32, n,
			       build_int_cst (u32, 32))
	       : build_int_cst (u32, 32);
    }
  tree ptr = gimple_convert (q, loc, ptr_type_node,
			     gimple_build (q, loc, PLUS_EXPR, u64,
					   gimple_convert (q, loc, u64,
							   build_fold_addr_expr
							   (bar_state)),
					   gimple_build (q, loc, MULT_EXPR,
							 u64, id,
							 build_int_cst (u64,
									8))));
  /* Arrive: count + 32, or the next generation with none.  */
  tree gen = NULL_TREE, done = NULL_TREE;
  cas_update (e, ptr, 8, MEMMODEL_ACQUIRE, [&] (tree o) {
    tree cnt = gimple_convert (q, loc, u32, o);
    gen = gimple_build (q, loc, RSHIFT_EXPR, u64, o,
			build_int_cst (unsigned_type_node, 32));
    tree cnt1 = gimple_build (q, loc, PLUS_EXPR, u32, cnt,
			      build_int_cst (u32, 32));
    done = gimple_build (q, loc, GE_EXPR, boolean_type_node, cnt1, want);
    tree next = gimple_build (q, loc, LSHIFT_EXPR, u64,
			      gimple_build (q, loc, PLUS_EXPR, u64, gen,
					    build_one_cst (u64)),
			      build_int_cst (unsigned_type_node, 32));
    tree more = gimple_build (q, loc, BIT_IOR_EXPR, u64,
			      gimple_build (q, loc, LSHIFT_EXPR, u64, gen,
					    build_int_cst (unsigned_type_node,
							   32)),
			      gimple_convert (q, loc, u64, cnt1));
    return gimple_build (q, loc, COND_EXPR, u64, done, next, more);
  });
  if (in->mode == PTXEMU_BAR_ARRIVE)
    return;
  /* Wait, unless this arrival completed it, for the generation to
     change.  */
  basic_block wait = new_block (e);
  basic_block yield = new_block (e);
  basic_block after = new_block (e);
  branch_on (e, done, after, wait);
  e->bb = wait;
  tree w = atomic_load (e, ptr, 8, MEMMODEL_ACQUIRE);
  tree same = gimple_build (q, loc, EQ_EXPR, boolean_type_node,
			    gimple_build (q, loc, RSHIFT_EXPR, u64, w,
					  build_int_cst (unsigned_type_node,
							 32)),
			    gen);
  branch_on (e, same, yield, after);
  e->bb = yield;
  gcall *c = gimple_build_call (yield_decl (), 0);
  gimple_set_location (c, loc);
  gimple_seq_add_stmt (q, c);
  emit_pending (e);
  link_blocks (yield, wait);
  e->bb = after;
}

/* mbarrier IN, in the host's format of its 64 bits: the pending
   arrivals of the current phase in bits 0-30, the expected ones in bits
   32-62, the phase's parity in bit 63.  An arrival is a compare-and-
   swap; the state it returns is the word before it, whose bit 63 names
   the phase it arrived in.  */
static tree
mbarrier (emulation *e, const struct ptxemu_insn *in)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree u64 = int_type (64), u32 = int_type (32);
  const unsigned HOST_WIDE_INT low31 = 0x7fffffff;
  auto shift = [&] (tree v, enum tree_code code, unsigned n) {
    return gimple_build (q, loc, code, u64, v,
			 build_int_cst (unsigned_type_node, n));
  };
  auto atomic_store = [&] (tree ptr, tree v) {
    auto_vec<tree> args;
    args.safe_push (ptr);
    args.safe_push (v);
    args.safe_push (build_int_cst (integer_type_node, MEMMODEL_RELEASE));
    call_builtin (e, BUILT_IN_ATOMIC_STORE_8, args);
  };
  switch (in->mode)
    {
    case PTXEMU_MBAR_PENDING_COUNT:
      return bits_and (e, gimple_convert (q, loc, u64,
					  read_arg (e, &in->args[1])), low31);
    case PTXEMU_MBAR_INIT:
      {
	tree n = bits_and (e, gimple_convert (q, loc, u64,
					      read_arg (e, &in->args[0])),
			   low31);
	atomic_store (insn_address (e, in, 0),
		      gimple_build (q, loc, BIT_IOR_EXPR, u64, n,
				    shift (n, LSHIFT_EXPR, 32)));
	return NULL_TREE;
      }
    case PTXEMU_MBAR_INVAL:
      atomic_store (insn_address (e, in, 0), build_zero_cst (u64));
      return NULL_TREE;
    case PTXEMU_MBAR_TEST_WAIT:
    case PTXEMU_MBAR_TEST_WAIT_PARITY:
      {
	/* Complete when the current phase is no longer the one named.
	   In lockstep, after the other lanes have run: on the GPU they
	   arrive together.  */
	warp_yield (e);
	tree phase = shift (atomic_load (e, insn_address (e, in, 0), 8,
					 MEMMODEL_ACQUIRE), RSHIFT_EXPR, 63);
	tree named = gimple_convert (q, loc, u64, read_arg (e, &in->args[1]));
	named = in->mode == PTXEMU_MBAR_TEST_WAIT
		? shift (named, RSHIFT_EXPR, 63) : bits_and (e, named, 1);
	return gimple_build (q, loc, NE_EXPR, boolean_type_node, phase, named);
      }
    default:
      break;
    }
  /* arrive, arrive_drop: COUNT arrivals (arrive_drop also drops them
     from the expected count); the last one starts the next phase.  */
  tree ptr = insn_address (e, in, 0);
  tree cnt = gimple_convert (q, loc, u64,
			     gimple_convert (q, loc, u32,
					     read_arg (e, &in->args[1])));
  return cas_update (e, ptr, 8, MEMMODEL_ACQUIRE, [&] (tree o) {
    tree pending = bits_and (e, o, low31);
    tree expect = bits_and (e, shift (o, RSHIFT_EXPR, 32), low31);
    tree phase = shift (o, RSHIFT_EXPR, 63);
    if (in->mode == PTXEMU_MBAR_ARRIVE_DROP)
      expect = bits_and (e, gimple_build (q, loc, MINUS_EXPR, u64, expect,
					  cnt), low31);
    tree left = gimple_build (q, loc, MINUS_EXPR, u64, pending, cnt);
    tree done = gimple_build (q, loc, LE_EXPR, boolean_type_node, pending,
			      cnt);
    tree nphase = gimple_build (q, loc, COND_EXPR, u64, done,
				gimple_build (q, loc, BIT_XOR_EXPR, u64, phase,
					      build_one_cst (u64)), phase);
    tree npend = gimple_build (q, loc, COND_EXPR, u64, done, expect, left);
    return gimple_build (q, loc, BIT_IOR_EXPR, u64,
			 shift (nphase, LSHIFT_EXPR, 63),
			 gimple_build (q, loc, BIT_IOR_EXPR, u64,
				       shift (expect, LSHIFT_EXPR, 32),
				       npend));
  });
}

/* cp.async: SIZE bytes at once (MODE, or ARGS[2]): N of them read
   (ARGS[1] of them, none if its predicate ignore-src holds), the rest
   0 (compute_memory).  */
static tree
cp_async (emulation *e, const struct ptxemu_insn *in)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree u64 = int_type (64);
  tree dst = insn_address (e, in, 0);
  tree src = gimple_convert (q, loc, ptr_type_node,
			     gimple_build (q, loc, PLUS_EXPR, u64,
					   read_arg (e, &in->args[0]),
					   build_int_cst (u64,
							  in->args[0].imm)));
  tree size = in->mode ? build_int_cst (size_type_node, in->mode)
    : gimple_convert (q, loc, size_type_node,
		      read_arg (e, &in->args[2]));
  tree n = size;
  if (in->vec[0] == PTXEMU_CP_SRC_SIZE)
    n = gimple_build (q, loc, MIN_EXPR, size_type_node, size,
		      gimple_convert (q, loc, size_type_node,
				      read_arg (e, &in->args[1])));
  else if (in->vec[0] == PTXEMU_CP_IGNORE_SRC)
    n = gimple_build (q, loc, COND_EXPR, size_type_node,
		      gimple_convert (q, loc, boolean_type_node,
				      read_arg (e, &in->args[1])),
		      build_zero_cst (size_type_node), size);
  auto_vec<tree> cp;
  cp.safe_push (dst);
  cp.safe_push (src);
  cp.safe_push (n);
  call_builtin (e, BUILT_IN_MEMCPY, cp);
  if (in->vec[0])
    {
      auto_vec<tree> z;
      z.safe_push (gimple_build (q, loc, POINTER_PLUS_EXPR,
				 ptr_type_node, dst,
				 gimple_convert (q, loc, sizetype, n)));
      z.safe_push (integer_zero_node);
      z.safe_push (gimple_build (q, loc, MINUS_EXPR, size_type_node,
				 size, n));
      call_builtin (e, BUILT_IN_MEMSET, z);
    }
  return NULL_TREE;
}

/* ld, st, atom, red, cvta, isspacep.  */
tree
compute_memory (emulation *e, const struct ptxemu_insn *in)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  unsigned tb = in->type.bits, size = tb / 8, rb = in->reg_bits;
  tree et = int_type (tb, in->type.is_signed);
  bool vol = in->order == PTXEMU_ORDER_VOLATILE;
  bool atomic = in->order >= PTXEMU_ORDER_RELAXED;
  tree order = build_int_cst (integer_type_node, memmodel_of (in->order));
  switch (in->op)
    {
    case PTXEMU_MBAR:
      return mbarrier (e, in);
    case PTXEMU_CP_ASYNC:
      return cp_async (e, in);
    case PTXEMU_CVTA:
      {
	/* Global and local addresses are host addresses; a shared one
	   is the offset in the window.  */
	tree a = read_arg (e, &in->args[1]);
	if (in->space != PTXEMU_SPACE_SHARED)
	  return a;
	return gimple_build (q, loc, in->mode == PTXEMU_CVTA_TO ? MINUS_EXPR
			     : PLUS_EXPR, int_type (64), a, window (e, false));
      }
    case PTXEMU_ISSPACEP:
      {
	/* In the window: shared; any other host address: global.  */
	if (in->space != PTXEMU_SPACE_GLOBAL
	    && in->space != PTXEMU_SPACE_SHARED)
	  return boolean_false_node;
	tree u64 = int_type (64);
	tree start = window (e, false);
	tree off = gimple_build (q, loc, MINUS_EXPR, u64,
				 read_arg (e, &in->args[1]), start);
	tree size = gimple_build (q, loc, MINUS_EXPR, u64, window (e, true),
				  start);
	return gimple_build (q, loc, in->space == PTXEMU_SPACE_SHARED
			     ? LT_EXPR : GE_EXPR, boolean_type_node, off,
			     size);
      }
    case PTXEMU_LD:
      for (unsigned k = 0; k < in->nargs; k++)
	{
	  tree ptr = insn_address (e, in, (long long) k * size);
	  tree v;
	  if (atomic)
	    {
	      auto_vec<tree> args;
	      args.safe_push (ptr);
	      args.safe_push (order);
	      v = call_builtin (e, sized (BUILT_IN_ATOMIC_LOAD_1, size), args);
	    }
	  else
	    {
	      v = make_ssa_name (et);
	      gassign *g = gimple_build_assign (v, memory_at (ptr, et, vol));
	      gimple_set_location (g, loc);
	      gimple_seq_add_stmt (q, g);
	    }
	  /* Extended to the register as the type's signedness says.  */
	  v = gimple_convert (q, loc, et, v);
	  v = gimple_convert (q, loc, int_type (rb, in->type.is_signed), v);
	  e->parts[k] = gimple_convert (q, loc, int_type (rb), v);
	}
      return NULL_TREE;
    case PTXEMU_ST:
      for (unsigned k = 0; k < in->nargs; k++)
	{
	  tree ptr = insn_address (e, in, (long long) k * size);
	  tree v = gimple_convert (q, loc, et, read_arg (e, &in->args[k]));
	  if (atomic)
	    {
	      auto_vec<tree> args;
	      args.safe_push (ptr);
	      args.safe_push (v);
	      args.safe_push (order);
	      call_builtin (e, sized (BUILT_IN_ATOMIC_STORE_1, size), args);
	    }
	  else
	    {
	      gassign *g = gimple_build_assign (memory_at (ptr, et, vol), v);
	      gimple_set_location (g, loc);
	      gimple_seq_add_stmt (q, g);
	    }
	}
      return NULL_TREE;
    case PTXEMU_ATOM:
    case PTXEMU_RED:
      if (in->mode >= PTXEMU_ATOM_MIN || in->type.is_float)
	return cas_loop (e, in);
      {
	unsigned first = in->op == PTXEMU_ATOM ? 1 : 0;
	tree ptr = insn_address (e, in, 0);
	tree b = read_arg (e, &in->args[first]);
	auto_vec<tree> args;
	args.safe_push (ptr);
	args.safe_push (b);
	enum built_in_function fn;
	switch (in->mode)
	  {
	  case PTXEMU_ATOM_ADD: fn = BUILT_IN_ATOMIC_FETCH_ADD_1; break;
	  case PTXEMU_ATOM_AND: fn = BUILT_IN_ATOMIC_FETCH_AND_1; break;
	  case PTXEMU_ATOM_OR: fn = BUILT_IN_ATOMIC_FETCH_OR_1; break;
	  case PTXEMU_ATOM_XOR: fn = BUILT_IN_ATOMIC_FETCH_XOR_1; break;
	  case PTXEMU_ATOM_EXCH: fn = BUILT_IN_ATOMIC_EXCHANGE_1; break;
	  default:
	    /* cas: the old value, sequentially consistent (at least the
	       order asked for).  */
	    args.safe_push (read_arg (e, &in->args[first + 1]));
	    fn = BUILT_IN_SYNC_VAL_COMPARE_AND_SWAP_1;
	    break;
	  }
	if (in->mode != PTXEMU_ATOM_CAS)
	  args.safe_push (order);
	tree old = call_builtin (e, sized (fn, size), args);
	return in->op == PTXEMU_ATOM ? gimple_convert (q, loc, int_type (tb), old)
	       : NULL_TREE;
      }
    default:
      gcc_unreachable ();
    }
}

/* Keep the barriers' tree alive (plugin NAME).  */
void
register_memory_roots (const char *name)
{
  register_callback (name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) memory_roots);
}
