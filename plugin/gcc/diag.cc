/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* diag.cc -- diagnostics that point at the operand and say how to fix it.

   See diag.h.  Locations: the statement's source lines are read again
   (GCC's source cache, as the caret printer does) and parsed by
   asmsrc.c; the pieces found are trusted only if their decoded text is
   what GCC has (each operand's constraint as the user wrote it, the
   template), so a macro or anything else the lexer does not follow
   leaves the diagnostic at the `asm' keyword, as before.  */

#include "diag.h"
#include "asmsrc.h"
#include "gcc-rich-location.h"
#include "langhooks.h"

/* What the front end knew about an operand's expression.  */
enum expr_what
{
  EXPR_OTHER,
  EXPR_PARM,			/* a function parameter */
  EXPR_VAR,			/* a variable */
  EXPR_CONST_VAR,		/* a const-qualified variable */
  EXPR_POINTER_VAR,		/* a variable of pointer type */
  EXPR_LOCAL_ARRAY		/* the address of an automatic array */
};

struct expr_info
{
  enum expr_what what;
  location_t decl_loc;
  const char *name;		/* an identifier's: lives as long as GCC */
  /* For a pointer variable initialized with a variable's address (a
     C++ constexpr pointer, which cstring.cc follows): that variable.  */
  location_t target_loc;
  const char *target_name;
};

static hash_map<tree, expr_info> *records;

void
ptxasm_diag_record (tree tag, tree expr, const char *cons)
{
  /* Only the notes of "n" and "C" operands use what is recorded.  */
  if (!tag || !expr || expr == error_mark_node || !strpbrk (cons, "nC"))
    return;
  tree e = tree_strip_any_location_wrapper (expr);
  STRIP_NOPS (e);
  bool addr = false;
  if (TREE_CODE (e) == ADDR_EXPR)
    {
      addr = true;
      e = TREE_OPERAND (e, 0);
      if (TREE_CODE (e) == ARRAY_REF)
	e = TREE_OPERAND (e, 0);
    }
  if ((TREE_CODE (e) != VAR_DECL && TREE_CODE (e) != PARM_DECL)
      || !DECL_NAME (e) || DECL_IS_UNDECLARED_BUILTIN (e))
    return;
  expr_info info;
  info.decl_loc = DECL_SOURCE_LOCATION (e);
  info.name = IDENTIFIER_POINTER (DECL_NAME (e));
  if (addr)
    info.what = (TREE_CODE (TREE_TYPE (e)) == ARRAY_TYPE
		 && !TREE_STATIC (e) && !DECL_EXTERNAL (e))
		? EXPR_LOCAL_ARRAY : EXPR_OTHER;
  else if (TREE_CODE (e) == PARM_DECL)
    info.what = EXPR_PARM;
  else if (POINTER_TYPE_P (TREE_TYPE (e)))
    info.what = EXPR_POINTER_VAR;
  else if (TYPE_READONLY (TREE_TYPE (e)) || TREE_READONLY (e))
    info.what = EXPR_CONST_VAR;
  else
    info.what = EXPR_VAR;
  info.target_loc = UNKNOWN_LOCATION;
  info.target_name = NULL;
  if (info.what == EXPR_POINTER_VAR && DECL_INITIAL (e)
      && DECL_INITIAL (e) != error_mark_node)
    {
      tree init = DECL_INITIAL (e);
      STRIP_NOPS (init);
      if (TREE_CODE (init) == ADDR_EXPR)
	{
	  tree v = TREE_OPERAND (init, 0);
	  if (TREE_CODE (v) == ARRAY_REF)
	    v = TREE_OPERAND (v, 0);
	  if (TREE_CODE (v) == VAR_DECL && DECL_NAME (v))
	    {
	      info.target_loc = DECL_SOURCE_LOCATION (v);
	      info.target_name = IDENTIFIER_POINTER (DECL_NAME (v));
	    }
	}
    }
  if (!records)
    records = new hash_map<tree, expr_info>;
  records->put (tag, info);
}

/* -fdiagnostics-format=json's output.  GCC 12's free_lang_data,
   which runs when offloading, resets the diagnostic callbacks to the
   text ones (tree_diagnostics_defaults), so the middle end's
   diagnostics, ours included, come out as text despite the option; the
   output is put back before each statement is diagnosed (gcc-compat.h:
   GCC 12 and 13 only).  */
static struct ptxasm_diag_output json_output;

void
ptxasm_diag_init (void)
{
  ptxasm_diag_output_save (&json_output);
}

/* The statement being diagnosed.  */
static struct
{
  gasm *stmt;
  unsigned nout, nops;
  bool parsed;			/* the source was looked at */
  bool src_ok;			/* it was parsed: SRC is set */
  bool ops_ok, tmpl_ok;		/* what of it can be trusted */
  struct ptxasm_asm_src src;
  auto_vec<char> *text;
  auto_vec<size_t> *line_starts;
  /* For each byte of GCC's template, the decoded bytes of the source's
     it stands for (asmsrc.c's ptxasm_src_align_template).  */
  auto_vec<size_t> *tmpl_from, *tmpl_to;
  size_t tmpl_len;
  expanded_location xl;		/* of the `asm' keyword */
  location_t loc;
} cur;

void
ptxasm_diag_end (void)
{
  if (cur.src_ok)
    ptxasm_asm_src_free (&cur.src);
  delete cur.text;
  delete cur.line_starts;
  delete cur.tmpl_from;
  delete cur.tmpl_to;
  cur.text = NULL;
  cur.line_starts = NULL;
  cur.tmpl_from = cur.tmpl_to = NULL;
  cur.stmt = NULL;
  cur.parsed = cur.src_ok = cur.ops_ok = cur.tmpl_ok = false;
}

void
ptxasm_diag_begin (gasm *stmt, unsigned nout, unsigned nops)
{
  ptxasm_diag_end ();
  cur.stmt = stmt;
  cur.nout = nout;
  cur.nops = nops;
  cur.loc = gimple_location (stmt);
  ptxasm_diag_output_restore (&json_output);
}

/* GIMPLE operand N of the current statement (N < nops).  */
static tree
operand (unsigned n)
{
  return n < cur.nout ? gimple_asm_output_op (cur.stmt, n)
		      : gimple_asm_input_op (cur.stmt, n - cur.nout);
}

static const char *
user_constraint (unsigned n)
{
  tree op = operand (n);
  const char *c = ptxasm_original_constraint (op);
  return c ? c : TREE_STRING_POINTER (TREE_VALUE (TREE_PURPOSE (op)));
}

/* Read and parse the statement's source, once.  */
static void
parse (void)
{
  if (cur.parsed || !cur.stmt)
    return;
  cur.parsed = true;
  location_t loc = cur.loc;
  if (loc <= BUILTINS_LOCATION
      || linemap_location_from_macro_expansion_p (line_table, loc))
    return;
  cur.xl = expand_location (loc);
  if (!cur.xl.file || cur.xl.column <= 0)
    return;
  cur.text = new auto_vec<char>;
  cur.line_starts = new auto_vec<size_t>;
  enum ptxasm_src_result r = PTXASM_SRC_MORE;
  for (int i = 0; i < 256 && r == PTXASM_SRC_MORE; i++)
    {
      ptxasm_char_span line = ptxasm_source_line (cur.xl.file, cur.xl.line + i);
      if (!line)
	break;
      cur.line_starts->safe_push (cur.text->length ());
      for (size_t j = 0; j < line.length (); j++)
	cur.text->safe_push (line[j]);
      cur.text->safe_push ('\n');
      r = ptxasm_asm_src_parse (cur.text->address (), cur.text->length (),
				(size_t) cur.xl.column - 1, &cur.src);
    }
  if (r != PTXASM_SRC_OK)
    return;
  cur.src_ok = true;

  cur.ops_ok = (cur.src.noutputs == cur.nout
		&& cur.src.noutputs + cur.src.ninputs == cur.nops);
  for (unsigned n = 0; cur.ops_ok && n < cur.nops; n++)
    cur.ops_ok = strcmp (cur.src.ops[n].cons.text, user_constraint (n)) == 0;
  const char *t = gimple_asm_string (cur.stmt);
  cur.tmpl_len = strlen (t);
  if (cur.src.tmpl.text)
    {
      cur.tmpl_from = new auto_vec<size_t>;
      cur.tmpl_to = new auto_vec<size_t>;
      cur.tmpl_from->safe_grow (cur.tmpl_len + 1);
      cur.tmpl_to->safe_grow (cur.tmpl_len + 1);
      cur.tmpl_ok = ptxasm_src_align_template (&cur.src.tmpl, t,
					       cur.tmpl_len,
					       cur.tmpl_from->address (),
					       cur.tmpl_to->address ());
    }
}

/* The location of byte OFF of the source text, or UNKNOWN_LOCATION.  */
static location_t
offset_loc (size_t off)
{
  unsigned idx = 0;
  while (idx + 1 < cur.line_starts->length ()
	 && (*cur.line_starts)[idx + 1] <= off)
    idx++;
  int line = cur.xl.line + (int) idx;
  int col = (int) (off - (*cur.line_starts)[idx]) + 1;

  /* The ordinary map of that line: the statement's, or one after it
     (a long line starts a new map).  */
  const line_map *m = linemap_lookup (line_table, cur.loc);
  if (!m || !MAP_ORDINARY_P (m))
    return UNKNOWN_LOCATION;
  const line_map_ordinary *first = LINEMAPS_ORDINARY_MAP_AT (line_table, 0);
  unsigned i0 = linemap_check_ordinary (m) - first;
  unsigned used = LINEMAPS_ORDINARY_USED (line_table);
  for (unsigned i = i0; i < used && i < i0 + 64; i++)
    {
      const line_map_ordinary *om = LINEMAPS_ORDINARY_MAP_AT (line_table, i);
      if (ORDINARY_MAP_STARTING_LINE_NUMBER (om) > (linenum_type) line
	  || !ORDINARY_MAP_FILE_NAME (om)
	  || strcmp (ORDINARY_MAP_FILE_NAME (om), cur.xl.file) != 0)
	continue;
      location_t r = linemap_position_for_line_and_column (line_table, om,
							   line, col);
      expanded_location x = expand_location (r);
      if (x.file && strcmp (x.file, cur.xl.file) == 0 && x.line == line
	  && x.column == col)
	return r;
    }
  return UNKNOWN_LOCATION;
}

/* A location with its caret at CARET and range [BEGIN, END) of the
   source text, or UNKNOWN_LOCATION.  */
static location_t
range_loc (size_t caret, size_t begin, size_t end)
{
  location_t c = offset_loc (caret);
  location_t b = offset_loc (begin);
  location_t e = offset_loc (end > begin ? end - 1 : begin);
  if (c == UNKNOWN_LOCATION || b == UNKNOWN_LOCATION
      || e == UNKNOWN_LOCATION)
    return UNKNOWN_LOCATION;
  return make_location (c, b, e);
}

/* The offset of the first letter of operand N's constraint.  */
static size_t
letter_offset (const struct ptxasm_src_operand *op)
{
  const char *s = op->cons.text;
  size_t i = strspn (s, "=+&");
  if (i >= op->cons.len)
    i = 0;
  return op->cons.pos[i];
}

location_t
ptxasm_diag_operand_loc (unsigned n)
{
  parse ();
  if (!cur.ops_ok || n >= cur.nops)
    return cur.loc;
  const struct ptxasm_src_operand *op = &cur.src.ops[n];
  location_t l = range_loc (letter_offset (op), op->whole.begin,
			    op->whole.end);
  return l != UNKNOWN_LOCATION ? l : cur.loc;
}

location_t
ptxasm_diag_clobber_loc (gasm *stmt, unsigned i)
{
  if (cur.stmt != stmt)
    ptxasm_diag_begin (stmt, 0, 0);
  parse ();
  if (!cur.src_ok)
    return cur.loc;
  /* GCC's list may be in another order than the source's: the clobber
     is the K-th one with its text, in both.  */
  const char *text = TREE_STRING_POINTER (TREE_VALUE
					  (gimple_asm_clobber_op (stmt, i)));
  unsigned k = 0;
  for (unsigned j = 0; j < i; j++)
    k += strcmp (TREE_STRING_POINTER (TREE_VALUE
				      (gimple_asm_clobber_op (stmt, j))),
		 text) == 0;
  if (cur.src.nclobbers != gimple_asm_nclobbers (stmt))
    return cur.loc;
  for (size_t j = 0; j < cur.src.nclobbers; j++)
    if (strcmp (cur.src.clobbers[j].text, text) == 0 && k-- == 0)
      {
	const struct ptxasm_src_literal *c = &cur.src.clobbers[j];
	location_t l = range_loc (c->span.begin, c->span.begin, c->span.end);
	return l != UNKNOWN_LOCATION ? l : cur.loc;
      }
  return cur.loc;
}

location_t
ptxasm_diag_template_loc (size_t offset, size_t len)
{
  parse ();
  if (!cur.tmpl_ok || offset >= cur.tmpl_len)
    return cur.loc;
  if (len == 0)
    len = 1;
  if (offset + len > cur.tmpl_len)
    len = cur.tmpl_len - offset;
  const struct ptxasm_src_literal *t = &cur.src.tmpl;
  size_t first = (*cur.tmpl_from)[offset];
  size_t last = (*cur.tmpl_to)[offset + len - 1] - 1;
  if (first >= t->len || last >= t->len || last < first)
    return cur.loc;
  location_t l = range_loc (t->pos[first], t->pos[first], t->pos_end[last]);
  return l != UNKNOWN_LOCATION ? l : cur.loc;
}

char *
ptxasm_diag_template_text (size_t offset, size_t len)
{
  parse ();
  if (!cur.tmpl_ok || len == 0 || offset + len > cur.tmpl_len)
    return NULL;
  const struct ptxasm_src_literal *t = &cur.src.tmpl;
  size_t first = (*cur.tmpl_from)[offset];
  size_t last = (*cur.tmpl_to)[offset + len - 1];
  if (first >= t->len || last > t->len || last <= first)
    return NULL;
  return xstrndup (t->text + first, last - first);
}

/* How to name operand N in a note: its source text, quoted, if short,
   else "operand N".  The result lives until the next call.  */
static const char *
describe (unsigned n)
{
  static char buf[128];
  if (cur.ops_ok)
    {
      const struct ptxasm_src_operand *op = &cur.src.ops[n];
      size_t len = op->expr.end - op->expr.begin;
      const char *s = cur.text->address () + op->expr.begin;
      if (len > 0 && len < 64 && !memchr (s, '\n', len))
	{
	  snprintf (buf, sizeof buf, "%s%.*s%s", open_quote, (int) len, s,
		    close_quote);
	  return buf;
	}
    }
  snprintf (buf, sizeof buf, "operand %u", n);
  return buf;
}

/* The source text of operand N's expression (for a conversion), or
   NULL.  */
static char *
expr_text (unsigned n)
{
  if (!cur.ops_ok)
    return NULL;
  const struct ptxasm_src_operand *op = &cur.src.ops[n];
  size_t len = op->expr.end - op->expr.begin;
  if (len == 0 || len >= 64
      || memchr (cur.text->address () + op->expr.begin, '\n', len))
    return NULL;
  return xstrndup (cur.text->address () + op->expr.begin, len);
}

/* Is the constraint literal of OP one plain string literal, so that a
   fix-it can edit it character by character?  */
static bool
simple_literal (const struct ptxasm_src_literal *lit)
{
  if (lit->span.end - lit->span.begin != lit->len + 2)
    return false;
  for (size_t i = 0; i < lit->len; i++)
    if (lit->pos_end[i] - lit->pos[i] != 1)
      return false;
  return true;
}

/* Add to RL the fix-it that turns operand N's constraint into FIXED:
   the smallest replacement, insertion or removal.  */
static void
add_constraint_fixit (rich_location *rl, unsigned n, const char *fixed)
{
  if (!cur.ops_ok)
    return;
  const struct ptxasm_src_literal *lit = &cur.src.ops[n].cons;
  if (!simple_literal (lit))
    return;
  const char *old = lit->text;
  size_t lo = strlen (old), ln = strlen (fixed), p = 0, s = 0;
  while (p < lo && p < ln && old[p] == fixed[p])
    p++;
  while (s < lo - p && s < ln - p && old[lo - 1 - s] == fixed[ln - 1 - s])
    s++;
  char *mid = xstrndup (fixed + p, ln - p - s);
  location_t start = offset_loc (lit->pos[p]);
  if (start != UNKNOWN_LOCATION)
    {
      if (p == lo - s)
	rl->add_fixit_insert_before (start, mid);
      else
	{
	  location_t last = offset_loc (lit->pos[lo - s - 1]);
	  if (last != UNKNOWN_LOCATION)
	    {
	      source_range r = { start, last };
	      rl->add_fixit_replace (r, mid);
	    }
	}
    }
  free (mid);
}

/* The location of operand N's constraint letter (for notes).  */
static location_t
letter_loc (unsigned n)
{
  if (!cur.ops_ok)
    return cur.loc;
  location_t l = offset_loc (letter_offset (&cur.src.ops[n]));
  return l != UNKNOWN_LOCATION ? l : cur.loc;
}

/* CONS with its letters replaced by LETTER (modifiers kept).  */
static char *
with_letter (const char *cons, char letter)
{
  char *s = XNEWVEC (char, strlen (cons) + 2);
  size_t k = 0;
  for (const char *p = cons; *p; p++)
    if (strchr ("=+&", *p))
      s[k++] = *p;
  s[k++] = letter;
  s[k] = 0;
  return s;
}

/* The register letter that fits operand N's type, or 0.  ('q' too:
   where the PTX ISA has no 128-bit registers, its own error says so.)  */
static char
fitting_letter (unsigned n, struct ptxasm_type *t)
{
  classify_type (TREE_TYPE (TREE_VALUE (operand (n))), t);
  char buf[8];
  ptxasm_fitting_letters (t, buf);
  return buf[0];
}

/* A note at operand N's letter: "'x' has type 'T'; use "FIXED"" (or
   "keep", when KEEP: FIXED drops letters), with the fix-it.  Without
   FIXED, only the type.  */
static void
type_note (unsigned n, const char *fixed, bool keep = false,
	   const char *also = "")
{
  tree type = TREE_TYPE (TREE_VALUE (operand (n)));
  gcc_rich_location rl (letter_loc (n));
  if (fixed)
    {
      add_constraint_fixit (&rl, n, fixed);
      if (keep)
	inform (&rl, "%s has type %qT; keep \"%s\"%s", describe (n), type,
		fixed, also);
      else
	inform (&rl, "%s has type %qT; use \"%s\"%s", describe (n), type,
		fixed, also);
    }
  else
    inform (&rl, "%s has type %qT%s", describe (n), type, also);
}

/* What the letter LETTER means in stock GCC's nvptx dialect, for code
   written in it, after the note of an operand whose letter nvcc's rules
   reject ('r' of another type, 'g', the memory letters); "" for the
   other letters.  */
static const char *
stock_gcc_clause (char letter)
{
  if (letter == 'r')
    return ("; stock GCC's nvptx \"r\" takes a register of any type, "
	    "nvcc's \"r\" only 32-bit integers");
  if (letter == 'g')
    return ("; stock GCC's nvptx \"g\" takes a register, memory or a "
	    "constant, nvcc's letters name the register's type");
  static char memory[160];
  if (letter && strchr ("moV", letter))
    {
      snprintf (memory, sizeof memory, "; stock GCC's nvptx \"%c\" is a "
		"memory operand, which nvcc's dialect has not: pass the "
		"address with \"l\" and write [%%N] in the template", letter);
      return memory;
    }
  return "";
}

void
ptxasm_diag_type_hint (unsigned n, const struct ptxasm_letter *letter)
{
  parse ();
  struct ptxasm_type t;
  const char *cons = user_constraint (n);
  char fit = fitting_letter (n, &t);
  if (fit)
    {
      char *fixed = with_letter (cons, fit);
      type_note (n, fixed, false, stock_gcc_clause (letter->letter));
      free (fixed);
      return;
    }

  tree type = TREE_TYPE (TREE_VALUE (operand (n)));
  const char *cast = ptxasm_cast_type (letter, &t);
  const char *desc = describe (n);
  char *text = cast && n >= cur.nout ? expr_text (n) : NULL;
  if (text)
    {
      /* "h" (c) -> "h" ((short) c); an expression other than a name
	 gets parentheses.  */
      bool name = true;
      for (const char *p = text; *p; p++)
	name &= (ISIDNUM (*p) != 0);
      gcc_rich_location rl (ptxasm_diag_operand_loc (n));
      const struct ptxasm_src_operand *op = &cur.src.ops[n];
      location_t b = offset_loc (op->expr.begin);
      location_t e = offset_loc (op->expr.end - 1);
      if (b != UNKNOWN_LOCATION && e != UNKNOWN_LOCATION)
	{
	  char *ins = xasprintf (name ? "(%s) " : "(%s) (", cast);
	  rl.add_fixit_insert_before (b, ins);
	  free (ins);
	  if (!name)
	    rl.add_fixit_insert_after (e, ")");
	}
      inform (&rl, "%s has type %qT, which no constraint letter takes; "
	      "convert it: \"%s\" ((%s) %s%s%s)", desc, type, cons, cast,
	      name ? "" : "(", text, name ? "" : ")");
      free (text);
      return;
    }
  gcc_rich_location rl (letter_loc (n));
  if (cast && n < cur.nout)
    inform (&rl, "%s has type %qT, which no constraint letter takes; use "
	    "a variable of type %qs for the output and assign it to %s",
	    desc, type, cast, desc);
  else if (cast)
    inform (&rl, "%s has type %qT, which no constraint letter takes; "
	    "convert it to %qs", desc, type, cast);
  else if (t.kind == PTXASM_KIND_FLOAT && t.size == 2)
    inform (&rl, "%s has type %qT, which no constraint letter takes; "
	    "pass its bits as an %<unsigned short%> with \"h\"", desc, type);
  else
    inform (&rl, "%s has type %qT, which no constraint letter takes",
	    desc, type);
}

/* CONS with its modifiers put right for an output (IS_OUTPUT) or an
   input, keeping its letter(s).  */
static char *
canonical (const char *cons, bool is_output)
{
  char *s = XNEWVEC (char, strlen (cons) + 3);
  size_t k = 0;
  if (is_output)
    s[k++] = strchr (cons, '+') ? '+' : '=';
  if (is_output && strchr (cons, '&'))
    s[k++] = '&';
  for (const char *p = cons; *p; p++)
    if (!strchr ("=+&", *p))
      s[k++] = *p;
  s[k] = 0;
  return s;
}

/* The first letter of constraint CONS that nvcc does not know, or 0.  */
static char
unknown_letter (const char *cons)
{
  for (const char *p = cons; *p; p++)
    if (ISALPHA (*p) && !ptxasm_letter_lookup (*p))
      return *p;
  return 0;
}

void
ptxasm_diag_constraint_hint (unsigned n, const char *cons,
			     enum ptxasm_cerr e)
{
  parse ();
  bool is_output = n < cur.nout;
  struct ptxasm_type t;
  char fit = fitting_letter (n, &t);
  char *fixed = NULL;
  bool with_type = false, keep_letter = false;

  switch (e)
    {
    case PTXASM_CERR_MULTIPLE:
      {
	/* Keep the letter written that fits; else the one that fits.  */
	char keep = 0;
	for (const char *p = cons; *p && !keep; p++)
	  if (fit && *p == fit)
	    keep = fit;
	if (keep || fit)
	  fixed = with_letter (cons, keep ? keep : fit);
	with_type = true;
	keep_letter = keep != 0;
	break;
      }
    case PTXASM_CERR_UNKNOWN:
    case PTXASM_CERR_NO_LETTER:
    case PTXASM_CERR_LETTER_NOT_OUTPUT:
      {
	tree val = TREE_VALUE (operand (n));
	char letter = fit;
	if (!is_output && TREE_CODE (val) == INTEGER_CST
	    && e != PTXASM_CERR_LETTER_NOT_OUTPUT)
	  letter = 'n';
	if (letter)
	  {
	    char *c = with_letter (cons, letter);
	    fixed = canonical (c, is_output);
	    free (c);
	  }
	with_type = true;
	break;
      }
    case PTXASM_CERR_MODIFIER_ON_C:
      fixed = xstrdup ("C");
      break;
    default:
      fixed = canonical (cons, is_output);
      break;
    }

  if (fixed && strcmp (fixed, cons) == 0)
    {
      free (fixed);
      fixed = NULL;
    }
  if (with_type)
    type_note (n, fixed, keep_letter,
	       e == PTXASM_CERR_UNKNOWN ? stock_gcc_clause (unknown_letter (cons))
	       : "");
  else if (fixed)
    {
      gcc_rich_location rl (letter_loc (n));
      add_constraint_fixit (&rl, n, fixed);
      inform (&rl, "use \"%s\"", fixed);
    }
  free (fixed);
}

static expr_info *
lookup_record (unsigned n)
{
  tree tag = ptxasm_operand_tag (operand (n));
  return tag && records ? records->get (tag) : NULL;
}

void
ptxasm_diag_constant_hint (unsigned n)
{
  parse ();
  tree val = TREE_VALUE (operand (n));
  if (TREE_CODE (val) == REAL_CST || FLOAT_TYPE_P (TREE_TYPE (val)))
    {
      gcc_rich_location rl (letter_loc (n));
      inform (&rl, "%s has type %qT; \"n\" takes an integer", describe (n),
	      TREE_TYPE (val));
      return;
    }
  expr_info *info = lookup_record (n);
  if (!info)
    return;
  switch (info->what)
    {
    case EXPR_PARM:
      inform (info->decl_loc, "%qs is a function parameter, not a constant",
	      info->name);
      break;
    case EXPR_CONST_VAR:
      if (lang_GNU_CXX ())
	inform (info->decl_loc, "%qs is not initialized with a constant "
		"expression", info->name);
      else
	inform (info->decl_loc, "%qs is %<const%>, but a %<const%> variable "
		"is not a constant expression in C; use an enumerator or a "
		"macro", info->name);
      break;
    case EXPR_VAR:
    case EXPR_POINTER_VAR:
      if (lang_GNU_CXX ())
	inform (info->decl_loc, "%qs is a variable, not a constant; declare "
		"it %<constexpr%>", info->name);
      else
	inform (info->decl_loc, "%qs is a variable, not a constant",
		info->name);
      break;
    default:
      break;
    }
}

void
ptxasm_diag_cstring_hint (unsigned n, enum ptxasm_cstr_status status,
			  const char *name)
{
  expr_info *info = lookup_record (n);
  if (!info)
    return;
  switch (status)
    {
    case PTXASM_CSTR_CLASS_MEMBER:
      if (name && strcmp (name, info->name) == 0)
	inform (info->decl_loc, "%qs is initialized here, outside its class; "
		"initialize it in the class, %<static constexpr%>",
		info->name);
      break;
    case PTXASM_CSTR_BAD_TYPE:
    case PTXASM_CSTR_NO_INIT:
      if (name && strcmp (name, info->name) == 0)
	inform (info->decl_loc, "%qs declared here", info->name);
      else if (name && info->target_name
	       && strcmp (name, info->target_name) == 0)
	inform (info->target_loc, "%qs declared here", info->target_name);
      break;
    case PTXASM_CSTR_NOT_CONSTANT:
      if (info->what == EXPR_LOCAL_ARRAY)
	inform (info->decl_loc, "%qs has automatic storage; declare it "
		"%<static%>", info->name);
      else if (info->what == EXPR_POINTER_VAR || info->what == EXPR_PARM)
	inform (info->decl_loc, "%qs is a pointer %s, not the address of an "
		"array; \"C\" takes the array itself", info->name,
		info->what == EXPR_PARM ? "parameter" : "variable");
      break;
    default:
      break;
    }
}

/* "FILE:LINE: TEXT" (ptxasm.h): the messages of the host fallback's
   stops.  */
tree
ptxasm_located_string (location_t loc, const char *text)
{
  expanded_location x = expand_location (loc);
  char *msg = xasprintf ("%s:%d: %s", x.file ? x.file : "<unknown>", x.line,
			 text);
  tree s = build_string_literal (strlen (msg) + 1, msg);
  free (msg);
  return s;
}
