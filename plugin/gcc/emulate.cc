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
   clamp, clz of 0 is the width, floats round exactly in each mode with
   the GPU's NaNs...), registers as SSA values, a guard as a select.  A
   statement with branches, a guarded memory access or a compare-and-swap
   loop gets basic blocks of its own, its registers variables.  A
   statement outside the supported set stays a trap, and with
   -fplugin-arg-ptxasm-warn-host-fallback a warning says which
   instruction and why.  Under -flto the host code is compiled again by
   lto1, where the device pass never ran: the record goes along in the
   statement as a PTX comment (ptxemu_record_encode).  */

#include "ptxasm.h"
#include "template.h"
#include "ptxemu.h"
#include "ssa.h"
#include "gimple-fold.h"
#include "tree-ssa.h"
#include "memmodel.h"
#include "internal-fn.h"
#include "target.h"

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

/* Operand N's width for ptxemu_read (0: not emulated), and its GCC
   output and input numbers, from its LETTER and place TOP.  */
static void
emu_letters (char letter, const struct ptxasm_tmpl_op *top, bool output,
	     bool inout, unsigned nout, int *bits, int *out, int *in)
{
  switch (letter)
    {
    case 'h': *bits = 16; break;
    case 'r': case 'f': *bits = 32; break;
    case 'l': case 'd': *bits = 64; break;
    case 'n': *bits = -1; break;
    default: *bits = 0; break;
    }
  if (top->pair)
    /* "q": two GCC operands, the low and the high 64 bits.  */
    *bits = letter == 'q' ? 128 : 0;
  else if (top->how == PTXASM_OP_PASTE)
    /* Its text is in the recorded template (record_for_host): nothing
       reads it.  */
    *bits = -2;
  *out = *in = -1;
  if (output)
    {
      *out = (int) top->gcc_index;
      if (inout && top->untied)
	*in = (int) (top->in_index - nout);
      else if (inout)
	*bits = 0;
    }
  else
    *in = (int) (top->gcc_index - nout);
}

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
  if (flag_generate_lto && !strstr (gimple_asm_string (stmt),
				    PTXEMU_RECORD_MARK))
    {
      /* lto1 compiles the host code again without this record: it goes
	 along in the statement, a PTX comment (ptxemu.h).  */
      auto_vec<int> bits (nops + 1), out (nops + 1), in (nops + 1);
      unsigned nout = gimple_asm_noutputs (stmt);
      for (unsigned n = 0; n < nops; n++)
	{
	  int b, o = -1, i = -1;
	  emu_letters (letters[n], &tops[n], output[n], inout[n], nout, &b, &o,
		       &i);
	  bits.quick_push (b);
	  out.quick_push (o);
	  in.quick_push (i);
	}
      char *c = ptxemu_record_encode (text, nops, bits.address (),
				      out.address (), in.address ());
      if (c)
	{
	  char *t = concat (gimple_asm_string (stmt), "\n\t", c, NULL);
	  stmt->string = ggc_strdup (t);
	  free (t);
	  free (c);
	}
    }
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
    emu_letters (letters[n], &tops[n], output[n], inout[n], nout,
		 &r->bits[n], &r->out[n], &r->in[n]);
  records->put (key, r);
}

/* The record of a statement that lto1 reads (ptxemu_record_decode), or
   NULL.  */
static emu_record *
record_from_text (const char *s)
{
  char *t;
  size_t nops;
  int *bits, *out, *in;
  if (!ptxemu_record_decode (s, &t, &nops, &bits, &out, &in))
    return NULL;
  emu_record *r = XNEW (emu_record);
  r->text = xstrdup (t);
  r->nops = (unsigned) nops;
  r->bits = XNEWVEC (int, nops + 1);
  r->out = XNEWVEC (int, nops + 1);
  r->in = XNEWVEC (int, nops + 1);
  memcpy (r->bits, bits, (nops + 1) * sizeof (int));
  memcpy (r->out, out, (nops + 1) * sizeof (int));
  memcpy (r->in, in, (nops + 1) * sizeof (int));
  free (t);
  free (bits);
  free (out);
  free (in);
  return r;
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
  /* Current values (NULL_TREE: not set); with BLOCKS, the variables
     that hold them.  */
  auto_vec<tree> user, reg;
  tree cc;			/* the carry flag, 0 or 1 (unsigned) */
  /* A program with branches (ptxemu_prog's needs_blocks) is built in
     blocks of its own, BB the current one, between the statement's
     block and REST; its registers are variables.  */
  bool blocks;
  basic_block bb, rest;
  auto_vec<basic_block> labels;
  /* What an instruction writes besides its destination: the carry
     flag (cc_out), the predicate of "d|p" (has_dest2), the parts of a
     vector (UNPACK).  */
  tree cc_next, dest2;
  tree parts[4];
};

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

static tree
omp_value (emulation *e, enum built_in_function fn, tree type)
{
  return call_value (e, builtin_decl_explicit_p (fn)
			? builtin_decl_explicit (fn) : NULL_TREE, type);
}

/* Nanoseconds from the host's clock (omp_get_wtime, in libgomp, which
   every offloading program links).  */
static tree
host_nanoseconds (emulation *e)
{
  static tree decl;
  if (!decl)
    {
      decl = build_fn_decl ("omp_get_wtime",
			    build_function_type_list (double_type_node,
						      NULL_TREE));
      DECL_EXTERNAL (decl) = 1;
      TREE_PUBLIC (decl) = 1;
      TREE_NOTHROW (decl) = 1;
    }
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
   a warp of 32 whose other lanes are inactive, GCC's layout on the GPU
   (%tid.x the lane, %tid.y the OpenMP thread, %ctaid.x the team).  */
static tree
special_register (emulation *e, enum ptxemu_sreg r)
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
    case PTXEMU_SREG_GLOBALTIMER:
    case PTXEMU_SREG_GLOBALTIMER_LO:
    case PTXEMU_SREG_GLOBALTIMER_HI:
      {
	tree ns = host_nanoseconds (e);
	if (r == PTXEMU_SREG_GLOBALTIMER_HI)
	  ns = gimple_build (&e->seq, e->loc, RSHIFT_EXPR, int_type (64), ns,
			     build_int_cst (unsigned_type_node, 32));
	if (r == PTXEMU_SREG_CLOCK64 || r == PTXEMU_SREG_GLOBALTIMER)
	  return ns;
	return gimple_convert (&e->seq, e->loc, u32, ns);
      }
    }
  gcc_unreachable ();
}

/* Blocks (emulation's BLOCKS).  */

/* Append the statements built so far to the current block.  */
static void
emit_pending (emulation *e)
{
  if (!e->seq)
    return;
  gimple_stmt_iterator gsi = gsi_last_bb (e->bb);
  gsi_insert_seq_after (&gsi, e->seq, GSI_CONTINUE_LINKING);
  e->seq = NULL;
}

static basic_block
new_block (emulation *e)
{
  basic_block bb = create_empty_bb (e->bb);
  if (current_loops)
    add_bb_to_loop (bb, e->rest->loop_father);
  return bb;
}

static void
link (basic_block a, basic_block b)
{
  edge ed = make_edge (a, b, EDGE_FALLTHRU);
  ed->probability = profile_probability::always ();
}

/* End the current block with a branch on COND to T, else F.  */
static void
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

static basic_block
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
static tree
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

static void
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
    store_slot (e, &e->user[a->n], v);
  else if (a->kind == PTXEMU_ARG_REG)
    store_slot (e, &e->reg[a->n], v);
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

/* The product of A and B (W bits, signed if SG), 2W bits wide.  */
static tree
wide_product (emulation *e, tree a, tree b, unsigned w, bool sg)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree st = int_type (w, sg), wt = int_type (2 * w, sg);
  tree uw = int_type (2 * w);
  a = gimple_convert (s, loc, wt, gimple_convert (s, loc, st, a));
  b = gimple_convert (s, loc, wt, gimple_convert (s, loc, st, b));
  return gimple_build (s, loc, MULT_EXPR, uw, gimple_convert (s, loc, uw, a),
		       gimple_convert (s, loc, uw, b));
}

/* The high W bits of A * B.  */
static tree
high_product (emulation *e, tree a, tree b, unsigned w, bool sg)
{
  tree p = wide_product (e, a, b, w, sg);
  p = gimple_build (&e->seq, e->loc, RSHIFT_EXPR, TREE_TYPE (p), p,
		    build_int_cst (unsigned_type_node, w));
  return gimple_convert (&e->seq, e->loc, int_type (w), p);
}

/* A + B (SUB: A - B) of IN's type, with the carry flag in and out as
   IN says: CC.CF is the carry of an addition, the borrow of a
   subtraction.  */
static tree
add_carry (emulation *e, const struct ptxemu_insn *in, tree a, tree b,
	   bool sub)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree ut = TREE_TYPE (a);
  enum tree_code code = sub ? MINUS_EXPR : PLUS_EXPR;
  tree r = gimple_build (s, loc, code, ut, a, b);
  if (!in->cc_in && !in->cc_out)
    return r;		/* no carry to compute: less for GCC to fold */
  /* The carry of a + b is r < a; the borrow of a - b is a < b.  */
  tree carry = gimple_build (s, loc, LT_EXPR, boolean_type_node,
			     sub ? a : r, sub ? b : a);
  if (in->cc_in)
    {
      tree cin = gimple_convert (s, loc, ut, load_slot (e, e->cc));
      tree r2 = gimple_build (s, loc, code, ut, r, cin);
      tree c2 = gimple_build (s, loc, LT_EXPR, boolean_type_node,
			      sub ? r : r2, sub ? cin : r);
      carry = gimple_build (s, loc, BIT_IOR_EXPR, boolean_type_node, carry,
			    c2);
      r = r2;
    }
  if (in->cc_out)
    e->cc_next = gimple_convert (s, loc, int_type (32), carry);
  return r;
}

/* A + B or A - B of 32 signed bits, clamped (add.sat, sub.sat).  */
static tree
saturate (emulation *e, tree a, tree b, bool sub)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree s32 = int_type (32, true), s64 = int_type (64, true);
  a = gimple_convert (s, loc, s64, gimple_convert (s, loc, s32, a));
  b = gimple_convert (s, loc, s64, gimple_convert (s, loc, s32, b));
  tree r = gimple_build (s, loc, sub ? MINUS_EXPR : PLUS_EXPR, s64, a, b);
  r = gimple_build (s, loc, MIN_EXPR, s64, r,
		    build_int_cst (s64, 0x7fffffff));
  r = gimple_build (s, loc, MAX_EXPR, s64, r,
		    build_int_cst (s64, -0x7fffffffll - 1));
  return gimple_convert (s, loc, int_type (32), r);
}

/* The low BITS of V, sign-extended if SG (mul24's 24-bit operands).  */
static tree
low_bits (emulation *e, tree v, unsigned bits, bool sg)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree ut = TREE_TYPE (v);
  unsigned w = TYPE_PRECISION (ut);
  tree sh = build_int_cst (unsigned_type_node, w - bits);
  v = gimple_build (s, loc, LSHIFT_EXPR, ut, v, sh);
  if (sg)
    {
      tree st = int_type (w, true);
      v = gimple_build (s, loc, RSHIFT_EXPR, st,
			gimple_convert (s, loc, st, v), sh);
      return gimple_convert (s, loc, ut, v);
    }
  return gimple_build (s, loc, RSHIFT_EXPR, ut, v, sh);
}

/* A mask of the low N bits of W-bit type UT (N a value, 0 to W).  */
static tree
low_mask (emulation *e, tree ut, tree n)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  unsigned w = TYPE_PRECISION (ut);
  n = gimple_convert (s, loc, unsigned_type_node, n);
  tree full = gimple_build (s, loc, GE_EXPR, boolean_type_node, n,
			    build_int_cst (unsigned_type_node, w));
  tree safe = gimple_build (s, loc, BIT_AND_EXPR, unsigned_type_node, n,
			    build_int_cst (unsigned_type_node, w - 1));
  tree m = gimple_build (s, loc, MINUS_EXPR, ut,
			 gimple_build (s, loc, LSHIFT_EXPR, ut,
				       build_one_cst (ut), safe),
			 build_one_cst (ut));
  return gimple_build (s, loc, COND_EXPR, ut, full, build_minus_one_cst (ut),
		       m);
}

/* prmt's selector of byte I: a value 0-15 (bit 3: replicate the sign,
   plain mode only).  */
static tree
prmt_selector (emulation *e, unsigned mode, tree c, unsigned i)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree u32 = int_type (32);
  auto cst = [&] (unsigned v) { return build_int_cst (u32, v); };
  if (mode == 0)
    return gimple_build (s, loc, BIT_AND_EXPR, u32,
			 gimple_build (s, loc, RSHIFT_EXPR, u32, c,
				       build_int_cst (unsigned_type_node,
						      4 * i)), cst (15));
  tree m = gimple_build (s, loc, BIT_AND_EXPR, u32, c, cst (3));
  switch (mode)
    {
    case 1:			/* f4e: forward 4 extract */
      return gimple_build (s, loc, BIT_AND_EXPR, u32,
			   gimple_build (s, loc, PLUS_EXPR, u32, m, cst (i)),
			   cst (7));
    case 2:			/* b4e: backward 4 extract */
      return gimple_build (s, loc, BIT_AND_EXPR, u32,
			   gimple_build (s, loc, MINUS_EXPR, u32, m, cst (i)),
			   cst (7));
    case 3:			/* rc8: replicate byte m */
      return m;
    case 4:			/* ecl: edge clamp left */
      return gimple_build (s, loc, MAX_EXPR, u32, m, cst (i));
    case 5:			/* ecr: edge clamp right */
      return gimple_build (s, loc, MIN_EXPR, u32, m, cst (i));
    default:			/* rc16: replicate half m & 1 */
      return gimple_build (s, loc, BIT_IOR_EXPR, u32,
			   gimple_build (s, loc, LSHIFT_EXPR, u32,
					 gimple_build (s, loc, BIT_AND_EXPR,
						       u32, m, cst (1)),
					 build_int_cst (unsigned_type_node, 1)),
			   cst (i & 1));
    }
}

/* prmt.b32[.mode] d, a, b, c: bytes of {b, a} chosen by c.  */
static tree
permute (emulation *e, unsigned mode, tree a, tree b, tree c)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree u32 = int_type (32), u64 = int_type (64);
  tree x = gimple_build (s, loc, BIT_IOR_EXPR, u64,
			 gimple_build (s, loc, LSHIFT_EXPR, u64,
				       gimple_convert (s, loc, u64, b),
				       build_int_cst (unsigned_type_node, 32)),
			 gimple_convert (s, loc, u64, a));
  tree d = build_zero_cst (u32);
  for (unsigned i = 0; i < 4; i++)
    {
      tree sel = prmt_selector (e, mode, c, i);
      tree sh = gimple_build (s, loc, MULT_EXPR, u32,
			      gimple_build (s, loc, BIT_AND_EXPR, u32, sel,
					    build_int_cst (u32, 7)),
			      build_int_cst (u32, 8));
      tree byte = gimple_build (s, loc, BIT_AND_EXPR, u32,
				gimple_convert (s, loc, u32,
						gimple_build
						(s, loc, RSHIFT_EXPR, u64, x,
						 gimple_convert
						 (s, loc, unsigned_type_node,
						  sh))),
				build_int_cst (u32, 0xff));
      if (mode == 0)
	{
	  /* Bit 3 of the selector: the byte's sign, replicated.  */
	  tree rep = gimple_build (s, loc, NE_EXPR, boolean_type_node,
				   gimple_build (s, loc, BIT_AND_EXPR, u32,
						 sel, build_int_cst (u32, 8)),
				   build_zero_cst (u32));
	  tree neg = gimple_build (s, loc, NE_EXPR, boolean_type_node,
				   gimple_build (s, loc, BIT_AND_EXPR, u32,
						 byte,
						 build_int_cst (u32, 0x80)),
				   build_zero_cst (u32));
	  tree fill = gimple_build (s, loc, COND_EXPR, u32, neg,
				    build_int_cst (u32, 0xff),
				    build_zero_cst (u32));
	  byte = gimple_build (s, loc, COND_EXPR, u32, rep, fill, byte);
	}
      d = gimple_build (s, loc, BIT_IOR_EXPR, u32, d,
			gimple_build (s, loc, LSHIFT_EXPR, u32, byte,
				      build_int_cst (unsigned_type_node,
						     8 * i)));
    }
  return d;
}

/* The field of bfe and bfi: its position and length from B and C (their
   low 8 bits at 32 bits, the whole values at 64: measured on an H100,
   bfe.u64 at position 0x100 gives 0).  INSIDE: the position is below
   the width W; SPOS: the position, masked to the width for shifting;
   ROOM: the bits from there to the top; HAVE: the field's bits that
   exist, min (len, room), 0 past the top.  */
struct field
{
  tree len, inside, spos, room, have;
};

static field
field_place (emulation *e, tree b, tree c, unsigned w)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree u32 = int_type (32);
  field f;
  tree pos = b;
  f.len = c;
  if (w == 32)
    {
      pos = gimple_build (s, loc, BIT_AND_EXPR, u32, b,
			  build_int_cst (u32, 0xff));
      f.len = gimple_build (s, loc, BIT_AND_EXPR, u32, c,
			    build_int_cst (u32, 0xff));
    }
  f.inside = gimple_build (s, loc, LT_EXPR, boolean_type_node, pos,
			   build_int_cst (u32, w));
  f.spos = gimple_build (s, loc, BIT_AND_EXPR, u32, pos,
			 build_int_cst (u32, w - 1));
  f.room = gimple_build (s, loc, MINUS_EXPR, u32, build_int_cst (u32, w),
			 f.spos);
  f.have = gimple_build (s, loc, COND_EXPR, u32, f.inside,
			 gimple_build (s, loc, MIN_EXPR, u32, f.len, f.room),
			 build_zero_cst (u32));
  return f;
}

/* bfe: LEN bits of A from POS (field_place); signed: the top bit taken
   fills the rest.  */
static tree
extract_field (emulation *e, tree a, tree b, tree c, unsigned w, bool sg)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree ut = int_type (w), u32 = int_type (32);
  field f = field_place (e, b, c, w);
  tree x = gimple_build (s, loc, RSHIFT_EXPR, ut, a,
			 gimple_convert (s, loc, unsigned_type_node, f.spos));
  x = gimple_build (s, loc, COND_EXPR, ut, f.inside, x, build_zero_cst (ut));
  tree m = low_mask (e, ut, f.have);
  tree r = gimple_build (s, loc, BIT_AND_EXPR, ut, x, m);
  if (!sg)
    return r;
  /* The sign: bit min (pos + len - 1, w - 1) of A, when len != 0; the
     sum cannot wrap where len fits in the room left.  */
  tree top = gimple_build (s, loc, MINUS_EXPR, u32,
			   gimple_build (s, loc, PLUS_EXPR, u32, f.spos, f.len),
			   build_one_cst (u32));
  tree fits = gimple_build (s, loc, BIT_AND_EXPR, boolean_type_node, f.inside,
			    gimple_build (s, loc, LE_EXPR, boolean_type_node,
					  f.len, f.room));
  top = gimple_build (s, loc, COND_EXPR, u32, fits, top,
		      build_int_cst (u32, w - 1));
  tree bit = gimple_build (s, loc, BIT_AND_EXPR, ut,
			   gimple_build (s, loc, RSHIFT_EXPR, ut, a,
					 gimple_convert (s, loc,
							 unsigned_type_node,
							 top)),
			   build_one_cst (ut));
  tree neg = gimple_build (s, loc, BIT_AND_EXPR, boolean_type_node,
			   gimple_build (s, loc, NE_EXPR, boolean_type_node,
					 bit, build_zero_cst (ut)),
			   gimple_build (s, loc, NE_EXPR, boolean_type_node,
					 f.len, build_zero_cst (u32)));
  tree fill = gimple_build (s, loc, BIT_IOR_EXPR, ut, r,
			    gimple_build (s, loc, BIT_NOT_EXPR, ut, m));
  return gimple_build (s, loc, COND_EXPR, ut, neg, fill, r);
}

/* bfi: LEN low bits of A into B at POS (field_place).  */
static tree
insert_field (emulation *e, tree a, tree b, tree c, tree d, unsigned w)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree ut = int_type (w);
  field f = field_place (e, c, d, w);
  tree sh = gimple_convert (s, loc, unsigned_type_node, f.spos);
  tree m = gimple_build (s, loc, LSHIFT_EXPR, ut, low_mask (e, ut, f.have),
			 sh);
  tree ins = gimple_build (s, loc, BIT_AND_EXPR, ut,
			   gimple_build (s, loc, LSHIFT_EXPR, ut, a, sh), m);
  tree keep = gimple_build (s, loc, BIT_AND_EXPR, ut, b,
			    gimple_build (s, loc, BIT_NOT_EXPR, ut, m));
  return gimple_build (s, loc, BIT_IOR_EXPR, ut, keep, ins);
}

/* One byte (HALF: 16 bits) of V, number I, extended as SG says, as a
   32-bit value.  */
static tree
lane_of (emulation *e, tree v, unsigned i, bool half, bool sg)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  unsigned bits = half ? 16 : 8;
  tree u32 = int_type (32);
  tree x = gimple_build (s, loc, RSHIFT_EXPR, u32, v,
			 build_int_cst (unsigned_type_node, bits * i));
  return low_bits (e, gimple_convert (s, loc, u32, x), bits, sg);
}

static tree float_compare (emulation *, const struct ptxemu_insn *, tree,
			   tree);

/* The comparisons of enum ptxemu_cmp, of floats: the unordered ones
   true when either is NaN, NE among them (PTX's ne is ordered).  */
static const enum tree_code float_cmp_codes[] = {
  EQ_EXPR, LTGT_EXPR, LT_EXPR, LE_EXPR, GT_EXPR, GE_EXPR,
  UNEQ_EXPR, NE_EXPR, UNLT_EXPR, UNLE_EXPR, UNGT_EXPR, UNGE_EXPR,
  ORDERED_EXPR, UNORDERED_EXPR
};

/* setp's and set's comparison P combined with the last argument by the
   boolean op; "p|q" gets q (e->dest2) from P's negation, combined the
   same way.  */
static tree
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
      tree c = read_arg (e, &in->args[3], 0);
      p = gimple_build (s, loc, bools[in->boolop], boolean_type_node, p, c);
      q = gimple_build (s, loc, bools[in->boolop], boolean_type_node, q, c);
    }
  e->dest2 = q;
  return p;
}

/* setp's and set's predicate.  */
static tree
compare (emulation *e, const struct ptxemu_insn *in)
{
  static const enum tree_code codes[] = { EQ_EXPR, NE_EXPR, LT_EXPR,
					  LE_EXPR, GT_EXPR, GE_EXPR };
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  unsigned w = in->type.bits;
  tree st = int_type (w, in->type.is_signed && w);
  const unsigned first = 1;
  tree p;
  if (in->type.is_float)
    p = float_compare (e, in, read_arg (e, &in->args[first], w),
		       read_arg (e, &in->args[first + 1], w));
  else
    p = gimple_build (s, loc, codes[in->cmp], boolean_type_node,
		      gimple_convert (s, loc, st,
				      read_arg (e, &in->args[first], w)),
		      gimple_convert (s, loc, st,
				      read_arg (e, &in->args[first + 1], w)));
  return combine_pred (e, in, p);
}

/* Floating point.  Registers hold bits; an f32 instruction computes in
   double, where its exact result (or the double nearest it and the sign
   of what is left) is at hand, then rounds to f32 in the instruction's
   mode; an f64 instruction computes in double, in the host's rounding
   to nearest, with the error term of add and sub for the other modes.
   NaN results are the GPU's one NaN; .ftz flushes subnormal inputs and
   results of f32 to zeros of their sign; .sat clamps to [0, 1].  */

static tree
float_type (unsigned bits)
{
  return bits == 32 ? float_type_node : bits == 64 ? double_type_node
	 : float128_type_node;
}

static tree
as_float (emulation *e, tree bits)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (bits));
  return gimple_build (&e->seq, e->loc, VIEW_CONVERT_EXPR, float_type (w),
		       bits);
}

static tree
as_bits (emulation *e, tree f)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (f));
  return gimple_build (&e->seq, e->loc, VIEW_CONVERT_EXPR, int_type (w), f);
}

/* The constant of W bits with pattern V, as a float.  */
static tree
float_bits_cst (unsigned w, unsigned HOST_WIDE_INT v)
{
  return fold_build1 (VIEW_CONVERT_EXPR, float_type (w),
		      build_int_cst (int_type (w), v));
}

static unsigned HOST_WIDE_INT
sign_bit (unsigned w)
{
  return HOST_WIDE_INT_1U << (w - 1);
}

static unsigned HOST_WIDE_INT
exp_mask (unsigned w)
{
  return w == 32 ? 0x7f800000u : HOST_WIDE_INT_UC (0x7ff0000000000000);
}

/* The NaN that the GPU's f32 arithmetic gives for any NaN (measured on
   an H100); f64 arithmetic passes a NaN operand on, quieted, and gives
   F64_INVALID for an invalid operation (inf - inf, 0 / 0, sqrt (-1)).  */
static unsigned HOST_WIDE_INT
gpu_nan (unsigned w)
{
  return w == 32 ? 0x7fffffffu : HOST_WIDE_INT_UC (0x7ff8000000000000);
}

#define F64_INVALID HOST_WIDE_INT_UC (0xfff8000000000000)
#define F64_QUIET HOST_WIDE_INT_UC (0x0008000000000000)

static tree
bits_and (emulation *e, tree v, unsigned HOST_WIDE_INT m)
{
  return gimple_build (&e->seq, e->loc, BIT_AND_EXPR, TREE_TYPE (v), v,
		       build_int_cst (TREE_TYPE (v), m));
}

static tree
nan_p (emulation *e, tree v)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (v));
  return gimple_build (&e->seq, e->loc, GT_EXPR, boolean_type_node,
		       bits_and (e, v, ~sign_bit (w) & (w == 32 ? 0xffffffffu
							: ~HOST_WIDE_INT_0U)),
		       build_int_cst (TREE_TYPE (v), exp_mask (w)));
}

static tree
select (emulation *e, tree c, tree a, tree b)
{
  return gimple_build (&e->seq, e->loc, COND_EXPR, TREE_TYPE (a), c, a, b);
}

/* A subnormal V (bits) as a zero of its sign.  */
static tree
flush (emulation *e, tree v)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (v));
  tree zero_exp = gimple_build (&e->seq, e->loc, EQ_EXPR, boolean_type_node,
				bits_and (e, v, exp_mask (w)),
				build_zero_cst (TREE_TYPE (v)));
  return select (e, zero_exp, bits_and (e, v, sign_bit (w)), v);
}

/* The GPU's NaN for any NaN.  */
static tree
canonical (emulation *e, tree v)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (v));
  return select (e, nan_p (e, v), build_int_cst (TREE_TYPE (v), gpu_nan (w)),
		 v);
}

/* The NaN of an f64 result R: the first NaN among the operands X (in
   the order of the GPU's preference), quieted; else, if R is a NaN, the
   invalid operation's.  */
static tree
f64_nan (emulation *e, tree r, tree *x, unsigned n)
{
  tree v = select (e, nan_p (e, r), build_int_cst (int_type (64), F64_INVALID),
		   r);
  for (unsigned i = n; i-- > 0;)
    v = select (e, nan_p (e, x[i]),
		gimple_build (&e->seq, e->loc, BIT_IOR_EXPR, int_type (64),
			      x[i], build_int_cst (int_type (64), F64_QUIET)),
		v);
  return v;
}

/* .sat: NaN and values below 0 (-0 too) are +0, above 1 are 1.  */
static tree
saturate_float (emulation *e, tree v)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (v));
  tree ut = TREE_TYPE (v);
  tree f = as_float (e, v);
  tree one = float_bits_cst (w, w == 32 ? 0x3f800000u
				    : HOST_WIDE_INT_UC (0x3ff0000000000000));
  tree neg = gimple_build (&e->seq, e->loc, NE_EXPR, boolean_type_node,
			   bits_and (e, v, sign_bit (w)), build_zero_cst (ut));
  tree low = gimple_build (&e->seq, e->loc, BIT_IOR_EXPR, boolean_type_node,
			   nan_p (e, v), neg);
  tree high = gimple_build (&e->seq, e->loc, GT_EXPR, boolean_type_node, f,
			    one);
  v = select (e, high, as_bits (e, one), v);
  return select (e, low, build_zero_cst (ut), v);
}

static tree
fbuild (emulation *e, enum tree_code code, tree a, tree b)
{
  return gimple_build (&e->seq, e->loc, code, TREE_TYPE (a), a, b);
}

/* Whether the float F is finite (F - F is 0, not NaN).  */
static tree
finite_p (emulation *e, tree f)
{
  return gimple_build (&e->seq, e->loc, EQ_EXPR, boolean_type_node,
		       fbuild (e, MINUS_EXPR, f, f),
		       build_zero_cst (TREE_TYPE (f)));
}

/* Knuth's TwoSum: S = A + B rounded, *ERR = A + B - S exactly (0 when S
   is not finite).  */
static tree
two_sum (emulation *e, tree a, tree b, tree *err)
{
  tree s = fbuild (e, PLUS_EXPR, a, b);
  tree bb = fbuild (e, MINUS_EXPR, s, a);
  tree ea = fbuild (e, MINUS_EXPR, a, fbuild (e, MINUS_EXPR, s, bb));
  tree eb = fbuild (e, MINUS_EXPR, b, bb);
  tree r = fbuild (e, PLUS_EXPR, ea, eb);
  *err = select (e, finite_p (e, s), r, build_zero_cst (TREE_TYPE (r)));
  return s;
}

/* The next float after the bits V, up (toward +inf) or down.  */
static tree
next_float (emulation *e, tree v, bool up)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (v));
  tree ut = TREE_TYPE (v);
  tree neg = gimple_build (&e->seq, e->loc, NE_EXPR, boolean_type_node,
			   bits_and (e, v, sign_bit (w)), build_zero_cst (ut));
  tree more = fbuild (e, PLUS_EXPR, v, build_one_cst (ut));
  tree less = fbuild (e, MINUS_EXPR, v, build_one_cst (ut));
  tree r = up ? select (e, neg, less, more) : select (e, neg, more, less);
  /* From -0 up, or from +0 down: the smallest subnormal.  */
  tree zero = gimple_build (&e->seq, e->loc, EQ_EXPR, boolean_type_node, v,
			    up ? build_int_cst (ut, sign_bit (w))
			    : build_zero_cst (ut));
  return select (e, zero, up ? build_one_cst (ut)
			 : build_int_cst (ut, sign_bit (w) | 1), r);
}

/* Bits R, the rounding to nearest of a value X, moved to X's rounding in
   MODE: WRONG_UP says R is above X, WRONG_DOWN below.  */
static tree
direct (emulation *e, tree r, enum ptxemu_round mode, tree above, tree below)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (r));
  tree ut = TREE_TYPE (r);
  switch (mode)
    {
    case PTXEMU_RM:
      return select (e, above, next_float (e, r, false), r);
    case PTXEMU_RP:
      return select (e, below, next_float (e, r, true), r);
    case PTXEMU_RZ:
      {
	/* Toward zero: down if positive and above, up if negative and
	   below.  */
	tree neg = gimple_build (&e->seq, e->loc, NE_EXPR, boolean_type_node,
				 bits_and (e, r, sign_bit (w)),
				 build_zero_cst (ut));
	tree away = select (e, neg, below, above);
	return select (e, away, fbuild (e, MINUS_EXPR, r, build_one_cst (ut)),
		       r);
      }
    default:
      return r;
    }
}

/* The bits of the float of BITS (32 or 64) nearest the value S + ERR
   in MODE, S the wider float (double or binary128) nearest it, ERR the
   exact rest, small against it.  S is first rounded to odd, which keeps
   what any rounding to fewer bits needs.  */
/* The bits of S + ERR rounded to odd at S's precision (S the nearest,
   ERR the exact rest): S if exact, else S truncated toward zero with its
   last bit set.  */
static tree
round_to_odd (emulation *e, tree s, tree err)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree wt = TREE_TYPE (s);
  tree ut = int_type (TYPE_PRECISION (wt));
  tree sb = as_bits (e, s);
  tree zero = build_zero_cst (wt);
  tree inexact = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
			       gimple_build (q, loc, NE_EXPR, boolean_type_node,
					     err, zero),
			       finite_p (e, s));
  tree same = gimple_build (q, loc, EQ_EXPR, boolean_type_node,
			    gimple_build (q, loc, GT_EXPR, boolean_type_node,
					  err, zero),
			    gimple_build (q, loc, GT_EXPR, boolean_type_node,
					  s, zero));
  tree trunc = select (e, same, sb, fbuild (e, MINUS_EXPR, sb,
					    build_one_cst (ut)));
  tree odd = fbuild (e, BIT_IOR_EXPR, trunc, build_one_cst (ut));
  return select (e, inexact, odd, sb);
}

static tree
round_narrow (emulation *e, tree s, tree err, enum ptxemu_round mode,
	      unsigned bits)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree wt = TREE_TYPE (s);
  tree so = as_float (e, round_to_odd (e, s, err));
  tree f = gimple_convert (q, loc, float_type (bits), so);
  tree fb = as_bits (e, f);
  if (mode == PTXEMU_RN)
    return fb;
  tree fd = gimple_convert (q, loc, wt, f);
  tree above = gimple_build (q, loc, GT_EXPR, boolean_type_node, fd, so);
  tree below = gimple_build (q, loc, LT_EXPR, boolean_type_node, fd, so);
  return direct (e, fb, mode, above, below);
}

static tree
round_to_f32 (emulation *e, tree s, tree err, enum ptxemu_round mode)
{
  return round_narrow (e, s, err, mode, 32);
}

/* The f64 bits of S + ERR (ERR exact) rounded in MODE (S is the
   rounding to nearest).  */
static tree
round_f64 (emulation *e, tree s, tree err, enum ptxemu_round mode)
{
  tree sb = as_bits (e, s);
  if (mode == PTXEMU_RN)
    return sb;
  tree zero = build_zero_cst (double_type_node);
  tree above = gimple_build (&e->seq, e->loc, LT_EXPR, boolean_type_node, err,
			     zero);
  tree below = gimple_build (&e->seq, e->loc, GT_EXPR, boolean_type_node,
			     err, zero);
  return direct (e, sb, mode, above, below);
}

/* A sum that is exactly zero is -0 when rounding down, unless both of
   its terms A and B are +0 (IEEE 754).  R is the result's bits.  */
static tree
zero_sign (emulation *e, tree r, tree a, tree b, tree s, tree err,
	   enum ptxemu_round mode)
{
  if (mode != PTXEMU_RM)
    return r;
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree dt = TREE_TYPE (s), zero = build_zero_cst (dt);
  tree u64 = int_type (TYPE_PRECISION (dt));
  tree exact0 = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
			      gimple_build (q, loc, EQ_EXPR, boolean_type_node,
					    s, zero),
			      gimple_build (q, loc, EQ_EXPR, boolean_type_node,
					    err, zero));
  tree both_plus = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
				 gimple_build (q, loc, EQ_EXPR,
					       boolean_type_node,
					       as_bits (e, a),
					       build_zero_cst (u64)),
				 gimple_build (q, loc, EQ_EXPR,
					       boolean_type_node,
					       as_bits (e, b),
					       build_zero_cst (u64)));
  unsigned w = TYPE_PRECISION (TREE_TYPE (r));
  tree mzero = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node, exact0,
			     gimple_build (q, loc, EQ_EXPR, boolean_type_node,
					   both_plus, boolean_false_node));
  return select (e, mzero, build_int_cst (TREE_TYPE (r), sign_bit (w)), r);
}

static tree
fsqrt (emulation *e, tree x)
{
  return gimple_build (&e->seq, e->loc, CFN_SQRT, TREE_TYPE (x), x);
}

/* X (a float of type FT) rounded to an integral value in MODE (rni rzi
   rmi rpi), its sign kept (-0.3 to -0).  */
static tree
round_integral (emulation *e, tree x, enum ptxemu_round mode)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree ft = TREE_TYPE (x);
  unsigned w = TYPE_PRECISION (ft);
  tree s64 = int_type (64, true);
  /* Below 2^23 (f32) or 2^52 (f64) a float may have a fraction; above
     it is integral, infinite or NaN.  */
  tree big = float_bits_cst (w, w == 32 ? 0x4b000000u
				    : HOST_WIDE_INT_UC (0x4330000000000000));
  tree ax = gimple_build (q, loc, ABS_EXPR, ft, x);
  tree small = gimple_build (q, loc, LT_EXPR, boolean_type_node, ax, big);
  tree sx = select (e, small, x, build_zero_cst (ft));
  tree t = gimple_build (q, loc, FLOAT_EXPR, ft,
			 gimple_build (q, loc, FIX_TRUNC_EXPR, s64, sx));
  tree one = build_one_cst (ft);
  tree r = t;
  switch (mode)
    {
    case PTXEMU_RMI:
      r = select (e, gimple_build (q, loc, GT_EXPR, boolean_type_node, t, x),
		  fbuild (e, MINUS_EXPR, t, one), t);
      break;
    case PTXEMU_RPI:
      r = select (e, gimple_build (q, loc, LT_EXPR, boolean_type_node, t, x),
		  fbuild (e, PLUS_EXPR, t, one), t);
      break;
    case PTXEMU_RNI:
      {
	tree d = gimple_build (q, loc, ABS_EXPR, ft,
			       fbuild (e, MINUS_EXPR, x, t));
	tree half = build_real_from_int_cst (ft, build_int_cst
					     (integer_type_node, 1));
	half = fbuild (e, RDIV_EXPR, half,
		       build_real_from_int_cst (ft, build_int_cst
						(integer_type_node, 2)));
	tree odd = gimple_build (q, loc, NE_EXPR, boolean_type_node,
				 gimple_build (q, loc, BIT_AND_EXPR, s64,
					       gimple_build (q, loc,
							     FIX_TRUNC_EXPR,
							     s64, t),
					       build_one_cst (s64)),
				 build_zero_cst (s64));
	tree up = gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node,
				gimple_build (q, loc, GT_EXPR,
					      boolean_type_node, d, half),
				gimple_build (q, loc, BIT_AND_EXPR,
					      boolean_type_node,
					      gimple_build (q, loc, EQ_EXPR,
							    boolean_type_node,
							    d, half), odd));
	tree neg = gimple_build (q, loc, LT_EXPR, boolean_type_node, x,
				 build_zero_cst (ft));
	tree away = select (e, neg, fbuild (e, MINUS_EXPR, t, one),
			    fbuild (e, PLUS_EXPR, t, one));
	r = select (e, up, away, t);
	break;
      }
    default:
      break;
    }
  r = select (e, small, r, x);
  /* The sign of X on the result.  */
  tree rb = bits_and (e, as_bits (e, r), ~sign_bit (w)
				       & (w == 32 ? 0xffffffffu
					  : ~HOST_WIDE_INT_0U));
  tree xs = bits_and (e, as_bits (e, x), sign_bit (w));
  return as_float (e, fbuild (e, BIT_IOR_EXPR, rb, xs));
}

/* The integer of DT (BITS, signed or not) from the integral float R:
   NaN is 0, values out of range the nearest end.  */
static tree
float_to_int (emulation *e, tree r, const struct ptxemu_type *dt)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree ft = TREE_TYPE (r);
  unsigned fw = TYPE_PRECISION (ft);
  unsigned n = dt->bits;
  tree it = int_type (n, dt->is_signed);
  /* 2^(n-1) or 2^n, and -2^(n-1) or 0, exactly as floats.  */
  unsigned top = dt->is_signed ? n - 1 : n;
  unsigned HOST_WIDE_INT ebias = fw == 32 ? 127 : 1023;
  unsigned mant = fw == 32 ? 23 : 52;
  tree hi = float_bits_cst (fw, (ebias + top) << mant);
  tree lo = dt->is_signed ? float_bits_cst (fw, ((ebias + top) << mant)
						  | sign_bit (fw))
	    : build_zero_cst (ft);
  tree max = TYPE_MAX_VALUE (it), min = TYPE_MIN_VALUE (it);
  tree wide = int_type (64, dt->is_signed);
  tree safe = select (e, gimple_build (q, loc, ORDERED_EXPR, boolean_type_node,
				       r, r), r, build_zero_cst (ft));
  safe = gimple_build (q, loc, MAX_EXPR, ft, safe, lo);
  tree over = gimple_build (q, loc, GE_EXPR, boolean_type_node, safe, hi);
  safe = select (e, over, build_zero_cst (ft), safe);
  tree v = gimple_convert (q, loc, it,
			   gimple_build (q, loc, FIX_TRUNC_EXPR, wide, safe));
  v = select (e, over, max, v);
  tree under = gimple_build (q, loc, LE_EXPR, boolean_type_node, safe, lo);
  if (dt->is_signed)
    v = select (e, under, min, v);
  return gimple_convert (q, loc, int_type (n), v);
}

/* The sign, as a double, of X - (the double nearest X), X an integer of
   64 bits (T); 0 below 2^53.  */
static tree
int_rest (emulation *e, tree x, const struct ptxemu_type *t, tree hi)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree st = int_type (64, t->is_signed), s64 = int_type (64, true);
  tree xs = gimple_convert (q, loc, st, x);
  /* Above 2^53 HI is even, so HI / 2 is an integer that fits.  */
  tree h2 = gimple_build (q, loc, FIX_TRUNC_EXPR, st,
		     fbuild (e, RDIV_EXPR, hi,
			     build_real_from_int_cst (double_type_node,
						      build_int_cst
						      (integer_type_node, 2))));
  tree ut = int_type (64);
  tree d = gimple_build (q, loc, MINUS_EXPR, ut,
			 gimple_build (q, loc, MINUS_EXPR, ut,
				       gimple_convert (q, loc, ut, xs),
				       gimple_convert (q, loc, ut, h2)),
			 gimple_convert (q, loc, ut, h2));
  tree ds = gimple_convert (q, loc, s64, d);
  tree big = gimple_build (q, loc, GE_EXPR, boolean_type_node,
			   gimple_build (q, loc, ABS_EXPR, double_type_node, hi),
			   float_bits_cst (64, HOST_WIDE_INT_UC
					   (0x4340000000000000)));
  ds = select (e, big, ds, build_zero_cst (s64));
  return gimple_build (q, loc, FLOAT_EXPR, double_type_node, ds);
}

/* cvt with a floating-point source or destination.  */
static tree
convert_float (emulation *e, const struct ptxemu_insn *in, tree a)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  const struct ptxemu_type *st = &in->type, *dt = &in->dtype;
  tree zero = build_zero_cst (double_type_node);
  if (st->is_float)
    {
      if (in->ftz && st->bits == 32)
	a = flush (e, a);
      tree x = as_float (e, a);
      if (!dt->is_float)
	{
	  /* NaN: 0 from f32, the top bit from f64 (an H100's).  */
	  tree v = float_to_int (e, round_integral (e, x, in->round), dt);
	  if (st->bits == 32)
	    return v;
	  tree ut = int_type (dt->bits);
	  return select (e, nan_p (e, a),
			 build_int_cst (ut, HOST_WIDE_INT_1U
					<< (dt->bits - 1)), v);
	}
      tree r;
      if (dt->bits == st->bits)
	{
	  r = as_bits (e, round_integral (e, x, in->round));
	  return st->bits == 32 ? canonical (e, r) : f64_nan (e, r, &a, 1);
	}
      tree sign = bits_and (e, a, sign_bit (st->bits));
      if (dt->bits == 64)
	{
	  /* Widening is exact; a NaN keeps its sign and payload, quieted
	     (with .ftz, it is f32's NaN widened).  */
	  r = as_bits (e, gimple_convert (q, loc, double_type_node, x));
	  tree u64 = int_type (64);
	  tree nan = gimple_build (q, loc, BIT_IOR_EXPR, u64,
				   gimple_build (q, loc, LSHIFT_EXPR, u64,
						 gimple_convert (q, loc, u64,
								 sign),
						 build_int_cst
						 (unsigned_type_node, 32)),
				   gimple_build (q, loc, BIT_IOR_EXPR, u64,
						 build_int_cst (u64,
								HOST_WIDE_INT_UC
								(0x7ff8000000000000)),
						 gimple_build
						 (q, loc, LSHIFT_EXPR, u64,
						  gimple_convert
						  (q, loc, u64,
						   bits_and (e, a, 0x7fffff)),
						  build_int_cst
						  (unsigned_type_node, 29))));
	  if (in->ftz)
	    nan = build_int_cst (u64, HOST_WIDE_INT_UC (0x7fffffffe0000000));
	  return select (e, nan_p (e, a), nan, r);
	}
      /* Narrowing: a NaN is f32's quiet NaN of its sign.  */
      r = round_to_f32 (e, x, zero, in->round);
      tree nan = gimple_build (q, loc, BIT_IOR_EXPR, int_type (32),
			       gimple_convert (q, loc, int_type (32),
					       gimple_build
					       (q, loc, RSHIFT_EXPR,
						int_type (64), sign,
						build_int_cst
						(unsigned_type_node, 32))),
			       build_int_cst (int_type (32), 0x7fc00000));
      if (in->ftz)
	r = flush (e, r);
      if (in->sat)
	r = saturate_float (e, r);
      return select (e, nan_p (e, a), nan, r);
    }
  /* From an integer.  */
  tree xi = gimple_convert (q, loc, int_type (st->bits, st->is_signed), a);
  tree hi = gimple_build (q, loc, FLOAT_EXPR, double_type_node, xi);
  tree err = st->bits == 64 ? int_rest (e, a, st, hi) : zero;
  if (dt->bits == 32)
    return round_to_f32 (e, hi, err, in->round);
  return round_f64 (e, hi, err, in->round);
}

/* An arithmetic instruction of floats (add sub mul fma div sqrt rcp),
   of its arguments or of the register bits GIVEN.  f32 is computed in
   double and f64 in binary128, where the product is exact, and then
   rounded.  f64 to nearest, and f64 add and sub, are the host's own
   double ("native"), with TwoSum's exact error for the other roundings
   (an overflow of finite terms is below the infinity).  */
static tree
float_arith (emulation *e, const struct ptxemu_insn *in,
	     const tree *given = NULL)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  unsigned w = in->type.bits;
  bool native = (w == 64 && given == NULL
		 && (in->op == PTXEMU_ADD || in->op == PTXEMU_SUB
		     || (in->round == PTXEMU_RN
			 && (in->op != PTXEMU_FMA
			     || direct_internal_fn_supported_p
				  (IFN_FMA, double_type_node,
				   OPTIMIZE_FOR_BOTH)))));
  tree dt = native ? double_type_node : float_type (2 * w);
  tree zero = build_zero_cst (dt);
  tree x[3], xb[3];
  unsigned nin = in->nargs - 1;
  for (unsigned i = 0; i < nin; i++)
    {
      tree v = given ? given[i] : read_arg (e, &in->args[i + 1], w);
      if (in->ftz)
	v = flush (e, v);
      xb[i] = v;
      x[i] = gimple_convert (q, loc, dt, as_float (e, v));
    }
  tree s, err = zero, ta = NULL_TREE, tb = NULL_TREE;
  switch (in->op)
    {
    case PTXEMU_ADD:
      ta = x[0], tb = x[1];
      break;
    case PTXEMU_SUB:
      ta = x[0], tb = gimple_build (q, loc, NEGATE_EXPR, dt, x[1]);
      break;
    case PTXEMU_FMA:
      if (!native)
	ta = fbuild (e, MULT_EXPR, x[0], x[1]), tb = x[2];
      break;
    default:
      break;
    }
  if (ta && w == 32 && in->round == PTXEMU_RN && in->op != PTXEMU_FMA)
    /* Rounding an f32 sum twice, to double then to nearest f32, is
       rounding it once (53 >= 2 * 24 + 2).  */
    s = fbuild (e, PLUS_EXPR, ta, tb);
  else if (ta)
    {
      s = two_sum (e, ta, tb, &err);
      if (native)
	{
	  tree inf = gimple_build (q, loc, EQ_EXPR, boolean_type_node,
				   finite_p (e, s), boolean_false_node);
	  tree fin = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
				   finite_p (e, ta), finite_p (e, tb));
	  err = select (e, gimple_build (q, loc, BIT_AND_EXPR,
					 boolean_type_node, inf, fin),
			gimple_build (q, loc, NEGATE_EXPR, dt, s), err);
	}
    }
  else if (in->op == PTXEMU_FMA)
    s = gimple_build (q, loc, CFN_FMA, dt, x[0], x[1], x[2]);
  else if (in->op == PTXEMU_MUL_LO)
    s = fbuild (e, MULT_EXPR, x[0], x[1]);
  else if (in->op == PTXEMU_FDIV)
    /* Never a float, nor halfway between two, unless exact: rounding
       it once more is right.  */
    s = fbuild (e, RDIV_EXPR, x[0], x[1]);
  else if (in->op == PTXEMU_RCP)
    s = fbuild (e, RDIV_EXPR, build_one_cst (dt), x[0]);
  else if (w == 32 || native)
    s = fsqrt (e, x[0]);
  else
    {
      /* The host's square root, to nearest, and the sign of what is
	 left: a - r * r is exact in binary128.  */
      tree r = fsqrt (e, as_float (e, xb[0]));
      s = gimple_convert (q, loc, dt, r);
      err = fbuild (e, MINUS_EXPR, x[0], fbuild (e, MULT_EXPR, s, s));
    }
  tree r = native ? round_f64 (e, s, err, in->round)
		  : round_narrow (e, s, err, in->round, w);
  if (ta)
    r = zero_sign (e, r, ta, tb, s, err, in->round);
  if (w == 32)
    r = canonical (e, r);
  else
    {
      /* add, sub, mul, fma pass on their last NaN operand first, div
	 its first (an H100's choice when both are NaN).  */
      tree order[3];
      for (unsigned i = 0; i < nin; i++)
	order[i] = in->op == PTXEMU_FDIV ? xb[i] : xb[nin - 1 - i];
      r = f64_nan (e, r, order, nin);
    }
  if (in->ftz)
    r = flush (e, r);
  if (in->sat)
    r = saturate_float (e, r);
  return r;
}

/* atom.add of floats, A + B rounded to nearest; f32 flushes subnormals
   (PTX).  */
static tree
float_add_bits (emulation *e, tree a, tree b, unsigned w)
{
  struct ptxemu_insn in;
  memset (&in, 0, sizeof in);
  in.op = PTXEMU_ADD;
  in.type.bits = w;
  in.type.is_float = true;
  in.round = PTXEMU_RN;
  in.ftz = w == 32;
  in.nargs = 3;
  tree x[2] = { a, b };
  return float_arith (e, &in, x);
}

/* setp's comparison of floats.  */
static tree
float_compare (emulation *e, const struct ptxemu_insn *in, tree a, tree b)
{
  if (in->ftz)
    {
      a = flush (e, a);
      b = flush (e, b);
    }
  return gimple_build (&e->seq, e->loc, float_cmp_codes[in->cmp],
		       boolean_type_node,
		       as_float (e, a), as_float (e, b));
}

/* min and max: a NaN gives the other value, two give the GPU's NaN;
   -0 is below +0.  */
static tree
float_minmax (emulation *e, const struct ptxemu_insn *in, tree a, tree b)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  unsigned w = in->type.bits;
  if (in->ftz)
    {
      a = flush (e, a);
      b = flush (e, b);
    }
  tree fa = as_float (e, a), fb = as_float (e, b);
  bool is_min = in->op == PTXEMU_MIN;
  tree lt = gimple_build (q, loc, LT_EXPR, boolean_type_node, fa, fb);
  tree gt = gimple_build (q, loc, GT_EXPR, boolean_type_node, fa, fb);
  /* Equal (both zeros of other signs too): by the sign bit.  */
  tree ut = int_type (w);
  tree sa = gimple_build (q, loc, NE_EXPR, boolean_type_node,
			  bits_and (e, a, sign_bit (w)), build_zero_cst (ut));
  tree pick_a = is_min ? gimple_build (q, loc, BIT_IOR_EXPR,
				       boolean_type_node, lt,
				       gimple_build (q, loc, BIT_AND_EXPR,
						     boolean_type_node,
						     gimple_build
						     (q, loc, EQ_EXPR,
						      boolean_type_node, fa,
						      fb), sa))
	       : gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node, gt,
			       gimple_build (q, loc, BIT_AND_EXPR,
					     boolean_type_node,
					     gimple_build (q, loc, EQ_EXPR,
							   boolean_type_node,
							   fa, fb),
					     gimple_build (q, loc, EQ_EXPR,
							   boolean_type_node,
							   sa,
							   boolean_false_node)));
  tree r = select (e, pick_a, a, b);
  tree na = nan_p (e, a), nb = nan_p (e, b);
  r = select (e, na, b, r);
  r = select (e, nb, a, r);
  return canonical (e, r);
}

/* f16 and bf16: values of 16 bits, computed in double (exactly, or the
   double nearest and the sign of the rest) and rounded to the format
   in integers.  */

struct small_fmt
{
  unsigned ebits, mbits;
};

static tree small_finish (emulation *, const struct ptxemu_insn *, tree,
			  small_fmt);

static small_fmt
small_of (enum ptxemu_fmt f)
{
  return f == PTXEMU_FMT_BF16 ? small_fmt { 8, 7 } : small_fmt { 5, 10 };
}

/* The GPU's NaN of a 16-bit format.  */
#define SMALL_NAN 0x7fffu

static tree
u16_cst (unsigned v)
{
  return build_int_cst (int_type (16), v);
}

static tree
small_nan_p (emulation *e, tree v, small_fmt f)
{
  unsigned emask = ((1u << f.ebits) - 1) << f.mbits;
  return gimple_build (&e->seq, e->loc, GT_EXPR, boolean_type_node,
		       bits_and (e, v, 0x7fff), u16_cst (emask));
}

/* A subnormal V as a zero of its sign.  */
static tree
small_flush (emulation *e, tree v, small_fmt f)
{
  unsigned emask = ((1u << f.ebits) - 1) << f.mbits;
  tree z = gimple_build (&e->seq, e->loc, EQ_EXPR, boolean_type_node,
			 bits_and (e, v, emask), u16_cst (0));
  return select (e, z, bits_and (e, v, 0x8000), v);
}

/* The value of V (16 bits of format F) as a double, exactly.  */
static tree
small_to_double (emulation *e, tree v, small_fmt f)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree u64 = int_type (64), dt = double_type_node;
  int bias = (1 << (f.ebits - 1)) - 1;
  tree v64 = gimple_convert (q, loc, u64, v);
  tree ex = gimple_build (q, loc, BIT_AND_EXPR, u64,
			  gimple_build (q, loc, RSHIFT_EXPR, u64, v64,
					build_int_cst (unsigned_type_node,
						       f.mbits)),
			  build_int_cst (u64, (1u << f.ebits) - 1));
  tree man = bits_and (e, v64, (1u << f.mbits) - 1);
  tree sub = gimple_build (q, loc, EQ_EXPR, boolean_type_node, ex,
			   build_zero_cst (u64));
  /* (man + implicit) * 2^(max (ex, 1) - bias - mbits), the scale a
     double built from its exponent bits.  */
  tree m = select (e, sub, man,
		   fbuild (e, BIT_IOR_EXPR, man,
			   build_int_cst (u64, 1u << f.mbits)));
  tree ee = select (e, sub, build_one_cst (u64), ex);
  tree scale = as_float (e, gimple_build (q, loc, LSHIFT_EXPR, u64,
					  fbuild (e, PLUS_EXPR, ee,
						  build_int_cst
						  (u64, 1023 - bias
						   - (int) f.mbits)),
					  build_int_cst (unsigned_type_node,
							 52)));
  tree val = fbuild (e, MULT_EXPR, gimple_build (q, loc, FLOAT_EXPR, dt, m),
		     scale);
  unsigned emax = (1u << f.ebits) - 1;
  tree special = gimple_build (q, loc, EQ_EXPR, boolean_type_node, ex,
			       build_int_cst (u64, emax));
  tree inf = as_float (e, build_int_cst (u64, exp_mask (64)));
  tree nan = as_float (e, build_int_cst (u64, HOST_WIDE_INT_UC
					 (0x7ff8000000000000)));
  tree sv = select (e, gimple_build (q, loc, EQ_EXPR, boolean_type_node, man,
				     build_zero_cst (u64)), inf, nan);
  val = select (e, special, sv, val);
  tree neg = gimple_build (q, loc, NE_EXPR, boolean_type_node,
			   bits_and (e, v64, 0x8000), build_zero_cst (u64));
  return select (e, neg, gimple_build (q, loc, NEGATE_EXPR, dt, val), val);
}

/* The 16 bits of format F nearest S + ERR in MODE (S a double, ERR the
   exact rest), rounded in integers from S rounded to odd.  */
static tree
round_to_small (emulation *e, tree s, tree err, enum ptxemu_round mode,
		small_fmt f)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree u64 = int_type (64), s64 = int_type (64, true);
  /* Round to odd at 53 bits first (see round_narrow).  */
  tree sb = round_to_odd (e, s, err);
  tree sign = gimple_build (q, loc, RSHIFT_EXPR, u64, sb,
			    build_int_cst (unsigned_type_node, 63));
  tree ax = bits_and (e, sb, ~sign_bit (64));
  int bias = (1 << (f.ebits - 1)) - 1, emin = 1 - bias;
  /* ax is a normal double or 0: exponent E, 53-bit M.  */
  tree e_ = gimple_build (q, loc, MINUS_EXPR, s64,
			  gimple_convert (q, loc, s64,
					  gimple_build (q, loc, RSHIFT_EXPR, u64,
							ax,
							build_int_cst
							(unsigned_type_node,
							 52))),
			  build_int_cst (s64, 1023));
  tree m = fbuild (e, BIT_IOR_EXPR, bits_and (e, ax, (HOST_WIDE_INT_1U << 52)
						   - 1),
		   build_int_cst (u64, HOST_WIDE_INT_1U << 52));
  /* The result's last bit is at max (E, emin) - mbits: drop
     SHIFT = that - (E - 52) bits of M (at most 62: all below half).  */
  tree le = gimple_build (q, loc, MAX_EXPR, s64, e_, build_int_cst (s64, emin));
  tree shift = gimple_build (q, loc, PLUS_EXPR, s64,
			     gimple_build (q, loc, MINUS_EXPR, s64, le, e_),
			     build_int_cst (s64, 52 - (int) f.mbits));
  shift = gimple_build (q, loc, MIN_EXPR, s64, shift, build_int_cst (s64, 62));
  tree sh = gimple_convert (q, loc, unsigned_type_node, shift);
  tree qv = gimple_build (q, loc, RSHIFT_EXPR, u64, m, sh);
  tree one = build_one_cst (u64);
  tree rest = fbuild (e, BIT_AND_EXPR, m,
		      fbuild (e, MINUS_EXPR,
			      gimple_build (q, loc, LSHIFT_EXPR, u64, one, sh),
			      one));
  tree half = gimple_build (q, loc, LSHIFT_EXPR, u64, one,
			    gimple_convert (q, loc, unsigned_type_node,
					    fbuild (e, MINUS_EXPR, shift,
						    build_one_cst (s64))));
  tree nz = gimple_build (q, loc, NE_EXPR, boolean_type_node, rest,
			  build_zero_cst (u64));
  tree neg = gimple_build (q, loc, NE_EXPR, boolean_type_node, sign,
			   build_zero_cst (u64));
  tree up;
  switch (mode)
    {
    case PTXEMU_RZ:
      up = boolean_false_node;
      break;
    case PTXEMU_RM:
      up = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node, nz, neg);
      break;
    case PTXEMU_RP:
      up = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node, nz,
			 gimple_build (q, loc, EQ_EXPR, boolean_type_node,
				       neg, boolean_false_node));
      break;
    default:
      {
	tree odd = gimple_build (q, loc, NE_EXPR, boolean_type_node,
				 bits_and (e, qv, 1), build_zero_cst (u64));
	up = gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node,
			   gimple_build (q, loc, GT_EXPR, boolean_type_node,
					 rest, half),
			   gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
					 gimple_build (q, loc, EQ_EXPR,
						       boolean_type_node, rest,
						       half), odd));
	break;
      }
    }
  qv = select (e, up, fbuild (e, PLUS_EXPR, qv, one), qv);
  /* Subnormal: the bits are Q; normal: the biased exponent above Q
     without its leading bit (a carry out of Q moves into it).  */
  tree sub = gimple_build (q, loc, LT_EXPR, boolean_type_node, e_,
			   build_int_cst (s64, emin));
  tree biased = gimple_convert (q, loc, u64,
				fbuild (e, PLUS_EXPR, e_,
					build_int_cst (s64, bias)));
  tree nb = fbuild (e, MINUS_EXPR,
		    fbuild (e, PLUS_EXPR,
			    gimple_build (q, loc, LSHIFT_EXPR, u64, biased,
					  build_int_cst (unsigned_type_node,
							 f.mbits)), qv),
		    build_int_cst (u64, 1u << f.mbits));
  tree r = select (e, sub, qv, nb);
  /* Too large: the infinity, or the largest value toward zero.  */
  unsigned inf = ((1u << f.ebits) - 1) << f.mbits;
  tree big = gimple_build (q, loc, GE_EXPR, boolean_type_node,
			   gimple_convert (q, loc, s64, r),
			   build_int_cst (s64, inf));
  big = gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node, big,
		      gimple_build (q, loc, GT_EXPR, boolean_type_node, e_,
				    build_int_cst (s64, bias + 1)));
  tree to_inf;
  switch (mode)
    {
    case PTXEMU_RZ: to_inf = boolean_false_node; break;
    case PTXEMU_RM: to_inf = neg; break;
    case PTXEMU_RP:
      to_inf = gimple_build (q, loc, EQ_EXPR, boolean_type_node, neg,
			     boolean_false_node);
      break;
    default: to_inf = boolean_true_node; break;
    }
  r = select (e, big, select (e, to_inf, build_int_cst (u64, inf),
			      build_int_cst (u64, inf - 1)), r);
  /* Zero and infinity.  */
  tree is0 = gimple_build (q, loc, EQ_EXPR, boolean_type_node, ax,
			   build_zero_cst (u64));
  tree isinf = gimple_build (q, loc, EQ_EXPR, boolean_type_node, ax,
			     build_int_cst (u64, exp_mask (64)));
  r = select (e, is0, build_zero_cst (u64), r);
  r = select (e, isinf, build_int_cst (u64, inf), r);
  r = fbuild (e, BIT_IOR_EXPR, r,
	      gimple_build (q, loc, LSHIFT_EXPR, u64, sign,
			    build_int_cst (unsigned_type_node, 15)));
  r = gimple_convert (q, loc, int_type (16), r);
  /* A NaN (S was one): the GPU's.  */
  tree sn = gimple_build (q, loc, EQ_EXPR, boolean_type_node, finite_p (e, s),
			  boolean_false_node);
  tree isnan = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node, sn,
			     gimple_build (q, loc, EQ_EXPR, boolean_type_node,
					   isinf, boolean_false_node));
  return select (e, isnan, u16_cst (SMALL_NAN), r);
}

/* One element (16 bits) of a 16-bit float instruction, its inputs X.  */
static tree
small_element (emulation *e, const struct ptxemu_insn *in, small_fmt f,
	       tree *x, unsigned nin)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree dt = double_type_node, zero = build_zero_cst (dt);
  if (in->ftz)
    for (unsigned i = 0; i < nin; i++)
      x[i] = small_flush (e, x[i], f);
  tree r;
  switch (in->op)
    {
    case PTXEMU_MOV:
      return x[0];
    case PTXEMU_ABS:
    case PTXEMU_NEG:
      r = in->op == PTXEMU_ABS ? bits_and (e, x[0], 0x7fff)
	  : fbuild (e, BIT_XOR_EXPR, x[0], u16_cst (0x8000));
      return select (e, small_nan_p (e, x[0], f), u16_cst (SMALL_NAN), r);
    case PTXEMU_MIN:
    case PTXEMU_MAX:
      {
	tree a = small_to_double (e, x[0], f), b = small_to_double (e, x[1], f);
	bool is_min = in->op == PTXEMU_MIN;
	tree lt = gimple_build (q, loc, is_min ? LT_EXPR : GT_EXPR,
				boolean_type_node, a, b);
	tree eq = gimple_build (q, loc, EQ_EXPR, boolean_type_node, a, b);
	tree sa = gimple_build (q, loc, NE_EXPR, boolean_type_node,
				bits_and (e, x[0], 0x8000), u16_cst (0));
	if (!is_min)
	  sa = gimple_build (q, loc, EQ_EXPR, boolean_type_node, sa,
			     boolean_false_node);
	tree pick_a = gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node, lt,
				    gimple_build (q, loc, BIT_AND_EXPR,
						  boolean_type_node, eq, sa));
	r = select (e, pick_a, x[0], x[1]);
	tree na = small_nan_p (e, x[0], f), nb = small_nan_p (e, x[1], f);
	r = select (e, na, x[1], r);
	r = select (e, nb, x[0], r);
	return select (e, gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
					na, nb), u16_cst (SMALL_NAN), r);
      }
    default:
      break;
    }
  tree d[3] = { NULL_TREE, NULL_TREE, NULL_TREE };
  for (unsigned i = 0; i < nin; i++)
    d[i] = small_to_double (e, x[i], f);
  tree s, err = zero, ta = NULL_TREE, tb = NULL_TREE;
  if (in->op == PTXEMU_ADD)
    ta = d[0], tb = d[1];
  else if (in->op == PTXEMU_SUB)
    ta = d[0], tb = gimple_build (q, loc, NEGATE_EXPR, dt, d[1]);
  else if (in->op == PTXEMU_FMA)
    ta = fbuild (e, MULT_EXPR, d[0], d[1]), tb = d[2];
  if (ta)
    s = two_sum (e, ta, tb, &err);
  else
    s = fbuild (e, MULT_EXPR, d[0], d[1]);
  r = round_to_small (e, s, err, in->round, f);
  if (ta && in->round == PTXEMU_RM)
    {
      /* An exact zero sum is -0 rounding down (zero_sign).  */
      tree z = zero_sign (e, gimple_convert (q, loc, int_type (64),
					     build_zero_cst (int_type (64))),
			  ta, tb, s, err, in->round);
      tree exact0 = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
				  gimple_build (q, loc, EQ_EXPR,
						boolean_type_node, s, zero),
				  gimple_build (q, loc, EQ_EXPR,
						boolean_type_node, err, zero));
      r = select (e, exact0,
		  gimple_convert (q, loc, int_type (16),
				  gimple_build (q, loc, RSHIFT_EXPR,
						int_type (64), z,
						build_int_cst
						(unsigned_type_node, 48))), r);
    }
  if (in->ftz)
    r = small_flush (e, r, f);
  return small_finish (e, in, r, f);
}

/* .relu and .sat on a 16-bit result R.  */
static tree
small_finish (emulation *e, const struct ptxemu_insn *in, tree r, small_fmt f)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree nan = small_nan_p (e, r, f);
  tree neg = gimple_build (q, loc, NE_EXPR, boolean_type_node,
			   bits_and (e, r, 0x8000), u16_cst (0));
  if (in->relu)
    r = select (e, gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node, neg,
				 gimple_build (q, loc, EQ_EXPR,
					       boolean_type_node, nan,
					       boolean_false_node)),
		u16_cst (0), r);
  if (in->sat)
    {
      unsigned one = ((1u << (f.ebits - 1)) - 1) << f.mbits;
      tree above = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
				 gimple_build (q, loc, EQ_EXPR,
					       boolean_type_node, neg,
					       boolean_false_node),
				 gimple_build (q, loc, GT_EXPR,
					       boolean_type_node, r,
					       u16_cst (one)));
      r = select (e, above, u16_cst (one), r);
      r = select (e, gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node,
				   neg, nan), u16_cst (0), r);
    }
  return r;
}

/* An instruction of f16 or bf16 (or of their pairs), or a cvt to or
   from one.  */
static tree
compute_small (emulation *e, const struct ptxemu_insn *in)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  const struct ptxemu_type *t = &in->type, *d = &in->dtype;
  if (in->op == PTXEMU_CVT)
    {
      if (in->mode == 1)
	{
	  /* cvt.rn.f16x2.f32 d, a, b: a in the upper half.  */
	  small_fmt f = small_of (d->fmt);
	  tree h[2];
	  for (unsigned i = 0; i < 2; i++)
	    {
	      tree a = as_float (e, read_arg (e, &in->args[1 + i], 32));
	      tree r = round_to_small (e, gimple_convert (q, loc,
							  double_type_node, a),
				       build_zero_cst (double_type_node),
				       in->round, f);
	      h[i] = gimple_convert (q, loc, int_type (32),
				     small_finish (e, in, r, f));
	    }
	  return fbuild (e, BIT_IOR_EXPR,
			 gimple_build (q, loc, LSHIFT_EXPR, int_type (32), h[0],
				       build_int_cst (unsigned_type_node, 16)),
			 h[1]);
	}
      tree a = read_arg (e, &in->args[1], t->bits);
      if (t->is_float && t->fmt != PTXEMU_FMT_IEEE)
	{
	  /* From f16 or bf16: exact as a double.  */
	  small_fmt f = small_of (t->fmt);
	  if (in->ftz)
	    a = small_flush (e, a, f);
	  tree x = small_to_double (e, a, f);
	  tree nan = small_nan_p (e, a, f);
	  if (!d->is_float)
	    return select (e, nan, build_zero_cst (int_type (d->bits)),
			   float_to_int (e, round_integral (e, x, in->round), d));
	  if (d->fmt != PTXEMU_FMT_IEEE)
	    {
	      small_fmt g = small_of (d->fmt);
	      tree r = d->fmt == t->fmt
		       ? as_bits (e, gimple_convert (q, loc, double_type_node,
						     round_integral (e, x,
								     in->round)))
		       : NULL_TREE;
	      if (r)
		r = round_to_small (e, as_float (e, r),
				    build_zero_cst (double_type_node),
				    PTXEMU_RN, g);
	      else
		r = round_to_small (e, x, build_zero_cst (double_type_node),
				    in->round, g);
	      return small_finish (e, in, r, g);
	    }
	  tree r = as_bits (e, gimple_convert (q, loc, float_type (d->bits), x));
	  if (d->bits == 32 && t->fmt == PTXEMU_FMT_BF16)
	    /* bf16 is the top half of an f32: its bits, a NaN's too (an
	       H100's).  */
	    r = gimple_build (q, loc, LSHIFT_EXPR, int_type (32),
			      gimple_convert (q, loc, int_type (32), a),
			      build_int_cst (unsigned_type_node, 16));
	  else
	    r = d->bits == 32 ? canonical (e, r)
		: select (e, nan, build_int_cst (int_type (64), gpu_nan (64)),
			  r);
	  if (in->ftz && d->bits == 32)
	    r = flush (e, r);
	  return r;
	}
      /* To f16 or bf16, from f32, f64 or an integer.  */
      small_fmt g = small_of (d->fmt);
      tree x, err = build_zero_cst (double_type_node);
      if (t->is_float)
	{
	  if (in->ftz && t->bits == 32)
	    a = flush (e, a);
	  x = gimple_convert (q, loc, double_type_node, as_float (e, a));
	}
      else
	{
	  tree xi = gimple_convert (q, loc, int_type (t->bits, t->is_signed), a);
	  x = gimple_build (q, loc, FLOAT_EXPR, double_type_node, xi);
	  if (t->bits == 64)
	    err = int_rest (e, a, t, x);
	}
      tree r = round_to_small (e, x, err, in->round, g);
      if (in->ftz)
	r = small_flush (e, r, g);
      return small_finish (e, in, r, g);
    }

  small_fmt f = small_of (t->fmt);
  unsigned n = t->pair ? 2 : 1;
  unsigned nin = in->op == PTXEMU_SETP ? 2 : in->nargs - 1;
  tree v[4];
  for (unsigned i = 0; i < nin; i++)
    v[i] = read_arg (e, &in->args[1 + i], in->op == PTXEMU_SELP && i == 2
					    ? 0 : t->bits);
  if (in->op == PTXEMU_SELP)
    return select (e, v[2], v[0], v[1]);
  tree out = build_zero_cst (int_type (t->bits));
  for (unsigned k = 0; k < n; k++)
    {
      tree x[3];
      for (unsigned i = 0; i < nin; i++)
	x[i] = gimple_convert (q, loc, int_type (16),
			       gimple_build (q, loc, RSHIFT_EXPR,
					     TREE_TYPE (v[i]), v[i],
					     build_int_cst (unsigned_type_node,
							    16 * k)));
      if (in->op == PTXEMU_SETP)
	{
	  tree a = small_to_double (e, in->ftz ? small_flush (e, x[0], f) : x[0],
				    f);
	  tree b = small_to_double (e, in->ftz ? small_flush (e, x[1], f) : x[1],
				    f);
	  tree p = gimple_build (q, loc, float_cmp_codes[in->cmp],
				 boolean_type_node, a, b);
	  if (!t->pair)
	    return combine_pred (e, in, p);
	  /* f16x2: p|q, the low and the high halves.  */
	  if (k == 0)
	    out = p;
	  else
	    e->dest2 = p;
	  continue;
	}
      tree r = gimple_convert (q, loc, int_type (t->bits),
			       small_element (e, in, f, x, nin));
      out = fbuild (e, BIT_IOR_EXPR, out,
		    gimple_build (q, loc, LSHIFT_EXPR, int_type (t->bits), r,
				  build_int_cst (unsigned_type_node, 16 * k)));
    }
  return out;
}

/* The approximate instructions, computed in double to about 1e-15 and
   rounded to nearest: polynomials, no libm.  */

static tree
dcst (double v)
{
  unsigned HOST_WIDE_INT u;
  memcpy (&u, &v, 8);
  return float_bits_cst (64, u);
}

/* 2^X for |X| <= 1100 (a double): 2^k * e^(f ln 2).  */
static tree
exp2_double (emulation *e, tree x)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree dt = double_type_node, s64 = int_type (64, true);
  x = gimple_build (q, loc, MIN_EXPR, dt, x, dcst (1100.0));
  x = gimple_build (q, loc, MAX_EXPR, dt, x, dcst (-1100.0));
  tree k = round_integral (e, x, PTXEMU_RNI);
  tree y = fbuild (e, MULT_EXPR, fbuild (e, MINUS_EXPR, x, k),
		   dcst (0.69314718055994530942));
  /* e^y, |y| <= 0.35: Taylor to y^13 (error below 1e-16).  */
  tree p = dcst (1.0 / 6227020800.0);
  static const double c[] = { 1.0 / 479001600.0, 1.0 / 39916800.0,
			      1.0 / 3628800.0, 1.0 / 362880.0, 1.0 / 40320.0,
			      1.0 / 5040.0, 1.0 / 720.0, 1.0 / 120.0,
			      1.0 / 24.0, 1.0 / 6.0, 0.5, 1.0, 1.0 };
  for (double ci : c)
    p = fbuild (e, PLUS_EXPR, fbuild (e, MULT_EXPR, p, y), dcst (ci));
  /* 2^k in two halves, each a normal double.  */
  tree ki = gimple_build (q, loc, FIX_TRUNC_EXPR, s64, k);
  tree k1 = fbuild (e, TRUNC_DIV_EXPR, ki, build_int_cst (s64, 2));
  tree k2 = fbuild (e, MINUS_EXPR, ki, k1);
  auto pow2 = [&] (tree n) {
    return as_float (e, gimple_convert (q, loc, int_type (64),
					gimple_build (q, loc, LSHIFT_EXPR, s64,
						      fbuild (e, PLUS_EXPR, n,
							      build_int_cst
							      (s64, 1023)),
						      build_int_cst
						      (unsigned_type_node,
						       52))));
  };
  return fbuild (e, MULT_EXPR, fbuild (e, MULT_EXPR, p, pow2 (k1)),
		 pow2 (k2));
}

/* log2 X, X a positive finite double that is normal.  */
static tree
log2_double (emulation *e, tree x)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree dt = double_type_node, u64 = int_type (64), s64 = int_type (64, true);
  tree b = as_bits (e, x);
  tree ex = fbuild (e, MINUS_EXPR,
		    gimple_convert (q, loc, s64,
				    gimple_build (q, loc, RSHIFT_EXPR, u64, b,
						  build_int_cst
						  (unsigned_type_node, 52))),
		    build_int_cst (s64, 1023));
  tree m = as_float (e, fbuild (e, BIT_IOR_EXPR,
				bits_and (e, b, (HOST_WIDE_INT_1U << 52) - 1),
				build_int_cst (u64, HOST_WIDE_INT_UC
					       (0x3ff0000000000000))));
  /* m in [sqrt(1/2), sqrt(2)).  */
  tree big = gimple_build (q, loc, GT_EXPR, boolean_type_node, m,
			   dcst (1.4142135623730951));
  m = select (e, big, fbuild (e, MULT_EXPR, m, dcst (0.5)), m);
  ex = select (e, big, fbuild (e, PLUS_EXPR, ex, build_one_cst (s64)), ex);
  tree z = fbuild (e, RDIV_EXPR, fbuild (e, MINUS_EXPR, m, dcst (1.0)),
		   fbuild (e, PLUS_EXPR, m, dcst (1.0)));
  tree z2 = fbuild (e, MULT_EXPR, z, z);
  /* ln m = 2 atanh z = 2 (z + z^3/3 + ...), |z| <= 0.172.  */
  tree p = dcst (1.0 / 19);
  for (int k = 17; k >= 1; k -= 2)
    p = fbuild (e, PLUS_EXPR, fbuild (e, MULT_EXPR, p, z2), dcst (1.0 / k));
  tree ln = fbuild (e, MULT_EXPR, fbuild (e, MULT_EXPR, p, z), dcst (2.0));
  return fbuild (e, PLUS_EXPR, gimple_build (q, loc, FLOAT_EXPR, dt, ex),
		 fbuild (e, MULT_EXPR, ln, dcst (1.4426950408889634074)));
}

/* sin X (or cos X), X a finite double: X - n pi/2 (pi/2 in three
   parts), then Taylor series on [-pi/4, pi/4].  */
static tree
sincos_double (emulation *e, tree x, bool cosine)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree u64 = int_type (64), s64 = int_type (64, true);
  tree n = round_integral (e, fbuild (e, MULT_EXPR, x,
				      dcst (0.63661977236758134308)),
			   PTXEMU_RNI);
  tree r = fbuild (e, MINUS_EXPR, x, fbuild (e, MULT_EXPR, n,
					     dcst (1.5707963267341256e+00)));
  r = fbuild (e, MINUS_EXPR, r, fbuild (e, MULT_EXPR, n,
					dcst (6.0771005065061922e-11)));
  r = fbuild (e, MINUS_EXPR, r, fbuild (e, MULT_EXPR, n,
					dcst (2.0222662487959506e-21)));
  tree r2 = fbuild (e, MULT_EXPR, r, r);
  /* sin r = r (1 - r^2/3! + ...), cos r = 1 - r^2/2! + ...  */
  tree ps = dcst (-1.0 / 1307674368000.0);
  static const double cs[] = { 1.0 / 6227020800.0, -1.0 / 39916800.0,
			       1.0 / 362880.0, -1.0 / 5040.0, 1.0 / 120.0,
			       -1.0 / 6.0, 1.0 };
  for (double c : cs)
    ps = fbuild (e, PLUS_EXPR, fbuild (e, MULT_EXPR, ps, r2), dcst (c));
  ps = fbuild (e, MULT_EXPR, ps, r);
  tree pc = dcst (1.0 / 20922789888000.0);
  static const double cc[] = { -1.0 / 87178291200.0, 1.0 / 479001600.0,
			       -1.0 / 3628800.0, 1.0 / 40320.0, -1.0 / 720.0,
			       1.0 / 24.0, -0.5, 1.0 };
  for (double c : cc)
    pc = fbuild (e, PLUS_EXPR, fbuild (e, MULT_EXPR, pc, r2), dcst (c));
  /* The quadrant: n mod 4 (+1 for cos).  */
  tree qd = gimple_convert (q, loc, u64,
			    gimple_build (q, loc, FIX_TRUNC_EXPR, s64, n));
  if (cosine)
    qd = fbuild (e, PLUS_EXPR, qd, build_one_cst (u64));
  qd = bits_and (e, qd, 3);
  tree odd = gimple_build (q, loc, NE_EXPR, boolean_type_node,
			   bits_and (e, qd, 1), build_zero_cst (u64));
  tree v = select (e, odd, pc, ps);
  tree neg = gimple_build (q, loc, NE_EXPR, boolean_type_node,
			   bits_and (e, qd, 2), build_zero_cst (u64));
  return select (e, neg, gimple_build (q, loc, NEGATE_EXPR, double_type_node,
				       v), v);
}

/* rsqrt ex2 lg2 sin cos tanh .approx.  */
static tree
approx (emulation *e, const struct ptxemu_insn *in)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  unsigned w = in->type.bits;
  tree dt = double_type_node;
  tree a = read_arg (e, &in->args[1], w);
  if (in->ftz)
    a = flush (e, a);
  tree x = gimple_convert (q, loc, dt, as_float (e, a));
  tree zero = build_zero_cst (dt);
  tree inf = as_float (e, build_int_cst (int_type (64), exp_mask (64)));
  tree nan = as_float (e, build_int_cst (int_type (64),
					 HOST_WIDE_INT_UC (0x7ff8000000000000)));
  tree fin = finite_p (e, x);
  tree sx = select (e, fin, x, zero);
  tree r;
  switch (in->op)
    {
    case PTXEMU_RSQRT:
      r = fbuild (e, RDIV_EXPR, dcst (1.0), fsqrt (e, x));
      break;
    case PTXEMU_EX2:
      /* 2^inf = inf, 2^-inf = +0.  */
      r = exp2_double (e, sx);
      r = select (e, fin, r,
		  select (e, gimple_build (q, loc, GT_EXPR, boolean_type_node,
					   x, zero), inf, zero));
      break;
    case PTXEMU_LG2:
      {
	tree pos = gimple_build (q, loc, GT_EXPR, boolean_type_node, x, zero);
	r = log2_double (e, select (e, gimple_build (q, loc, BIT_AND_EXPR,
						     boolean_type_node, pos,
						     fin), x, dcst (1.0)));
	r = select (e, fin, r, x);
	r = select (e, gimple_build (q, loc, EQ_EXPR, boolean_type_node, x,
				     zero),
		    gimple_build (q, loc, NEGATE_EXPR, dt, inf), r);
	r = select (e, gimple_build (q, loc, LT_EXPR, boolean_type_node, x,
				     zero), nan, r);
	break;
      }
    case PTXEMU_SIN:
    case PTXEMU_COS:
      r = select (e, fin, sincos_double (e, sx, in->op == PTXEMU_COS), nan);
      break;
    default:
      {
	/* tanh x = (e^2x - 1) / (e^2x + 1); +-1 from |x| >= 20; x below
	   2^-20.  */
	tree t = exp2_double (e, fbuild (e, MULT_EXPR, sx,
					 dcst (2.8853900817779268)));
	r = fbuild (e, RDIV_EXPR, fbuild (e, MINUS_EXPR, t, dcst (1.0)),
		    fbuild (e, PLUS_EXPR, t, dcst (1.0)));
	tree ax = gimple_build (q, loc, ABS_EXPR, dt, x);
	r = select (e, gimple_build (q, loc, LT_EXPR, boolean_type_node, ax,
				     dcst (0x1p-20)), x, r);
	tree one = select (e, gimple_build (q, loc, LT_EXPR, boolean_type_node,
					    x, zero), dcst (-1.0), dcst (1.0));
	r = select (e, gimple_build (q, loc, GE_EXPR, boolean_type_node, ax,
				     dcst (20.0)), one, r);
	break;
      }
    }
  /* A NaN operand: the GPU's NaN.  */
  r = select (e, gimple_build (q, loc, UNORDERED_EXPR, boolean_type_node, x,
			       x), nan, r);
  tree b = w == 32 ? round_to_f32 (e, r, zero, PTXEMU_RN) : as_bits (e, r);
  b = w == 32 ? canonical (e, b) : f64_nan (e, b, &a, 1);
  if (in->ftz)
    b = flush (e, b);
  return b;
}

/* An instruction of floating-point type.  */
static tree
compute_float (emulation *e, const struct ptxemu_insn *in)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  unsigned w = in->type.bits;
  tree ut = int_type (w);
  auto arg = [&] (unsigned i, unsigned bits) {
    return read_arg (e, &in->args[i], bits);
  };
  switch (in->op)
    {
    case PTXEMU_MOV:
      return arg (1, w);
    case PTXEMU_SELP:
      return select (e, arg (3, 0), arg (1, w), arg (2, w));
    case PTXEMU_ADD:
    case PTXEMU_SUB:
    case PTXEMU_MUL_LO:
    case PTXEMU_FMA:
    case PTXEMU_FDIV:
    case PTXEMU_SQRT:
    case PTXEMU_RCP:
      return float_arith (e, in);
    case PTXEMU_MIN:
    case PTXEMU_MAX:
      return float_minmax (e, in, arg (1, w), arg (2, w));
    case PTXEMU_RSQRT:
    case PTXEMU_EX2:
    case PTXEMU_LG2:
    case PTXEMU_SIN:
    case PTXEMU_COS:
    case PTXEMU_TANH:
      return approx (e, in);
    case PTXEMU_ABS:
    case PTXEMU_NEG:
      {
	/* The sign bit; a NaN is f32's NaN, or at f64 itself quieted.  */
	tree a = arg (1, w);
	if (in->ftz)
	  a = flush (e, a);
	tree r = in->op == PTXEMU_ABS
		 ? bits_and (e, a, ~sign_bit (w) & (w == 32 ? 0xffffffffu
						    : ~HOST_WIDE_INT_0U))
		 : fbuild (e, BIT_XOR_EXPR, a, build_int_cst (ut, sign_bit (w)));
	if (w == 32)
	  return select (e, nan_p (e, a), build_int_cst (ut, gpu_nan (32)), r);
	return f64_nan (e, r, &a, 1);
      }
    case PTXEMU_COPYSIGN:
      {
	/* copysign d, a, b: b with the sign of a.  */
	tree mag = bits_and (e, arg (2, w), ~sign_bit (w)
					    & (w == 32 ? 0xffffffffu
					       : ~HOST_WIDE_INT_0U));
	return fbuild (e, BIT_IOR_EXPR, mag,
		       bits_and (e, arg (1, w), sign_bit (w)));
      }
    case PTXEMU_TESTP:
      {
	tree a = arg (1, w);
	tree ex = bits_and (e, a, exp_mask (w));
	tree em = build_int_cst (ut, exp_mask (w));
	tree mag = bits_and (e, a, ~sign_bit (w) & (w == 32 ? 0xffffffffu
						    : ~HOST_WIDE_INT_0U));
	tree z = build_zero_cst (ut);
	switch (in->mode)
	  {
	  case 0:
	    return gimple_build (q, loc, LT_EXPR, boolean_type_node, mag, em);
	  case 1:
	    return gimple_build (q, loc, EQ_EXPR, boolean_type_node, mag, em);
	  case 2:
	    return gimple_build (q, loc, LE_EXPR, boolean_type_node, mag, em);
	  case 3:
	    return gimple_build (q, loc, GT_EXPR, boolean_type_node, mag, em);
	  case 4:
	    /* normal: finite and not subnormal; zeros are (an H100's
	       answer).  */
	    return gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
				 gimple_build (q, loc, BIT_IOR_EXPR,
					       boolean_type_node,
					       gimple_build (q, loc, NE_EXPR,
							     boolean_type_node,
							     ex, z),
					       gimple_build (q, loc, EQ_EXPR,
							     boolean_type_node,
							     mag, z)),
				 gimple_build (q, loc, NE_EXPR,
					       boolean_type_node, ex, em));
	  default:
	    return gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
				 gimple_build (q, loc, EQ_EXPR,
					       boolean_type_node, ex, z),
				 gimple_build (q, loc, NE_EXPR,
					       boolean_type_node, mag, z));
	  }
      }
    default:
      gcc_unreachable ();
    }
}

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
static tree
address (emulation *e, const struct ptxemu_insn *in, long long bytes)
{
  tree u64 = int_type (64);
  tree a = read_arg (e, &in->addr, 64);
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

static tree float_add_bits (emulation *, tree, tree, unsigned);

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
  tree b = read_arg (e, &in->args[first], tb);
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
static tree
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
      return read_arg (e, &in->args[1], 64);
    case PTXEMU_ISSPACEP:
      return in->mode ? boolean_true_node : boolean_false_node;
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
	  tree v = gimple_convert (q, loc, et, read_arg (e, &in->args[k], rb));
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
	tree b = read_arg (e, &in->args[first], tb);
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
	    args.safe_push (read_arg (e, &in->args[first + 1], tb));
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
  if (in->op >= PTXEMU_LD)
    return compute_memory (e, in);
  if (in->op == PTXEMU_SLCT)
    {
      /* a if c >= 0 (a float: -0 too, not NaN), else b.  */
      tree c = arg (3, 32), ge;
      if (in->dtype.is_float)
	ge = gimple_build (s, loc, GE_EXPR, boolean_type_node,
			   as_float (e, in->ftz ? flush (e, c) : c),
			   build_zero_cst (float_type_node));
      else
	ge = gimple_build (s, loc, GE_EXPR, boolean_type_node,
			   gimple_convert (s, loc, int_type (32, true), c),
			   build_zero_cst (int_type (32, true)));
      return gimple_build (s, loc, COND_EXPR, ut, ge, arg (1, w), arg (2, w));
    }
  if ((in->type.is_float && in->type.fmt != PTXEMU_FMT_IEEE)
      || (in->dtype.is_float && in->dtype.fmt != PTXEMU_FMT_IEEE))
    return compute_small (e, in);
  if (in->op == PTXEMU_CVT && (in->type.is_float || in->dtype.is_float))
    return convert_float (e, in, arg (1, w));
  if (in->type.is_float && in->op != PTXEMU_SETP && in->op != PTXEMU_SET)
    return compute_float (e, in);
  switch (in->op)
    {
    case PTXEMU_MOV:
      return arg (1, w);
    case PTXEMU_ADD:
    case PTXEMU_SUB:
      if (in->sat)
	return saturate (e, arg (1, w), arg (2, w), in->op == PTXEMU_SUB);
      return add_carry (e, in, arg (1, w), arg (2, w), in->op == PTXEMU_SUB);
    case PTXEMU_MUL_LO:
      return gimple_build (s, loc, MULT_EXPR, ut, arg (1, w), arg (2, w));
    case PTXEMU_MAD_LO:
      return add_carry (e, in,
			gimple_build (s, loc, MULT_EXPR, ut, arg (1, w),
				      arg (2, w)), arg (3, w), false);
    case PTXEMU_MAD_HI:
      if (in->sat)
	return saturate (e, high_product (e, arg (1, w), arg (2, w), w, sg),
			 arg (3, w), false);
      return add_carry (e, in, high_product (e, arg (1, w), arg (2, w), w, sg),
			arg (3, w), false);
    case PTXEMU_MUL_HI:
      return high_product (e, arg (1, w), arg (2, w), w, sg);
    case PTXEMU_MUL_WIDE:
      return wide_product (e, arg (1, w), arg (2, w), w, sg);
    case PTXEMU_MAD_WIDE:
      return gimple_build (s, loc, PLUS_EXPR, int_type (2 * w),
			   wide_product (e, arg (1, w), arg (2, w), w, sg),
			   arg (3, 2 * w));
    case PTXEMU_MUL24_LO:
    case PTXEMU_MUL24_HI:
    case PTXEMU_MAD24_LO:
    case PTXEMU_MAD24_HI:
      {
	/* 24-bit operands, a 48-bit product: .lo its bits 0-31, .hi
	   16-47.  */
	tree p = wide_product (e, low_bits (e, arg (1, 32), 24, sg),
			       low_bits (e, arg (2, 32), 24, sg), 32, sg);
	bool hi = in->op == PTXEMU_MUL24_HI || in->op == PTXEMU_MAD24_HI;
	if (hi)
	  p = gimple_build (s, loc, RSHIFT_EXPR, TREE_TYPE (p), p,
			    build_int_cst (unsigned_type_node, 16));
	p = gimple_convert (s, loc, ut, p);
	if (in->op == PTXEMU_MAD24_LO || in->op == PTXEMU_MAD24_HI)
	  p = gimple_build (s, loc, PLUS_EXPR, ut, p, arg (3, w));
	return p;
      }
    case PTXEMU_SAD:
      {
	tree a = arg (1, w), b = arg (2, w);
	tree lt = gimple_build (s, loc, LT_EXPR, boolean_type_node,
				gimple_convert (s, loc, st, a),
				gimple_convert (s, loc, st, b));
	tree d = gimple_build (s, loc, COND_EXPR, ut, lt,
			       gimple_build (s, loc, MINUS_EXPR, ut, b, a),
			       gimple_build (s, loc, MINUS_EXPR, ut, a, b));
	return gimple_build (s, loc, PLUS_EXPR, ut, arg (3, w), d);
      }
    case PTXEMU_PRMT:
      return permute (e, in->mode, arg (1, 32), arg (2, 32), arg (3, 32));
    case PTXEMU_BFE:
      return extract_field (e, arg (1, w), arg (2, 32), arg (3, 32), w, sg);
    case PTXEMU_BFI:
      return insert_field (e, arg (1, w), arg (2, w), arg (3, 32),
			   arg (4, 32), w);
    case PTXEMU_BFIND:
      {
	/* The highest bit that differs from the sign (signed) or is set;
	   none: all ones.  .shiftamt: the left shift that makes it the
	   top bit.  */
	tree a = arg (1, w);
	if (sg)
	  {
	    tree neg = gimple_build (s, loc, LT_EXPR, boolean_type_node,
				     gimple_convert (s, loc, st, a),
				     build_zero_cst (st));
	    a = gimple_build (s, loc, COND_EXPR, ut, neg,
			      gimple_build (s, loc, BIT_NOT_EXPR, ut, a), a);
	  }
	tree u32 = int_type (32);
	tree at = w == 64 ? long_long_unsigned_type_node : unsigned_type_node;
	tree c = gimple_build (s, loc,
			       as_combined_fn (w == 64 ? BUILT_IN_CLZLL
					       : BUILT_IN_CLZ),
			       integer_type_node,
			       gimple_convert (s, loc, at, a));
	c = gimple_convert (s, loc, u32, c);
	tree pos = in->mode ? c : gimple_build (s, loc, MINUS_EXPR, u32,
						build_int_cst (u32, w - 1), c);
	tree none = gimple_build (s, loc, EQ_EXPR, boolean_type_node, a,
				  build_zero_cst (ut));
	return gimple_build (s, loc, COND_EXPR, u32, none,
			     build_int_cst (u32, 0xffffffffu), pos);
      }
    case PTXEMU_LOP3:
      {
	/* The sum of the minterms that the look-up table selects:
	   a is 0xf0, b 0xcc, c 0xaa.  */
	tree a = arg (1, w), b = arg (2, w), c = arg (3, w), lut = arg (4, 32);
	tree d = build_zero_cst (ut);
	for (unsigned i = 0; i < 8; i++)
	  {
	    tree ta = i & 4 ? a : gimple_build (s, loc, BIT_NOT_EXPR, ut, a);
	    tree tb = i & 2 ? b : gimple_build (s, loc, BIT_NOT_EXPR, ut, b);
	    tree tc = i & 1 ? c : gimple_build (s, loc, BIT_NOT_EXPR, ut, c);
	    tree term = gimple_build (s, loc, BIT_AND_EXPR, ut, ta,
				      gimple_build (s, loc, BIT_AND_EXPR, ut,
						    tb, tc));
	    tree on = gimple_build (s, loc, BIT_AND_EXPR, ut,
				    gimple_build (s, loc, RSHIFT_EXPR, ut, lut,
						  build_int_cst
						  (unsigned_type_node, i)),
				    build_one_cst (ut));
	    tree mask = gimple_build (s, loc, NEGATE_EXPR, ut, on);
	    d = gimple_build (s, loc, BIT_IOR_EXPR, ut, d,
			      gimple_build (s, loc, BIT_AND_EXPR, ut, term,
					    mask));
	  }
	return d;
      }
    case PTXEMU_SHF:
      {
	/* {b, a} shifted by c (.wrap: c & 31; .clamp: at most 32).  */
	tree u32 = int_type (32), u64 = int_type (64);
	tree c = arg (3, 32);
	tree n = (in->mode & 1)
		 ? gimple_build (s, loc, MIN_EXPR, u32, c, build_int_cst (u32, 32))
		 : gimple_build (s, loc, BIT_AND_EXPR, u32, c,
				 build_int_cst (u32, 31));
	n = gimple_convert (s, loc, unsigned_type_node, n);
	tree x = gimple_build (s, loc, BIT_IOR_EXPR, u64,
			       gimple_build (s, loc, LSHIFT_EXPR, u64,
					     gimple_convert (s, loc, u64,
							     arg (2, 32)),
					     build_int_cst (unsigned_type_node,
							    32)),
			       gimple_convert (s, loc, u64, arg (1, 32)));
	if (in->mode < 2)
	  {
	    x = gimple_build (s, loc, LSHIFT_EXPR, u64, x, n);
	    x = gimple_build (s, loc, RSHIFT_EXPR, u64, x,
			      build_int_cst (unsigned_type_node, 32));
	  }
	else
	  x = gimple_build (s, loc, RSHIFT_EXPR, u64, x, n);
	return gimple_convert (s, loc, u32, x);
      }
    case PTXEMU_DP4A:
    case PTXEMU_DP2A:
      {
	/* c + the products of a's bytes (dp2a: halves) and b's bytes,
	   each extended as its type says; 32 bits, wrapping.  */
	tree u32 = int_type (32);
	tree a = arg (1, 32), b = arg (2, 32);
	tree d = arg (3, 32);
	bool two = in->op == PTXEMU_DP2A;
	for (unsigned i = 0; i < (two ? 2u : 4u); i++)
	  {
	    tree x = lane_of (e, a, i, two, in->type.is_signed);
	    tree y = lane_of (e, b, two ? i + 2 * in->mode : i, false,
			      in->dtype.is_signed);
	    d = gimple_build (s, loc, PLUS_EXPR, u32, d,
			      gimple_build (s, loc, MULT_EXPR, u32, x, y));
	  }
	return d;
      }
    case PTXEMU_SET:
      {
	/* All ones, or 1.0 for an f32 destination; else 0.  */
	tree p = compare (e, in);
	unsigned yes = in->dtype.is_float ? 0x3f800000u : 0xffffffffu;
	return gimple_build (s, loc, COND_EXPR, int_type (32), p,
			     build_int_cst (int_type (32), yes),
			     build_zero_cst (int_type (32)));
      }
    case PTXEMU_PACK:
      {
	unsigned n = in->nargs - 1, pw = w / n;
	tree d = build_zero_cst (ut);
	for (unsigned i = 0; i < n; i++)
	  d = gimple_build (s, loc, BIT_IOR_EXPR, ut, d,
			    gimple_build (s, loc, LSHIFT_EXPR, ut,
					  gimple_convert (s, loc, ut,
							  arg (i + 1, pw)),
					  build_int_cst (unsigned_type_node,
							 pw * i)));
	return d;
      }
    case PTXEMU_UNPACK:
      {
	unsigned n = in->nargs - 1, pw = w / n;
	tree v = arg (n, w);
	for (unsigned i = 0; i < n; i++)
	  e->parts[i]
	    = gimple_convert (s, loc, int_type (pw),
			      gimple_build (s, loc, RSHIFT_EXPR, ut, v,
					    build_int_cst (unsigned_type_node,
							   pw * i)));
	return e->parts[0];
      }
    case PTXEMU_SHFL:
      {
	/* Lane 0 of a warp whose other lanes are inactive.  The
	   predicate says whether the source lane is in range (c: the
	   clamp in bits 0-4, the segment mask in 8-12); out of range the
	   lane reads its own value, and in range from an inactive lane,
	   0 (undefined in PTX; what an H100 gives).  */
	tree u32 = int_type (32);
	tree b = gimple_build (s, loc, BIT_AND_EXPR, u32, arg (2, 32),
			       build_int_cst (u32, 31));
	tree c = arg (3, 32);
	tree seg = gimple_build (s, loc, BIT_AND_EXPR, u32,
				 gimple_build (s, loc, RSHIFT_EXPR, u32, c,
					       build_int_cst
					       (unsigned_type_node, 8)),
				 build_int_cst (u32, 31));
	tree notseg = gimple_build (s, loc, BIT_NOT_EXPR, u32, seg);
	tree maxlane = gimple_build (s, loc, BIT_AND_EXPR, u32,
				     gimple_build (s, loc, BIT_AND_EXPR, u32,
						   c, build_int_cst (u32, 31)),
				     notseg);
	tree p, j;
	if (in->mode == 0)
	  {
	    /* up: the source lane 0 - b, in range if >= maxlane.  */
	    tree s32 = int_type (32, true);
	    j = gimple_build (s, loc, NEGATE_EXPR, s32,
			      gimple_convert (s, loc, s32, b));
	    p = gimple_build (s, loc, GE_EXPR, boolean_type_node, j,
			      gimple_convert (s, loc, s32, maxlane));
	    j = gimple_convert (s, loc, u32, j);
	  }
	else
	  {
	    /* down, bfly: lane 0 + b, 0 ^ b; idx: b outside the
	       segment.  In range if <= maxlane.  */
	    j = in->mode == 3 ? gimple_build (s, loc, BIT_AND_EXPR, u32, b,
					      notseg) : b;
	    p = gimple_build (s, loc, LE_EXPR, boolean_type_node, j, maxlane);
	  }
	e->dest2 = p;
	tree other = gimple_build (s, loc, BIT_AND_EXPR, boolean_type_node, p,
				   gimple_build (s, loc, NE_EXPR,
						 boolean_type_node, j,
						 build_zero_cst (u32)));
	return gimple_build (s, loc, COND_EXPR, ut, other, build_zero_cst (ut),
			     arg (1, w));
      }
    case PTXEMU_VOTE:
      {
	if (in->mode == 2)	/* uni */
	  return boolean_true_node;
	tree p = arg (1, 0);
	if (in->mode == 3)	/* ballot: lane 0's bit */
	  return gimple_convert (s, loc, int_type (32), p);
	return p;
      }
    case PTXEMU_MATCH_ANY:
    case PTXEMU_MATCH_ALL:
      /* The lanes with the same value: lane 0 alone.  */
      e->dest2 = boolean_true_node;
      return build_one_cst (int_type (32));
    case PTXEMU_REDUX:
      return arg (1, 32);
    case PTXEMU_ACTIVEMASK:
      return build_one_cst (int_type (32));
    case PTXEMU_ELECT:
      e->dest2 = boolean_true_node;
      return build_zero_cst (int_type (32));
    case PTXEMU_FMA:
    case PTXEMU_FDIV:
    case PTXEMU_SQRT:
    case PTXEMU_RCP:
    case PTXEMU_COPYSIGN:
    case PTXEMU_TESTP:
    case PTXEMU_LD:
    case PTXEMU_ST:
    case PTXEMU_ATOM:
    case PTXEMU_RED:
    case PTXEMU_CVTA:
    case PTXEMU_ISSPACEP:
    case PTXEMU_SLCT:
    case PTXEMU_LABEL:
    case PTXEMU_BRA:
    case PTXEMU_RSQRT:
    case PTXEMU_EX2:
    case PTXEMU_LG2:
    case PTXEMU_SIN:
    case PTXEMU_COS:
    case PTXEMU_TANH:
      /* compute_float, compute_memory, above; ptxasm_emulate.  */
      gcc_unreachable ();
    case PTXEMU_NOP:
      if (in->mode == 1)
	{
	  /* membar, fence: a sequentially consistent fence.  */
	  gcall *c = gimple_build_call (builtin_decl_explicit
					(BUILT_IN_ATOMIC_THREAD_FENCE), 1,
					build_int_cst (integer_type_node,
						       MEMMODEL_SEQ_CST));
	  gimple_set_location (c, loc);
	  gimple_seq_add_stmt (s, c);
	}
      return NULL_TREE;
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
      return compare (e, in);
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
    case PTXEMU_MAD_WIDE:
      return 2 * in->type.bits;
    case PTXEMU_SETP:
    case PTXEMU_TESTP:
    case PTXEMU_ISSPACEP:
      return 0;
    case PTXEMU_LD:
    case PTXEMU_ATOM:
      return in->reg_bits;
    case PTXEMU_CVTA:
      return 64;
    case PTXEMU_VOTE:
      return in->mode == 3 ? 32 : 0;
    case PTXEMU_POPC:
    case PTXEMU_CLZ:
    case PTXEMU_BFIND:
    case PTXEMU_PRMT:
    case PTXEMU_SHF:
    case PTXEMU_DP4A:
    case PTXEMU_DP2A:
    case PTXEMU_MATCH_ANY:
    case PTXEMU_MATCH_ALL:
    case PTXEMU_REDUX:
    case PTXEMU_ACTIVEMASK:
    case PTXEMU_ELECT:
      return 32;
    case PTXEMU_CVT:
    case PTXEMU_SET:
      return in->dtype.bits;
    case PTXEMU_UNPACK:
      return in->type.bits / (in->nargs - 1);
    default:
      return in->type.bits;
    }
}

/* Integers and pointers are converted to and from the registers, as
   for the GPU; a floating-point operand is copied bit for bit, so it
   must be as wide as its register.  */
static bool
emulated_type_p (tree val, int bits)
{
  tree type = TREE_TYPE (val);
  if (SCALAR_FLOAT_TYPE_P (type))
    return bits > 0 && TYPE_MODE (type) != BLKmode
	   && GET_MODE_BITSIZE (as_a <scalar_float_mode> (TYPE_MODE (type)))
	      == (unsigned) bits;
  return INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type);
}

/* V as register bits (a floating-point value copied bit for bit), or
   the register's bits BITS as a value of TYPE.  */
static tree
to_register (emulation *e, tree v, unsigned bits)
{
  if (SCALAR_FLOAT_TYPE_P (TREE_TYPE (v)))
    return gimple_build (&e->seq, e->loc, VIEW_CONVERT_EXPR, int_type (bits),
			 v);
  return v;
}

static tree
from_register (emulation *e, tree v, tree type)
{
  if (SCALAR_FLOAT_TYPE_P (type))
    return gimple_build (&e->seq, e->loc, VIEW_CONVERT_EXPR, type,
			 gimple_convert (&e->seq, e->loc,
					 int_type (TYPE_PRECISION (type)), v));
  return gimple_convert (&e->seq, e->loc, type, v);
}

/* Why the host cannot compute PROG as the GPU does, or NULL.  */
static const char *
host_lacks (const struct ptxemu_prog *prog, const emu_record *rec)
{
  bool wide = false;
  for (unsigned n = 0; n < rec->nops; n++)
    wide |= rec->bits[n] == 128;
  for (size_t r = 0; r < prog->nregs; r++)
    wide |= prog->regs[r].bits == 128;
  for (size_t i = 0; i < prog->ninsns; i++)
    wide |= prog->insns[i].type.bits == 128;
  if (wide && !targetm.scalar_mode_supported_p (TImode))
    return "128-bit registers need 128-bit integers on the host";
  bool floats = false;
  for (size_t i = 0; i < prog->ninsns; i++)
    {
      const struct ptxemu_insn *in = &prog->insns[i];
      if (!in->type.is_float && !in->dtype.is_float)
	continue;
      floats = true;
      bool f64 = in->type.bits == 64 && in->type.is_float;
      if (f64 && (!float128_type_node
		  || !targetm.scalar_mode_supported_p (TImode)))
	return "f64 arithmetic needs binary128 on the host";
      if (in->op == PTXEMU_SQRT
	  && !direct_internal_fn_supported_p (IFN_SQRT, double_type_node,
					      OPTIMIZE_FOR_BOTH))
	return "sqrt needs the host's square-root instruction";
    }
  if (floats && (flag_finite_math_only || flag_associative_math
		 || !flag_signed_zeros || flag_rounding_math))
    return "floating point is not emulated under -ffast-math, "
	   "-ffinite-math-only, -fassociative-math, -fno-signed-zeros or "
	   "-frounding-math";
  return NULL;
}

/* An empty asm in place of the emulated STMT that keeps the promises
   STMT made to GCC's optimizers: a volatile statement is not deleted,
   nor moved across other volatile statements, and with MEMORY (STMT
   clobbers memory, as a "memory" clobber or a basic asm says) no memory
   access moves across it.  One takes STMT's place; with MEMORY a second
   one stands on the emulation's other side, so that the emulation's
   own loads and stores stay between them.  A loop around the statement
   stays a loop.  Empty, they cost no instruction.  */
static gasm *
host_barrier (gasm *stmt, bool memory)
{
  vec<tree, va_gc> *clobbers = NULL;
  if (memory)
    vec_safe_push (clobbers, build_tree_list (NULL_TREE,
					      build_string (7, "memory")));
  gasm *b = gimple_build_asm_vec ("", NULL, NULL, clobbers, NULL);
  gimple_asm_set_volatile (b, true);
  gimple_set_location (b, gimple_location (stmt));
  gimple_set_block (b, gimple_block (stmt));
  return b;
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
    {
      /* lto1: the record is in the statement's text.  */
      emu_record *r = record_from_text (gimple_asm_string (stmt));
      if (r)
	{
	  char *key = record_key (loc, gimple_asm_string (stmt));
	  if (!records)
	    records = new hash_map<nofree_string_hash, emu_record *>;
	  records->put (key, r);
	  slot = records->get (key);
	}
    }
  if (!slot)
    why_not = "its form is not emulated (more than 30 operands, or braces "
	      "across statements)";
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
	 pointer, or a floating-point value of the register's width.  */
      for (unsigned n = 0; n < (*slot)->nops && !why_not; n++)
	{
	  const emu_record *rec = *slot;
	  if (rec->out[n] >= 0
	      && !emulated_type_p (TREE_VALUE (gimple_asm_output_op
					       (stmt, rec->out[n])),
				   rec->bits[n]))
	    why_not = "an operand of a type that is not emulated";
	  if (rec->in[n] >= 0 && rec->bits[n] > 0
	      && !emulated_type_p (TREE_VALUE (gimple_asm_input_op
					       (stmt, rec->in[n])),
				   rec->bits[n]))
	    why_not = "an operand of a type that is not emulated";
	}
      if (!why_not)
	ok = ptxemu_read ((*slot)->text, (*slot)->nops, (*slot)->bits, &prog,
			  &why);
      if (ok && (why_not = host_lacks (&prog, *slot)) != NULL)
	ok = false;
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
  e.blocks = prog.needs_blocks;
  e.cc = NULL_TREE;
  basic_block bb0 = gimple_bb (stmt);
  if (e.blocks)
    {
      /* BB0 ... stmt | the program's blocks | REST.  */
      edge sp = split_block (bb0, stmt);
      e.rest = sp->dest;
      remove_edge (sp);
      e.bb = bb0;
      basic_block first = new_block (&e);
      link (bb0, first);
      e.bb = first;
      e.labels.safe_grow_cleared (prog.nlabels);
      if (current_loops)
	loops_state_set (LOOPS_NEED_FIXUP);
      /* Every register starts as 0: the program may read one on a path
	 that did not set it.  */
      for (size_t r = 0; r < prog.nregs; r++)
	store_slot (&e, &e.reg[r], build_zero_cst (int_type (prog.regs[r].bits)));
      for (unsigned n = 0; n < e.rec->nops; n++)
	if (e.rec->bits[n] > 0)
	  store_slot (&e, &e.user[n], build_zero_cst (int_type (e.rec->bits[n])));
    }
  for (unsigned n = 0; n < e.rec->nops; n++)
    if (e.rec->bits[n] == 128 && e.rec->in[n] >= 0)
      {
	/* "q": the low half, then the high one.  */
	tree u128 = int_type (128);
	tree lo = gimple_convert (&e.seq, loc, u128,
				  gimple_convert (&e.seq, loc, int_type (64),
						  TREE_VALUE (gimple_asm_input_op
							      (stmt,
							       e.rec->in[n]))));
	tree hi = gimple_convert (&e.seq, loc, u128,
				  gimple_convert (&e.seq, loc, int_type (64),
						  TREE_VALUE (gimple_asm_input_op
							      (stmt,
							       e.rec->in[n]
							       + 1))));
	hi = gimple_build (&e.seq, loc, LSHIFT_EXPR, u128, hi,
			   build_int_cst (unsigned_type_node, 64));
	store_slot (&e, &e.user[n],
		    gimple_build (&e.seq, loc, BIT_IOR_EXPR, u128, hi, lo));
      }
    else if (e.rec->bits[n] > 0 && e.rec->in[n] >= 0)
      store_slot (&e, &e.user[n],
		  to_register (&e, TREE_VALUE (gimple_asm_input_op
					       (stmt, e.rec->in[n])),
			       e.rec->bits[n]));
  store_slot (&e, &e.cc, build_zero_cst (int_type (32)));

  for (size_t i = 0; i < prog.ninsns; i++)
    {
      const struct ptxemu_insn *in = &prog.insns[i];
      if (in->op == PTXEMU_LABEL)
	{
	  basic_block l = label_block (&e, in->mode);
	  emit_pending (&e);
	  link (e.bb, l);
	  e.bb = l;
	  continue;
	}
      /* The guard is read first: the instruction may write it.  */
      tree g = in->has_guard ? read_arg (&e, &in->guard, 0) : NULL_TREE;
      if (in->op == PTXEMU_BRA)
	{
	  basic_block l = label_block (&e, in->mode);
	  basic_block next = new_block (&e);
	  if (g)
	    branch_on (&e, g, l, next);
	  else
	    {
	      emit_pending (&e);
	      link (e.bb, l);
	    }
	  e.bb = next;
	  continue;
	}
      /* A guarded memory instruction runs only if its guard holds: it
	 may not touch memory otherwise.  */
      basic_block join = NULL;
      if (g && e.blocks
	  && (in->op == PTXEMU_LD || in->op == PTXEMU_ST
	      || in->op == PTXEMU_ATOM || in->op == PTXEMU_RED))
	{
	  basic_block body = new_block (&e);
	  join = new_block (&e);
	  branch_on (&e, g, body, join);
	  e.bb = body;
	  g = NULL_TREE;
	}
      e.cc_next = e.dest2 = NULL_TREE;
      tree v = compute (&e, in);
      auto put = [&] (const struct ptxemu_arg *a, tree val, unsigned bits) {
	val = gimple_convert (&e.seq, loc, int_type (bits), val);
	if (g)
	  val = gimple_build (&e.seq, loc, COND_EXPR, int_type (bits), g, val,
			      read_arg (&e, a, bits));
	write_arg (&e, a, val);
      };
      unsigned db = dest_bits (in);
      if (in->op == PTXEMU_UNPACK)
	for (unsigned k = 0; k + 1 < in->nargs; k++)
	  put (&in->args[k], e.parts[k], db);
      else if (in->op == PTXEMU_LD)
	for (unsigned k = 0; k < in->nargs; k++)
	  put (&in->args[k], e.parts[k], db);
      else if (v)
	put (&in->args[0], v, db);
      if (in->has_dest2)
	put (&in->dest2, e.dest2 ? e.dest2 : boolean_true_node, 0);
      if (in->cc_out)
	store_slot (&e, &e.cc,
		    g ? gimple_build (&e.seq, loc, COND_EXPR, int_type (32), g,
				      e.cc_next, load_slot (&e, e.cc))
		    : e.cc_next);
      if (join)
	{
	  emit_pending (&e);
	  link (e.bb, join);
	  e.bb = join;
	}
    }

  /* The outputs, in the variables' own types.  */
  for (unsigned n = 0; n < e.rec->nops; n++)
    if (e.rec->out[n] >= 0)
      {
	tree lhs = TREE_VALUE (gimple_asm_output_op (stmt, e.rec->out[n]));
	tree v = e.user[n] ? load_slot (&e, e.user[n])
		 : build_zero_cst (int_type (e.rec->bits[n]));
	if (e.rec->bits[n] == 128)
	  {
	    /* "q": the high half to the next output.  */
	    tree hl = TREE_VALUE (gimple_asm_output_op (stmt,
							 e.rec->out[n] + 1));
	    tree hi = gimple_build (&e.seq, loc, RSHIFT_EXPR, int_type (128), v,
				    build_int_cst (unsigned_type_node, 64));
	    gassign *gh = gimple_build_assign (hl, from_register
					       (&e, gimple_convert
						(&e.seq, loc, int_type (64), hi),
						TREE_TYPE (hl)));
	    gimple_set_location (gh, loc);
	    gimple_seq_add_stmt (&e.seq, gh);
	    v = gimple_convert (&e.seq, loc, int_type (64), v);
	  }
	v = from_register (&e, v, TREE_TYPE (lhs));
	gassign *g = gimple_build_assign (lhs, v);
	gimple_set_location (g, loc);
	gimple_seq_add_stmt (&e.seq, g);
      }
  ptxemu_free (&prog);

  /* The statement's promises: its place becomes a barrier (below),
     the emulation on one side of it; with a memory clobber a second
     barrier on the other side.  */
  bool memory = gimple_asm_clobbers_memory_p (stmt);
  if (memory && e.blocks)
    gimple_seq_add_stmt (&e.seq, host_barrier (stmt, true));
  else if (memory)
    {
      gimple_seq before = gimple_seq_alloc_with_stmt (host_barrier (stmt,
								    true));
      gimple_seq_add_seq (&before, e.seq);
      e.seq = before;
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  if (e.blocks)
    {
      /* The outputs are read at the start of REST.  */
      link (e.bb, e.rest);
      gimple_stmt_iterator gr = gsi_after_labels (e.rest);
      gsi_insert_seq_before (&gr, e.seq, GSI_SAME_STMT);
      free_dominance_info (CDI_DOMINATORS);
      free_dominance_info (CDI_POST_DOMINATORS);
    }
  else
    gsi_insert_seq_before (&gsi, e.seq, GSI_SAME_STMT);
  if (gimple_vdef (stmt))
    unlink_stmt_vdef (stmt);
  /* The stores to outputs in memory get their virtual operands when
     the host pass renames them (TODO_update_ssa_only_virtuals).  In the
     statement's place: the barrier that keeps its promises
     (host_barrier), or nothing.  */
  if (memory || gimple_asm_volatile_p (stmt))
    gsi_replace (&gsi, host_barrier (stmt, memory), false);
  else
    gsi_remove (&gsi, true);
  return true;
}
