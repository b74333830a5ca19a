/* emulate-memory.cc -- the host fallback's emulator (emulate.h): loads,
   stores and atomics of global and generic memory, as host memory and
   GCC's atomic builtins.  */

#include "emulate.h"

/* Memory: a global or generic address is a host address.  */

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

/* IN's address plus BYTES, as a pointer.  */
tree
address (emulation *e, const struct ptxemu_insn *in, long long bytes)
{
  tree u64 = int_type (64);
  tree a = read_arg (e, &in->addr);
  a = gimple_build (&e->seq, e->loc, PLUS_EXPR, u64, a,
		    build_int_cst (u64, in->offset + bytes));
  return gimple_convert (&e->seq, e->loc, ptr_type_node, a);
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
  tree ptr = address (e, in, 0);
  tree b = read_arg (e, &in->args[first]);
  tree old_var = NULL_TREE;
  auto_vec<tree> args;
  args.safe_push (ptr);
  args.safe_push (build_int_cst (integer_type_node, MEMMODEL_RELAXED));
  store_slot (e, &old_var,
	      gimple_convert (q, loc, ut,
			      call_builtin (e, sized (BUILT_IN_ATOMIC_LOAD_1,
						      size), args)));
  basic_block loop = new_block (e);
  emit_pending (e);
  link (e->bb, loop);
  e->bb = loop;
  tree o = load_slot (e, old_var);
  tree n;
  switch (in->mode)
    {
    case PTXEMU_ATOM_MIN:
    case PTXEMU_ATOM_MAX:
      n = gimple_convert (q, loc, ut,
			  gimple_build (q, loc, in->mode == PTXEMU_ATOM_MIN
					? MIN_EXPR : MAX_EXPR, st,
					gimple_convert (q, loc, st, o),
					gimple_convert (q, loc, st, b)));
      break;
    case PTXEMU_ATOM_INC:
      /* old >= b ? 0 : old + 1.  */
      n = gimple_build (q, loc, COND_EXPR, ut,
			gimple_build (q, loc, GE_EXPR, boolean_type_node, o, b),
			build_zero_cst (ut),
			gimple_build (q, loc, PLUS_EXPR, ut, o,
				      build_one_cst (ut)));
      break;
    case PTXEMU_ATOM_DEC:
      /* old == 0 || old > b ? b : old - 1.  */
      n = gimple_build (q, loc, COND_EXPR, ut,
			gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node,
				      gimple_build (q, loc, EQ_EXPR,
						    boolean_type_node, o,
						    build_zero_cst (ut)),
				      gimple_build (q, loc, GT_EXPR,
						    boolean_type_node, o, b)),
			b,
			gimple_build (q, loc, MINUS_EXPR, ut, o,
				      build_one_cst (ut)));
      break;
    default:
      n = float_add_bits (e, o, b, tb);
      break;
    }
  auto_vec<tree> cas;
  cas.safe_push (ptr);
  cas.safe_push (o);
  cas.safe_push (n);
  tree prev = gimple_convert (q, loc, ut,
			      call_builtin (e, sized
					    (BUILT_IN_SYNC_VAL_COMPARE_AND_SWAP_1,
					     size), cas));
  store_slot (e, &old_var, prev);
  basic_block done = new_block (e);
  branch_on (e, gimple_build (q, loc, EQ_EXPR, boolean_type_node, prev, o),
	     done, loop);
  e->bb = done;
  return in->op == PTXEMU_ATOM ? o : NULL_TREE;
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
    case PTXEMU_CVTA:
      return read_arg (e, &in->args[1]);
    case PTXEMU_ISSPACEP:
      return (in->mode == PTXEMU_ISSPACEP_GLOBAL ? boolean_true_node
	      : boolean_false_node);
    case PTXEMU_LD:
      for (unsigned k = 0; k < in->nargs; k++)
	{
	  tree ptr = address (e, in, (long long) k * size);
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
	  tree ptr = address (e, in, (long long) k * size);
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
	tree ptr = address (e, in, 0);
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
