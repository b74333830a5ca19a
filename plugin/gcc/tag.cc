/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* tag.cc -- remember every asm operand's constraint as the user wrote it.

   The gimplifier rewrites constraints before the device pass sees them:
   "+r" becomes an output "=r" plus a matching input "0" appended after
   the user's inputs.  nvcc's rules are about what the user wrote (a
   digit written by the user is an error, a "+" is not), so before
   gimplification, while we cannot yet know which functions will be
   offloaded, each operand of every asm statement gets its original
   constraint recorded in the operand's name slot.  Operand names have
   done their only job (resolving %[name]) by then; GCC ignores them
   afterwards, so host code is unaffected.  A statement whose template
   holds no PTX and whose constraints are GCC's is not tagged: it is
   GCC's compiler barrier, not nvcc's PTX (device.cc).

   The one exception is the operand of a "C" constraint: its text is
   resolved here (cstring.cc) and the address replaced by a null pointer
   of the same type, so that OpenMP does not map the variable.  On the
   host, "C" with such an operand is meaningless (x86's "C" is an SSE
   constant) and GCC rejects it either way.  */

#include "ptxasm.h"
#include "tree-nested.h"
#include "diag.h"
#include "lex.h"

/* The prefix of a recorded constraint (ptxasm.h; operand.cc reads the
   record).  */
static const char tag_prefix[] = PTXASM_TAG_PREFIX;

static void
tag_operands (tree list, bool inputs, bool offloaded, location_t loc)
{
  for (tree link = list; link; link = TREE_CHAIN (link))
    {
      tree purpose = TREE_PURPOSE (link);
      if (!purpose || TREE_CODE (purpose) != TREE_LIST)
	continue;
      tree name = TREE_PURPOSE (purpose);
      tree cons = TREE_VALUE (purpose);
      if (!cons || TREE_CODE (cons) != STRING_CST)
	continue;
      if (name && TREE_CODE (name) == STRING_CST
	  && strncmp (TREE_STRING_POINTER (name), tag_prefix,
		      sizeof tag_prefix - 1) == 0)
	continue;
      size_t len = sizeof tag_prefix - 1 + strlen (TREE_STRING_POINTER (cons));
      char *s = XALLOCAVEC (char, len + 1);
      strcpy (s, tag_prefix);
      strcat (s, TREE_STRING_POINTER (cons));
      /* A "C" operand is resolved now, while the front end's view of
	 the variable is intact (cstring.cc).  */
      tree val = TREE_VALUE (link);
      if (inputs && strchr (TREE_STRING_POINTER (cons), 'C')
	  && val != error_mark_node)
	{
	  TREE_PURPOSE (purpose) = ptxasm_cstr_record (val, s);
	  /* The variable is not needed any more: its text is recorded.
	     Keeping the reference would make OpenMP map it into target
	     regions (or reject it as unmappable) for nothing.  */
	  if (POINTER_TYPE_P (TREE_TYPE (val)))
	    TREE_VALUE (link) = build_int_cst (TREE_TYPE (val), 0);
	}
      else
	TREE_PURPOSE (purpose) = build_string (len + 1, s);
      ptxasm_diag_record (TREE_PURPOSE (purpose), val,
			  TREE_STRING_POINTER (cons));
      /* A class-type input of offloaded code gets its conversion
	 function applied, as nvcc does (convert.cc).  */
      tree conv;
      if (inputs && offloaded && val != error_mark_node
	  && (conv = ptxasm_convert_class_operand (val, loc)) != NULL_TREE)
	TREE_VALUE (link) = conv;
    }
}

/* GIMPLE keeps an asm's numbers of outputs and of inputs in a byte
   each, and the gimplifier adds one input per "+" output: past 255 they
   would wrap silently, and a statement would lose operands.  nvcc has
   no such limit; GCC has it everywhere, so it is reported for every
   statement, before gimplification.  */
static const unsigned gimple_asm_max = 255;

static void
check_gimple_limit (tree t)
{
  unsigned nout = list_length (ASM_OUTPUTS (t));
  unsigned nin = list_length (ASM_INPUTS (t));
  for (tree link = ASM_OUTPUTS (t); link; link = TREE_CHAIN (link))
    {
      tree purpose = TREE_PURPOSE (link);
      tree cons = purpose ? TREE_VALUE (purpose) : NULL_TREE;
      if (cons && TREE_CODE (cons) == STRING_CST
	  && strchr (TREE_STRING_POINTER (cons), '+'))
	nin++;
    }
  if (nout > gimple_asm_max || nin > gimple_asm_max)
    {
      error_at (EXPR_LOCATION (t), "too many operands in %<asm%> (%u "
		"outputs, %u inputs; a %<+%> operand is one of each): GCC "
		"takes at most %u of each", nout, nin, gimple_asm_max);
      /* Keep the gimplifier from truncating the lists: drop them.  */
      ASM_OUTPUTS (t) = NULL_TREE;
      ASM_INPUTS (t) = NULL_TREE;
    }
}

/* Is the ASM_EXPR T GCC's compiler barrier, not nvcc's PTX: no PTX in
   its template, no nvcc letter in its constraints (device.cc's
   gcc_barrier_p says the same of the GIMPLE statement)?  Its operands
   keep GCC's meaning: they are not tagged.  */
static bool
gcc_barrier_p (tree t)
{
  if (!ptxasm_text_blank (TREE_STRING_POINTER (ASM_STRING (t))))
    return false;
  for (tree link = ASM_OUTPUTS (t); link; link = TREE_CHAIN (link))
    if (ptxasm_nvcc_letter_p (link))
      return false;
  for (tree link = ASM_INPUTS (t); link; link = TREE_CHAIN (link))
    if (ptxasm_nvcc_letter_p (link))
      return false;
  return true;
}

/* What the walk knows about where it is.  */
struct tag_walk
{
  bool offloaded;		/* in a target construct or declare target */
  tree fndecl;			/* the function walked */
};

static tree
tag_asm_r (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp;
  struct tag_walk *w = (struct tag_walk *) data;
  if (TYPE_P (t) || DECL_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == ASM_EXPR)
    {
      check_gimple_limit (t);
      ptxasm_check_asm_goto (t, w->fndecl);
      *walk_subtrees = 0;
      if (gcc_barrier_p (t))
	return NULL_TREE;
      tag_operands (ASM_OUTPUTS (t), false, w->offloaded,
		    EXPR_LOCATION (t));
      tag_operands (ASM_INPUTS (t), true, w->offloaded, EXPR_LOCATION (t));
    }
  else if (!w->offloaded
	   && (TREE_CODE (t) == OMP_TARGET || TREE_CODE (t) == OACC_PARALLEL
	       || TREE_CODE (t) == OACC_KERNELS
	       || TREE_CODE (t) == OACC_SERIAL))
    {
      if (TREE_CODE (t) == OMP_TARGET)
	ptxasm_check_target_region (t);
      /* The construct's clauses hold no asm: walk its body offloaded.  */
      struct tag_walk inner = { true, w->fndecl };
      walk_tree_without_duplicates (&OMP_BODY (t), tag_asm_r, &inner);
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* Does FNDECL carry an attribute that makes it offloaded?  */
static bool
offload_attr_p (tree fndecl)
{
  tree attrs = DECL_ATTRIBUTES (fndecl);
  return (lookup_attribute ("omp declare target", attrs) != NULL_TREE
	  || lookup_attribute ("omp declare target block", attrs) != NULL_TREE
	  || lookup_attribute ("oacc function", attrs) != NULL_TREE);
}

/* Tag FNDECL's body, then those of the functions nested in it.  */
static void
tag_function (tree fndecl)
{
  struct tag_walk w = { offload_attr_p (fndecl), fndecl };
  if (DECL_SAVED_TREE (fndecl))
    walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl), tag_asm_r,
				  &w);
  /* The C front end invokes PLUGIN_PRE_GENERICIZE only for outermost
     functions and genericizes GNU C nested functions with their parent
     (c_genericize), so they are tagged here, with it.  */
  if (cgraph_node *node = cgraph_node::get (fndecl))
    for (cgraph_node *n = first_nested_function (node); n;
	 n = next_nested_function (n))
      tag_function (n->decl);
}

void
ptxasm_tag_function (void *gcc_data, void *)
{
  tree fndecl = (tree) gcc_data;
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL)
    return;
  tag_function (fndecl);
}
