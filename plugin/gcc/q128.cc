/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* q128.cc -- "q" operands (__int128) as two 64-bit GCC operands.

   GCC 12's nvptx back end has no 128-bit registers, so a "q" operand
   reaches the asm as its low and high 64-bit halves, made here in
   GIMPLE, and the rewritten template joins them into a .b128 register
   (mov.b128 %q, {lo, hi}; as nvcc does) or splits the register back
   (mov.b128 {lo, hi}, %q;).  .b128 needs PTX ISA 8.3.  */

#include "ptxasm.h"
#include "ptxtarget.h"
#include "gimplify.h"
#include "gimplify-me.h"

bool
ptxasm_q_supported (void)
{
  unsigned maj, min;
  ptxasm_effective_target (NULL, &maj, &min);
  return PTX_VERSION (maj, min) >= PTX_VERSION (8, 3);
}

/* The low or (HIGH) high 64 bits of VAL, as an expression.  */
static tree
half_expr (tree val, bool high)
{
  tree v = unshare_expr (val);
  if (high)
    v = fold_build2 (RSHIFT_EXPR, TREE_TYPE (v), v,
		     build_int_cst (integer_type_node, 64));
  return fold_convert (long_long_unsigned_type_node, v);
}

tree
ptxasm_q_half (gimple_stmt_iterator *gsi, tree val, bool high)
{
  return force_gimple_operand_gsi (gsi, half_expr (val, high), true,
				   NULL_TREE, true, GSI_SAME_STMT);
}

tree
ptxasm_q_half_seq (gimple_seq *seq, tree val, bool high)
{
  gimple_seq s = NULL;
  tree t = force_gimple_operand (half_expr (val, high), &s, true,
				 NULL_TREE);
  gimple_seq_add_seq (seq, s);
  return t;
}

tree
ptxasm_q_temp (void)
{
  return create_tmp_var (long_long_unsigned_type_node, "ptxasm_q");
}

void
ptxasm_q_join_seq (gimple_seq *seq, tree dest, tree lo, tree hi,
		   location_t loc)
{
  tree type = TREE_TYPE (dest);
  tree u128 = unsigned_type_for (type);
  tree v = fold_build2 (BIT_IOR_EXPR, u128,
			fold_build2 (LSHIFT_EXPR, u128,
				     fold_convert (u128, hi),
				     build_int_cst (integer_type_node, 64)),
			fold_convert (u128, lo));
  /* force_gimple_operand sets its sequence: the statements go to one of
     their own, appended to SEQ.  */
  gimple_seq s = NULL;
  tree t = force_gimple_operand (fold_convert (type, v), &s, true,
				 NULL_TREE);
  gimple_seq_add_seq (seq, s);
  gimple *assign = gimple_build_assign (unshare_expr (dest), t);
  gimple_set_location (assign, loc);
  gimple_seq_add_stmt (seq, assign);
}

void
ptxasm_q_join (gimple_stmt_iterator *gsi, tree dest, tree lo, tree hi)
{
  gimple_seq seq = NULL;
  ptxasm_q_join_seq (&seq, dest, lo, hi, gimple_location (gsi_stmt (*gsi)));
  gsi_insert_seq_after (gsi, seq, GSI_SAME_STMT);
}
