/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* braces.cc -- keep asm text that breaks nvptx-none-as out of the PTX.

   nvptx-none-as (nvptx-tools 0.20220610) crashes on a '{' that the
   function's PTX leaves open, loops forever on a comment without its
   end, crashes on a string without its end, and drops the rest of the
   function after a '}' that closes the function's own scope (lex.c has
   the measurements).  All of it would surface at link time as an
   internal compiler error of the nvptx compiler, or as silently wrong
   PTX.  The device pass hands each offloaded function's asm statements
   here in order, with their "C" operands' text pasted (template.c);
   comments and strings must end within a statement, braces must balance
   over the function.  Each problem is an error at the statement.  */

#include "ptxasm.h"
#include "template.h"
#include "lex.h"

static struct
{
  struct ptxasm_lex lex;
  unsigned long opens;		/* lex.opens after the last statement */
  location_t open_loc;		/* where the outermost open '{' is */
  bool partial;			/* statements were skipped */
  unsigned long scanned;	/* statements scanned, ever */
} fn;

/* Only what the function's statements say together is checked when all
   of them were seen.  A statement with a mistake is scanned too (the
   device pass hands over its text as written, ptxasm_braces_unscanned),
   so that its braces count and the function's other mistakes are
   found in the same compile.  */
static bool
complete_p (void)
{
  return !fn.partial;
}

void
ptxasm_braces_begin (void)
{
  memset (&fn.lex, 0, sizeof fn.lex);
  fn.opens = 0;
  fn.open_loc = UNKNOWN_LOCATION;
  fn.partial = false;
}

void
ptxasm_braces_skipped (void)
{
  fn.partial = true;
}

bool
ptxasm_braces_statement (location_t loc, const char *text, size_t nops,
			 const struct ptxasm_tmpl_op *ops, bool *closes_outer,
			 bool *spans)
{
  if (closes_outer)
    *closes_outer = false;
  if (spans)
    *spans = false;
  unsigned long depth = fn.lex.depth;
  bool pasted = false;
  for (size_t i = 0; i < nops; i++)
    pasted |= ops[i].how == PTXASM_OP_PASTE;
  char *full = pasted ? ptxasm_template_pasted (text, nops, ops) : NULL;
  if (pasted && !full)
    {
      error_at (loc, "out of memory reading %<asm%> template");
      return false;
    }
  const char *what = (pasted ? "the asm text (the C operands' text pasted)"
		      : "the asm text");

  ptxasm_lex_scan (&fn.lex, pasted ? full : text, NULL);
  free (full);
  fn.scanned++;
  /* Every kind of mistake the text has, not only the first.  */
  bool ok = true;
  if ((fn.lex.found & (1u << PTXASM_LERR_CLOSE)) && complete_p ())
    {
      error_at (loc, "%<}%> in %s closes no %<{%> of this or an "
		"earlier %<asm%> of the function", what);
      ok = false;
    }
  if (fn.lex.found & (1u << PTXASM_LERR_COMMENT))
    {
      error_at (loc, "comment %</*%> without its %<*/%> in %s; end it in "
		"the same statement", what);
      ok = false;
    }
  if (fn.lex.found & (1u << PTXASM_LERR_STRING))
    {
      error_at (loc, "string without its closing %<\"%> in %s; end it in "
		"the same statement", what);
      ok = false;
    }
  if (!ok)
    return false;
  if (closes_outer)
    *closes_outer = fn.lex.closed_outer;
  if (spans)
    *spans = fn.lex.closed_outer || fn.lex.depth != depth;
  if (fn.lex.opens != fn.opens)
    {
      fn.opens = fn.lex.opens;
      fn.open_loc = loc;
    }
  return true;
}

unsigned long
ptxasm_braces_scanned (void)
{
  return fn.scanned;
}

void
ptxasm_braces_unscanned (location_t loc, const char *text)
{
  ptxasm_braces_statement (loc, text, 0, NULL, NULL, NULL);
}

void
ptxasm_braces_end (void)
{
  if (fn.lex.depth != 0 && complete_p ())
    error_at (fn.open_loc, "%<{%> in the asm text is not closed by this or "
	      "a later %<asm%> of the function; every %<{%> needs its %<}%> "
	      "in the same function");
}
