/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* bitfield.cc -- bit-field operands of offloaded asm, as nvcc takes them.

   nvcc accepts a struct bit-field as an asm operand: its declared type
   ("unsigned b : 11" is an unsigned int) is what the constraint letter
   is checked against and what the register holds; an input is the
   field's value converted to that type, an output is written back into
   the field (a read-modify-write of its storage).  GCC's gimplifier
   leaves an output as the bit-field reference itself, and (in C) an
   input as a temporary of the field's own narrow type, which the nvptx
   back end would hold in a register of the wrong size.

   So before the device pass checks a statement, every such operand is
   given a temporary of the declared type: inputs are converted into it
   before the asm, outputs are stored from it into the field after it.
   The rest of the driver then sees ordinary operands of the declared
   type, and nvcc's type checks apply to that type.  */

#include "ptxasm.h"
#include "gimplify.h"

/* Is REF a reference to a bit-field?  Layout clears DECL_BIT_FIELD of
   a field that happens to fill an aligned integer mode ("int c : 16"),
   but its value still has the field's own type: DECL_BIT_FIELD_TYPE
   (the declared type) is what tells.  */
static bool
bit_field_ref_p (tree ref)
{
  return (TREE_CODE (ref) == COMPONENT_REF
	  && DECL_BIT_FIELD_TYPE (TREE_OPERAND (ref, 1)));
}

/* How far back from the asm the gimplifier's temporaries of its input
   operands are looked for: it loads them just before the statement.  */
static const int max_lookback = 64;

/* The bit-field reference whose value VAL (an input of STMT) holds, or
   NULL_TREE: VAL itself, the definition of an SSA name, or the last
   assignment to a temporary in the statements just before STMT.  */
static tree
loaded_bit_field (tree val, gimple *stmt)
{
  if (bit_field_ref_p (val))
    return val;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (val)))
    return NULL_TREE;
  gimple *def = NULL;
  if (TREE_CODE (val) == SSA_NAME)
    def = SSA_NAME_DEF_STMT (val);
  else if (VAR_P (val) && DECL_ARTIFICIAL (val) && gimple_bb (stmt))
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
      gsi_prev (&gsi);
      for (int n = 0; !gsi_end_p (gsi) && n < max_lookback;
	   gsi_prev (&gsi), n++)
	{
	  gimple *s = gsi_stmt (gsi);
	  if (is_gimple_assign (s) && gimple_assign_lhs (s) == val)
	    {
	      def = s;
	      break;
	    }
	  if (!is_gimple_assign (s) && !is_gimple_debug (s))
	    break;
	}
    }
  if (!def || !gimple_assign_single_p (def))
    return NULL_TREE;
  tree rhs = gimple_assign_rhs1 (def);
  return bit_field_ref_p (rhs) ? rhs : NULL_TREE;
}

static tree
declared_type (tree ref)
{
  return DECL_BIT_FIELD_TYPE (TREE_OPERAND (ref, 1));
}

/* A temporary of TYPE holding VAL, assigned before GSI.  */
static tree
convert_before (gimple_stmt_iterator *gsi, tree type, tree val)
{
  if (!is_gimple_val (val))
    {
      tree t = create_tmp_reg (TREE_TYPE (val));
      gsi_insert_before (gsi, gimple_build_assign (t, unshare_expr (val)),
			 GSI_SAME_STMT);
      val = t;
    }
  tree tmp = create_tmp_reg (type, "ptxasm_bf");
  gimple *g = gimple_build_assign (tmp, NOP_EXPR, val);
  gimple_set_location (g, gimple_location (gsi_stmt (*gsi)));
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return tmp;
}

void
ptxasm_bitfield_operands (gimple_stmt_iterator *gsi, gasm *stmt)
{
  location_t loc = gimple_location (stmt);

  for (unsigned i = 0; i < gimple_asm_ninputs (stmt); i++)
    {
      tree op = gimple_asm_input_op (stmt, i);
      tree val = TREE_VALUE (op);
      if (val == error_mark_node)
	continue;
      tree ref = loaded_bit_field (val, stmt);
      if (!ref || TYPE_MAIN_VARIANT (TREE_TYPE (val))
		  == TYPE_MAIN_VARIANT (declared_type (ref)))
	continue;
      TREE_VALUE (op) = convert_before (gsi, declared_type (ref), val);
    }

  /* Stores into the fields, in the order of the outputs.  */
  gimple_stmt_iterator after = *gsi;
  for (unsigned i = 0; i < gimple_asm_noutputs (stmt); i++)
    {
      tree op = gimple_asm_output_op (stmt, i);
      tree ref = TREE_VALUE (op);
      if (ref == error_mark_node || !bit_field_ref_p (ref))
	continue;
      tree tmp = create_tmp_reg (declared_type (ref), "ptxasm_bf");
      TREE_VALUE (op) = tmp;
      tree narrow = create_tmp_reg (TREE_TYPE (ref));
      gimple *g = gimple_build_assign (narrow, NOP_EXPR, tmp);
      gimple_set_location (g, loc);
      gsi_insert_after (&after, g, GSI_NEW_STMT);
      g = gimple_build_assign (ref, narrow);
      gimple_set_location (g, loc);
      gsi_insert_after (&after, g, GSI_NEW_STMT);
    }
}
