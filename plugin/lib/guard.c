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
#include "ptxfeature.h"
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

/* The names that hold values of the master lane only, in the text of a
   guarded statement (ptxasm_guard_plan): its registers and operands ("k",
   "%%r1", "t%=", "%0"), as written.  */
struct tainted
{
  size_t n, cap;
  struct { const char *w; size_t len; } *name;
  bool failed;
};

static bool
tainted_p (const struct tainted *t, const char *w, size_t len)
{
  for (size_t i = 0; i < t->n; i++)
    if (t->name[i].len == len && memcmp (t->name[i].w, w, len) == 0)
      return true;
  return false;
}

/* Name W (LEN bytes) now holds the master lane's value (TAINT) or the
   same value in every lane.  */
static void
set_tainted (struct tainted *t, const char *w, size_t len, bool taint)
{
  for (size_t i = 0; i < t->n; i++)
    if (t->name[i].len == len && memcmp (t->name[i].w, w, len) == 0)
      {
	if (!taint)
	  t->name[i] = t->name[--t->n];
	return;
      }
  if (!taint)
    return;
  if (t->n == t->cap)
    {
      size_t cap = t->cap ? 2 * t->cap : 8;
      void *m = realloc (t->name, cap * sizeof *t->name);
      if (!m)
	{
	  t->failed = true;
	  return;
	}
      t->name = m;
      t->cap = cap;
    }
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
      if (isalpha ((unsigned char) ch) || ch == '_' || ch == '$'
	  || ch == '%')
	{
	  const char *w = p;
	  if (*p == '%')
	    p += p + 1 < end && p[1] == '%' ? 2 : 1;
	  const char *dot = NULL;
	  while (p < end
		 && (isalnum ((unsigned char) *p) || *p == '_' || *p == '$'
		     || *p == '.' || (*p == '%' && p + 1 < end && p[1] == '=')))
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

const struct ptxasm_lane_reg ptxasm_lane_regs[] = {
  { "laneid", 'i' }, { "tid.x", 't' }, { "lanemask_eq", 'e' },
  { "lanemask_lt", 's' }, { "lanemask_le", 'j' }, { "lanemask_gt", 'g' },
  { "lanemask_ge", 'o' }, { NULL, 0 }
};

/* If P (a '%', or "%%" in GCC's template syntax) names one of
   ptxasm_lane_regs, its row, and its length with the '%'s in *LEN;
   else NULL.  */
static const struct ptxasm_lane_reg *
lane_reg_at (const char *p, size_t *len)
{
  const char *n = p + 1 + (p[1] == '%');
  for (const struct ptxasm_lane_reg *r = ptxasm_lane_regs; r->name; r++)
    {
      size_t k = strlen (r->name);
      if (strncmp (n, r->name, k) == 0
	  && !(isalnum ((unsigned char) n[k]) || n[k] == '_' || n[k] == '$'
	       || n[k] == '.'))
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
  if (pl->n == pl->cap)
    {
      size_t cap = pl->cap ? 2 * pl->cap : 8;
      void *m = realloc (pl->edit, cap * sizeof *pl->edit);
      if (!m)
	{
	  pl->failed = true;
	  return;
	}
      pl->edit = m;
      pl->cap = cap;
    }
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
  size_t oplen = strcspn (p, " \t\n\r;");
  /* The instruction for ptx_warp_uniform, each lane register a plain
     name (the wrapper's register that will replace it).  */
  struct ptxasm_buf u = { 0 };
  size_t first = pl->n;
  add_edit (pl, (size_t) (p - t), 0, 'p');
  for (const char *q = p; q < end;)
    {
      size_t len;
      const struct ptxasm_lane_reg *r = *q == '%' ? lane_reg_at (q, &len)
						  : NULL;
      if (r && !all)
	{
	  add_edit (pl, (size_t) (q - t), len, r->reg);
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

/* See guard.h.  */
bool
ptxasm_guard_plan (const char *t, size_t nops, struct ptxasm_guard_plan *pl, bool all)
{
  struct tainted taint = { 0 };
  bool carry = false, comments = false;
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
      if (ch == '"' || ch == '@')
	goto no;
      if (ch == ':')
	{
	  if (p[1] != ':')
	    goto no;		/* a label */
	  p += 2;		/* ".L2::128B" */
	  continue;
	}
      if (ch == ';')
	start = true;
      else if (isspace ((unsigned char) ch)
	       || (start && (ch == '{' || ch == '}')))
	;
      else if (start && (ch == '.' || isalpha ((unsigned char) ch)))
	{
	  /* A directive (".reg .u32 k;") or an instruction, to its ';'.  */
	  const char *end = statement_end (p, &comments);
	  if (!end || (ch != '.' && transfer_word (p, strcspn (p, ". \t\n\r;"))))
	    goto no;
	  start = false;
	  if (ch != '.')
	    {
	      carry |= carry_word (p, strcspn (p, " \t\n\r;"));
	      plan_instruction (pl, t, p, end, &taint, all);
	    }
	  p = end;
	  continue;
	}
      else if (start)
	goto no;
      p++;
    }
  if (taint.failed || pl->failed)
    goto no;
  if ((carry || comments) && !all)
    {
      free (taint.name);
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
  return true;
no:
  free (taint.name);
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
  /* A line of the wrapper that sets a lane register's register: a
     ".reg", or an instruction whose destination is the wrapper's.  */
  const char *q = line;
  while (q < end && (*q == ' ' || *q == '\t'))
    q++;
  bool wrapper = end - q >= 4 && memcmp (q, ".reg", 4) == 0;
  while (q < end && *q != ' ' && *q != '\t')
    q++;
  while (q < end && (*q == ' ' || *q == '\t'))
    q++;
  wrapper |= exec_prefix_at (q, end) != 0;
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
      const struct ptxasm_lane_reg *r = ptxasm_lane_regs;
      if (n && p + n < end)
	for (; r->name; r++)
	  if (p[n] == r->reg
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

