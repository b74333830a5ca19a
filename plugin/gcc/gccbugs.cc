/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* gccbugs.cc -- errors for code that crashes GCC itself (GCC 12; GCC 13
   for the lambda; GCC 12 to 16 for 16-bit floating point in offloaded
   code: gcc-compat.h says which versions).

   Users of the plugin meet these internal compiler errors of GCC 12
   (with and without the plugin); the front-end walk (tag.cc) sees the
   code before GCC's passes do, so each gets an error that names the
   way around it.  Both shapes were measured with Debian's GCC 12.2.

   - asm goto with an output operand (any constraint allowing a
     register) that is a member or element of a local aggregate (not
     static, address not taken; a parameter too) crashes the early SRA
     pass (esra, -O1 and above, unless -fno-tree-sra).
   - A C++ lambda without captures, bound to a variable or passed by
     value inside an OpenMP target region, crashes the gimplifier (at
     every -O level, offloading or not; an immediately invoked lambda, a
     capturing lambda and OpenACC compute regions are fine).  GCC still
     crashes after the error (the crash does not depend on the region's
     body), which it then reports as "confused by earlier errors,
     bailing out": the error is the message the user sees.
   - A 16-bit floating-point value (_Float16, __bf16) in offloaded code
     stops the nvptx compiler at the offload link (GCC 12 to 16),
     with an internal compiler error for _Float16 (a variable, a
     parameter, a conversion, a pointer to one, a member, a complex or
     vector of them) and a fatal error without a location for __bf16.
     The device pass, which sees the offloaded functions as GIMPLE after
     the front end's folding, reports the first use in each function,
     with the way around it: the bits in an unsigned short and PTX's
     cvt.  Only when nvptx is an offload target of the compile; what
     the front end folds away (a constant conversion, sizeof) and
     declarations that nothing uses reach no one and are not reported.  */

#include "ptxasm.h"
#include "langhooks.h"

/* Does output constraint CONS allow a register?  */
static bool
allows_reg_p (const char *cons)
{
  for (const char *p = cons; *p; p++)
    if (!strchr ("=+&,mVo<> \t", *p))
      return true;
  return false;
}

/* The local aggregate whose member or element REF is, or NULL_TREE.  */
static tree
local_aggregate (tree ref)
{
  bool component = false;
  /* C++ wraps names in location wrappers.  */
  ref = tree_strip_any_location_wrapper (ref);
  while (TREE_CODE (ref) == COMPONENT_REF || TREE_CODE (ref) == ARRAY_REF
	 || TREE_CODE (ref) == ARRAY_RANGE_REF)
    {
      component = true;
      ref = tree_strip_any_location_wrapper (TREE_OPERAND (ref, 0));
    }
  if (!component
      || (TREE_CODE (ref) != VAR_DECL && TREE_CODE (ref) != PARM_DECL)
      || TREE_STATIC (ref) || DECL_EXTERNAL (ref) || TREE_ADDRESSABLE (ref)
      || !AGGREGATE_TYPE_P (TREE_TYPE (ref)))
    return NULL_TREE;
  return ref;
}

void
ptxasm_check_asm_goto (tree expr, tree fndecl)
{
  if (!PTXASM_GCC_SRA_ASM_GOTO_CRASH
      || !ASM_LABELS (expr) || !opt_for_fn (fndecl, optimize)
      || !opt_for_fn (fndecl, flag_tree_sra))
    return;
  unsigned n = 0;
  for (tree link = ASM_OUTPUTS (expr); link; link = TREE_CHAIN (link), n++)
    {
      tree cons = TREE_VALUE (TREE_PURPOSE (link));
      const char *c = ptxasm_original_constraint (link);
      if (!c && cons && TREE_CODE (cons) == STRING_CST)
	c = TREE_STRING_POINTER (cons);
      tree var = local_aggregate (TREE_VALUE (link));
          if (!c || !var || !allows_reg_p (c))
	continue;
      error_at (EXPR_LOCATION (expr), "%<asm goto%> with output operand %u "
		"in a member or element of the local %qD would crash GCC %d "
		"(its SRA pass); make the output a local scalar variable "
		"and copy it, or compile with %<-fno-tree-sra%>", n, var,
		BUILDING_GCC_MAJOR);
    }
}

/* C++'s LAMBDA_TYPE_P (cp-tree.h): the closure type's name is an
   identifier with the front end's lambda flag.  */
static bool
lambda_type_p (tree type)
{
  if (TREE_CODE (type) != RECORD_TYPE)
    return false;
  tree id = TYPE_IDENTIFIER (TYPE_MAIN_VARIANT (type));
  return id && TREE_CODE (id) == IDENTIFIER_NODE
	 && id->base.protected_flag;
}

static bool
captureless_lambda_p (tree type)
{
  if (!lambda_type_p (type))
    return false;
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL)
      return false;
  return true;
}

static void
lambda_error (location_t loc)
{
  error_at (loc, "a lambda without captures kept as an object inside an "
	    "OpenMP target region would crash GCC %d (in the gimplifier); "
	    "define the lambda before the target region, or call it where "
	    "it is defined", BUILDING_GCC_MAJOR);
}

static tree
find_lambda_r (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp;
  location_t *loc = (location_t *) data;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == DECL_EXPR)
    {
      tree var = DECL_EXPR_DECL (t);
      if (TREE_CODE (var) == VAR_DECL
	  && captureless_lambda_p (TREE_TYPE (var)))
	{
	  lambda_error (DECL_SOURCE_LOCATION (var));
	  return t;
	}
    }
  else if (TREE_CODE (t) == CALL_EXPR)
    {
      for (int i = 0; i < call_expr_nargs (t); i++)
	if (captureless_lambda_p (TREE_TYPE (CALL_EXPR_ARG (t, i))))
	  {
	    lambda_error (EXPR_HAS_LOCATION (t) ? EXPR_LOCATION (t) : *loc);
	    return t;
	  }
    }
  else if (DECL_P (t))
    *walk_subtrees = 0;
  return NULL_TREE;
}

void
ptxasm_check_target_region (tree expr)
{
  if (!PTXASM_GCC_TARGET_LAMBDA_CRASH
      || !lang_GNU_CXX () || TREE_CODE (expr) != OMP_TARGET)
    return;
  location_t loc = EXPR_LOCATION (expr);
  walk_tree_without_duplicates (&OMP_TARGET_BODY (expr), find_lambda_r,
				&loc);
}

/* Is TYPE a 16-bit floating-point type, or made of one by pointers,
   arrays, complex or vector types?  Not through a struct's fields: a
   struct with such a field is fine until the field is used, and then
   the use has the field's type.  */
static bool
float16_based_p (tree type)
{
  while (type
	 && (POINTER_TYPE_P (type) || TREE_CODE (type) == ARRAY_TYPE
	     || TREE_CODE (type) == COMPLEX_TYPE
	     || TREE_CODE (type) == VECTOR_TYPE))
    type = TREE_TYPE (type);
  return (type && TREE_CODE (type) == REAL_TYPE
	  && TYPE_PRECISION (type) == 16);
}

/* The 16-bit floating-point type TYPE is made of.  */
static tree
float16_of (tree type)
{
  while (!SCALAR_FLOAT_TYPE_P (type))
    type = TREE_TYPE (type);
  return type;
}

static tree
find_float16_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_TYPE (t) && !CONSTANT_CLASS_P (t)
      && float16_based_p (TREE_TYPE (t)))
    return t;
  if (DECL_P (t))
    *walk_subtrees = 0;
  return NULL_TREE;
}

static void
float16_error (location_t loc, tree type)
{
  error_at (loc, "%qT in offloaded code: GCC %d's nvptx compiler cannot "
	    "compile 16-bit floating-point values (the offload link would "
	    "fail); keep the value's bits in an %<unsigned short%> and "
	    "convert them with PTX's %<cvt%> in an asm statement (\"h\" "
	    "operands)",
	    float16_of (type), BUILDING_GCC_MAJOR);
}

void
ptxasm_check_float16 (function *fun)
{
  if (!PTXASM_GCC_NVPTX_FLOAT16_FAILS || !ptxasm_nvptx_offload_p ())
    return;
  tree fndecl = fun->decl;
  for (tree parm = DECL_ARGUMENTS (fndecl); parm; parm = DECL_CHAIN (parm))
    if (float16_based_p (TREE_TYPE (parm)))
      {
	float16_error (DECL_SOURCE_LOCATION (parm), TREE_TYPE (parm));
	return;
      }
  tree ret = TREE_TYPE (TREE_TYPE (fndecl));
  if (float16_based_p (ret))
    {
      float16_error (DECL_SOURCE_LOCATION (fndecl), ret);
      return;
    }
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	/* An asm operand's type is the asm checks' business: no
	   constraint letter takes a 16-bit floating-point value.  */
	if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_ASM)
	  continue;
	for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	  {
	    tree *op = gimple_op_ptr (stmt, i);
	    if (!*op)
	      continue;
	    if (tree t = walk_tree_without_duplicates (op, find_float16_r,
						       NULL))
	      {
		location_t loc = gimple_location (stmt);
		if (loc == UNKNOWN_LOCATION && EXPR_P (t))
		  loc = EXPR_LOCATION (t);
		if (loc == UNKNOWN_LOCATION)
		  loc = DECL_SOURCE_LOCATION (fndecl);
		float16_error (loc, TREE_TYPE (t));
		return;
	      }
	  }
      }
}
