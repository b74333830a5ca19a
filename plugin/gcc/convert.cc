/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* convert.cc -- C++ class-type asm inputs with a conversion function.

   nvcc accepts an input operand of class type when the class has
   exactly one conversion function to a built-in type (explicit or not,
   returning a reference or not), and passes the converted value; with
   two or more it reports them as ambiguous (then, as with nvcc, the
   operand is also not scalar).  ptxasm does the same for
   asm statements in offloaded code, in the front end (tag.cc), where
   C++'s conversion machinery still exists.

   The C++ front end's functions are only in cc1plus: they are weak
   references here, so that the plugin still loads into cc1 and lto1,
   where they are null and never called.  */

#include "ptxasm.h"
#include "langhooks.h"

/* From cp/cp-tree.h, which cannot be included after diagnostic-core.h.  */
typedef int tsubst_flags_t;
static const tsubst_flags_t tf_none = 0;
#define CLASS_TYPE_P(T) \
  (RECORD_OR_UNION_TYPE_P (T) && TYPE_LANG_FLAG_5 (T))
extern tree lookup_conversions (tree) __attribute__ ((weak));
extern tree cp_build_c_cast (location_t, tree, tree, tsubst_flags_t)
  __attribute__ ((weak));

/* A built-in (scalar) type a conversion function may return.  */
static bool
builtin_target_p (tree type)
{
  if (!type || type == error_mark_node)
    return false;
  if (TREE_CODE (type) == REFERENCE_TYPE)
    type = TREE_TYPE (type);
  return (INTEGRAL_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type)
	  || TREE_CODE (type) == POINTER_TYPE
	  || TREE_CODE (type) == NULLPTR_TYPE);
}

tree
ptxasm_convert_class_operand (tree val, location_t loc)
{
  if (!lookup_conversions || !cp_build_c_cast || !lang_GNU_CXX ())
    return NULL_TREE;
  tree type = TREE_TYPE (val);
  if (!type || TREE_CODE (type) != RECORD_TYPE || !CLASS_TYPE_P (type)
      || !COMPLETE_TYPE_P (type))
    return NULL_TREE;

  tree target = NULL_TREE;
  unsigned n = 0;
  for (tree c = lookup_conversions (type); c; c = TREE_CHAIN (c))
    if (builtin_target_p (TREE_TYPE (c)))
      {
	n++;
	target = TREE_TYPE (c);
      }
  if (n > 1)
    {
      tree a = NULL_TREE, b = NULL_TREE;
      for (tree c = lookup_conversions (type); c; c = TREE_CHAIN (c))
	if (builtin_target_p (TREE_TYPE (c)))
	  {
	    b = a;
	    a = TREE_TYPE (c);
	  }
      error_at (loc, "more than one conversion function from %qT to a "
		"built-in type applies to an asm operand (to %qT, %qT%s)",
		type, b, a, n > 2 ? ", ..." : "");
    }
  if (n != 1)
    return NULL_TREE;
  if (TREE_CODE (target) == REFERENCE_TYPE)
    target = TREE_TYPE (target);
  target = TYPE_MAIN_VARIANT (target);
  tree conv = cp_build_c_cast (loc, target, val, tf_none);
  return conv == error_mark_node ? NULL_TREE : conv;
}
