/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
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
   statement outside the supported set stays a trap, and a warning says
   which instruction and why (-fplugin-arg-ptxasm-warn-host-fallback=no
   leaves it out).  Under -flto the host code is compiled again by
   lto1, where the device pass never ran: the record goes along in the
   statement as a PTX comment (ptxemu_record_encode).  */

#include "emulate.h"
#include "ptxrt.h"
static hash_map<nofree_string_hash, emu_record *> *records;

/* Operand N's width for ptxemu_read (0: not emulated), and its GCC
   output and input numbers, from its LETTER and place TOP.  */
static void
emu_letters (char letter, const struct ptxasm_tmpl_op *top, bool output,
	     bool inout, unsigned nout, int *bits, int *out, int *in)
{
  /* The register's width from constraint.c's table (h 16, r and f 32,
     l and d 64); -1 for an immediate; 0 for the rest.  */
  const struct ptxasm_letter *l = ptxasm_letter_lookup (letter);
  *bits = (!l ? 0 : l->klass == PTXASM_CLASS_IMM ? -1
	   : l->klass == PTXASM_CLASS_REG && l->size < 16 ? (int) l->size * 8
	   : 0);
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
ptxasm_emulate_record (gasm *stmt, const char *text, unsigned lanes,
		       unsigned nops, const struct ptxasm_tmpl_op *tops,
		       const bool *output, const bool *inout,
		       const char *letters)
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
      char *c = ptxemu_record_encode (text, lanes, nops, bits.address (),
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
  r->lanes = lanes;
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
  unsigned lanes;
  size_t nops;
  int *bits, *out, *in;
  if (!ptxemu_record_decode (s, &t, &lanes, &nops, &bits, &out, &in))
    return NULL;
  emu_record *r = XNEW (emu_record);
  r->text = xstrdup (t);
  r->lanes = lanes;
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

/* A call that stops the program for the trap, exit or brkpt IN of the
   statement at LOC, saying where and which (GOMP_error, as the host
   fallback's trap does: host.cc), or __builtin_trap.  */
static gcall *
stop_call (location_t loc, const struct ptxemu_insn *in)
{
  static const char *const names[] = { "trap", "exit", "brkpt" };
  gcall *call;
  if (builtin_decl_explicit_p (BUILT_IN_GOMP_ERROR))
    {
      char *msg = xasprintf ("the inline PTX ran '%s' in the host "
			     "fallback", names[in->mode < 3 ? in->mode : 0]);
      tree s = ptxasm_located_string (loc, msg);
      free (msg);
      call = gimple_build_call (builtin_decl_explicit (BUILT_IN_GOMP_ERROR),
				2, s, build_int_cst (size_type_node, -1));
    }
  else
    call = gimple_build_call (builtin_decl_explicit (BUILT_IN_TRAP), 0);
  gimple_set_location (call, loc);
  ptxasm_call_set_ctrl_altering (call, true);
  return call;
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
  for (size_t i = 0; i < prog->ninsns; i++)
    if (prog->insns[i].op == PTXEMU_CVT && prog->insns[i].sat
	&& !prog->insns[i].type.is_float && !prog->insns[i].dtype.is_float
	&& !targetm.scalar_mode_supported_p (TImode))
      return "cvt.sat between integers needs 128-bit integers on the host";
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

/* Is STMT a copy of a statement of a loop cut at its warp instructions,
   whose last inputs say its phase (ptxasm.h)?  */
static bool
fission_copy_p (gasm *stmt)
{
  unsigned n = gimple_asm_ninputs (stmt);
  if (n < PTXASM_FISSION_INPUTS)
    return false;
  tree mark = TREE_VALUE (gimple_asm_input_op (stmt,
					       n - PTXASM_FISSION_INPUTS));
  return (TREE_CODE (mark) == INTEGER_CST && tree_fits_uhwi_p (mark)
	  && tree_to_uhwi (mark) == PTXASM_FISSION_MARK);
}

/* Whether STMT's host copy can be emulated: its record into *SLOT and
   its program into *PROG; else, unless QUIET, a warning that it stops
   the program (and false).  */
static bool
emulable_p (gasm *stmt, emu_record ***slot_out, struct ptxemu_prog *prog,
	    bool quiet = false)
{
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
	ok = ptxemu_read ((*slot)->text, (*slot)->nops, (*slot)->bits, prog,
			  &why);
      if (ok && (why_not = host_lacks (prog, *slot)) != NULL)
	ok = false;
    }
  if (!ok)
    {
      if (!ptxasm_opts.no_warn_host_fallback && !quiet)
	warning_at (loc, 0, "the host fallback of this %<asm%> stops the "
		    "program: %s", why ? why : why_not);
      free (why);
      ptxemu_free (prog);
      return false;
    }
  /* OpenACC code outside a vector loop runs its warp instructions on a
     warp of one active lane, on the GPU (GCC's worker- and vector-single
     modes) as on the host; with -fplugin-arg-ptxasm-warn-host-fallback a
     warning says so.  (Vector loops and simd loops run in lockstep,
     lockstep-oacc.cc and lockstep.cc; a loop they refuse has a warning
     of its own.)  */
  if (ptxasm_opts.warn_host_fallback && (*slot)->lanes == 1 && !quiet
      && !ptxasm_lockstep_body_p (current_function_decl)
      && !fission_copy_p (stmt))
    for (size_t i = 0; i < prog->ninsns; i++)
      {
	enum ptxemu_op op = prog->insns[i].op;
	if (op == PTXEMU_SHFL || op == PTXEMU_VOTE || op == PTXEMU_MATCH_ANY
	    || op == PTXEMU_MATCH_ALL || op == PTXEMU_REDUX
	    || op == PTXEMU_ACTIVEMASK || op == PTXEMU_ELECT)
	  {
	    warning_at (loc, 0, "the host fallback of this %<asm%> runs its "
			"warp instructions on a warp of one active lane, as "
			"the GPU runs OpenACC code outside a vector loop");
	    break;
	  }
    }
  *slot_out = slot;
  return true;
}

/* Begin E: its blocks if it needs them (every register 0 at the
   start), and its statement's inputs in registers.  */
static void
read_inputs (emulation *e)
{
  basic_block bb0 = gimple_bb (e->stmt);
  if (e->blocks)
    {
      /* BB0 ... STMT | the program's blocks | REST.  */
      edge sp = split_block (bb0, e->stmt);
      e->rest = sp->dest;
      remove_edge (sp);
      e->bb = bb0;
      basic_block first = new_block (e);
      link_blocks (bb0, first);
      e->bb = first;
      e->labels.safe_grow_cleared (e->prog->nlabels);
      if (current_loops)
	loops_state_set (LOOPS_NEED_FIXUP);
      /* Every register starts as 0: the program may read one on a path
	 that did not set it.  */
      for (size_t r = 0; r < e->prog->nregs; r++)
	store_slot (e, &e->reg[r],
		    build_zero_cst (int_type (e->prog->regs[r].bits)));
      for (unsigned n = 0; n < e->rec->nops; n++)
	if (e->rec->bits[n] > 0)
	  store_slot (e, &e->user[n],
		      build_zero_cst (int_type (e->rec->bits[n])));
    }
  for (unsigned n = 0; n < e->rec->nops; n++)
    if (e->rec->bits[n] == 128 && e->rec->in[n] >= 0)
      {
	/* "q": the low half, then the high one.  */
	tree u128 = int_type (128);
	tree lo = gimple_convert (&e->seq, e->loc, u128,
				  gimple_convert (&e->seq, e->loc, int_type (64),
						  TREE_VALUE (gimple_asm_input_op
							      (e->stmt,
							       e->rec->in[n]))));
	tree hi = gimple_convert (&e->seq, e->loc, u128,
				  gimple_convert (&e->seq, e->loc, int_type (64),
						  TREE_VALUE (gimple_asm_input_op
							      (e->stmt,
							       e->rec->in[n]
							       + 1))));
	hi = gimple_build (&e->seq, e->loc, LSHIFT_EXPR, u128, hi,
			   build_int_cst (unsigned_type_node, 64));
	store_slot (e, &e->user[n],
		    gimple_build (&e->seq, e->loc, BIT_IOR_EXPR, u128, hi, lo));
      }
    else if (e->rec->bits[n] > 0 && e->rec->in[n] >= 0)
      store_slot (e, &e->user[n],
		  to_register (e, TREE_VALUE (gimple_asm_input_op
					       (e->stmt, e->rec->in[n])),
			       e->rec->bits[n]));
  store_slot (e, &e->cc, build_zero_cst (int_type (32)));
}

/* The value of instruction IN, computed by its family's handler
   (enum ptxemu_family).  */
static tree
compute (emulation *e, const struct ptxemu_insn *in)
{
  typedef tree (*handler) (emulation *, const struct ptxemu_insn *);
  static const handler families[] = {
    compute_int, compute_float, compute_small, compute_memory, NULL,
    compute_warp
  };
  gcc_checking_assert (in->family < ARRAY_SIZE (families)
		       && families[in->family]);
  return families[in->family] (e, in);
}

/* Build the host code of instruction IN of E's program.  */
static void
emit_insn (emulation *e, const struct ptxemu_insn *in)
{
  if (in->op == PTXEMU_LABEL)
    {
      basic_block l = label_block (e, in->mode);
      emit_pending (e);
      link_blocks (e->bb, l);
      e->bb = l;
      return;
    }
  /* The guard is read first: the instruction may write it.  */
  tree g = in->has_guard ? read_arg (e, &in->guard) : NULL_TREE;
  if (in->op == PTXEMU_BRA)
    {
      basic_block l = label_block (e, in->mode);
      basic_block next = new_block (e);
      if (g)
	branch_on (e, g, l, next);
      else
	{
	  emit_pending (e);
	  link_blocks (e->bb, l);
	}
      e->bb = next;
      return;
    }
  if (in->op == PTXEMU_TRAP)
    {
      /* trap, exit, brkpt: the program stops when one runs (nvcc's
	 assert, "@p trap;", when its guard holds), on a path of its
	 own that ends there.  */
      basic_block stop = new_block (e);
      basic_block next = new_block (e);
      if (g)
	branch_on (e, g, stop, next);
      else
	{
	  emit_pending (e);
	  link_blocks (e->bb, stop);
	}
      gcall *call = stop_call (e->loc, in);
      gimple_stmt_iterator gsi = gsi_start_bb (stop);
      gsi_insert_after (&gsi, call, GSI_NEW_STMT);
      e->bb = next;
      return;
    }
  if (in->op == PTXEMU_BAR)
    {
      named_barrier (e, in);
      return;
    }
  /* A guarded memory instruction runs only if its guard holds: it
     may not touch memory otherwise.  */
  basic_block join = NULL;
  if (g && e->blocks
      && (in->op == PTXEMU_LD || in->op == PTXEMU_ST
	  || in->op == PTXEMU_ATOM || in->op == PTXEMU_RED
	  || in->op == PTXEMU_CP_ASYNC))
    {
      basic_block body = new_block (e);
      join = new_block (e);
      branch_on (e, g, body, join);
      e->bb = body;
      g = NULL_TREE;
    }
  e->cc_next = e->dest2 = NULL_TREE;
  e->guard = g;
  tree v = warp_value (e, in, compute (e, in));
  /* Each destination as wide as ptxemu.c read it.  */
  auto put = [&] (const struct ptxemu_arg *a, tree val) {
    tree type = int_type (a->bits);
    val = gimple_convert (&e->seq, e->loc, type, val);
    if (g)
      val = gimple_build (&e->seq, e->loc, COND_EXPR, type, g, val,
			  read_arg (e, a));
    write_arg (e, a, val);
  };
  if (in->op == PTXEMU_UNPACK)
    for (unsigned k = 0; k + 1 < in->nargs; k++)
      put (&in->args[k], e->parts[k]);
  else if (in->op == PTXEMU_LD)
    for (unsigned k = 0; k < in->nargs; k++)
      put (&in->args[k], e->parts[k]);
  else if (in->op == PTXEMU_MMA
	   || (in->op == PTXEMU_MATRIX
	       && PTXRT_MATRIX_WHICH (in->mode) == PTXRT_MATRIX_LD))
    for (unsigned k = 0; k < in->vec[0]; k++)
      put (&in->args[k], e->parts[k]);
  else if (v)
    put (&in->args[0], v);
  if (in->has_dest2)
    put (&in->dest2, e->dest2 ? e->dest2 : boolean_true_node);
  if (in->cc_out)
    store_slot (e, &e->cc,
		g ? gimple_build (&e->seq, e->loc, COND_EXPR, int_type (32), g,
				  e->cc_next, load_slot (e, e->cc))
		: e->cc_next);
  if (join)
    {
      emit_pending (e);
      link_blocks (e->bb, join);
      e->bb = join;
    }
}

/* Assign E's statement's outputs, in the variables' own types.  */
static void
write_outputs (emulation *e)
{
  for (unsigned n = 0; n < e->rec->nops; n++)
    if (e->rec->out[n] >= 0)
      {
	tree lhs = TREE_VALUE (gimple_asm_output_op (e->stmt, e->rec->out[n]));
	tree v = e->user[n] ? load_slot (e, e->user[n])
		 : build_zero_cst (int_type (e->rec->bits[n]));
	if (e->rec->bits[n] == 128)
	  {
	    /* "q": the high half to the next output.  */
	    tree hl = TREE_VALUE (gimple_asm_output_op (e->stmt,
							 e->rec->out[n] + 1));
	    tree hi = gimple_build (&e->seq, e->loc, RSHIFT_EXPR, int_type (128), v,
				    build_int_cst (unsigned_type_node, 64));
	    gassign *gh = gimple_build_assign (hl, from_register
					       (e, gimple_convert
						(&e->seq, e->loc, int_type (64), hi),
						TREE_TYPE (hl)));
	    gimple_set_location (gh, e->loc);
	    gimple_seq_add_stmt (&e->seq, gh);
	    v = gimple_convert (&e->seq, e->loc, int_type (64), v);
	  }
	v = from_register (e, v, TREE_TYPE (lhs));
	gassign *g = gimple_build_assign (lhs, v);
	gimple_set_location (g, e->loc);
	gimple_seq_add_stmt (&e->seq, g);
      }
}

/* Put E's host code in its statement's place, which keeps the
   statement's promises.  */
static void
put_in_place (emulation *e)
{
  /* The statement's promises: its place becomes a barrier (below),
     the emulation on one side of it; with a memory clobber a second
     barrier on the other side.  */
  bool memory = gimple_asm_clobbers_memory_p (e->stmt);
  if (memory && e->blocks)
    gimple_seq_add_stmt (&e->seq, host_barrier (e->stmt, true));
  else if (memory)
    {
      gimple_seq before = gimple_seq_alloc_with_stmt (host_barrier (e->stmt,
								    true));
      gimple_seq_add_seq (&before, e->seq);
      e->seq = before;
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (e->stmt);
  if (e->blocks)
    {
      /* The outputs are read at the start of REST.  */
      link_blocks (e->bb, e->rest);
      gimple_stmt_iterator gr = gsi_after_labels (e->rest);
      gsi_insert_seq_before (&gr, e->seq, GSI_SAME_STMT);
      free_dominance_info (CDI_DOMINATORS);
      free_dominance_info (CDI_POST_DOMINATORS);
    }
  else
    gsi_insert_seq_before (&gsi, e->seq, GSI_SAME_STMT);
  if (gimple_vdef (e->stmt))
    unlink_stmt_vdef (e->stmt);
  /* The stores to outputs in memory get their virtual operands when
     the host pass renames them (TODO_update_ssa_only_virtuals).  In the
     statement's place: the barrier that keeps its promises
     (host_barrier), or nothing.  A copy of a statement in a loop cut at
     its warp instructions keeps no volatile promise of its own: the
     copies run in the lanes' loops, which the barrier would keep from
     running lanes together.  */
  if (memory || (gimple_asm_volatile_p (e->stmt) && e->fission.phase < 0))
    gsi_replace (&gsi, host_barrier (e->stmt, memory), false);
  else
    gsi_remove (&gsi, true);
}

/* The phase of STMT, a statement of a simd loop cut at its warp
   instructions, from its last inputs (ptxasm.h), into E->fission.  */
static void
read_fission (emulation *e)
{
  e->fission.phase = -1;
  e->fission.k = 0;
  e->fission.uniform = 0;
  unsigned n = gimple_asm_ninputs (e->stmt);
  if (n < PTXASM_FISSION_INPUTS)
    return;
  n -= PTXASM_FISSION_INPUTS;
  tree phase = TREE_VALUE (gimple_asm_input_op (e->stmt, n + 1));
  if (!fission_copy_p (e->stmt) || !tree_fits_shwi_p (phase))
    return;
  tree uniform = TREE_VALUE (gimple_asm_input_op (e->stmt, n + 5));
  e->fission.phase = (int) tree_to_shwi (phase);
  e->fission.lane = TREE_VALUE (gimple_asm_input_op (e->stmt, n + 2));
  e->fission.blocks = TREE_VALUE (gimple_asm_input_op (e->stmt, n + 3));
  e->fission.nlanes = TREE_VALUE (gimple_asm_input_op (e->stmt, n + 4));
  e->fission.uniform = tree_fits_uhwi_p (uniform) ? tree_to_uhwi (uniform)
		       : 0;
}

int
ptxasm_emulate_warp_calls (gasm *stmt, unsigned HOST_WIDE_INT uniform,
			   unsigned HOST_WIDE_INT *local)
{
  if (ptxasm_opts.host_fallback != PTXASM_FALLBACK_EMULATE || !records)
    return -1;
  struct ptxemu_prog prog;
  memset (&prog, 0, sizeof prog);
  emu_record **slot;
  if (!emulable_p (stmt, &slot, &prog, true))
    return -1;
  int n = prog.needs_blocks ? -1 : warp_calls (&prog, *slot, uniform, local);
  ptxemu_free (&prog);
  return n;
}

/* STMT, if it stands for the library's computation of a warp
   instruction of a cut loop (ptxasm.h's PTXASM_FISSION_WARP_TEXT),
   replaced by its call: true.  */
static bool
warp_call (gasm *stmt)
{
  if (strcmp (gimple_asm_string (stmt), PTXASM_FISSION_WARP_TEXT) != 0
      || gimple_asm_ninputs (stmt) != 2)
    return false;
  gcall *call = gimple_build_call (ptxasm_runtime_fn (PTXASM_RT_WARP), 2,
				   TREE_VALUE (gimple_asm_input_op (stmt, 0)),
				   TREE_VALUE (gimple_asm_input_op (stmt, 1)));
  gimple_set_location (call, gimple_location (stmt));
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gsi_replace (&gsi, call, false);
  return true;
}

bool
ptxasm_emulate (gasm *stmt)
{
  if (ptxasm_opts.host_fallback != PTXASM_FALLBACK_EMULATE)
    return false;
  if (warp_call (stmt))
    return true;
  location_t loc = gimple_location (stmt);
  struct ptxemu_prog prog;
  memset (&prog, 0, sizeof prog);
  emu_record **slot;
  if (!emulable_p (stmt, &slot, &prog))
    return false;

  emulation e;
  e.seq = NULL;
  e.loc = loc;
  e.stmt = stmt;
  e.rec = *slot;
  e.prog = &prog;
  e.user.safe_grow_cleared (e.rec->nops);
  e.reg.safe_grow_cleared (prog.nregs);
  e.vars.safe_grow_cleared (prog.nvars);
  e.blocks = prog.needs_blocks;
  e.cc = NULL_TREE;
  read_fission (&e);
  read_inputs (&e);
  for (size_t i = 0; i < prog.ninsns; i++)
    emit_insn (&e, &prog.insns[i]);
  write_outputs (&e);
  ptxemu_free (&prog);
  put_in_place (&e);
  return true;
}

/* Keep the emulator's trees alive (plugin NAME).  */
void
ptxasm_register_emulate (const char *name)
{
  register_space_roots (name);
  register_memory_roots (name);
}
