/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* cstring.cc -- resolve the operand of a "C" constraint to its text.

   nvcc's "C" constraint takes a constant expression that yields the
   address of a variable V with static storage duration, of type array of
   const char, constant-initialized (a static class member must be
   initialized in its declaration in the class); references to the
   operand in the template are replaced by V's contents.  As with nvcc
   (measured), the contents end at the first NUL or at the end of the
   array, whichever comes first: an array without a NUL is pasted whole.

   The operand is resolved in the front end (PLUGIN_PRE_GENERICIZE), while
   C++'s flags on the variable still exist and before OpenMP lowering
   replaces locals mapped into a target region.  Whether the statement is
   in offloaded code is not known yet, so the result, text or error, is
   kept with the operand and reported by the device pass.  */

#include "ptxasm.h"
#include "langhooks.h"
#include "tree-pretty-print.h"

/* Is VAR a C++ constexpr variable?  DECL_LANG_FLAG_8 is C++'s
   DECL_DECLARED_CONSTEXPR_P; C has no such thing.  */
static bool
constexpr_var_p (tree var)
{
  return lang_GNU_CXX () && DECL_LANG_FLAG_8 (var);
}

/* The variable whose address EXPR evaluates to, or into which it
   points, looking through conversions, constant offsets and indexes
   (*OFFSET set when one is not zero), conditions that fold to a
   constant and (once) a constexpr pointer initialized with such an
   address.  Returns NULL_TREE if EXPR is not of that shape.  */
static tree
referenced_var (tree expr, bool follow_pointer, bool *offset)
{
  for (;;)
    {
      STRIP_NOPS (expr);
      if (TREE_CODE (expr) == POINTER_PLUS_EXPR
	  && TREE_CODE (TREE_OPERAND (expr, 1)) == INTEGER_CST)
	{
	  *offset |= !integer_zerop (TREE_OPERAND (expr, 1));
	  expr = TREE_OPERAND (expr, 0);
	}
      else if (TREE_CODE (expr) == COND_EXPR
	       && TREE_CODE (fold (TREE_OPERAND (expr, 0))) == INTEGER_CST)
	expr = TREE_OPERAND (expr,
			     integer_zerop (fold (TREE_OPERAND (expr, 0)))
			     ? 2 : 1);
      else if (TREE_CODE (expr) == COMPOUND_EXPR
	       && !TREE_SIDE_EFFECTS (TREE_OPERAND (expr, 0)))
	expr = TREE_OPERAND (expr, 1);
      else
	break;
    }
  if (TREE_CODE (expr) == VAR_DECL && follow_pointer
      && POINTER_TYPE_P (TREE_TYPE (expr)) && constexpr_var_p (expr)
      && DECL_INITIAL (expr) && DECL_INITIAL (expr) != error_mark_node)
    return referenced_var (DECL_INITIAL (expr), false, offset);
  if (TREE_CODE (expr) != ADDR_EXPR)
    return NULL_TREE;
  tree ref = TREE_OPERAND (expr, 0);
  while (TREE_CODE (ref) == ARRAY_REF
	 && TREE_CODE (TREE_OPERAND (ref, 1)) == INTEGER_CST)
    {
      *offset |= !integer_zerop (TREE_OPERAND (ref, 1));
      ref = TREE_OPERAND (ref, 0);
    }
  return TREE_CODE (ref) == VAR_DECL ? ref : NULL_TREE;
}

/* EXPR evaluated as a C++ constant expression where it is one ("C"
   (pick ()) with a constexpr function), else EXPR folded.  */
static tree
evaluate (tree expr)
{
  if (lang_GNU_CXX ())
    {
      tree v = ptxasm_cxx_constant_value (expr);
      if (v && v != error_mark_node)
	expr = v;
    }
  return fold (expr);
}

/* Plain char only: nvcc refuses arrays of signed char and unsigned char
   (measured with nvcc 13).  */
static bool
char_type_p (tree type)
{
  return TYPE_MAIN_VARIANT (type) == char_type_node;
}

/* Is VAR a class member that got its initializer outside the class?  A
   static data member of array type can be initialized in the class only
   when it is constexpr or inline (an inline variable is COMDAT).  */
static bool
member_initialized_outside_class_p (tree var)
{
  tree ctx = DECL_CONTEXT (var);
  if (!lang_GNU_CXX () || !ctx || !RECORD_OR_UNION_TYPE_P (ctx))
    return false;
  return !constexpr_var_p (var) && !DECL_COMDAT (var);
}

/* The bytes of VAR's initializer INIT, NBYTES long (zero-filled past the
   initializer), into BUF.  Returns false if INIT is not constant.  */
static bool
initializer_bytes (tree init, unsigned HOST_WIDE_INT nbytes, char *buf)
{
  memset (buf, 0, nbytes);
  if (TREE_CODE (init) == STRING_CST)
    {
      unsigned HOST_WIDE_INT len = TREE_STRING_LENGTH (init);
      memcpy (buf, TREE_STRING_POINTER (init), MIN (len, nbytes));
      return true;
    }
  if (TREE_CODE (init) != CONSTRUCTOR)
    return false;
  unsigned HOST_WIDE_INT i, next = 0;
  tree index, value;
  FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (init), i, index, value)
    {
      if (index && TREE_CODE (index) == INTEGER_CST)
	next = tree_to_uhwi (index);
      else if (index)
	return false;
      STRIP_NOPS (value);
      if (TREE_CODE (value) != INTEGER_CST)
	return false;
      if (next < nbytes)
	buf[next] = (char) TREE_INT_CST_LOW (value);
      next++;
    }
  return true;
}

/* A resolved "C" operand: a status and its payload, the text to paste
   (PTXASM_CSTR_OK) or "NAME\0TYPE" of the variable at fault.  */
struct resolution
{
  enum ptxasm_cstr_status status;
  char *payload;
  size_t len;
};

static resolution
failure (enum ptxasm_cstr_status status, tree var)
{
  resolution r = { status, NULL, 0 };
  if (!var)
    return r;
  const char *name = DECL_NAME (var) ? IDENTIFIER_POINTER (DECL_NAME (var))
				     : "<anonymous>";
  char *type = print_generic_expr_to_str (TREE_TYPE (var));
  r.len = strlen (name) + 1 + strlen (type);
  r.payload = XNEWVEC (char, r.len + 1);
  strcpy (r.payload, name);
  strcpy (r.payload + strlen (name) + 1, type);
  free (type);
  return r;
}

/* Resolve EXPR, the operand of a "C" constraint.  */
static resolution
resolve (tree expr)
{
  bool offset = false;
  tree var = referenced_var (evaluate (expr), true, &offset);
  if (!var || !(TREE_STATIC (var) || DECL_EXTERNAL (var)))
    return failure (PTXASM_CSTR_NOT_CONSTANT, NULL_TREE);

  /* nvcc refuses volatile arrays too.  */
  tree type = TREE_TYPE (var);
  if (TREE_CODE (type) != ARRAY_TYPE || !char_type_p (TREE_TYPE (type))
      || !(TYPE_READONLY (TREE_TYPE (type)) || TREE_READONLY (var))
      || TYPE_VOLATILE (TREE_TYPE (type)) || TREE_THIS_VOLATILE (var))
    return failure (PTXASM_CSTR_BAD_TYPE, var);
  if (member_initialized_outside_class_p (var))
    return failure (PTXASM_CSTR_CLASS_MEMBER, var);

  tree init = DECL_INITIAL (var);
  if (!init || init == error_mark_node)
    return failure (PTXASM_CSTR_NO_INIT, var);

  unsigned HOST_WIDE_INT nbytes;
  if (TYPE_SIZE_UNIT (type) && tree_fits_uhwi_p (TYPE_SIZE_UNIT (type)))
    nbytes = tree_to_uhwi (TYPE_SIZE_UNIT (type));
  else if (TREE_CODE (init) == STRING_CST)
    nbytes = TREE_STRING_LENGTH (init);
  else
    return failure (PTXASM_CSTR_NO_INIT, var);

  resolution r = { PTXASM_CSTR_OK, XNEWVEC (char, nbytes + 1), 0 };
  if (!initializer_bytes (init, nbytes, r.payload))
    {
      XDELETEVEC (r.payload);
      return failure (PTXASM_CSTR_NO_INIT, var);
    }
  const char *nul = (const char *) memchr (r.payload, 0, nbytes);
  r.len = nul ? (size_t) (nul - r.payload) : nbytes;
  if (offset)
    r.status = PTXASM_CSTR_OK_INSIDE;
  return r;
}

tree
ptxasm_cstr_record (tree expr, const char *prefix)
{
  resolution r = resolve (expr);

  /* PREFIX '\0' STATUS PAYLOAD, one STRING_CST.  */
  size_t plen = strlen (prefix);
  size_t total = plen + 2 + r.len;
  char *s = XNEWVEC (char, total + 1);
  memcpy (s, prefix, plen + 1);
  s[plen + 1] = (char) r.status;
  if (r.len)
    memcpy (s + plen + 2, r.payload, r.len);
  s[total] = 0;
  tree str = build_string (total + 1, s);
  XDELETEVEC (s);
  XDELETEVEC (r.payload);
  return str;
}

bool
ptxasm_cstr_lookup (tree op, enum ptxasm_cstr_status *status, const char **payload,
		    size_t *len)
{
  tree tag = ptxasm_operand_tag (op);
  if (!tag)
    return false;
  const char *s = TREE_STRING_POINTER (tag);
  size_t total = TREE_STRING_LENGTH (tag);
  size_t head = strlen (s) + 1;
  if (head + 1 >= total)
    return false;
  *status = (enum ptxasm_cstr_status) s[head];
  *payload = s + head + 1;
  *len = total - head - 2;
  return true;
}
