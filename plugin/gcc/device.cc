/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* device.cc -- prepare every asm statement of offloaded code for nvptx.

   A GIMPLE pass placed before "ssa": it runs on each function after
   OpenMP/OpenACC expansion has outlined the target regions, and before
   the offload IR is streamed to the nvptx compiler (which does not load
   the plugin).  For each asm statement of an offloaded function it

     - checks the statement against nvcc's rules (constraint.c),
     - rewrites the constraints to those GCC's nvptx back end knows
       ("r" for every register letter, "n" for immediates),
     - rewrites the template into GCC's syntax (template.c), passing
       h/r/l operands through .b16/.b32/.b64 registers as nvcc does,
     - marks it (a bit of the statement that source cannot set,
       gcc-compat.h), so that the host pass can keep it from the host
       assembler.

   A statement whose template holds no PTX (empty, or white space and
   comments) and whose constraints are GCC's is GCC's compiler barrier,
   not nvcc's PTX: it is left as GCC makes it (gcc_barrier_p).  For the
   others, process_asm takes one statement through the steps, in order:
   check_statement, then for a basic asm rewrite_basic; check_clobbers
   and the bit-field operands (bitfield.cc); for an asm without operands
   rewrite_without_operands; else find_user_operands, check_operands,
   check_template, choose_exec, count_gcc_operands, and split_large
   (split.cc) or build_operands, add_inout_inputs, replace_statement.

   Errors are reported at the asm statement, located and explained by
   diag.cc; the statement is then left alone (compilation stops before
   code generation).  Checks that do not depend on each other all run
   (the target's features and the clobbers, the operands and the
   template), and a statement stopped before the scan of its braces is
   scanned as written: every mistake of a file in one compile.  */

#include "ptxasm.h"
#include "gimple-walk.h"
#include "constraint.h"
#include "template.h"
#include "diag.h"
#include "ptxfeature.h"
#include "ptxtarget.h"
#include "buf.h"
#include "lex.h"

/* GCC's limit on the operands of one asm (MAX_RECOG_OPERANDS); "+"
   operands count twice once split.  A statement with more becomes
   several (split.cc).  */
static const unsigned max_asm_operands = PTXASM_SPLIT_MAX;

/* Everything the driver learns about one operand of the user's asm.  */
struct operand
{
  tree op;			/* the TREE_LIST of the GIMPLE operand */
  bool output;
  struct ptxasm_constraint cons;
  struct ptxasm_tmpl_op tmpl;
  tree lo, hi;			/* "q" output: the temporaries of its halves */
};

/* Is VAL a reference that GCC reads as bits of its container: a field
   with DECL_BIT_FIELD?  (bitfield.cc's bit_field_ref_p asks of the
   declared type, DECL_BIT_FIELD_TYPE; a bit-field that fills an aligned
   mode, whose DECL_BIT_FIELD layout cleared, is caught here by its
   type: ptxasm_bit_field_type_p.)  */
static bool
packed_field_ref_p (tree val)
{
  return (TREE_CODE (val) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (val, 1)));
}

static bool
long_double_p (tree type)
{
  return (TREE_CODE (type) == REAL_TYPE
	  && TYPE_MAIN_VARIANT (type) == long_double_type_node
	  && TYPE_PRECISION (long_double_type_node)
	     != TYPE_PRECISION (double_type_node));
}

/* Report constraint error E of operand N.  */
static void
constraint_error (operand_loc loc, unsigned n, const char *cons,
		  enum ptxasm_cerr e, char bad)
{
  switch (e)
    {
    case PTXASM_CERR_UNKNOWN:
      error_at (loc, "asm constraint letter %qc is not allowed in offloaded "
		"code (operand %u, %qs); the letters are h r l q f d n C",
		bad, n, cons);
      break;
    case PTXASM_CERR_MULTIPLE:
      error_at (loc, "an asm operand may specify only one constraint "
		"letter in offloaded code (operand %u, %qs)", n, cons);
      break;
    default:
      error_at (loc, "%s (asm operand %u, %qs)", ptxasm_cerr_message (e),
		n, cons);
      break;
    }
  ptxasm_diag_constraint_hint (n, cons, e);
}

static void
size_mismatch (operand_loc loc, unsigned n, const struct ptxasm_type *t,
	       const struct ptxasm_letter *letter)
{
  error_at (loc, "asm operand type size(%lu) does not match type/size "
	    "implied by constraint %<%c%> (operand %u)", t->size,
	    letter->letter, n);
  ptxasm_diag_type_hint (n, letter);
}

/* Check the resolution that cstring.cc recorded for "C" operand N.  */
static bool
check_cstring (operand_loc loc, unsigned n, struct operand *opd)
{
  enum ptxasm_cstr_status status;
  const char *payload = "";
  size_t len = 0;
  if (!ptxasm_cstr_lookup (opd->op, &status, &payload, &len))
    status = PTXASM_CSTR_NOT_CONSTANT;
  /* "NAME\0TYPE" for the statuses that name a variable.  */
  const char *type = (status == PTXASM_CSTR_BAD_TYPE
		      ? payload + strlen (payload) + 1 : "");
  switch (status)
    {
    case PTXASM_CSTR_OK_INSIDE:
      warning_at (loc, 0, "the expression for the %<C%> constraint points "
		  "into its array, not at its start; the whole text of the "
		  "array is pasted, as nvcc does (operand %u)", n);
      /* Fall through.  */
    case PTXASM_CSTR_OK:
      opd->tmpl.how = PTXASM_OP_PASTE;
      opd->tmpl.paste = payload;
      opd->tmpl.paste_len = len;
      return true;
    case PTXASM_CSTR_NOT_CONSTANT:
      error_at (loc, "the expression for the %<C%> constraint could not be "
		"folded, ensure that it is a constant expression (operand "
		"%u)", n);
      break;
    case PTXASM_CSTR_BAD_TYPE:
      error_at (loc, "the expression for the %<C%> constraint evaluated to "
		"the address of a variable (%qs) with unsupported type (%qs) "
		"(expected variable to have type %<array of const char%>) "
		"(operand %u)", payload, type, n);
      break;
    case PTXASM_CSTR_CLASS_MEMBER:
      error_at (loc, "the expression for the %<C%> constraint evaluated to "
		"the address of a static class member variable (%qs) that "
		"was not initialized at the point of declaration in the "
		"class (operand %u)", payload, n);
      break;
    case PTXASM_CSTR_NO_INIT:
      error_at (loc, "the expression for the %<C%> constraint evaluated to "
		"the address of a variable (%qs) without constant "
		"initialization (operand %u)", payload, n);
      break;
    }
  ptxasm_diag_cstring_hint (n, status,
			    status == PTXASM_CSTR_NOT_CONSTANT ? NULL : payload);
  return false;
}

/* The error for operand N of TYPE, a struct, union, array, complex or
   vector: nvcc's words, and for a struct or union of a register's size
   what CUDA code means by it (its bits, as an integer of that size, as
   the "r"(*(uint32_t *) &h2) idiom passes a half2).  */
static void
scalar_type_error (operand_loc loc, unsigned n, tree type)
{
  if ((TREE_CODE (type) == RECORD_TYPE || TREE_CODE (type) == UNION_TYPE)
      && tree_fits_uhwi_p (TYPE_SIZE_UNIT (type)))
    {
      unsigned HOST_WIDE_INT size = tree_to_uhwi (TYPE_SIZE_UNIT (type));
      const char *what = TREE_CODE (type) == RECORD_TYPE ? "struct" : "union";
      const char *ctype;
      if (char letter = ptxasm_integer_letter (size, &ctype))
	error_at (loc, "an asm operand must have scalar type (operand %u): "
		  "pass the bits of this %wu-byte %s as %<unsigned %s%> "
		  "with %<\"%c\"%> (copy them with memcpy or a union)",
		  n, size, what, ctype, letter);
      else
	error_at (loc, "an asm operand must have scalar type (operand %u): "
		  "pass the %s's fields as operands of their own", n, what);
      return;
    }
  error_at (loc, "an asm operand must have scalar type (operand %u)", n);
}

/* Check operand N (OPD) against nvcc's rules.  */
static bool
check_operand (operand_loc loc, unsigned n, struct operand *opd,
	       const char *cons)
{
  char bad;
  enum ptxasm_cerr e = ptxasm_parse_constraint (cons, opd->output,
						&opd->cons, &bad);
  if (e != PTXASM_COK)
    {
      constraint_error (loc, n, cons, e, bad);
      return false;
    }

  tree val = TREE_VALUE (opd->op);
  tree type = TREE_TYPE (val);
  const struct ptxasm_letter *letter = opd->cons.letter;
  struct ptxasm_type t;
  classify_type (type, &t);

  if (packed_field_ref_p (val)
      || ((TREE_CODE (type) == INTEGER_TYPE
	   || TREE_CODE (type) == ENUMERAL_TYPE)
	  && ptxasm_bit_field_type_p (TYPE_MAIN_VARIANT (type))))
    {
      error_at (loc, "asm operand %u is a bit-field, which offloaded asm "
		"cannot take; copy it to a variable of its type", n);
      return false;
    }
  if (t.kind == PTXASM_KIND_AGGREGATE || t.kind == PTXASM_KIND_OTHER)
    {
      scalar_type_error (loc, n, type);
      return false;
    }
  if (long_double_p (type))
    {
      error_at (loc, "asm operand %u has type %<long double%>, which "
		"offloaded code cannot use: GCC's nvptx compiler has no "
		"80-bit floating type; use %<double%> with the %<d%> "
		"constraint", n);
      return false;
    }

  switch (letter->klass)
    {
    case PTXASM_CLASS_IMM:
      if (TREE_CODE (val) != INTEGER_CST
	  || !(t.kind & (PTXASM_KIND_INTEGER | PTXASM_KIND_ENUM
			 | PTXASM_KIND_CHAR | PTXASM_KIND_BOOL)))
	{
	  error_at (loc, "an asm operand must be an integral constant "
		    "expression (operand %u, constraint %<n%>)", n);
	  ptxasm_diag_constant_hint (n);
	  return false;
	}
      return true;

    case PTXASM_CLASS_STRING:
      if (t.kind != PTXASM_KIND_POINTER)
	{
	  size_mismatch (loc, n, &t, letter);
	  return false;
	}
      return check_cstring (loc, n, opd);

    case PTXASM_CLASS_REG:
      if (!ptxasm_type_fits (letter, &t))
	{
	  size_mismatch (loc, n, &t, letter);
	  return false;
	}
      if (letter->letter == 'q' && !ptxasm_q_supported ())
	{
	  unsigned maj, min;
	  char have[8];
	  ptxasm_effective_target (NULL, &maj, &min);
	  ptx_version_str (PTX_VERSION (maj, min), have);
	  error_at (loc, "the %<q%> constraint (asm operand %u) needs a "
		    "128-bit PTX register, which needs PTX ISA 8.3, not %s; "
		    "compile with %<-fplugin-arg-ptxasm-ptx=8.3%> (or later)",
		    n, have);
	  return false;
	}
      return true;
    }
  return true;
}

/* Operand OP (a TREE_LIST of the user's asm) with constraint S, its
   name kept.  */
static tree
make_constraint (tree op, const char *s)
{
  tree purpose = TREE_PURPOSE (op);
  return build_tree_list (build_tree_list (TREE_PURPOSE (purpose),
					   build_string (strlen (s) + 1, s)),
			  TREE_VALUE (op));
}

/* nvptx knows no register names: only "memory" may be clobbered.  */
static bool
check_clobbers (location_t, gasm *stmt)
{
  bool ok = true;
  for (unsigned i = 0; i < gimple_asm_nclobbers (stmt); i++)
    {
      clobber_loc loc (stmt, i);
      const char *c = TREE_STRING_POINTER (TREE_VALUE (gimple_asm_clobber_op
							(stmt, i)));
      if (strcmp (c, "memory") == 0)
	continue;
      if (strcmp (c, "cc") == 0)
	error_at (loc, "the %<cc%> clobber is not supported in offloaded "
		  "code");
      else
	error_at (loc, "unknown register name %qs in %<asm%> in offloaded "
		  "code; only %<memory%> may be clobbered", c);
      ok = false;
    }
  return ok;
}

/* Give STMT the marked text S (malloc'd by template.c, freed here).  */
static void
set_text (gasm *stmt, char *s)
{
  if (!s)
    {
      error_at (gimple_location (stmt),
		"out of memory rewriting %<asm%> template");
      return;
    }
  stmt->string = ggc_strdup (s);
  free (s);
  ptxasm_asm_set_prepared (stmt);
  ptxasm_marked_any = true;
  ptxasm_verify_add (stmt, 0, NULL);
}

/* OPD (a register operand) reaches the template through a register of
   its letter's PTX type, copied in if it is an input, out if an output.  */
static void
shim_operand (struct operand *opd)
{
  const struct ptxasm_letter *letter = opd->cons.letter;
  opd->tmpl.how = PTXASM_OP_SHIM;
  opd->tmpl.shim_type = letter->ptx_reg_type;
  opd->tmpl.shim_copy = letter->ptx_copy;
  opd->tmpl.output = opd->output;
  opd->tmpl.input = !opd->output || opd->cons.inout;
}

/* The text GCC would print for the "n" operand VAL: its value as a
   constant of its type's mode, in decimal.  GGC-allocated.  */
static const char *
immediate_text (tree val)
{
  tree type = TREE_TYPE (val);
  unsigned prec = GET_MODE_PRECISION (SCALAR_INT_TYPE_MODE (type));
  char buf[WIDE_INT_PRINT_BUFFER_SIZE];
  print_dec (wi::sext (wi::to_wide (val), prec), buf, SIGNED);
  return ggc_strdup (buf);
}

/* How the lanes of a warp run the asm statement TEXT ("C" operands
   pasted) of the function being compiled (enum ptxasm_exec).  GCC's
   nvptx OpenMP (-muniform-simt) runs an OpenMP thread outside simd code
   as a whole warp and has its own atomics done by a master lane;
   the statement follows the same rule, unless
     - lanes=all was asked for,
     - the code is OpenACC's (no OpenMP, or an OpenACC function): GCC
       neuters its worker- and vector-single code itself,
     - the text's braces reach other statements, or it is an asm goto
       (the other lanes could not skip the text, or would not branch),
     - it is in the SIMT region of a simd loop (simt.cc), where every
       lane is its own master,
     - it only computes, or reads memory that the warp shares or
       special registers whose value is the warp's (ptx_warp_uniform):
       outside simd code every lane has the same inputs (GCC keeps an
       OpenMP thread's values uniform), so every lane gets the same
       outputs, as with GCC's own loads,
     - it names a register it does not declare, one that other
       statements share (ptx_self_contained): every lane must keep its
       copy of that register the same,
   when every lane runs it.  A text with an instruction that the lanes
   run together (shfl.sync, bar.sync, mma, ...) runs on every lane, its
   outputs broadcast from the master.  */
/* Warn at a statement STMT of text TEXT that reads the other lanes of
   its warp (ptx_warp_collective) outside a simd loop that GCC runs one
   iteration per lane: there the warp is the OpenMP thread's 32 lanes,
   which hold the same values, on the GPU and in the host fallback
   alike.  Once per statement, and only in the body of a target,
   teams or parallel region (a function GCC outlined): a function of
   the user's may be called from a simd loop, where it runs on the
   loop's lanes.  */
static void
warn_warp (gimple *stmt, const char *text)
{
  static hash_set<int_hash<location_t, UNKNOWN_LOCATION, UINT_MAX> > seen;
  if (ptxasm_opts.no_warn_warp || !flag_openmp || ptxasm_simt_p (stmt)
      || !DECL_ARTIFICIAL (current_function_decl)
      || lookup_attribute ("oacc function",
			   DECL_ATTRIBUTES (current_function_decl)))
    return;
  /* Without nvptx offloading the host runs a simd loop's iterations as
     lanes (lockstep.cc), and no GPU runs them.  */
  if (!ptxasm_nvptx_offload_p ())
    for (class loop *l = gimple_bb (stmt)->loop_father; l; l = loop_outer (l))
      if (l->safelen > 1)
	return;
  const char *op = ptx_warp_collective (text);
  location_t loc = gimple_location (stmt);
  if (!op || (LOCATION_LOCUS (loc) != UNKNOWN_LOCATION
	      && seen.add (LOCATION_LOCUS (loc))))
    return;
  if (warning_at (loc, 0, "%qs outside a %<simd%> loop that GCC runs one "
		  "iteration per lane: the warp is this OpenMP thread's 32 "
		  "lanes, which all hold its values (a ballot or match "
		  "gives all 32 lanes, a shuffle the thread's own value, an "
		  "addition 32 times it)", op))
    inform (loc, "each iteration of an %<omp simd%> loop over 32 lanes "
	    "(in a %<target%> region) is a lane of its own; "
	    "%<-fplugin-arg-ptxasm-warn-warp=no%> turns this warning off");
}

static enum ptxasm_exec
statement_exec (gimple *stmt, const char *text, bool spans, bool has_labels)
{
  warn_warp (stmt, text);
  if (ptxasm_opts.all_lanes || !flag_openmp || spans || has_labels
      || ptxasm_simt_p (stmt)
      || lookup_attribute ("oacc function",
			   DECL_ATTRIBUTES (current_function_decl)))
    return PTXASM_EXEC_ALL;
  if (ptx_warp_uniform (text) || !ptx_self_contained (text))
    return PTXASM_EXEC_ALL;
  return ptx_needs_warp (text) ? PTXASM_EXEC_WARP : PTXASM_EXEC_MASTER;
}

/* One asm statement of offloaded code, as the steps of process_asm see
   it.  */
struct asm_stmt
{
  asm_stmt (gimple_stmt_iterator *gsi_, gasm *stmt_)
    : gsi (gsi_), stmt (stmt_), loc (gimple_location (stmt_)),
      text (gimple_asm_string (stmt_)), nlabels (gimple_asm_nlabels (stmt_))
  {}

  gimple_stmt_iterator *gsi;
  gasm *stmt;
  location_t loc;
  const char *text;
  unsigned nlabels;
  unsigned nout, nin;		/* GIMPLE's outputs and inputs */
  /* The user's inputs are the tagged ones (find_user_operands).  */
  bool tagged;
  unsigned nuser_in;
  unsigned nops;		/* nout + nuser_in: the user's operands */
  auto_vec<operand> ops;	/* each of them, checked (check_operands) */
  bool closes_outer, spans;	/* of its braces (choose_exec) */
  enum ptxasm_exec exec;
  unsigned total;		/* GCC operands of one rewritten asm */
};

/* Replace the statement A, whose checked operands need more than
   max_asm_operands GCC operands, by a sequence of statements
   (split.cc): every register operand passes through a shim, "n" and
   "C" operands are pasted into the text.  */
static void
split_large (struct asm_stmt *a)
{
  gasm *stmt = a->stmt;
  location_t loc = gimple_location (stmt);
  unsigned nout = gimple_asm_noutputs (stmt);
  unsigned nops = a->nops;
  /* The pieces wrap the text in a scope of their own, which a '}' of
     the text closing an earlier statement's scope would close instead.  */
  if (a->closes_outer)
    {
      error_at (loc, "an %<asm%> with more than %u operands cannot close "
		"a %<{%> opened by an earlier statement: its operands are "
		"passed in registers declared in a scope of its own",
		max_asm_operands);
      return;
    }
  auto_vec<ptxasm_tmpl_op> tops (nops);
  auto_vec<tree> in_values (nops), out_lvalues (nops);
  unsigned k = a->nuser_in;
  for (unsigned n = 0; n < nops; n++)
    {
      struct operand *opd = &a->ops[n];
      const struct ptxasm_letter *letter = opd->cons.letter;
      tree in = NULL_TREE, out = NULL_TREE;
      if (letter->klass == PTXASM_CLASS_IMM)
	{
	  opd->tmpl.how = PTXASM_OP_PASTE;
	  opd->tmpl.paste = immediate_text (TREE_VALUE (opd->op));
	  opd->tmpl.paste_len = strlen (opd->tmpl.paste);
	}
      else if (letter->klass == PTXASM_CLASS_REG)
	{
	  shim_operand (opd);
	  /* "q": copied through its two 64-bit halves (split.cc).  */
	  opd->tmpl.pair = letter->letter == 'q';
	  if (opd->output)
	    out = TREE_VALUE (opd->op);
	  if (!opd->output)
	    in = TREE_VALUE (opd->op);
	  else if (opd->cons.inout)
	    in = TREE_VALUE (gimple_asm_input_op (stmt, k++));
	}
      gcc_assert (n >= nout || opd->output);
      tops.quick_push (opd->tmpl);
      in_values.quick_push (in);
      out_lvalues.quick_push (out);
    }
  if (!ptxasm_split_asm (a->gsi, stmt, gimple_asm_string (stmt), nops,
			 tops.address (), in_values.address (),
			 out_lvalues.address (), a->exec))
    return;
  ptxasm_marked_any = true;
  if (ptxasm_opts.verbose)
    inform (gimple_location (gsi_stmt (*a->gsi)), "ptxasm: prepared %<asm%> "
	    "with more than %u operands for nvptx as several statements",
	    max_asm_operands);
}

/* How many GCC operands the checked operands OPS (NOPS, NOUT of them
   outputs) take as one rewritten asm: none for "C" (pasted), two for
   "q" (its halves), one for the others; and for each "+" output of a
   TAGGED statement its input again.  */
static unsigned
gcc_operand_count (const struct operand *ops, unsigned nops, unsigned nout,
		   bool tagged)
{
  unsigned total = 0;
  for (unsigned n = 0; n < nops; n++)
    {
      const struct ptxasm_letter *letter = ops[n].cons.letter;
      if (letter->klass == PTXASM_CLASS_STRING)
	continue;
      unsigned w = letter->klass == PTXASM_CLASS_REG && letter->letter == 'q'
		   ? 2 : 1;
      total += w;
      if (n < nout && tagged && ops[n].cons.inout)
	total += w;
    }
  return total;
}

/* What nvptx cannot take whatever the operands: an asm goto with
   outputs, an instruction above the chosen target.  */
static bool
check_statement (struct asm_stmt *a)
{
  /* asm goto: the labels are GCC's (%l after the operands), which the
     nvptx back end prints as its $L labels; outputs would be copied out
     of their registers after the template, which a branch skips.  */
  if (a->nlabels > 0 && gimple_asm_noutputs (a->stmt) > 0)
    {
      error_at (a->loc, "%<asm goto%> with output operands is not "
		"supported in offloaded code: outputs are copied out of their "
		"PTX registers after the template, which a branch to a label "
		"would skip");
      return false;
    }
  return ptxasm_check_features (a->loc, a->text);
}

/* The lanes of the warp that run STMT, as the host fallback emulates
   them (ptxemu.h): outside simd code GCC's OpenMP runs an OpenMP thread
   as a whole warp of 32 lanes, all holding its values (lane 0 its
   own); in a simd loop the host runs the iterations one at a time, each
   lane 0 of a warp of its own.  OpenACC's worker- and vector-single
   code runs on one lane, as GCC neuters it.  */
static unsigned
host_lanes (gimple *stmt)
{
  /* STMT is in its block: ptxasm_simt_p finds it there.  */
  gcc_checking_assert (gimple_bb (stmt));
  if (!flag_openmp || ptxasm_simt_p (stmt)
      || lookup_attribute ("oacc function",
			   DECL_ATTRIBUTES (current_function_decl)))
    return 1;
  return 0xffffffffu;
}

/* For the host fallback (plugin/gcc/emulate/emulate.cc): STMT, rewritten from the text
   TEXT of a statement without operands, where '%' is itself.  */
static void
record_literal (gasm *stmt, const char *text)
{
  struct ptxasm_buf b = {};
  for (const char *p = text; *p; p++)
    if (*p == '%')
      ptxasm_buf_str (&b, "%%");
    else
      ptxasm_buf_add (&b, p, 1);
  char *t = ptxasm_buf_finish (&b);
  if (t)
    ptxasm_emulate_record (stmt, t, host_lanes (stmt), 0, NULL, NULL, NULL,
			   NULL);
  free (t);
}

static void push_uni_inputs (vec<tree, va_gc> **inputs);

/* Replace the asm without operands of A, run as EXEC (not ALL), by an
   extended asm with its text as nvcc prints it in the wrapper, which
   needs %= for its names (GCC expands it only in an extended asm) and
   takes the function's mask of the master lane as its two inputs.  A
   basic asm becomes volatile and clobbers memory, as GCC takes it to.  */
static void
rewrite_literal_wrapped (struct asm_stmt *a, enum ptxasm_exec exec)
{
  bool basic = ptxasm_asm_basic_p (a->stmt);
  vec<tree, va_gc> *clobbers = NULL, *inputs = NULL;
  if (basic)
    vec_safe_push (clobbers, build_tree_list (NULL_TREE,
					      build_string (7, "memory")));
  else
    for (unsigned i = 0; i < gimple_asm_nclobbers (a->stmt); i++)
      vec_safe_push (clobbers, gimple_asm_clobber_op (a->stmt, i));
  push_uni_inputs (&inputs);
  gasm *nstmt = gimple_build_asm_vec ("", inputs, NULL, clobbers, NULL);
  gimple_asm_set_volatile (nstmt, basic || gimple_asm_volatile_p (a->stmt));
  gimple_asm_set_inline (nstmt, gimple_asm_inline_p (a->stmt));
  gimple_set_location (nstmt, a->loc);
  gimple_set_block (nstmt, gimple_block (a->stmt));
  gsi_replace (a->gsi, nstmt, false);
  set_text (nstmt, ptxasm_literal_rewrite (a->text, exec, 0));
  record_literal (nstmt, a->text);
}

/* A basic asm: its text as nvcc prints it, in the wrapper of its
   execution (statement_exec) if not every lane runs it.  */
static void
rewrite_basic (struct asm_stmt *a)
{
  bool spans;
  if (!ptxasm_braces_statement (a->loc, a->text, 0, NULL, NULL, &spans))
    return;
  enum ptxasm_exec exec = statement_exec (a->stmt, a->text, spans, false);
  if (exec != PTXASM_EXEC_ALL)
    {
      rewrite_literal_wrapped (a, exec);
      return;
    }
  set_text (a->stmt, ptxasm_basic_rewrite (a->text));
  record_literal (a->stmt, a->text);
}

/* An extended asm without operands or labels: nvcc prints it verbatim,
   '%' and all.  */
static void
rewrite_without_operands (struct asm_stmt *a)
{
  bool spans;
  if (!ptxasm_braces_statement (a->loc, a->text, 0, NULL, NULL, &spans))
    return;
  enum ptxasm_exec exec = statement_exec (a->stmt, a->text, spans, false);
  if (exec != PTXASM_EXEC_ALL)
    {
      rewrite_literal_wrapped (a, exec);
      return;
    }
  set_text (a->stmt, ptxasm_literal_rewrite (a->text, exec, -1));
  record_literal (a->stmt, a->text);
}

/* The user's operands: the outputs and the tagged inputs; the
   gimplifier appends one input per "+" output after them.  Statements
   the front end never saw have no tags: take their constraints as they
   are.  */
static void
find_user_operands (struct asm_stmt *a)
{
  a->tagged = false;
  a->nuser_in = 0;
  for (unsigned i = 0; i < a->nout; i++)
    a->tagged |= ptxasm_original_constraint (gimple_asm_output_op (a->stmt,
								    i))
		 != NULL;
  for (unsigned i = 0; i < a->nin; i++)
    if (ptxasm_original_constraint (gimple_asm_input_op (a->stmt, i)))
      {
	a->tagged = true;
	a->nuser_in = i + 1;
      }
  if (!a->tagged)
    a->nuser_in = a->nin;
  a->nops = a->nout + a->nuser_in;
}

/* Check each of the user's operands against nvcc's rules, each error
   with its notes (diag.cc).  */
static bool
check_operands (struct asm_stmt *a)
{
  unsigned nops = a->nops;
  a->ops.reserve_exact (nops + 1);	/* asm goto may have no operands */
  a->ops.quick_grow_cleared (nops);
  bool ok = true;
  unsigned ninout = 0;
  ptxasm_diag_begin (a->stmt, a->nout, nops);

  for (unsigned n = 0; n < nops; n++)
    {
      struct operand *opd = &a->ops[n];
      opd->output = n < a->nout;
      opd->op = opd->output ? gimple_asm_output_op (a->stmt, n)
			    : gimple_asm_input_op (a->stmt, n - a->nout);
      if (TREE_VALUE (opd->op) == error_mark_node)
	return false;
      const char *cons = ptxasm_original_constraint (opd->op);
      if (!cons)
	cons = TREE_STRING_POINTER (TREE_VALUE (TREE_PURPOSE (opd->op)));
      /* An error and its notes: one diagnostic (-fdiagnostics-format=json
	 makes the notes its children).  */
      auto_diagnostic_group d;
      if (!check_operand (operand_loc (n), n, opd, cons))
	ok = false;
      else if (opd->cons.inout)
	ninout++;
    }
  if (!ok)
    return false;
  if (a->tagged && a->nuser_in + ninout != a->nin)
    {
      error_at (a->loc, "unexpected operands in %<asm%> after "
		"gimplification");
      return false;
    }
  return true;
}

/* Check the template's '%' sequences against the operands and labels,
   the error quoted and placed as the source writes it.  */
static bool
check_template (struct asm_stmt *a)
{
  const char *text = a->text;
  unsigned nops = a->nops;
  struct ptxasm_terror terr;
  enum ptxasm_terr te = ptxasm_template_scan_goto (text, nops, a->nlabels,
						   NULL, &terr);
  if (te == PTXASM_TOK)
    return true;
  /* Quoted as written: %n[in], not GCC's %n1.  */
  char *written = ptxasm_diag_template_text (terr.offset, terr.length);
  char *quoted = written ? ptxasm_escape (written, strlen (written))
			 : ptxasm_escape (text + terr.offset, terr.length);
  free (written);
  int len = (int) strlen (quoted);
  const char *at = quoted;
  location_t loc = ptxasm_diag_template_loc (terr.offset, terr.length);
  if (te == PTXASM_TERR_MODIFIER)
    error_at (loc, "asm operand modifier not supported at %<%.*s%> "
	      "in offloaded code", len, at);
  else if (te == PTXASM_TERR_RANGE)
    error_at (loc, "asm template refers to operand %<%.*s%>, but the "
	      "statement has %u operand%s", len, at, nops,
	      nops == 1 ? "" : "s");
  else if (te == PTXASM_TERR_PUNCT)
    error_at (loc, "invalid %<%.*s%> in asm template: %<%%%> must be "
	      "followed by an operand number, a letter, %<%%%> or %<=%>; "
	      "write %<%%%%%> for a literal %<%%%>", len, at);
  else
    error_at (loc, "asm template ends with a lone %<%%%>; write %<%%%%%> "
	      "for a literal %<%%%>");
  free (quoted);
  return false;
}

/* The braces of the text ("C" operands pasted), and how the lanes of a
   warp run the statement (statement_exec).  A text that closes a scope
   an earlier statement opened would leave the registers declared for
   its operands out of scope: it gets GCC's own registers instead.  */
static bool
choose_exec (struct asm_stmt *a)
{
  unsigned nops = a->nops;
  auto_vec<ptxasm_tmpl_op> pasted (nops);
  for (unsigned n = 0; n < nops; n++)
    pasted.quick_push (a->ops[n].tmpl);
  if (!ptxasm_braces_statement (a->loc, a->text, nops, pasted.address (),
				&a->closes_outer, &a->spans))
    return false;
  char *full = ptxasm_template_pasted (a->text, nops, pasted.address ());
  if (!full)
    {
      error_at (a->loc, "out of memory reading %<asm%> template");
      return false;
    }
  a->exec = statement_exec (a->stmt, full, a->spans, a->nlabels > 0);
  free (full);
  return true;
}

/* The GCC operands that one rewritten asm would take; too many, with
   labels, is an error (without labels, split_large).  */
static bool
count_gcc_operands (struct asm_stmt *a)
{
  a->total = gcc_operand_count (a->ops.address (), a->nops, a->nout,
				a->tagged);
  if (a->nlabels > 0 && a->total + a->nlabels > max_asm_operands)
    {
      /* A split statement's labels would sit in one piece of a brace
	 scope that a branch to them would leave half open.  */
      error_at (a->loc, "%<asm goto%> with more than %u operands and "
		"labels (%u) is not supported in offloaded code",
		max_asm_operands, a->total + a->nlabels);
      return false;
    }
  return true;
}

/* The "q" operand OPD as two 64-bit GCC operands, low then high, the
   GCC operands GCC_INDEX and the next, pushed to *LIST.  */
static void
build_pair_operand (struct asm_stmt *a, struct operand *opd,
		    unsigned gcc_index, vec<tree, va_gc> **list)
{
  tree lo, hi;
  const char *c = opd->cons.early_clobber ? "=&r" : "=r";
  if (opd->output)
    {
      opd->lo = lo = ptxasm_q_temp ();
      opd->hi = hi = ptxasm_q_temp ();
    }
  else
    {
      c = "r";
      lo = ptxasm_q_half (a->gsi, TREE_VALUE (opd->op), false);
      hi = ptxasm_q_half (a->gsi, TREE_VALUE (opd->op), true);
    }
  vec_safe_push (*list, ptxasm_asm_operand (lo, c));
  vec_safe_push (*list, ptxasm_asm_operand (hi, c));
  opd->tmpl.gcc_index = gcc_index;
  shim_operand (opd);
  opd->tmpl.pair = true;
}

/* The new operand lists, *OUTPUTS and *INPUTS: registers become "r",
   immediates stay "n", "C" operands are pasted into the template and
   dropped; "q" operands are two 64-bit halves.  Each operand's
   template entry says how the template reaches it.  */
static void
build_operands (struct asm_stmt *a, vec<tree, va_gc> **outputs,
		vec<tree, va_gc> **inputs)
{
  unsigned gcc_index = 0;
  for (unsigned n = 0; n < a->nops; n++)
    {
      struct operand *opd = &a->ops[n];
      const struct ptxasm_letter *letter = opd->cons.letter;
      bool reg = letter->klass == PTXASM_CLASS_REG;
      if (letter->klass == PTXASM_CLASS_STRING)
	continue;
      if (reg && letter->letter == 'q')
	{
	  build_pair_operand (a, opd, gcc_index,
			      opd->output ? outputs : inputs);
	  gcc_index += 2;
	  continue;
	}
      /* A direct "+" output is written (from its input) before the text
	 reads the other inputs: early-clobber.  */
      bool direct_inout = reg && a->closes_outer && opd->cons.inout;
      const char *c;
      if (opd->output)
	c = opd->cons.early_clobber || direct_inout ? "=&r" : "=r";
      else
	c = reg ? "r" : "n";
      tree nop = make_constraint (opd->op, c);
      if (opd->output)
	vec_safe_push (*outputs, nop);
      else
	vec_safe_push (*inputs, nop);

      opd->tmpl.gcc_index = gcc_index++;
      if (reg && !a->closes_outer)
	shim_operand (opd);
      else
	{
	  opd->tmpl.how = PTXASM_OP_DIRECT;
	  opd->tmpl.shim_copy = letter->ptx_copy;
	}
    }
}

/* The inputs of "+" outputs, appended to *INPUTS in the order of those
   outputs.  Each register operand's is an input of its own (see
   ptxasm_tmpl_op's UNTIED), copied into its shim, or for a direct
   operand into its output register; only an operand of a statement the
   front end never saw (untagged) keeps GCC's tie.  */
static void
add_inout_inputs (struct asm_stmt *a, vec<tree, va_gc> **outputs,
		  vec<tree, va_gc> **inputs)
{
  struct operand *ops = a->ops.address ();
  unsigned k = a->nuser_in;
  for (unsigned n = 0; n < a->nout && a->tagged; n++)
    if (ops[n].cons.inout && ops[n].tmpl.pair)
      {
	/* "+q": both halves of the value in.  */
	tree val = TREE_VALUE (gimple_asm_input_op (a->stmt, k++));
	ops[n].tmpl.untied = true;
	ops[n].tmpl.in_index = vec_safe_length (*outputs)
			       + vec_safe_length (*inputs);
	for (unsigned h = 0; h < 2; h++)
	  vec_safe_push (*inputs,
			 ptxasm_asm_operand (ptxasm_q_half (a->gsi, val, h),
					     "r"));
      }
    else if (ops[n].cons.inout)
      {
	char num[16];
	if (ops[n].cons.letter->klass == PTXASM_CLASS_REG)
	  {
	    ops[n].tmpl.untied = true;
	    ops[n].tmpl.in_index = vec_safe_length (*outputs)
				   + vec_safe_length (*inputs);
	    snprintf (num, sizeof num, "r");
	  }
	else
	  snprintf (num, sizeof num, "%u", ops[n].tmpl.gcc_index);
	vec_safe_push (*inputs,
		       make_constraint (gimple_asm_input_op (a->stmt, k++),
					num));
      }
}

/* What the host fallback needs to compute the statement (plugin/gcc/emulate/emulate.cc):
   the user's template and operands, and where each is in NSTMT.  */
static void
record_for_host (struct asm_stmt *a, gasm *nstmt,
		 const struct ptxasm_tmpl_op *tops)
{
  unsigned nops = a->nops;
  auto_vec<bool> output (nops + 1), inout (nops + 1);
  auto_vec<char> letters (nops + 1);
  for (unsigned n = 0; n < nops; n++)
    {
      const struct ptxasm_letter *l = a->ops[n].cons.letter;
      output.quick_push (a->ops[n].output);
      inout.quick_push (a->ops[n].cons.inout);
      letters.quick_push (l->klass == PTXASM_CLASS_STRING ? 'C' : l->letter);
    }
  /* "C" operands are text: the host reads the template with it pasted.  */
  char *text = ptxasm_template_pasted (a->text, nops, tops);
  if (text)
    ptxasm_emulate_record (nstmt, text, host_lanes (nstmt), nops, tops,
			   output.address (), inout.address (),
			   letters.address ());
  free (text);
}

/* The local variables that the function being compiled reads (not only
   writes as a whole), found when a wrapped statement first asks
   (output_unread_p); NULL until then.  */
static hash_set<tree> *fun_read;

/* walk_gimple_op's callback for collect_reads: a variable that is not
   the whole of what the statement WI->info writes is read.  */
static tree
note_read (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (!VAR_P (t))
    return NULL_TREE;
  gimple *stmt = (gimple *) wi->info;
  bool whole_write = false;
  if (wi->is_lhs)
    {
      if (gassign *a = dyn_cast<gassign *> (stmt))
	whole_write = tp == gimple_assign_lhs_ptr (a);
      else if (gcall *c = dyn_cast<gcall *> (stmt))
	whole_write = tp == gimple_call_lhs_ptr (c);
      else if (gasm *g = dyn_cast<gasm *> (stmt))
	for (unsigned i = 0; i < gimple_asm_noutputs (g); i++)
	  whole_write |= tp == &TREE_VALUE (gimple_asm_output_op (g, i));
    }
  if (!whole_write)
    fun_read->add (t);
  return NULL_TREE;
}

/* FUN_READ for the function being compiled.  */
static void
collect_reads (void)
{
  fun_read = new hash_set<tree>;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	struct walk_stmt_info wi;
	memset (&wi, 0, sizeof wi);
	wi.info = stmt;
	walk_gimple_op (stmt, note_read, &wi);
      }
}

/* Is VAL, an output of a wrapped statement, a variable that nothing
   reads: a local of the function, not addressable, not volatile, that
   no statement reads (a write of its whole value is not a read; a use
   in a debug statement does not count)?  Its value need not be
   broadcast from the master lane.  */
static bool
output_unread_p (tree val)
{
  if (!VAR_P (val) || is_global_var (val) || TREE_ADDRESSABLE (val)
      || TREE_THIS_VOLATILE (val) || DECL_CONTEXT (val) != current_function_decl)
    return false;
  if (!fun_read)
    collect_reads ();
  return !fun_read->contains (val);
}

/* The variables of the function being compiled that hold GCC's mask of
   the master lane (enum ptxasm_exec), __nvptx_uni[%tid.y], and whether
   this lane is the master (1 or 0), for the wrappers of its statements;
   NULL_TREE until one needs them.  libgomp changes the mask only for the
   SIMT region of a simd loop, where no statement has a wrapper
   (statement_exec): read once, at the function's entry (define_uni), as
   GCC's own atomics read it, it holds for every wrapper, and a wrapper
   in a loop does not read it again.  */
static tree fun_uni, fun_master;

/* The two inputs of a wrapped statement, FUN_UNI and FUN_MASTER (made
   when first asked for), pushed to *INPUTS.  */
static void
push_uni_inputs (vec<tree, va_gc> **inputs)
{
  if (!fun_uni)
    {
      fun_uni = create_tmp_var (unsigned_type_node, "ptxasm_uni");
      fun_master = create_tmp_var (unsigned_type_node, "ptxasm_master");
    }
  vec_safe_push (*inputs, ptxasm_asm_operand (fun_uni, "r"));
  vec_safe_push (*inputs, ptxasm_asm_operand (fun_master, "r"));
}

/* If a wrapper of FUN used FUN_UNI: set it and FUN_MASTER on FUN's entry
   edge, in a block of its own that no loop holds, by an asm volatile
   that reads __nvptx_uni[%tid.y] (its host copy: 0 and 1, a warp of one
   lane, which the host pass sets in every host-fallback mode, lto1's
   too: host.cc's fold_uni_defs).  */
/* After DEF, the read of the master lane's mask at the entry of FUN
   (in block BB): a call that never runs, "if (mask == 2) abort ();"
   (libgomp's mask is 0 or all ones).  GCC's nvptx back end keeps
   __nvptx_uni[%tid.y] up to date in the SIMT region of a simd loop only
   in a function that makes calls (nvptx.cc, nvptx_output_unisimt_switch):
   a function with wrapped statements that is inlined into such a loop of
   a function that makes none would read the mask of the code outside
   the loop, and every lane would take lane 0's outputs.  The call makes
   every function that holds the statements, after any inlining, one
   that makes calls; it costs a compare and a branch where the mask is
   read.  */
static void
keep_uni (function *fun, basic_block bb, gimple *def)
{
  if (!builtin_decl_explicit_p (BUILT_IN_ABORT))
    return;
  gcond *c = gimple_build_cond (EQ_EXPR, fun_uni,
				build_int_cst (unsigned_type_node, 2),
				NULL_TREE, NULL_TREE);
  gimple_set_location (c, gimple_location (def));
  gimple_stmt_iterator gsi = gsi_for_stmt (def);
  gsi_insert_after (&gsi, c, GSI_NEW_STMT);
  edge e = split_block (bb, c);
  e->flags &= ~EDGE_FALLTHRU;
  e->flags |= EDGE_FALSE_VALUE;
  e->probability = profile_probability::always ();
  basic_block never = create_empty_bb (bb);
  never->count = profile_count::zero ();
  edge t = make_edge (bb, never, EDGE_TRUE_VALUE);
  t->probability = profile_probability::never ();
  if (current_loops)
    add_bb_to_loop (never, bb->loop_father);
  gcall *call = gimple_build_call (builtin_decl_explicit (BUILT_IN_ABORT), 0);
  gimple_set_location (call, gimple_location (def));
  ptxasm_call_set_ctrl_altering (call, true);
  gimple_stmt_iterator g = gsi_start_bb (never);
  gsi_insert_after (&g, call, GSI_NEW_STMT);
  /* The new blocks are not in the dominator tree that an earlier pass
     may have left: the SSA builder must compute it again, or it never
     visits them (the call left without virtual operands makes a later
     pass that updates it ask for an SSA update that it does not run:
     an internal compiler error).  */
  free_dominance_info (fun, CDI_DOMINATORS);
  free_dominance_info (fun, CDI_POST_DOMINATORS);
}

static void
define_uni (function *fun)
{
  if (!fun_uni)
    return;
  static const char text[] =
    PTXASM_MARK "\n"
    "\t" PTXASM_UNI_MARK "\n"
    "\t{\n"
    "\t.reg .u32 %%ptxasm_uni_t;\n"
    "\t.reg .u64 %%ptxasm_uni_a, %%ptxasm_uni_u;\n"
    "\t.reg .pred %%ptxasm_uni_p;\n"
    "\tmov.u32 %%ptxasm_uni_t, %%tid.y;\n"
    "\tmul.wide.u32 %%ptxasm_uni_a, %%ptxasm_uni_t, 4;\n"
    "\tmov.u64 %%ptxasm_uni_u, __nvptx_uni;\n"
    "\tadd.u64 %%ptxasm_uni_a, %%ptxasm_uni_a, %%ptxasm_uni_u;\n"
    "\tld.shared.u32 %0, [%%ptxasm_uni_a];\n"
    "\tmov.u32 %%ptxasm_uni_t, %%laneid;\n"
    "\tand.b32 %1, %0, %%ptxasm_uni_t;\n"
    "\tsetp.eq.u32 %%ptxasm_uni_p, %1, %%ptxasm_uni_t;\n"
    "\tselp.u32 %1, 1, 0, %%ptxasm_uni_p;\n"
    "\t}\n"
    "\t" PTXASM_MARK_END;
  vec<tree, va_gc> *outputs = NULL;
  vec_safe_push (outputs, ptxasm_asm_operand (fun_uni, "=&r"));
  vec_safe_push (outputs, ptxasm_asm_operand (fun_master, "=r"));
  gasm *def = gimple_build_asm_vec (text, NULL, outputs, NULL, NULL);
  /* Volatile: no optimizer moves it, out of the SIMT region of a simd
     loop into which the function is inlined, say.  */
  gimple_asm_set_volatile (def, true);
  gimple_set_location (def, DECL_SOURCE_LOCATION (fun->decl));
  basic_block bb = split_edge (single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (fun)));
  gimple_stmt_iterator gsi = gsi_start_bb (bb);
  gsi_insert_before (&gsi, def, GSI_NEW_STMT);
  ptxasm_asm_set_prepared (def);
  keep_uni (fun, bb, def);
  ptxasm_marked_any = true;
  fun_uni = fun_master = NULL_TREE;
}

/* Replace the statement by one asm with the operands OUTPUTS and
   INPUTS, its clobbers and labels, and the template rewritten
   (template.c); join the halves of "q" outputs after it; hand it to the
   ptxas check (verify.cc).  */
static void
replace_statement (struct asm_stmt *a, vec<tree, va_gc> *outputs,
		   vec<tree, va_gc> *inputs)
{
  gasm *stmt = a->stmt;
  unsigned nops = a->nops;
  vec<tree, va_gc> *clobbers = NULL;
  for (unsigned i = 0; i < gimple_asm_nclobbers (stmt); i++)
    vec_safe_push (clobbers, gimple_asm_clobber_op (stmt, i));

  gcc_checking_assert (a->total == vec_safe_length (outputs)
		       + vec_safe_length (inputs));

  /* The wrapper's mask of the master lane, read once for the function,
     is two more inputs where there is room for them (labels are numbered
     after the operands: an asm goto has no wrapper).  */
  int uni = -1;
  if (a->exec != PTXASM_EXEC_ALL && a->nlabels == 0
      && a->total + 2 <= max_asm_operands)
    {
      push_uni_inputs (&inputs);
      uni = (int) a->total;
    }

  auto_vec<ptxasm_tmpl_op> tops (nops + 1);
  for (unsigned n = 0; n < nops; n++)
    {
      tops.quick_push (a->ops[n].tmpl);
      /* An output that nothing reads is not broadcast.  */
      if (a->exec != PTXASM_EXEC_ALL && a->ops[n].output
	  && !a->ops[n].tmpl.pair)
	tops[n].unread = output_unread_p (TREE_VALUE (a->ops[n].op));
    }
  char *s = ptxasm_template_rewrite_exec (a->text, nops, tops.address (),
					  a->nlabels, a->total, a->exec, uni);
  if (!s)
    {
      error_at (a->loc, "out of memory rewriting %<asm%> template");
      return;
    }

  vec<tree, va_gc> *labels = NULL;
  for (unsigned i = 0; i < a->nlabels; i++)
    vec_safe_push (labels, gimple_asm_label_op (stmt, i));
  gasm *nstmt = gimple_build_asm_vec (s, inputs, outputs, clobbers, labels);
  free (s);
  gimple_asm_set_volatile (nstmt, gimple_asm_volatile_p (stmt));
  gimple_asm_set_inline (nstmt, gimple_asm_inline_p (stmt));
  gimple_set_location (nstmt, a->loc);
  gimple_set_block (nstmt, gimple_block (stmt));
  gsi_replace (a->gsi, nstmt, false);
  ptxasm_asm_set_prepared (nstmt);
  /* "q" outputs: the value from its two halves.  */
  for (unsigned n = a->nout; n-- > 0;)
    if (a->ops[n].tmpl.pair)
      ptxasm_q_join (a->gsi, TREE_VALUE (a->ops[n].op), a->ops[n].lo,
		     a->ops[n].hi);
  ptxasm_marked_any = true;
  ptxasm_verify_add (nstmt, nops, tops.address ());
  record_for_host (a, nstmt, tops.address ());
  if (ptxasm_opts.verbose)
    inform (a->loc, "ptxasm: prepared %<asm%> for nvptx");
}

/* Rewrite the asm statement at GSI: the steps, in order.  Each step
   that finds an error reports it and the statement is left alone.  */
static void
process_asm (gimple_stmt_iterator *gsi, gasm *stmt)
{
  /* Prepared already: a copy of a statement of a function processed
     before.  The template's marker text says nothing: the user may
     have written it.  */
  if (ptxasm_asm_prepared_p (stmt))
    {
      ptxasm_braces_skipped ();
      return;
    }

  /* The checks that need nothing of each other all run, so that every
     mistake of the statement is reported in one compile.  */
  struct asm_stmt a (gsi, stmt);
  bool ok = check_statement (&a);
  if (ptxasm_asm_basic_p (stmt))
    {
      if (ok)
	rewrite_basic (&a);
      return;
    }
  if (!check_clobbers (a.loc, stmt))
    ok = false;
  if (!ok)
    return;
  ptxasm_bitfield_operands (gsi, stmt);

  a.nout = gimple_asm_noutputs (stmt);
  a.nin = gimple_asm_ninputs (stmt);
  if (a.nout + a.nin == 0 && a.nlabels == 0)
    {
      rewrite_without_operands (&a);
      return;
    }
  find_user_operands (&a);
  ok = check_operands (&a);
  if (!check_template (&a) || !ok || !choose_exec (&a)
      || !count_gcc_operands (&a))
    return;

  /* Too many operands for one asm: several (before anything of the one
     asm below is built, such as the halves of "q" inputs).  */
  if (a.total > max_asm_operands)
    {
      split_large (&a);
      return;
    }
  vec<tree, va_gc> *outputs = NULL, *inputs = NULL;
  build_operands (&a, &outputs, &inputs);
  add_inout_inputs (&a, &outputs, &inputs);
  replace_statement (&a, outputs, inputs);
}

/* Is STMT GCC's compiler barrier, such as libgomp's own
   asm volatile ("" : : "r" (p) : "memory"), rather than nvcc's inline
   PTX: its template holds no PTX (lex.h's ptxasm_text_blank), and none
   of its constraints names one of nvcc's own letters (constraint.c's
   ptxasm_constraint_nvcc_only; nvcc's asm volatile ("" : "+f" (x)) is
   nvcc's)?  Such a statement keeps GCC's meaning on the GPU and on the
   host: no nvcc check, no shim register, no lane wrapper, no mark for
   the host pass.  */
static bool
gcc_barrier_p (gasm *stmt)
{
  if (!ptxasm_text_blank (gimple_asm_string (stmt)))
    return false;
  for (unsigned i = 0; i < gimple_asm_noutputs (stmt); i++)
    if (ptxasm_nvcc_letter_p (gimple_asm_output_op (stmt, i)))
      return false;
  for (unsigned i = 0; i < gimple_asm_ninputs (stmt); i++)
    if (ptxasm_nvcc_letter_p (gimple_asm_input_op (stmt, i)))
      return false;
  return true;
}

/* Locations of statements already diagnosed: OpenMP may duplicate a
   statement (simd loops get a SIMT and a SIMD copy), and one error per
   statement is enough.  */
static hash_set<int_hash<location_t, UNKNOWN_LOCATION, UINT_MAX> > diagnosed;

static void
process_asm_once (gimple_stmt_iterator *gsi, gasm *stmt)
{
  if (gcc_barrier_p (stmt))
    return;
  location_t loc = LOCATION_LOCUS (gimple_location (stmt));
  if (loc != UNKNOWN_LOCATION && diagnosed.contains (loc))
    {
      ptxasm_braces_skipped ();
      return;
    }
  int errors = errorcount;
  unsigned long scanned = ptxasm_braces_scanned ();
  const char *text = gimple_asm_string (stmt);
  location_t stmt_loc = gimple_location (stmt);
  process_asm (gsi, stmt);
  ptxasm_diag_end ();
  /* A check before the scan of its braces stopped the statement: its
     braces still count for the function's other statements, and a
     comment it leaves open is a mistake of its own.  */
  if (ptxasm_braces_scanned () == scanned && errorcount != errors)
    ptxasm_braces_unscanned (stmt_loc, text);
  if (errorcount != errors && loc != UNKNOWN_LOCATION)
    diagnosed.add (loc);
}

namespace {

const pass_data device_pass_data = {
  GIMPLE_PASS,
  "ptxasm",			/* name */
  OPTGROUP_NONE,
  TV_PLUGIN_RUN,			/* -ftime-report: "plugin execution" */
  PROP_gimple_any | PROP_cfg,	/* properties_required */
  0, 0, 0, 0
};

class device_pass : public gimple_opt_pass
{
public:
  device_pass (gcc::context *ctxt)
    : gimple_opt_pass (device_pass_data, ctxt)
  {}

  bool gate (function *fun) final override
  {
    /* A body that lockstep.cc outlined was checked in its function.  */
    return (ptxasm_offloaded_p (fun->decl)
	    && !ptxasm_lockstep_body_p (fun->decl));
  }

  unsigned int execute (function *fun) final override
  {
    basic_block bb;
    ptxasm_check_float16 (fun);
    ptxasm_braces_begin ();
    ptxasm_simt_begin (fun);
    FOR_EACH_BB_FN (bb, fun)
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (gasm *stmt = dyn_cast<gasm *> (gsi_stmt (gsi)))
	  process_asm_once (&gsi, stmt);
    ptxasm_braces_end ();
    ptxasm_simt_end ();
    define_uni (fun);
    delete fun_read;
    fun_read = NULL;
    if (ptxasm_opts.host_fallback == PTXASM_FALLBACK_EMULATE
	&& !seen_error ())
      {
	if (flag_openacc
	    && lookup_attribute ("oacc function", DECL_ATTRIBUTES (fun->decl)))
	  ptxasm_lockstep_oacc (fun);
	else
	  ptxasm_lockstep (fun);
      }
    return 0;
  }
};

} // anon namespace

opt_pass *
ptxasm_make_device_pass (gcc::context *ctxt)
{
  return new device_pass (ctxt);
}
