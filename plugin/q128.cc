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

tree
ptxasm_q_half (gimple_stmt_iterator *gsi, tree val, bool high)
{
  tree u64 = long_long_unsigned_type_node;
  tree v = unshare_expr (val);
  if (high)
    v = fold_build2 (RSHIFT_EXPR, TREE_TYPE (v), v,
		     build_int_cst (integer_type_node, 64));
  return force_gimple_operand_gsi (gsi, fold_convert (u64, v), true,
				   NULL_TREE, true, GSI_SAME_STMT);
}

tree
ptxasm_q_temp (void)
{
  return create_tmp_var (long_long_unsigned_type_node, "ptxasm_q");
}

void
ptxasm_q_join (gimple_stmt_iterator *gsi, tree dest, tree lo, tree hi)
{
  tree type = TREE_TYPE (dest);
  tree u128 = unsigned_type_for (type);
  tree v = fold_build2 (BIT_IOR_EXPR, u128,
			fold_build2 (LSHIFT_EXPR, u128,
				     fold_convert (u128, hi),
				     build_int_cst (integer_type_node, 64)),
			fold_convert (u128, lo));
  gimple_seq seq = NULL;
  tree t = force_gimple_operand (fold_convert (type, v), &seq, true,
				 NULL_TREE);
  gimple *assign = gimple_build_assign (unshare_expr (dest), t);
  gimple_set_location (assign, gimple_location (gsi_stmt (*gsi)));
  gimple_seq_add_stmt (&seq, assign);
  gsi_insert_seq_after (gsi, seq, GSI_SAME_STMT);
}
