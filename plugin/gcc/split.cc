/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* split.cc -- an asm statement with more operands than GCC allows.

   GCC takes at most 30 operands in one asm (MAX_RECOG_OPERANDS); nvcc
   has no limit, and Hopper's and Blackwell's tensor-core statements
   (wgmma, tcgen05) have up to 265.  In offloaded code every register
   operand already reaches the template through a PTX register that the
   plugin declares (a shim), so a larger statement becomes a sequence of
   asm statements, the pieces (template.c, ptxasm_template_split):

     { .reg ... (all the shims)       piece 1: opens a brace scope
       mov shim, %k (<= 29 inputs)    pieces copy inputs in
       the user's text on the shims   one piece holds the template
       mov %k, shim (<= 28 outputs)   pieces copy outputs out
     }                                the last piece closes the scope

   The registers have fixed names: each copy of the sequence is its own
   scope.  The sequence is correct as long as GCC emits every copy of it
   whole, in order, in straight-line code.  Why it does:

   - Order.  Every piece is volatile, and piece i+1 takes as an input a
     dummy output of piece i ("=r", named nowhere in the text), so no
     pass may reorder, merge or delete pieces.

   - One basic block.  The pieces are inserted adjacent in one block, and
     GCC ends a block only after a control statement, a call that may
     throw or not return, or a statement that may throw internally.  A
     piece is none of these: it is an asm without labels, it has only
     register operands (inputs are computed into registers before the
     first piece; outputs are fresh temporaries, stored to the user's
     lvalues after the last), and a volatile asm may throw only with
     -fnon-call-exceptions inside a try block, which is refused below.
     Passes that duplicate code (jump threading, tail duplication,
     tracer, loop unrolling, peeling, versioning, unswitching, path
     splitting, inlining, OpenMP's SIMT/SIMD copies) copy whole blocks,
     so whole sequences.  The one GIMPLE pass that cuts a block in the
     middle, gimple-ssa-isolate-paths, cuts after a statement that
     dereferences a null pointer (or passes one to a nonnull argument,
     or returns a local's address): no piece reads or writes memory, so
     the cut falls before or after the whole sequence.  Loop
     distribution gives up on loops holding volatile asm.

   - No shared suffix.  RTL cross-jumping (-fcrossjumping) merges an
     identical tail of two blocks that reach the same successor, which
     could leave two copies of a sequence sharing their last pieces and
     unbalance the braces.  Copies made before RTL have distinct dummy
     outputs (distinct SSA names, never joined by a PHI, so distinct
     pseudos), so no piece of one copy is identical to a piece of the
     other: there is no common tail to merge.  (GCC 12's nvptx compiler
     runs none of the RTL passes after register allocation, which it
     skips: no cross-jumping, no RTL block reordering or tail
     duplication -- see -fdump-rtl-all; the chain guards the property
     all the same.)  The RTL passes that do run leave volatile asm in
     place or copy whole loops (-funroll-loops); if-conversion cannot
     predicate an asm.

   What a failure would look like: braces that do not balance, or a shim
   used outside its scope, are PTX syntax errors that ptxas reports when
   the program is linked; the sequence cannot be split into valid PTX
   that computes something else.  */

#include "ptxasm.h"
#include "template.h"
#include "tree-eh.h"
#include "gimplify.h"

/* VALUE as a register operand: memory (which letters GCC's host
   target does not know let the gimplifier leave as an operand) and
   anything else that is not a register or a constant is loaded into a
   temporary before the pieces, so that no piece touches memory.  */
static tree
register_value (tree value, gimple_seq *before)
{
  if (is_gimple_reg (value) || is_gimple_min_invariant (value))
    return value;
  tree tmp = create_tmp_reg (TYPE_MAIN_VARIANT (TREE_TYPE (value)),
			     "ptxasm_in");
  gimple_seq_add_stmt (before, gimple_build_assign (tmp,
						    unshare_expr (value)));
  return tmp;
}

bool
ptxasm_split_asm (gimple_stmt_iterator *gsi, gasm *stmt, const char *text,
		  unsigned nops, const struct ptxasm_tmpl_op *tops,
		  const tree *in_values, const tree *out_lvalues,
		  enum ptxasm_exec exec)
{
  location_t loc = gimple_location (stmt);
  if (stmt_can_throw_internal (cfun, stmt))
    {
      error_at (loc, "an %<asm%> with more than %u operands cannot be "
		"split inside a %<try%> block under "
		"%<-fnon-call-exceptions%>", PTXASM_SPLIT_MAX);
      return false;
    }

  size_t npieces;
  struct ptxasm_piece *pieces = ptxasm_template_split (text, nops, tops,
						       exec, &npieces);
  if (!pieces)
    {
      error_at (loc, "out of memory rewriting %<asm%> template");
      return false;
    }

  gimple_seq seq = NULL;
  /* For a pair ("q"), INS and OUTS hold the low halves and INS_HI and
     OUTS_HI the high ones.  */
  auto_vec<tree> ins (nops), outs (nops), ins_hi (nops), outs_hi (nops);
  ins.quick_grow_cleared (nops);
  outs.quick_grow_cleared (nops);
  ins_hi.quick_grow_cleared (nops);
  outs_hi.quick_grow_cleared (nops);
  for (unsigned n = 0; n < nops; n++)
    if (in_values[n] && tops[n].pair)
      {
	ins[n] = ptxasm_q_half_seq (&seq, in_values[n], false);
	ins_hi[n] = ptxasm_q_half_seq (&seq, in_values[n], true);
      }
    else if (in_values[n])
      ins[n] = register_value (in_values[n], &seq);

  tree chain = NULL_TREE;
  for (size_t k = 0; k < npieces; k++)
    {
      const struct ptxasm_piece *p = &pieces[k];
      vec<tree, va_gc> *outputs = NULL, *inputs = NULL, *clobbers = NULL;
      tree next = NULL_TREE;
      if (p->chain_out)
	{
	  next = create_tmp_reg (unsigned_type_node, "ptxasm_chain");
	  vec_safe_push (outputs, ptxasm_asm_operand (next, "=r"));
	}
      for (size_t c = 0; c < p->ncopies; c++)
	{
	  size_t n = p->copies[c].opno;
	  if (p->copies[c].out && tops[n].pair)
	    {
	      outs[n] = ptxasm_q_temp ();
	      outs_hi[n] = ptxasm_q_temp ();
	      vec_safe_push (outputs, ptxasm_asm_operand (outs[n], "=r"));
	      vec_safe_push (outputs, ptxasm_asm_operand (outs_hi[n], "=r"));
	    }
	  else if (p->copies[c].out)
	    {
	      tree type = TYPE_MAIN_VARIANT (TREE_TYPE (out_lvalues[n]));
	      outs[n] = create_tmp_reg (type, "ptxasm_out");
	      vec_safe_push (outputs, ptxasm_asm_operand (outs[n], "=r"));
	    }
	  else
	    {
	      vec_safe_push (inputs, ptxasm_asm_operand (ins[n], "r"));
	      if (tops[n].pair)
		vec_safe_push (inputs, ptxasm_asm_operand (ins_hi[n], "r"));
	    }
	}
      if (p->chain_in)
	vec_safe_push (inputs, ptxasm_asm_operand (chain, "r"));
      if (p->user)
	for (unsigned i = 0; i < gimple_asm_nclobbers (stmt); i++)
	  vec_safe_push (clobbers, gimple_asm_clobber_op (stmt, i));

      gasm *piece = gimple_build_asm_vec (p->text, inputs, outputs,
					  clobbers, NULL);
      gimple_asm_set_volatile (piece, true);
      gimple_asm_set_inline (piece, gimple_asm_inline_p (stmt));
      gimple_set_location (piece, loc);
      ptxasm_verify_add (piece, 0, NULL);
      gimple_set_block (piece, gimple_block (stmt));
      ptxasm_asm_set_prepared (piece);
      gimple_seq_add_stmt (&seq, piece);
      chain = next;
    }
  ptxasm_pieces_free (pieces, npieces);

  /* The user's outputs, in operand order, as the asm would store them.  */
  for (unsigned n = 0; n < nops; n++)
    if (outs[n] && tops[n].pair)
      ptxasm_q_join_seq (&seq, out_lvalues[n], outs[n], outs_hi[n], loc);
    else if (outs[n])
      {
	gassign *st = gimple_build_assign (unshare_expr (out_lvalues[n]),
					   outs[n]);
	gimple_set_location (st, loc);
	gimple_seq_add_stmt (&seq, st);
      }
  gsi_replace_with_seq (gsi, seq, false);
  return true;
}
