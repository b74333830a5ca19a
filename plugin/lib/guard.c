/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* guard.c -- which instructions of a statement that only the master
   lane runs the master flag guards (guard.h): the statement's text read
   instruction by instruction, the names that hold the master lane's
   values followed from one to the next; the lane registers; and the
   user's lines given back from the rewritten ones.  */

#include "guard.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "lex.h"
#include "ptxscan.h"
#include "ptxfeature.h"
#include "sreg.h"
#include "template.h"

/* Is the opcode W (LEN bytes) one that leaves the instructions after
   it: a branch, call, return or exit?  */
static bool
transfer_word (const char *w, size_t len)
{
  static const char *const words[] = { "bra", "brx", "call", "ret", "exit" };
  for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
    if (len == strlen (words[i]) && memcmp (w, words[i], len) == 0)
      return true;
  return false;
}

/* Does the opcode W (LEN bytes) read or write the carry flag, a
   register that no operand names?  */
static bool
carry_word (const char *w, size_t len)
{
  for (size_t i = 0; i + 3 <= len; i++)
    if (memcmp (w + i, ".cc", 3) == 0 && (i + 3 == len || w[i + 3] == '.'))
      return true;
  return ((len >= 4 && (memcmp (w, "addc", 4) == 0
			|| memcmp (w, "subc", 4) == 0
			|| memcmp (w, "madc", 4) == 0))
	  && (len == 4 || w[4] == '.'));
}

/* A set of names of registers and operands in the text of a guarded
   statement (ptxasm_guard_plan: "k", "%%r1", "t%=", "%0"), as written
   (same_name compares them): those that hold values of the master lane
   only, or those a ".reg" declares.  */
struct tainted
{
  size_t n, cap;
  struct { const char *w; size_t len; } *name;
  bool failed;
};

/* Do names A (ALEN bytes) and B name the same register or operand?
   nvcc reads "%smidv" as "%%smidv" (a '%' and a letter not followed by
   a digit is verbatim), and "%00" as "%0": the '%'s are left out and an
   operand's number compared as a number.  */
static bool
same_name (const char *a, size_t alen, const char *b, size_t blen)
{
  while (alen && *a == '%')
    a++, alen--;
  while (blen && *b == '%')
    b++, blen--;
  if (alen && blen && isdigit ((unsigned char) *a)
      && isdigit ((unsigned char) *b))
    {
      while (alen > 1 && *a == '0')
	a++, alen--;
      while (blen > 1 && *b == '0')
	b++, blen--;
    }
  return alen == blen && memcmp (a, b, alen) == 0;
}

static bool
tainted_p (const struct tainted *t, const char *w, size_t len)
{
  for (size_t i = 0; i < t->n; i++)
    if (same_name (t->name[i].w, t->name[i].len, w, len))
      return true;
  return false;
}

/* Name W (LEN bytes) now holds the master lane's value (TAINT) or the
   same value in every lane.  */
static void
set_tainted (struct tainted *t, const char *w, size_t len, bool taint)
{
  for (size_t i = 0; i < t->n; i++)
    if (same_name (t->name[i].w, t->name[i].len, w, len))
      {
	if (!taint)
	  t->name[i] = t->name[--t->n];
	return;
      }
  if (!taint)
    return;
  void *m = ptxasm_grow (t->name, t->n, &t->cap, sizeof *t->name);
  if (!m)
    {
      t->failed = true;
      return;
    }
  t->name = m;
  t->name[t->n].w = w;
  t->name[t->n].len = len;
  t->n++;
}

/* The next name in the operands [*PP, END) of an instruction: a
   register or operand ("%0", "%%r1", "k", "t%=", "%tid.x"), not a
   number; the length of the register's name in *LEN (of "v.x", the
   element of vector register "v": 1), whether it is inside an address
   "[...]" in *ADDR, whether it names an element only in *PART.  NULL
   when there is none.  *DEPTH carries the bracket depth; *PP moves past
   the name.  */
static const char *
next_name (const char **pp, const char *end, size_t *len, int *depth,
	   bool *addr, bool *part)
{
  const char *p = *pp;
  while (p < end)
    {
      char ch = *p;
      if (ch == '[')
	++*depth;
      else if (ch == ']')
	--*depth;
      if (isdigit ((unsigned char) ch))
	{
	  /* A number: "0x1f", "1.5", "0f3F800000".  */
	  while (p < end && (isalnum ((unsigned char) *p) || *p == '.'))
	    p++;
	  continue;
	}
      /* (A digit is a number, above.)  */
      if (ptx_name_char (ch) || ch == '%')
	{
	  const char *w = p;
	  if (*p == '%')
	    p += p + 1 < end && p[1] == '%' ? 2 : 1;
	  const char *dot = NULL;
	  while (p < end
		 && (ptx_name_char (*p) || *p == '.'
		     || (*p == '%' && p + 1 < end && p[1] == '=')))
	    {
	      if (*p == '.' && !dot)
		dot = p;
	      p += *p == '%' ? 2 : 1;
	    }
	  /* A vector register's element "v.x" is register "v".  */
	  *len = (size_t) ((dot ? dot : p) - w);
	  *part = dot != NULL;
	  *addr = *depth > 0;
	  *pp = p;
	  return w;
	}
      p++;
    }
  *pp = p;
  return NULL;
}

/* The end of the PTX statement that starts at P: its ';' or the end of
   the text; *COMMENT if a comment is inside it.  NULL if a string, a
   guard or a label is (ptxasm_guard_plan).  */
static const char *
statement_end (const char *p, bool *comment)
{
  while (*p && *p != ';')
    {
      const char *c = ptxasm_skip_comment (p);
      if (!c)
	return NULL;
      if (c != p)
	{
	  *comment = true;
	  p = c;
	  continue;
	}
      if (*p == '"' || *p == '@' || (*p == ':' && p[1] != ':'))
	return NULL;
      p += *p == ':' ? 2 : 1;
    }
  return p;
}

/* If P (a '%', or "%%" in GCC's template syntax) names a lane register
   (a row of sreg.def with a LANE), its row, and its length with the
   '%'s in *LEN; else NULL.  */
static const struct ptx_sreg *
lane_reg_at (const char *p, size_t *len)
{
  const char *n = p + 1 + (p[1] == '%');
  for (const struct ptx_sreg *r = ptx_sregs; r->name; r++)
    {
      if (!r->lane)
	continue;
      size_t k = strlen (r->name);
      if (strncmp (n, r->name, k) == 0
	  && !(ptx_name_char (n[k]) || n[k] == '.'))
	{
	  *len = (size_t) (n + k - p);
	  return r;
	}
    }
  return NULL;
}

static void
add_edit (struct ptxasm_guard_plan *pl, size_t at, size_t len, char kind)
{
  void *m = ptxasm_grow (pl->edit, pl->n, &pl->cap, sizeof *pl->edit);
  if (!m)
    {
      pl->failed = true;
      return;
    }
  pl->edit = m;
  pl->edit[pl->n++] = (struct ptxasm_guard_edit) { at, len, kind };
  if (kind != 'p' && !strchr (pl->lanes, kind))
    pl->lanes[strlen (pl->lanes)] = kind;
}

void
ptxasm_guard_plan_free (struct ptxasm_guard_plan *pl)
{
  free (pl->edit);
  free (pl->bcast);
  *pl = (struct ptxasm_guard_plan) { 0 };
}

/* The instruction [P, END) of text T, in the plan PL (ptxasm_guard_plan): the
   lane registers it reads replaced (unless ALL); guarded if ALL, if it
   is not one that every lane may run with the same effect
   (ptx_warp_uniform, the lane registers replaced), or if it reads a
   name in TAINT; the names it writes then in TAINT, or if not guarded
   out of it.  */
static void
plan_instruction (struct ptxasm_guard_plan *pl, const char *t, const char *p,
		  const char *end, struct tainted *taint, bool all)
{
  size_t oplen = ptx_scan_opcode (p, NULL);
  /* The instruction for ptx_warp_uniform, each lane register a plain
     name (the wrapper's register that will replace it).  */
  struct ptxasm_buf u = { 0 };
  size_t first = pl->n;
  add_edit (pl, (size_t) (p - t), 0, 'p');
  for (const char *q = p; q < end;)
    {
      size_t len;
      const struct ptx_sreg *r = *q == '%' ? lane_reg_at (q, &len)
						  : NULL;
      if (r && !all)
	{
	  add_edit (pl, (size_t) (q - t), len, r->lane);
	  ptxasm_buf_str (&u, "ptxasm_lane");
	  q += len;
	}
      else
	ptxasm_buf_add (&u, q++, 1);
    }
  ptxasm_buf_str (&u, ";");
  char *insn = ptxasm_buf_finish (&u);
  if (!insn)
    {
      pl->failed = true;
      return;
    }
  bool guard = all || !ptx_warp_uniform (insn);
  free (insn);
  /* A load or store after a guarded instruction, which may have written
     memory, runs on the master lane too: the other lanes' accesses are
     not ordered after the master's.  */
  size_t wlen = strcspn (p, ".");
  if (pl->guards && wlen <= oplen
      && ((wlen == 2 && (memcmp (p, "ld", 2) == 0 || memcmp (p, "st", 2) == 0))
	  || (wlen == 3 && memcmp (p, "ldu", 3) == 0)))
    guard = true;
  /* The operands: the first one's names outside an address are written
     (a destination, "{a, b}", "p|q"), every other name is read.  */
  const char *q = p + oplen, *first_end = q;
  for (int d = 0; first_end < end && (*first_end != ',' || d > 0);
       first_end++)
    d += (*first_end == '[' || *first_end == '{')
	 - (*first_end == ']' || *first_end == '}');
  int depth = 0;
  bool addr, part;
  size_t len;
  const char *w;
  for (const char *r = q;
       (w = next_name (&r, end, &len, &depth, &addr, &part));)
    if ((w >= first_end || addr) && tainted_p (taint, w, len))
      guard = true;
  /* Writing an element leaves the rest of a tainted register as it
     was.  */
  depth = 0;
  for (const char *r = q;
       (w = next_name (&r, first_end, &len, &depth, &addr, &part));)
    if (!addr && (guard || !part))
      set_tainted (taint, w, len, guard);
  if (pl->failed)
    return;
  if (guard)
    pl->guards++;
  else
    {
      /* No guard: drop its edit.  */
      memmove (&pl->edit[first], &pl->edit[first + 1],
	       (pl->n - first - 1) * sizeof *pl->edit);
      pl->n--;
    }
}

/* Add to *SET the names that the directive [P, END) declares, if it is
   a ".reg" ("k", "a, b", "r<4>"); true if one was there already: an
   inner scope hides an outer register of that name, which names alone
   would take for one register.  */
static bool
declare (struct tainted *set, const char *p, const char *end)
{
  if (end - p < 4 || memcmp (p, ".reg", 4) != 0)
    return false;
  bool again = false;
  for (p += 4; p < end;)
    {
      if (isspace ((unsigned char) *p) || *p == ',')
	p++;
      else if (*p == '.' || *p == '<')
	{
	  /* A type (".u32", ".v2"), or a count "<4>".  */
	  while (p < end && !isspace ((unsigned char) *p) && *p != ',')
	    p++;
	}
      else
	{
	  const char *w = p;
	  while (p < end && !isspace ((unsigned char) *p) && *p != ','
		 && *p != '<')
	    p++;
	  if (tainted_p (set, w, (size_t) (p - w)))
	    again = true;
	  else
	    set_tainted (set, w, (size_t) (p - w), true);
	}
    }
  return again;
}

/* See guard.h.  */
bool
ptxasm_guard_plan (const char *t, size_t nops, struct ptxasm_guard_plan *pl, bool all)
{
  struct tainted taint = { 0 }, declared = { 0 };
  bool carry = false, comments = false, redeclared = false;
  bool start = true;		/* where a PTX statement may begin */
  *pl = (struct ptxasm_guard_plan) { 0 };
  pl->bcast = calloc (nops ? nops : 1, sizeof *pl->bcast);
  if (!pl->bcast)
    goto no;
  for (const char *p = t; *p;)
    {
      const char *c = ptxasm_skip_comment (p);
      if (!c)
	goto no;
      if (c != p)
	{
	  p = c;
	  continue;
	}
      char ch = *p;
      if (ch == '"' || ch == '@' || ch == ':')
	goto no;		/* a string, a guard, a label */
      if (ch == ';')
	start = true;
      else if (isspace ((unsigned char) ch)
	       || (start && (ch == '{' || ch == '}')))
	;
      else if (start && (ch == '.' || isalpha ((unsigned char) ch)))
	{
	  /* A directive (".reg .u32 k;") or an instruction, to its ';'.  */
	  const char *end = statement_end (p, &comments);
	  size_t oplen = ptx_scan_opcode (p, NULL);
	  size_t wlen = strcspn (p, ".");
	  if (!end || (ch != '.' && transfer_word (p, wlen < oplen ? wlen
							       : oplen)))
	    goto no;
	  start = false;
	  if (ch == '.')
	    redeclared |= declare (&declared, p, end);
	  else
	    {
	      carry |= carry_word (p, oplen);
	      plan_instruction (pl, t, p, end, &taint, all);
	    }
	  p = end;
	  continue;
	}
      else if (start)
	goto no;
      p++;
    }
  if (taint.failed || declared.failed || pl->failed)
    goto no;
  if ((carry || comments || redeclared) && !all)
    {
      free (taint.name);
      free (declared.name);
      ptxasm_guard_plan_free (pl);
      return ptxasm_guard_plan (t, nops, pl, true);
    }
  for (size_t i = 0; i < nops; i++)
    {
      char name[24];
      int len = snprintf (name, sizeof name, "%%%zu", i);
      pl->bcast[i] = all || (len > 0 && tainted_p (&taint, name,
						   (size_t) len));
    }
  free (taint.name);
  free (declared.name);
  return true;
no:
  free (taint.name);
  free (declared.name);
  ptxasm_guard_plan_free (pl);
  return false;
}

/* The length of "%ptxasmU_x" at P (U: one or more digits), or 0.  */
static size_t
exec_prefix_at (const char *p, const char *end)
{
  static const char pre[] = "%ptxasm";
  size_t n = sizeof pre - 1;
  if ((size_t) (end - p) <= n + 2 || memcmp (p, pre, n) != 0
      || !isdigit ((unsigned char) p[n]))
    return 0;
  const char *q = p + n;
  while (q < end && isdigit ((unsigned char) *q))
    q++;
  if (end - q < 2 || q[0] != '_' || q[1] != PTXASM_EXEC_PREFIX[0])
    return 0;
  return (size_t) (q + 2 - p);
}

char *
ptxasm_unwrap_line (const char *line, size_t len)
{
  const char *end = line + len;
  /* A line of the wrapper that sets a lane register's register
     (template.c's lane_values): ".reg .u32 %ptxasmU_xL;" alone, or an
     instruction whose destination is the wrapper's register.  A line of
     the user's never writes a lane register.  */
  const char *q = line;
  while (q < end && (*q == ' ' || *q == '\t'))
    q++;
  bool wrapper = false;
  if (end - q > 9 && memcmp (q, ".reg .u32 ", 10) == 0)
    {
      size_t n = exec_prefix_at (q + 10, end);
      const char *r = q + 10 + n + 1;
      while (r < end && (*r == ' ' || *r == '\t'))
	r++;
      wrapper = n && r < end && *r == ';';
      for (r++; wrapper && r < end; r++)
	wrapper = *r == ' ' || *r == '\t' || *r == '\r';
    }
  else
    {
      while (q < end && *q != ' ' && *q != '\t')
	q++;
      while (q < end && (*q == ' ' || *q == '\t'))
	q++;
      wrapper = exec_prefix_at (q, end) != 0;
    }
  struct ptxasm_buf b = { 0 };
  ptxasm_buf_add (&b, "", 0);
  for (const char *p = line; p < end;)
    {
      /* "@%ptxasmU_xp ", or as nvptx-none-as prints it "@ %ptxasmU_xp ".  */
      const char *g = p + 1;
      while (*p == '@' && g < end && *g == ' ')
	g++;
      size_t n = *p == '@' ? exec_prefix_at (g, end) : 0;
      if (n && end - (g + n) >= 2 && g[n] == 'p' && g[n + 1] == ' ')
	{
	  p = g + n + 2;
	  continue;
	}
      n = wrapper ? 0 : exec_prefix_at (p, end);
      const struct ptx_sreg *r = ptx_sregs;
      if (n && p + n < end)
	for (; r->name; r++)
	  if (r->lane && p[n] == r->lane
	      && !(p + n + 1 < end && (isalnum ((unsigned char) p[n + 1])
				       || p[n + 1] == '_')))
	    break;
      if (n && p + n < end && r->name)
	{
	  ptxasm_buf_str (&b, "%");
	  ptxasm_buf_str (&b, r->name);
	  p += n + 1;
	}
      else
	ptxasm_buf_add (&b, p++, 1);
    }
  return ptxasm_buf_finish (&b);
}

