/* emulate.cc -- the host fallback computes what the GPU computes
   (host-fallback=emulate, the default; issue 23).

   The device pass rewrites an offloaded asm statement for nvptx in the
   one body that the host compile keeps too; it records here, for each
   statement it rewrites (keyed by place and rewritten text, which copies
   made by inlining share), the user's template and how each of the
   user's operands reaches the rewritten statement.  The host pass then
   asks ptxasm_emulate to replace a host copy by ordinary GIMPLE: the
   template read by ptxemu.c, each instruction built as the host
   expressions that give the GPU's result (PTX integers wrap, shifts
   clamp, clz of 0 is the width...), registers as SSA values, a guard as
   a select.  A statement outside the supported set stays a trap, and
   with -fplugin-arg-ptxasm-warn-host-fallback a warning says which
   instruction and why.  Under -flto the host code is compiled again by
   lto1, where the device pass never ran: there the statements trap.  */

#include "ptxasm.h"
#include "template.h"
#include "ptxemu.h"
#include "ssa.h"
#include "gimple-fold.h"
#include "tree-ssa.h"

struct emu_record
{
  char *text;			/* the user's template */
  unsigned nops;
  int *bits;			/* ptxemu_read's OP_BITS */
  int *out;			/* output number, or -1 for an input */
  int *in;			/* input number (of an input, or of a "+"
				   output's value), or -1 */
};

static hash_map<nofree_string_hash, emu_record *> *records;

static char *
record_key (location_t loc, const char *text)
{
  return xasprintf ("%u:%s", (unsigned) LOCATION_LOCUS (loc), text);
}

void
ptxasm_emulate_record (gasm *stmt, const char *text, unsigned nops,
		       const struct ptxasm_tmpl_op *tops, const bool *output,
		       const bool *inout, const char *letters)
{
  if (ptxasm_opts.host_fallback != PTXASM_FALLBACK_EMULATE)
    return;
  if (!records)
    records = new hash_map<nofree_string_hash, emu_record *>;
  char *key = record_key (gimple_location (stmt), gimple_asm_string (stmt));
  if (records->get (key))
    {
      free (key);
      return;
    }
  emu_record *r = XNEW (emu_record);
  r->text = xstrdup (text);
  r->nops = nops;
  r->bits = XNEWVEC (int, nops + 1);
  r->out = XNEWVEC (int, nops + 1);
  r->in = XNEWVEC (int, nops + 1);
  unsigned nout = gimple_asm_noutputs (stmt);
  for (unsigned n = 0; n < nops; n++)
    {
      switch (letters[n])
	{
	case 'h': r->bits[n] = 16; break;
	case 'r': r->bits[n] = 32; break;
	case 'l': r->bits[n] = 64; break;
	case 'n': r->bits[n] = -1; break;
	default: r->bits[n] = 0; break;
	}
      const struct ptxasm_tmpl_op *t = &tops[n];
      if (t->how == PTXASM_OP_PASTE || t->pair)
	r->bits[n] = 0;
      r->out[n] = r->in[n] = -1;
      if (output[n])
	{
	  r->out[n] = (int) t->gcc_index;
	  if (inout[n] && t->untied)
	    r->in[n] = (int) (t->in_index - nout);
	  else if (inout[n])
	    r->bits[n] = 0;
	}
      else
	r->in[n] = (int) (t->gcc_index - nout);
    }
  records->put (key, r);
}

/* The unsigned (or signed) integer type of BITS bits; a predicate is a
   bool.  */
static tree
int_type (unsigned bits, bool is_signed = false)
{
  if (bits == 0)
    return boolean_type_node;
  return build_nonstandard_integer_type (bits, !is_signed);
}

struct emulation
{
  gimple_seq seq;
  location_t loc;
  gasm *stmt;
  const emu_record *rec;
  const struct ptxemu_prog *prog;
  auto_vec<tree> user, reg;	/* current values, NULL_TREE: not set */
};

/* The value of argument A, BITS wide (0: a predicate).  */
static tree
read_arg (emulation *e, const struct ptxemu_arg *a, unsigned bits)
{
  tree type = int_type (bits);
  tree v = NULL_TREE;
  switch (a->kind)
    {
    case PTXEMU_ARG_IMM:
      return build_int_cst_type (type, a->imm);
    case PTXEMU_ARG_USER:
      v = e->user[a->n];
      if (!v && e->rec->bits[a->n] < 0)
	v = TREE_VALUE (gimple_asm_input_op (e->stmt, e->rec->in[a->n]));
      break;
    case PTXEMU_ARG_REG:
      v = e->reg[a->n];
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

static void
write_arg (emulation *e, const struct ptxemu_arg *a, tree v)
{
  if (a->kind == PTXEMU_ARG_USER)
    e->user[a->n] = v;
  else
    e->reg[a->n] = v;
}

/* A shift by AMOUNT (32 bits) of V (BITS wide, IS_SIGNED for shr.s):
   PTX clamps the amount to the width.  */
static tree
shift (emulation *e, enum tree_code code, tree v, tree amount, unsigned bits,
       bool is_signed)
{
  tree st = int_type (bits, is_signed), ut = int_type (bits);
  tree sv = gimple_convert (&e->seq, e->loc, st, v);
  tree w = build_int_cst (TREE_TYPE (amount), bits);
  tree big = gimple_build (&e->seq, e->loc, GE_EXPR, boolean_type_node,
			   amount, w);
  tree masked = gimple_build (&e->seq, e->loc, BIT_AND_EXPR,
			      TREE_TYPE (amount), amount,
			      build_int_cst (TREE_TYPE (amount), bits - 1));
  masked = gimple_convert (&e->seq, e->loc, unsigned_type_node, masked);
  tree r = gimple_build (&e->seq, e->loc, code, st, sv, masked);
  tree fill = (code == RSHIFT_EXPR && is_signed
	       ? gimple_build (&e->seq, e->loc, RSHIFT_EXPR, st, sv,
			       build_int_cst (unsigned_type_node, bits - 1))
	       : build_zero_cst (st));
  r = gimple_build (&e->seq, e->loc, COND_EXPR, st, big, fill, r);
  return gimple_convert (&e->seq, e->loc, ut, r);
}

/* One instruction's result (before its guard).  */
static tree
compute (emulation *e, const struct ptxemu_insn *in)
{
  unsigned w = in->type.bits;
  bool sg = in->type.is_signed;
  tree ut = int_type (w), st = int_type (w, sg && w);
  location_t loc = e->loc;
  gimple_seq *s = &e->seq;
  auto arg = [&] (unsigned i, unsigned bits) {
    return read_arg (e, &in->args[i], bits);
  };
  switch (in->op)
    {
    case PTXEMU_MOV:
      return arg (1, w);
    case PTXEMU_ADD:
      return gimple_build (s, loc, PLUS_EXPR, ut, arg (1, w), arg (2, w));
    case PTXEMU_SUB:
      return gimple_build (s, loc, MINUS_EXPR, ut, arg (1, w), arg (2, w));
    case PTXEMU_MUL_LO:
      return gimple_build (s, loc, MULT_EXPR, ut, arg (1, w), arg (2, w));
    case PTXEMU_MAD_LO:
      return gimple_build (s, loc, PLUS_EXPR, ut,
			   gimple_build (s, loc, MULT_EXPR, ut, arg (1, w),
					 arg (2, w)), arg (3, w));
    case PTXEMU_MUL_HI:
    case PTXEMU_MUL_WIDE:
      {
	tree wt = int_type (2 * w, sg);
	tree a = gimple_convert (s, loc, wt, gimple_convert (s, loc, st,
							     arg (1, w)));
	tree b = gimple_convert (s, loc, wt, gimple_convert (s, loc, st,
							     arg (2, w)));
	tree p = gimple_build (s, loc, MULT_EXPR, int_type (2 * w),
			       gimple_convert (s, loc, int_type (2 * w), a),
			       gimple_convert (s, loc, int_type (2 * w), b));
	if (in->op == PTXEMU_MUL_WIDE)
	  return p;
	if (sg)
	  p = gimple_convert (s, loc, wt, p);
	p = gimple_build (s, loc, RSHIFT_EXPR, TREE_TYPE (p), p,
			  build_int_cst (unsigned_type_node, w));
	return gimple_convert (s, loc, ut, p);
      }
    case PTXEMU_AND:
    case PTXEMU_OR:
    case PTXEMU_XOR:
      return gimple_build (s, loc,
			   in->op == PTXEMU_AND ? BIT_AND_EXPR
			   : in->op == PTXEMU_OR ? BIT_IOR_EXPR : BIT_XOR_EXPR,
			   ut, arg (1, w), arg (2, w));
    case PTXEMU_NOT:
      if (w == 0)
	return gimple_build (s, loc, EQ_EXPR, boolean_type_node, arg (1, 0),
			     boolean_false_node);
      return gimple_build (s, loc, BIT_NOT_EXPR, ut, arg (1, w));
    case PTXEMU_CNOT:
      {
	tree z = gimple_build (s, loc, EQ_EXPR, boolean_type_node,
			       arg (1, w), build_zero_cst (ut));
	return gimple_convert (s, loc, ut, z);
      }
    case PTXEMU_SHL:
      return shift (e, LSHIFT_EXPR, arg (1, w), arg (2, 32), w, false);
    case PTXEMU_SHR:
      return shift (e, RSHIFT_EXPR, arg (1, w), arg (2, 32), w, sg);
    case PTXEMU_NEG:
      return gimple_build (s, loc, MINUS_EXPR, ut, build_zero_cst (ut),
			   arg (1, w));
    case PTXEMU_ABS:
      {
	tree a = arg (1, w);
	tree neg = gimple_build (s, loc, LT_EXPR, boolean_type_node,
				 gimple_convert (s, loc, st, a),
				 build_zero_cst (st));
	tree m = gimple_build (s, loc, MINUS_EXPR, ut, build_zero_cst (ut), a);
	return gimple_build (s, loc, COND_EXPR, ut, neg, m, a);
      }
    case PTXEMU_MIN:
    case PTXEMU_MAX:
      {
	tree r = gimple_build (s, loc,
			       in->op == PTXEMU_MIN ? MIN_EXPR : MAX_EXPR, st,
			       gimple_convert (s, loc, st, arg (1, w)),
			       gimple_convert (s, loc, st, arg (2, w)));
	return gimple_convert (s, loc, ut, r);
      }
    case PTXEMU_SELP:
      return gimple_build (s, loc, COND_EXPR, ut, arg (3, 0), arg (1, w),
			   arg (2, w));
    case PTXEMU_SETP:
      {
	static const enum tree_code codes[] = { EQ_EXPR, NE_EXPR, LT_EXPR,
						LE_EXPR, GT_EXPR, GE_EXPR };
	return gimple_build (s, loc, codes[in->cmp], boolean_type_node,
			     gimple_convert (s, loc, st, arg (1, w)),
			     gimple_convert (s, loc, st, arg (2, w)));
      }
    case PTXEMU_DIV:
    case PTXEMU_REM:
      {
	/* As an H100 gives them: by 0 all ones; the most negative by -1
	   itself (div) or 0 (rem); the host's division would trap.  */
	tree a = gimple_convert (s, loc, st, arg (1, w));
	tree b = gimple_convert (s, loc, st, arg (2, w));
	tree zero = gimple_build (s, loc, EQ_EXPR, boolean_type_node, b,
				  build_zero_cst (st));
	tree odd = boolean_false_node;
	if (sg)
	  {
	    tree amin = gimple_build (s, loc, EQ_EXPR, boolean_type_node, a,
				      TYPE_MIN_VALUE (st));
	    tree bm1 = gimple_build (s, loc, EQ_EXPR, boolean_type_node, b,
				     build_minus_one_cst (st));
	    odd = gimple_build (s, loc, BIT_AND_EXPR, boolean_type_node, amin,
				bm1);
	  }
	tree bad = gimple_build (s, loc, BIT_IOR_EXPR, boolean_type_node, zero,
				 odd);
	tree safe = gimple_build (s, loc, COND_EXPR, st, bad,
				  build_one_cst (st), b);
	tree q = gimple_build (s, loc, in->op == PTXEMU_DIV ? TRUNC_DIV_EXPR
			       : TRUNC_MOD_EXPR, st, a, safe);
	tree special = gimple_build (s, loc, COND_EXPR, st, zero,
				     build_minus_one_cst (st),
				     in->op == PTXEMU_DIV ? a
				     : build_zero_cst (st));
	tree r = gimple_build (s, loc, COND_EXPR, st, bad, special, q);
	return gimple_convert (s, loc, ut, r);
      }
    case PTXEMU_BREV:
      {
	/* Swap ever larger halves: bits, pairs, nibbles, bytes...  */
	tree v = arg (1, w);
	for (unsigned k = 1; k < w; k *= 2)
	  {
	    unsigned HOST_WIDE_INT m = 0;
	    for (unsigned b = 0; b < w; b++)
	      if (!(b & k))
		m |= HOST_WIDE_INT_1U << b;
	    tree mask = build_int_cst (ut, m);
	    tree sh = build_int_cst (unsigned_type_node, k);
	    tree lo = gimple_build (s, loc, LSHIFT_EXPR, ut,
				    gimple_build (s, loc, BIT_AND_EXPR, ut, v,
						  mask), sh);
	    tree hi = gimple_build (s, loc, BIT_AND_EXPR, ut,
				    gimple_build (s, loc, RSHIFT_EXPR, ut, v,
						  sh), mask);
	    v = gimple_build (s, loc, BIT_IOR_EXPR, ut, lo, hi);
	  }
	return v;
      }
    case PTXEMU_CVT:
      {
	/* Extended as the source's signedness says, or truncated.  */
	tree a = gimple_convert (s, loc, st, arg (1, w));
	tree dt = int_type (in->dtype.bits, in->dtype.is_signed);
	return gimple_convert (s, loc, int_type (in->dtype.bits),
			       gimple_convert (s, loc, dt, a));
      }
    case PTXEMU_POPC:
    case PTXEMU_CLZ:
      {
	tree a = arg (1, w);
	tree u32 = int_type (32);
	bool wide = w == 64;
	tree at = wide ? long_long_unsigned_type_node : unsigned_type_node;
	built_in_function fn
	  = in->op == PTXEMU_POPC ? (wide ? BUILT_IN_POPCOUNTLL
				     : BUILT_IN_POPCOUNT)
	  : (wide ? BUILT_IN_CLZLL : BUILT_IN_CLZ);
	tree c = gimple_build (s, loc, as_combined_fn (fn), integer_type_node,
			       gimple_convert (s, loc, at, a));
	c = gimple_convert (s, loc, u32, c);
	if (in->op == PTXEMU_POPC)
	  return c;
	/* clz of 0 is the width on the GPU, undefined in C.  */
	tree zero = gimple_build (s, loc, EQ_EXPR, boolean_type_node, a,
				  build_zero_cst (ut));
	return gimple_build (s, loc, COND_EXPR, u32, zero,
			     build_int_cst (u32, w), c);
      }
    }
  gcc_unreachable ();
}

/* The destination's width for instruction IN.  */
static unsigned
dest_bits (const struct ptxemu_insn *in)
{
  switch (in->op)
    {
    case PTXEMU_MUL_WIDE:
      return 2 * in->type.bits;
    case PTXEMU_SETP:
      return 0;
    case PTXEMU_POPC:
    case PTXEMU_CLZ:
      return 32;
    case PTXEMU_CVT:
      return in->dtype.bits;
    default:
      return in->type.bits;
    }
}

static bool
emulated_type_p (tree val)
{
  tree type = TREE_TYPE (val);
  return INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type);
}

bool
ptxasm_emulate (gasm *stmt)
{
  if (ptxasm_opts.host_fallback != PTXASM_FALLBACK_EMULATE)
    return false;
  location_t loc = gimple_location (stmt);
  emu_record **slot = NULL;
  if (records)
    {
      char *key = record_key (loc, gimple_asm_string (stmt));
      slot = records->get (key);
      free (key);
    }
  const char *why_not = NULL;
  char *why = NULL;
  struct ptxemu_prog prog;
  memset (&prog, 0, sizeof prog);
  bool ok = false;
  if (!slot)
    why_not = "its form is not emulated (more than 30 operands, braces "
	      "across statements, no operands, or -flto)";
  else if (gimple_asm_nlabels (stmt))
    why_not = "asm goto is not emulated";
  else
    {
      /* Every operand, named or not, must be of a letter that is
	 emulated: a "+q" that the text does not name still passes its
	 value through.  */
      for (unsigned n = 0; n < (*slot)->nops && !why_not; n++)
	if ((*slot)->bits[n] == 0)
	  why_not = "an operand's constraint letter is not emulated";
      /* The registers hold bits: an operand must be an integer or a
	 pointer ("h" on a _Float16 would be converted, not copied).  */
      for (unsigned i = 0; i < gimple_asm_noutputs (stmt) && !why_not; i++)
	if (!emulated_type_p (TREE_VALUE (gimple_asm_output_op (stmt, i))))
	  why_not = "an operand that is not an integer or a pointer";
      for (unsigned i = 0; i < gimple_asm_ninputs (stmt) && !why_not; i++)
	if (!emulated_type_p (TREE_VALUE (gimple_asm_input_op (stmt, i))))
	  why_not = "an operand that is not an integer or a pointer";
      if (!why_not)
	ok = ptxemu_read ((*slot)->text, (*slot)->nops, (*slot)->bits, &prog,
			  &why);
    }
  if (!ok)
    {
      if (ptxasm_opts.warn_host_fallback)
	warning_at (loc, 0, "the host fallback of this %<asm%> stops the "
		    "program: %s", why ? why : why_not);
      free (why);
      ptxemu_free (&prog);
      return false;
    }

  emulation e;
  e.seq = NULL;
  e.loc = loc;
  e.stmt = stmt;
  e.rec = *slot;
  e.prog = &prog;
  e.user.safe_grow_cleared (e.rec->nops);
  e.reg.safe_grow_cleared (prog.nregs);
  for (unsigned n = 0; n < e.rec->nops; n++)
    if (e.rec->bits[n] > 0 && e.rec->in[n] >= 0)
      e.user[n] = TREE_VALUE (gimple_asm_input_op (stmt, e.rec->in[n]));

  for (size_t i = 0; i < prog.ninsns; i++)
    {
      const struct ptxemu_insn *in = &prog.insns[i];
      tree v = compute (&e, in);
      unsigned db = dest_bits (in);
      v = gimple_convert (&e.seq, loc, int_type (db), v);
      if (in->has_guard)
	{
	  tree g = read_arg (&e, &in->guard, 0);
	  struct ptxemu_arg old = in->args[0];
	  v = gimple_build (&e.seq, loc, COND_EXPR, int_type (db), g, v,
			    read_arg (&e, &old, db));
	}
      write_arg (&e, &in->args[0], v);
    }

  /* The outputs, in the variables' own types.  */
  for (unsigned n = 0; n < e.rec->nops; n++)
    if (e.rec->out[n] >= 0)
      {
	tree lhs = TREE_VALUE (gimple_asm_output_op (stmt, e.rec->out[n]));
	tree v = e.user[n] ? e.user[n] : build_zero_cst (TREE_TYPE (lhs));
	v = gimple_convert (&e.seq, loc, TREE_TYPE (lhs), v);
	gassign *g = gimple_build_assign (lhs, v);
	gimple_set_location (g, loc);
	gimple_seq_add_stmt (&e.seq, g);
      }
  ptxemu_free (&prog);

  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gsi_insert_seq_before (&gsi, e.seq, GSI_SAME_STMT);
  if (gimple_vdef (stmt))
    unlink_stmt_vdef (stmt);
  /* The stores to outputs in memory get their virtual operands when
     the host pass renames them (TODO_update_ssa_only_virtuals).  */
  gsi_remove (&gsi, true);
  return true;
}
