/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* operand.cc -- one asm operand, as every step sees it.

   The bottom of the GCC-facing layer: the steps above (tag.cc,
   device.cc, diag.cc, cstring.cc, gccbugs.cc, split.cc) call it, and it
   calls nothing of theirs.

     - The constraint the user wrote, which the front-end walk (tag.cc)
       records in the operand's name slot before the gimplifier rewrites
       it: ptxasm_operand_tag, ptxasm_original_constraint.
     - The kind and size of an operand's type, as constraint.c sees
       them: classify_type.
     - A new operand for gimple_build_asm_vec: ptxasm_asm_operand.  */

#include "ptxasm.h"
#include "constraint.h"

static const char tag_prefix[] = PTXASM_TAG_PREFIX;

/* The type of a bit-field's value: fewer bits than its storage.  */
bool
ptxasm_bit_field_type_p (tree type)
{
  return (TYPE_SIZE (type) && tree_fits_uhwi_p (TYPE_SIZE (type))
	  && TYPE_PRECISION (type) != tree_to_uhwi (TYPE_SIZE (type)));
}

void
classify_type (tree type, struct ptxasm_type *t)
{
  type = TYPE_MAIN_VARIANT (type);
  t->size = 0;
  if (TYPE_SIZE_UNIT (type) && tree_fits_uhwi_p (TYPE_SIZE_UNIT (type)))
    t->size = tree_to_uhwi (TYPE_SIZE_UNIT (type));

  switch (TREE_CODE (type))
    {
    case BOOLEAN_TYPE:
      t->kind = PTXASM_KIND_BOOL;
      break;
    case INTEGER_TYPE:
    case ENUMERAL_TYPE:
      if (ptxasm_bit_field_type_p (type))
	t->kind = PTXASM_KIND_OTHER;
      else if (TREE_CODE (type) == ENUMERAL_TYPE)
	t->kind = PTXASM_KIND_ENUM;
      else
	t->kind = t->size == 1 ? PTXASM_KIND_CHAR : PTXASM_KIND_INTEGER;
      break;
    case POINTER_TYPE:
    case REFERENCE_TYPE:
      t->kind = PTXASM_KIND_POINTER;
      break;
    case REAL_TYPE:
      t->kind = PTXASM_KIND_FLOAT;
      break;
    case RECORD_TYPE:
    case UNION_TYPE:
    case QUAL_UNION_TYPE:
    case ARRAY_TYPE:
      t->kind = PTXASM_KIND_AGGREGATE;
      break;
    default:
      t->kind = PTXASM_KIND_OTHER;
      break;
    }
}

tree
ptxasm_asm_operand (tree value, const char *cons)
{
  return build_tree_list (build_tree_list (NULL_TREE,
					   build_string (strlen (cons) + 1,
							 cons)),
			  value);
}

tree
ptxasm_operand_tag (tree op)
{
  tree purpose = TREE_PURPOSE (op);
  if (!purpose || TREE_CODE (purpose) != TREE_LIST)
    return NULL_TREE;
  tree name = TREE_PURPOSE (purpose);
  if (!name || TREE_CODE (name) != STRING_CST
      || strncmp (TREE_STRING_POINTER (name), tag_prefix,
		  sizeof tag_prefix - 1) != 0)
    return NULL_TREE;
  return name;
}

const char *
ptxasm_original_constraint (tree op)
{
  tree tag = ptxasm_operand_tag (op);
  return tag ? TREE_STRING_POINTER (tag) + sizeof tag_prefix - 1 : NULL;
}

bool
ptxasm_nvcc_letter_p (tree op)
{
  const char *c = ptxasm_original_constraint (op);
  tree cons = TREE_PURPOSE (op) ? TREE_VALUE (TREE_PURPOSE (op)) : NULL_TREE;
  if (!c && cons && TREE_CODE (cons) == STRING_CST)
    c = TREE_STRING_POINTER (cons);
  return c && ptxasm_constraint_nvcc_only (c);
}
