/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxcheck.c -- check offloaded asm statements with ptxas at compile time.

   See ptxcheck.h.  The file is built line by line; a table gives, for
   every line, the statement it belongs to and what made it, so that
   ptxas's "line N" maps back in constant time.  */

#define _POSIX_C_SOURCE 200809L

#include "ptxcheck.h"
#include "ptxknown.h"
#include "lex.h"
#include "template.h"
#include "guard.h"
#include "ptxmsg.h"
#include "child.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "buf.h"
#include "path.h"

/* What made a line of the file.  */
enum line_kind
{
  LINE_OTHER,			/* header, declarations, braces of a .func */
  LINE_USER,			/* the user's text */
  LINE_GENERATED,		/* a shim register's declaration or copy */
  LINE_SENTINEL			/* the instruction after a statement */
};

struct stmt
{
  unsigned long cookie;
  unsigned func;
  unsigned uniq;		/* what %= became */
  char *text;			/* substituted text */
  size_t nops;
  struct ptxcheck_op *ops;	/* reg_type strings are not owned */
  size_t first_line;		/* in the file, once built */
  unsigned long long labels;	/* asm goto labels %lN named, N < 64 */
  bool blanked;			/* its text is only its braces now */
  unsigned long long hash[2];	/* of the template and operands, not of
				   where the statement is */
  bool cached;			/* its function is in the cache: no text */
  bool known;			/* ptxknown.c knows ptxas accepts it: not
				   in the file, no text */
  char *tmpl;			/* until the text is made */
  bool verbatim;
};

/* A function of the last ptxcheck_text.  */
struct block
{
  size_t from, to;		/* its statements */
  size_t first_line, last_line;	/* in the file; 0 if not in it */
  char key[33];			/* in the cache */
};

struct line_info
{
  unsigned kind;
  size_t stmt;			/* index into stmts */
  size_t offset;		/* of the line in the file text */
};

struct ptxcheck
{
  struct stmt *stmts;
  size_t nstmts, cap;
  unsigned nfuncs;
  char *file;			/* the last ptxcheck_text */
  bool sentinels;		/* put a sentinel after each statement */
  struct line_info *lines;
  size_t nlines, lines_cap;
  char *cache_dir;		/* NULL: no cache */
  unsigned long long salt[2];
  struct block *blocks;
  size_t nblocks;
  size_t emitted;		/* statements in the last ptxcheck_text */
  size_t stop_line;		/* the line of the stop function's error */
  size_t func_start;		/* the first statement of the current
				   function */
  unsigned known_sm, known_ptx;	/* ptxcheck_known's target; 0: off */
  size_t nknown;		/* statements found known */
};

/* Two 64-bit lanes over 8-byte words (multiply and xor-shift), for cache
   keys; not for adversaries.  */
static void
hash_add (unsigned long long h[2], const void *data, size_t n)
{
  const unsigned char *p = data;
  for (; n >= 8; n -= 8, p += 8)
    {
      unsigned long long w;
      memcpy (&w, p, 8);
      h[0] = (h[0] ^ w) * 0x100000001b3ull;
      h[0] ^= h[0] >> 29;
      h[1] = (h[1] + w) * 0x9e3779b97f4a7c15ull;
      h[1] ^= h[1] >> 31;
    }
  for (; n; n--, p++)
    {
      h[0] = (h[0] ^ *p) * 0x100000001b3ull;
      h[1] = (h[1] + *p) * 0x9e3779b97f4a7c15ull;
    }
}

static void
hash_init (unsigned long long h[2])
{
  h[0] = 0xcbf29ce484222325ull;
  h[1] = 0x84222325cbf29ce4ull;
}

static unsigned long long
hash_mix (unsigned long long x)
{
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ull;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

struct ptxcheck *
ptxcheck_new (void)
{
  return calloc (1, sizeof (struct ptxcheck));
}

void
ptxcheck_free (struct ptxcheck *c)
{
  if (!c)
    return;
  for (size_t i = 0; i < c->nstmts; i++)
    {
      free (c->stmts[i].text);
      free (c->stmts[i].tmpl);
      free (c->stmts[i].ops);
    }
  free (c->stmts);
  free (c->file);
  free (c->lines);
  free (c->cache_dir);
  free (c->blocks);
  free (c);
}

static void block_key (const struct ptxcheck *c, size_t from, size_t to,
		       char key[33]);
static char *user_lines (char *text);
static char *substitute (const char *tmpl, unsigned uniq, size_t nops,
			 const struct ptxcheck_op *ops,
			 unsigned long long *labels);
static bool cache_has (const struct ptxcheck *c, const char *key);
static bool known_stmt (const struct ptxcheck *c, const struct stmt *s,
			bool sregs);

/* The statements since the last ptxcheck_function are a whole function:
   if the cache has it, their texts are not needed.  */
static void
close_function (struct ptxcheck *c)
{
  size_t from = c->func_start, to = c->nstmts;
  c->func_start = to;
  bool cached = false;
  if (c->cache_dir && from < to)
    {
      char key[33];
      block_key (c, from, to, key);
      cached = cache_has (c, key);
    }
  for (size_t k = from; k < to; k++)
    {
      struct stmt *s = &c->stmts[k];
      if (cached)
	{
	  free (s->ops);
	  s->ops = NULL;
	  s->nops = 0;
	  s->cached = true;
	}
      else if (s->tmpl)
	{
	  s->text = s->verbatim ? strdup (s->tmpl)
				: substitute (s->tmpl, s->uniq, s->nops, s->ops,
					      &s->labels);
	  s->text = user_lines (s->text);
	}
      free (s->tmpl);
      s->tmpl = NULL;
    }
  /* A statement may hide a special register from all the others of the
     function, by declaring its name.  */
  bool sregs = true;
  for (size_t k = from; c->known_sm && sregs && k < to; k++)
    if (c->stmts[k].text && ptxknown_hides_sregs (c->stmts[k].text))
      sregs = false;
  for (size_t k = from; k < to; k++)
    {
      struct stmt *s = &c->stmts[k];
      if (!s->cached && s->text && known_stmt (c, s, sregs))
	{
	  /* Balanced braces, and no name that another statement could
	     use: leaving it out changes nothing for the others.  */
	  s->known = true;
	  c->nknown++;
	  free (s->text);
	  s->text = NULL;
	}
      /* Out of memory: an empty statement.  */
      if (!s->cached && !s->text)
	s->text = calloc (1, 1);
    }
}

void
ptxcheck_function (struct ptxcheck *c)
{
  close_function (c);
  c->nfuncs++;
}

size_t
ptxcheck_count (const struct ptxcheck *c)
{
  return c->nstmts;
}

/* Name of the register of GCC operand N of statement UNIQ.  */
static void
op_name (struct ptxasm_buf *b, unsigned uniq, size_t n)
{
  ptxasm_buf_str (b, "%ptxasm");
  ptxasm_buf_num (b, uniq);
  ptxasm_buf_str (b, "_r");
  ptxasm_buf_num (b, (long long) n);
}

/* TMPL in GCC's template syntax, with what GCC's final pass would print
   for its operands.  */
static char *
substitute (const char *tmpl, unsigned uniq, size_t nops,
	    const struct ptxcheck_op *ops, unsigned long long *labels)
{
  struct ptxasm_buf b = { 0 };
  for (const char *p = tmpl;;)
    {
      const char *pc = strchr (p, '%');
      if (!pc)
	{
	  ptxasm_buf_str (&b, p);
	  break;
	}
      ptxasm_buf_add (&b, p, (size_t) (pc - p));
      if (pc[1] == '%')
	{
	  ptxasm_buf_str (&b, "%");
	  p = pc + 2;
	}
      else if (pc[1] == '=')
	{
	  ptxasm_buf_num (&b, uniq);
	  p = pc + 2;
	}
      else if (pc[1] == 'l' && isdigit ((unsigned char) pc[2]))
	{
	  /* A label of asm goto: one of the function's labels, which the
	     file defines at the end of the function.  */
	  char *end;
	  unsigned long n = strtoul (pc + 2, &end, 10);
	  ptxasm_buf_str (&b, "$ptxasm");
	  ptxasm_buf_num (&b, uniq);
	  ptxasm_buf_str (&b, "_l");
	  ptxasm_buf_num (&b, (long long) n);
	  if (n < 64)
	    *labels |= 1ull << n;
	  p = end;
	}
      else if (isdigit ((unsigned char) pc[1]))
	{
	  char *end;
	  unsigned long n = strtoul (pc + 1, &end, 10);
	  if (n < nops && ops[n].reg_type)
	    op_name (&b, uniq, n);
	  else if (n < nops)
	    ptxasm_buf_num (&b, ops[n].imm);
	  else
	    ptxasm_buf_add (&b, pc, (size_t) (end - pc));
	  p = end;
	}
      else
	{
	  ptxasm_buf_str (&b, "%");
	  p = pc + 1;
	}
    }
  return ptxasm_buf_finish (&b);
}

bool
ptxcheck_stmt (struct ptxcheck *c, const char *tmpl, bool verbatim,
	       size_t nops, const struct ptxcheck_op *ops,
	       unsigned long cookie)
{
  struct stmt *ns = ptxasm_grow (c->stmts, c->nstmts, &c->cap, sizeof *ns);
  if (!ns)
    return false;
  c->stmts = ns;
  struct stmt *s = &c->stmts[c->nstmts];
  memset (s, 0, sizeof *s);
  s->cookie = cookie;
  s->func = c->nfuncs;
  s->uniq = (unsigned) c->nstmts + 1;
  /* The text is made when the function ends (close_function), and only
     if the cache does not have the function.  */
  s->tmpl = strdup (tmpl);
  s->verbatim = verbatim;
  hash_init (s->hash);
  hash_add (s->hash, &verbatim, sizeof verbatim);
  hash_add (s->hash, tmpl, strlen (tmpl) + 1);
  for (size_t n = 0; n < nops; n++)
    {
      const char *t = ops[n].reg_type ? ops[n].reg_type : "";
      hash_add (s->hash, t, strlen (t) + 1);
      hash_add (s->hash, &ops[n].imm, sizeof ops[n].imm);
      hash_add (s->hash, &ops[n].user, sizeof ops[n].user);
    }
  if (!s->tmpl)
    return false;
  if (nops)
    {
      s->ops = malloc (nops * sizeof *ops);
      if (!s->ops)
	{
	  free (s->tmpl);
	  return false;
	}
      memcpy (s->ops, ops, nops * sizeof *ops);
      s->nops = nops;
    }
  c->nstmts++;
  return true;
}

/* Skip "%ptxasm<UNIQ>_" at P; return what follows, or NULL.  */
static const char *
shim_prefix (const char *p, unsigned uniq)
{
  if (strncmp (p, "%ptxasm", 7) != 0 || !isdigit ((unsigned char) p[7]))
    return NULL;
  unsigned long n = 0;
  for (p += 7; isdigit ((unsigned char) *p); p++)
    n = n * 10 + (unsigned long) (*p - '0');
  return n == uniq && *p == '_' ? p + 1 : NULL;
}

/* Skip a register name of statement UNIQ at P (a shim "%ptxasmU_N" or a
   GCC operand "%ptxasmU_rN"); return what follows, or NULL.  */
static const char *
own_reg (const char *p, unsigned uniq)
{
  p = shim_prefix (p, uniq);
  if (!p)
    return NULL;
  if (*p == 'r')
    p++;
  if (!isdigit ((unsigned char) *p))
    return NULL;
  while (isdigit ((unsigned char) *p))
    p++;
  return p;
}

/* Does line [P, END) belong to the execution-model wrapper of statement
   UNIQ: does it name "%ptxasmU_x..." or the label "$LptxasmU_x"?  */
static bool
exec_line_p (const char *p, const char *end, unsigned uniq)
{
  static const char x[] = PTXASM_EXEC_PREFIX;
  for (const char *q = p; q < end; q++)
    {
      const char *n;
      if (*q == '%' && end - q > 7 && memcmp (q, "%ptxasm", 7) == 0)
	n = q + 7;
      else if (*q == '$' && end - q > 8 && memcmp (q, "$Lptxasm", 8) == 0)
	n = q + 8;
      else
	continue;
      unsigned long v = 0;
      const char *d = n;
      while (d < end && isdigit ((unsigned char) *d))
	v = v * 10 + (unsigned long) (*d++ - '0');
      if (d > n && v == uniq && d < end && *d == '_'
	  && (size_t) (end - d - 1) >= sizeof x - 1
	  && memcmp (d + 1, x, sizeof x - 1) == 0)
	return true;
    }
  return false;
}

/* TEXT (malloc'd, taken), a statement's rewritten text, as the user's
   lines (ptxasm_unwrap_line).  Malloc'd; NULL if TEXT is or memory ran
   out.  */
static char *
user_lines (char *text)
{
  if (!text || !strstr (text, "%ptxasm"))
    return text;
  struct ptxasm_buf b = { 0 };
  for (const char *p = text; *p;)
    {
      const char *nl = strchr (p, '\n');
      const char *end = nl ? nl : p + strlen (p);
      char *u = ptxasm_unwrap_line (p, (size_t) (end - p));
      if (!u)
	b.failed = true;
      else
	ptxasm_buf_str (&b, u);
      free (u);
      if (!nl)
	break;
      ptxasm_buf_str (&b, "\n");
      p = nl + 1;
    }
  free (text);
  return ptxasm_buf_finish (&b);
}

/* What template.c generates around the user's text: "\t.reg .bN
   %ptxasmU_K;" (GEN_DECL), a copy "\tOP %ptxasmU_X, %ptxasmU_Y;"
   (GEN_COPY), a line of the execution-model wrapper (GEN_EXEC, left out
   of the check like the copies: it is ptxasm's, known to be right);
   GEN_NONE for any other line [P, END).  */
enum gen { GEN_NONE, GEN_DECL, GEN_COPY, GEN_EXEC };

static enum gen
generated_line (const char *p, const char *end, const struct stmt *s)
{
  unsigned uniq = s->uniq;
  if (exec_line_p (p, end, uniq))
    return GEN_EXEC;
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  const char *sp = memchr (p, ' ', (size_t) (end - p));
  if (!sp)
    return GEN_NONE;
  if (strncmp (p, ".reg ", 5) == 0)
    {
      sp = memchr (sp + 1, ' ', (size_t) (end - sp - 1));
      if (!sp)
	return GEN_NONE;
      const char *q = own_reg (sp + 1, uniq);
      return q && q + 1 == end && *q == ';' ? GEN_DECL : GEN_NONE;
    }
  if (strncmp (p, "mov.", 4) != 0 && strncmp (p, "cvt.", 4) != 0)
    return GEN_NONE;
  /* An output's shim register set to 0 before a guarded statement
     (template.c): "mov.bN %ptxasmU_K, 0;".  */
  const char *z = own_reg (sp + 1, uniq);
  if (z && end - z == 4 && strncmp (z, ", 0;", 4) == 0
      && *shim_prefix (sp + 1, uniq) != 'r')
    return GEN_COPY;
  /* A copy joins the shim register of user operand N and GCC's register
     of that same operand; the user's text names only one of the two.  */
  const char *a = sp + 1, *qa = own_reg (a, uniq);
  if (!qa || strncmp (qa, ", ", 2) != 0)
    return GEN_NONE;
  const char *bb = qa + 2, *qb = own_reg (bb, uniq);
  if (!qb || qb + 1 != end || *qb != ';')
    return GEN_NONE;
  const char *na = shim_prefix (a, uniq), *nb = shim_prefix (bb, uniq);
  if ((*na == 'r') == (*nb == 'r'))
    return GEN_NONE;
  unsigned long shim = strtoul (*na == 'r' ? nb : na, NULL, 10);
  unsigned long gcc = strtoul ((*na == 'r' ? na : nb) + 1, NULL, 10);
  return gcc < s->nops && s->ops[gcc].user >= 0
	 && (unsigned long) s->ops[gcc].user == shim ? GEN_COPY : GEN_NONE;
}

/* Is [P, END) blank or a "//" comment?  */
static bool
empty_line (const char *p, const char *end)
{
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  return p == end || (end - p >= 2 && p[0] == '/' && p[1] == '/');
}

/* ptxknown.c's lookup: the type of GCC operand register "%ptxasmU_rN"
   of statement CTX.  */
static const char *
op_type (void *ctx, const char *name, size_t len)
{
  const struct stmt *s = ctx;
  const char *end = name + len, *p = name + 7;
  if (len < 10 || memcmp (name, "%ptxasm", 7) != 0)
    return NULL;
  /* Exactly as op_name spells it: no leading zero, no overflow.  */
  unsigned long u = 0, n = 0;
  const char *d = p;
  for (; p < end && isdigit ((unsigned char) *p) && p - d < 10; p++)
    u = u * 10 + (unsigned long) (*p - '0');
  if (p == d || (*d == '0' && p - d > 1) || u != s->uniq || end - p < 3
      || p[0] != '_' || p[1] != 'r')
    return NULL;
  for (d = p += 2; p < end && isdigit ((unsigned char) *p) && p - d < 10; p++)
    n = n * 10 + (unsigned long) (*p - '0');
  if (p != end || p == d || (*d == '0' && p - d > 1))
    return NULL;
  return n < s->nops ? s->ops[n].reg_type : NULL;
}

/* Does ptxknown.c know that ptxas accepts statement S: its lines as
   the file would have them (ptxasm's copies and wrapper left out)?  */
static bool
known_stmt (const struct ptxcheck *c, const struct stmt *s, bool sregs)
{
  if (!c->known_sm)
    return false;
  struct ptxasm_buf b = { 0 };
  for (const char *p = s->text;;)
    {
      const char *nl = strchr (p, '\n');
      const char *end = nl ? nl : p + strlen (p);
      enum gen g = s->verbatim ? GEN_NONE : generated_line (p, end, s);
      if ((g == GEN_DECL || g == GEN_NONE) && !empty_line (p, end))
	{
	  ptxasm_buf_add (&b, p, (size_t) (end - p));
	  ptxasm_buf_add (&b, "\n", 1);
	}
      if (!nl)
	break;
      p = nl + 1;
    }
  char *text = ptxasm_buf_finish (&b);
  if (!text)
    return false;
  char own[32];
  snprintf (own, sizeof own, "%%ptxasm%u_", s->uniq);
  bool known = ptxknown_stmt (text, c->known_sm, c->known_ptx, own, sregs,
			      op_type, (void *) s);
  free (text);
  return known;
}

void
ptxcheck_known (struct ptxcheck *c, const char *arch, unsigned maj,
		unsigned min)
{
  unsigned sm = 0;
  if (arch && strncmp (arch, "sm_", 3) == 0)
    for (const char *p = arch + 3; isdigit ((unsigned char) *p); p++)
      sm = sm * 10 + (unsigned) (*p - '0');
  c->known_sm = sm;
  c->known_ptx = maj * 10 + min;
}

size_t
ptxcheck_nknown (const struct ptxcheck *c)
{
  return c->nknown;
}

/* Set USED[N] for the GCC operands "%ptxasmU_rN" that line [P, END)
   names.  */
static void
mark_ops (const char *p, const char *end, unsigned uniq, bool *used,
	  size_t nops)
{
  for (; (p = memchr (p, '%', (size_t) (end - p))) != NULL; p++)
    {
      const char *q = shim_prefix (p, uniq);
      if (q && *q == 'r' && isdigit ((unsigned char) q[1]))
	{
	  unsigned long n = strtoul (q + 1, NULL, 10);
	  if (n < nops)
	    used[n] = true;
	}
    }
}

/* Add BRACES' effect of the text [P, END), comments skipped, to *DEPTH;
   set *BAD if it goes below zero.  *IN_COMMENT carries a C comment over
   from one statement to the next.  */
static void
count_braces (const char *p, const char *end, long *depth, bool *bad,
	      bool *in_comment)
{
  while (p < end)
    {
      if (*in_comment)
	{
	  if (p + 1 < end && p[0] == '*' && p[1] == '/')
	    {
	      *in_comment = false;
	      p += 2;
	    }
	  else
	    p++;
	  continue;
	}
      if (p + 1 < end && p[0] == '/' && p[1] == '/')
	{
	  const char *nl = memchr (p, '\n', (size_t) (end - p));
	  p = nl ? nl : end;
	  continue;
	}
      if (p + 1 < end && p[0] == '/' && p[1] == '*')
	{
	  *in_comment = true;
	  p += 2;
	  continue;
	}
      if (*p == '{')
	++*depth;
      else if (*p == '}' && --*depth < 0)
	*bad = true;
      p++;
    }
}

static bool
add_line (struct ptxcheck *c, enum line_kind kind, size_t stmt,
	  size_t offset)
{
  struct line_info *nl = ptxasm_grow (c->lines, c->nlines, &c->lines_cap,
				      sizeof *nl);
  if (!nl)
    return false;
  c->lines = nl;
  c->lines[c->nlines].kind = kind;
  c->lines[c->nlines].stmt = stmt;
  c->lines[c->nlines].offset = offset;
  c->nlines++;
  return true;
}

/* Append TEXT (no newline) as a line of KIND.  */
static void
emit (struct ptxcheck *c, struct ptxasm_buf *b, enum line_kind kind, size_t stmt,
      const char *text, size_t len)
{
  if (!add_line (c, kind, stmt, b->len))
    b->failed = true;
  ptxasm_buf_add (b, text, len);
  ptxasm_buf_str (b, "\n");
}

static void
emit_str (struct ptxcheck *c, struct ptxasm_buf *b, const char *text)
{
  emit (c, b, LINE_OTHER, 0, text, strlen (text));
}

/* The '{' that the statements [FROM, TO) leave open, or -1 if a '}'
   closes none or a comment does not end.  */
static long
open_braces (struct ptxcheck *c, size_t from, size_t to)
{
  long depth = 0;
  bool bad = false, in_comment = false;
  for (size_t i = from; i < to; i++)
    {
      const char *t = c->stmts[i].text;
      count_braces (t, t + strlen (t), &depth, &bad, &in_comment);
    }
  return bad || in_comment ? -1 : depth;
}

/* The key of the function of statements [FROM, TO): their templates and
   operands, in order, and the salt (ptxas, target, PTX version).  */
static void
block_key (const struct ptxcheck *c, size_t from, size_t to, char key[33])
{
  unsigned long long h[2] = { c->salt[0], c->salt[1] };
  for (size_t k = from; k < to; k++)
    hash_add (h, c->stmts[k].hash, sizeof c->stmts[k].hash);
  snprintf (key, 33, "%016llx%016llx", hash_mix (h[0]),
	    hash_mix (h[1] ^ 0x9e3779b97f4a7c15ull));
}

/* The cache entry of KEY: a malloc'd path, or NULL.  */
static char *
cache_path (const struct ptxcheck *c, const char *key, bool dir_only)
{
  size_t n = strlen (c->cache_dir) + 40;
  char *p = malloc (n);
  if (p)
    snprintf (p, n, dir_only ? "%s/%.2s" : "%s/%.2s/%s", c->cache_dir, key,
	      key + 2);
  return p;
}

static bool
cache_has (const struct ptxcheck *c, const char *key)
{
  if (!c->cache_dir)
    return false;
  char *p = cache_path (c, key, false);
  bool has = p && access (p, F_OK) == 0;
  free (p);
  return has;
}

void
ptxcheck_cache (struct ptxcheck *c, const char *dir, const char *salt)
{
  free (c->cache_dir);
  c->cache_dir = dir ? strdup (dir) : NULL;
  hash_init (c->salt);
  static const char format[] = "ptxcheck 1";
  hash_add (c->salt, format, sizeof format);
  if (salt)
    hash_add (c->salt, salt, strlen (salt) + 1);
}

size_t
ptxcheck_emitted (const struct ptxcheck *c)
{
  return c->emitted;
}

/* mkdir -p DIR; true if it is there.  */
static bool
make_dirs (char *dir)
{
  for (char *p = dir + 1; *p; p++)
    if (*p == '/')
      {
	*p = 0;
	mkdir (dir, 0755);
	*p = '/';
      }
  return mkdir (dir, 0755) == 0 || errno == EEXIST;
}

char *
ptxcheck_cache_default_dir (void)
{
  const char *env = getenv ("PTXASM_CACHE_DIR");
  if (env)
    return *env && strcmp (env, "no") != 0 ? strdup (env) : NULL;
  const char *xdg = getenv ("XDG_CACHE_HOME"), *home = getenv ("HOME");
  const char *base = xdg && *xdg == '/' ? xdg : NULL;
  const char *tail = "/ptxasm/check";
  char buf[4096];
  if (base)
    snprintf (buf, sizeof buf, "%s%s", base, tail);
  else if (home && *home == '/')
    snprintf (buf, sizeof buf, "%s/.cache%s", home, tail);
  else
    return NULL;
  return strdup (buf);
}

char *
ptxcheck_tool_id (const char *path)
{
  struct stat st;
  if (!path || stat (path, &st) != 0)
    return NULL;
  char buf[4200];
  snprintf (buf, sizeof buf, "%s %lld %lld.%09ld", path,
	    (long long) st.st_size, (long long) st.st_mtim.tv_sec,
	    (long) st.st_mtim.tv_nsec);
  return strdup (buf);
}

static const char sentinel[] = "\tmov.b32 %ptxasm_end, 0;";
static const char stop_function[] =
  ".func ptxasm_stop ()\n{\n\t.reg .b32 %ptxasm_stop;\n"
  "\tadd.f64 %ptxasm_stop, %ptxasm_stop, %ptxasm_stop;\n}";

/* Into B: the .reg declarations of GCC's operand registers that the
   statements I to J of C name outside the copies (which are left out:
   they are ptxasm's, known to be right, and they made ptxas take three
   times as long).  */
static void
emit_operand_regs (struct ptxcheck *c, struct ptxasm_buf *b, size_t i,
		   size_t j)
{
  for (size_t k = i; k < j; k++)
    {
      struct stmt *s = &c->stmts[k];
      if (s->known)
	continue;
      bool used[64] = { false };
      size_t nused = s->nops < 64 ? s->nops : 64;
      for (const char *p = s->text;;)
	{
	  const char *nl = strchr (p, '\n');
	  const char *end = nl ? nl : p + strlen (p);
	  enum gen g = generated_line (p, end, s);
	  if (g != GEN_COPY && g != GEN_EXEC)
	    mark_ops (p, end, s->uniq, used, nused);
	  if (!nl)
	    break;
	  p = nl + 1;
	}
      for (size_t n = 0; n < s->nops; n++)
	if (s->ops[n].reg_type && (n >= 64 || used[n]))
	  {
	    struct ptxasm_buf d = { 0 };
	    ptxasm_buf_str (&d, "\t.reg ");
	    ptxasm_buf_str (&d, s->ops[n].reg_type);
	    ptxasm_buf_str (&d, " ");
	    op_name (&d, s->uniq, n);
	    ptxasm_buf_str (&d, ";");
	    if (d.failed)
	      b->failed = true;
	    else
	      emit_str (c, b, d.s);
	    free (d.s);
	  }
    }
}

/* Into B: the lines of the statements I to J of C that ptxas checks,
   each followed by a sentinel if C asks for them.  */
static void
emit_statements (struct ptxcheck *c, struct ptxasm_buf *b, size_t i,
		 size_t j)
{
  for (size_t k = i; k < j; k++)
    {
      struct stmt *s = &c->stmts[k];
      s->first_line = c->nlines;
      if (s->known)
	continue;
      for (const char *p = s->text;;)
	{
	  const char *nl = strchr (p, '\n');
	  const char *end = nl ? nl : p + strlen (p);
	  enum gen g = generated_line (p, end, s);
	  if (g == GEN_DECL)
	    emit (c, b, LINE_GENERATED, k, p, (size_t) (end - p));
	  else if (g == GEN_NONE && !empty_line (p, end))
	    emit (c, b, LINE_USER, k, p, (size_t) (end - p));
	  if (!nl)
	    break;
	  p = nl + 1;
	}
      if (c->sentinels)
	emit (c, b, LINE_SENTINEL, k, sentinel, sizeof sentinel - 1);
    }
}

/* Into B: the labels of the asm goto statements among I to J of C.  */
static void
emit_goto_labels (struct ptxcheck *c, struct ptxasm_buf *b, size_t i,
		  size_t j)
{
  for (size_t k = i; k < j; k++)
    for (unsigned n = 0; n < 64; n++)
      if (c->stmts[k].labels & (1ull << n))
	{
	  struct ptxasm_buf d = { 0 };
	  ptxasm_buf_str (&d, "$ptxasm");
	  ptxasm_buf_num (&d, c->stmts[k].uniq);
	  ptxasm_buf_str (&d, "_l");
	  ptxasm_buf_num (&d, n);
	  ptxasm_buf_str (&d, ":");
	  if (d.failed)
	    b->failed = true;
	  else
	    emit_str (c, b, d.s);
	  free (d.s);
	}
}

const char *
ptxcheck_text (struct ptxcheck *c, const char *arch, unsigned maj,
	       unsigned min)
{
  struct ptxasm_buf b = { 0 };
  free (c->file);
  c->file = NULL;
  c->nlines = 0;

  char head[128];
  snprintf (head, sizeof head, ".version %u.%u", maj, min);
  emit_str (c, &b, head);
  snprintf (head, sizeof head, ".target %s", arch);
  emit_str (c, &b, head);
  emit_str (c, &b, ".address_size 64");
  /* GCC's OpenMP master-lane masks, which statements run by one lane
     read (template.c, lanes=one); GCC's own PTX declares them.  */
  emit_str (c, &b, ".extern .shared .u32 __nvptx_uni[32];");

  free (c->blocks);
  c->blocks = NULL;
  c->nblocks = 0;
  c->emitted = 0;
  size_t blocks_cap = 0;
  close_function (c);

  for (size_t i = 0; i < c->nstmts;)
    {
      size_t j = i;
      while (j < c->nstmts && c->stmts[j].func == c->stmts[i].func)
	j++;
      size_t left = 0;
      for (size_t k = i; k < j; k++)
	left += !c->stmts[k].cached && !c->stmts[k].known;
      if (!left)
	{
	  i = j;
	  continue;
	}
      long open = open_braces (c, i, j);
      if (open < 0)
	{
	  i = j;
	  continue;
	}
      /* The function's key in the cache: the statements' templates and
	 operands, in order, for this target, PTX version and ptxas.  */
      struct block *nb = ptxasm_grow (c->blocks, c->nblocks, &blocks_cap,
				      sizeof *nb);
      if (!nb)
	b.failed = true;
      else
	c->blocks = nb;
      struct block *blk = c->nblocks < blocks_cap ? &c->blocks[c->nblocks++]
						   : NULL;
      if (blk)
	{
	  block_key (c, i, j, blk->key);
	  blk->from = i;
	  blk->to = j;
	  blk->first_line = blk->last_line = 0;
	  if (cache_has (c, blk->key))
	    {
	      i = j;
	      continue;
	    }
	  blk->first_line = c->nlines + 1;
	}
      c->emitted += left;
      snprintf (head, sizeof head, ".func ptxasm_check_%u ()",
		c->stmts[i].func);
      emit_str (c, &b, head);
      emit_str (c, &b, "{");
      emit_str (c, &b, "\t.reg .b32 %ptxasm_end;");
      emit_operand_regs (c, &b, i, j);
      emit_statements (c, &b, i, j);
      /* A '{' that no statement closes (braces.cc reports it): closed
	 here, so that the function's statements are still checked.  */
      for (; open > 0; open--)
	emit_str (c, &b, "}");
      /* The labels of asm goto statements, at the end of the function.  */
      emit_goto_labels (c, &b, i, j);
      emit_str (c, &b, "\tret;");
      emit_str (c, &b, "}");
      if (blk)
	blk->last_line = c->nlines;
      i = j;
    }
  /* A mistake of its own, last: ptxas reports every error of the file
     (it parses all of it), then stops instead of compiling the
     functions, which would take it twice as long.  */
  c->stop_line = c->nlines + 4;	/* its add.f64 */
  emit_str (c, &b, stop_function);
  c->file = ptxasm_buf_finish (&b);
  return c->file;
}

/* Line L (1-based) of the file, without its newline, malloc'd.  */
static char *
file_line (struct ptxcheck *c, size_t l)
{
  const char *p = c->file + c->lines[l - 1].offset;
  const char *nl = strchr (p, '\n');
  size_t len = nl ? (size_t) (nl - p) : strlen (p);
  char *s = malloc (len + 1);
  if (s)
    {
      memcpy (s, p, len);
      s[len] = 0;
    }
  return s;
}

/* Is line L (1-based) text of the user worth quoting: not generated,
   not blank, not only a comment?  */
static bool
quotable (struct ptxcheck *c, size_t l)
{
  if (c->lines[l - 1].kind != LINE_USER)
    return false;
  const char *p = c->file + c->lines[l - 1].offset;
  while (*p == ' ' || *p == '\t')
    p++;
  return *p && *p != '\n' && strncmp (p, "//", 2) != 0;
}

/* The type a shim register "%ptxasmU_N" of statement S is declared with,
   from its .reg line; NULL if not found.  */
static const char *
shim_type (const struct stmt *s, unsigned long n, char *buf, size_t size)
{
  char pat[48];
  snprintf (pat, sizeof pat, " %%ptxasm%u_%lu;", s->uniq, n);
  for (const char *p = s->text; (p = strstr (p, ".reg ")) != NULL; p += 5)
    {
      const char *t = p + 5;
      const char *sp = strchr (t, ' ');
      if (sp && strncmp (sp, pat, strlen (pat)) == 0
	  && (size_t) (sp - t) < size)
	{
	  memcpy (buf, t, (size_t) (sp - t));
	  buf[sp - t] = 0;
	  return buf;
	}
    }
  return NULL;
}

/* LINE of statement S as the user would read it: its registers named
   %N as the user numbered the operands, then their types.  */
static char *
describe (const struct stmt *s, const char *line)
{
  struct ptxasm_buf b = { 0 }, types = { 0 };
  unsigned long long listed = 0;
  const char *p = line;
  while (*p == '\t' || *p == ' ')
    p++;
  while (*p)
    {
      const char *q = *p == '%' ? own_reg (p, s->uniq) : NULL;
      if (!q)
	{
	  ptxasm_buf_add (&b, p++, 1);
	  continue;
	}
      const char *num = shim_prefix (p, s->uniq);
      bool gcc_op = *num == 'r';
      unsigned long n = strtoul (num + gcc_op, NULL, 10);
      char tbuf[16];
      const char *type = NULL;
      long user = -1;
      if (gcc_op && n < s->nops)
	{
	  type = s->ops[n].reg_type;
	  user = s->ops[n].user;
	}
      else if (!gcc_op)
	{
	  type = shim_type (s, n, tbuf, sizeof tbuf);
	  user = (long) n;
	}
      if (user < 0 || !type)
	ptxasm_buf_add (&b, p, (size_t) (q - p));
      else
	{
	  char name[32];
	  snprintf (name, sizeof name, "%%%ld", user);
	  ptxasm_buf_str (&b, name);
	  if (user >= 64 || !(listed & (1ull << user)))
	    {
	      if (user < 64)
		listed |= 1ull << user;
	      ptxasm_buf_str (&types, types.len ? ", " : "");
	      ptxasm_buf_str (&types, name);
	      ptxasm_buf_str (&types, " is ");
	      ptxasm_buf_str (&types, type);
	    }
	}
      p = q;
    }
  while (b.len && (b.s[b.len - 1] == ' ' || b.s[b.len - 1] == '\t'))
    b.s[--b.len] = 0;
  if (types.len && !types.failed)
    {
      ptxasm_buf_str (&b, "  [");
      ptxasm_buf_str (&b, types.s);
      ptxasm_buf_str (&b, "]");
    }
  free (types.s);
  return ptxasm_buf_finish (&b);
}

/* One diagnostic line of ptxas, decoded.  */
struct raw
{
  size_t line;
  bool warning;
  bool fatal;			/* ptxas stopped parsing there */
  size_t seq;			/* order in ptxas's output */
  char *message;
};

/* Decode "ptxas FILE, line N; KIND : MESSAGE" (ptxmsg.c) into *R, its
   message malloc'd.  */
static bool
decode_line (const char *p, const char *end, struct raw *r)
{
  struct ptxmsg m;
  if (!ptxmsg_decode (p, end, &m))
    return false;
  r->line = m.line;
  r->warning = m.kind == PTXMSG_WARNING;
  r->fatal = m.kind == PTXMSG_FATAL;
  r->message = malloc (m.text_len + 1);
  if (!r->message)
    return false;
  memcpy (r->message, m.text, m.text_len);
  r->message[m.text_len] = 0;
  return true;
}

void
ptxcheck_sentinels (struct ptxcheck *c, bool on)
{
  c->sentinels = on;
}

/* The next line of OUT, from *PP on, that decodes as a diagnostic: true
   and *R set (its message malloc'd), *PP past it; false at the end.  */
static bool
next_diag (const char **pp, struct raw *r)
{
  for (const char *p = *pp; *p;)
    {
      const char *nl = strchr (p, '\n');
      const char *end = nl ? nl : p + strlen (p);
      memset (r, 0, sizeof *r);
      bool ok = decode_line (p, end, r);
      p = nl ? nl + 1 : end;
      if (ok)
	{
	  *pp = p;
	  return true;
	}
    }
  return false;
}

bool
ptxcheck_syntax_error (struct ptxcheck *c, const char *out, size_t *stmt)
{
  if (!c->file)
    return false;
  struct raw r;
  for (const char *p = out; next_diag (&p, &r);)
    {
      free (r.message);
      if (!r.fatal || r.line < 1 || r.line > c->nlines)
	continue;
      size_t l = r.line - 1;
      /* A statement's last instruction without its ';' makes ptxas
	 fail at the line after it: the "ret;" of the function when no
	 statement follows.  */
      if (c->lines[l].kind == LINE_OTHER && !c->sentinels && l > 0
	  && c->lines[l - 1].kind != LINE_OTHER)
	l--;
      if (c->lines[l].kind != LINE_OTHER)
	{
	  if (stmt)
	    *stmt = c->lines[l].stmt;
	  return true;
	}
    }
  return false;
}

bool
ptxcheck_blank (struct ptxcheck *c, size_t stmt)
{
  if (stmt >= c->nstmts)
    return false;
  struct stmt *s = &c->stmts[stmt];
  if (!s->text)
    close_function (c);
  if (!s->text)
    return false;
  size_t len = strlen (s->text), n = 0;
  char *t = malloc (2 * len + 1);
  if (!t)
    return false;
  /* Its braces, one to a line, so that the function still balances;
     comments are skipped as count_braces skips them.  */
  for (const char *p = s->text; *p;)
    {
      const char *c = ptxasm_skip_comment (p);
      if (!c)
	break;
      if (c != p)
	{
	  p = c;
	  continue;
	}
      if (*p == '{' || *p == '}')
	{
	  t[n++] = *p;
	  t[n++] = '\n';
	}
      p++;
    }
  t[n] = 0;
  free (s->text);
  s->text = t;
  s->blanked = true;
  return true;
}

bool
ptxcheck_blanked (const struct ptxcheck *c, size_t stmt)
{
  return stmt < c->nstmts && c->stmts[stmt].blanked;
}

/* The name in "Unknown symbol 'NAME'", or NULL.  */
static const char *
unknown_symbol (const char *msg)
{
  static const char pre[] = "Unknown symbol '";
  return strncmp (msg, pre, sizeof pre - 1) == 0 ? msg + sizeof pre - 1
						 : NULL;
}

static int
by_stmt_line (const void *a, const void *b)
{
  const struct raw *x = a, *y = b;
  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

size_t
ptxcheck_parse (struct ptxcheck *c, const char *out,
		struct ptxcheck_diag **diags)
{
  *diags = NULL;
  if (!c->file)
    return 0;

  /* Decode what maps to a statement.  */
  struct raw *raws = NULL;
  size_t nraws = 0, rcap = 0;
  bool fatal = false;
  for (const char *p = out; *p;)
    {
      const char *nl = strchr (p, '\n');
      const char *end = nl ? nl : p + strlen (p);
      struct raw r = { 0 };
      if (decode_line (p, end, &r))
	{
	  unsigned kind = r.line >= 1 && r.line <= c->nlines
			  ? c->lines[r.line - 1].kind : LINE_OTHER;
	  /* A syntax error on a copy out of a shim register: the user's
	     text ended inside an instruction.  */
	  if (r.fatal && kind == LINE_GENERATED)
	    kind = LINE_SENTINEL;
	  if (r.fatal && kind != LINE_OTHER)
	    fatal = true;
	  if (kind == LINE_USER || kind == LINE_SENTINEL)
	    {
	      struct raw *nr = ptxasm_grow (raws, nraws, &rcap, sizeof *nr);
	      if (!nr)
		{
		  free (r.message);
		  break;
		}
	      raws = nr;
	      r.seq = nraws;
	      raws[nraws++] = r;
	    }
	  else
	    free (r.message);
	}
      if (!nl)
	break;
      p = nl + 1;
    }
  /* ptxas reports unknown symbols last, and not at all after a syntax
     error: then errors that an unknown symbol caused cannot be told from
     others, and only the syntax error is reported.  */
  if (fatal)
    {
      size_t k = 0;
      for (size_t i = 0; i < nraws; i++)
	if (raws[i].fatal)
	  raws[k++] = raws[i];
	else
	  free (raws[i].message);
      nraws = k;
    }
  qsort (raws, nraws, sizeof *raws, by_stmt_line);

  struct ptxcheck_diag *d = nraws ? calloc (nraws, sizeof *d) : NULL;
  size_t nd = 0;
  for (size_t i = 0; i < nraws && d;)
    {
      /* The statement's diagnostics: [i, j).  */
      size_t st = c->lines[raws[i].line - 1].stmt, j = i;
      bool program_symbol = false;
      while (j < nraws && c->lines[raws[j].line - 1].stmt == st)
	{
	  const char *sym = unknown_symbol (raws[j].message);
	  if (sym && *sym != '%')
	    program_symbol = true;
	  j++;
	}
      /* A symbol of the program (a global variable, a function) or a
	 label that the file lacks: it cannot know, so it says nothing.  */
      for (size_t k = i; k < j && !program_symbol; k++)
	{
	  struct raw *r = &raws[k];
	  const struct stmt *s = &c->stmts[st];
	  /* On a line with an undeclared register, the other errors are
	     its consequences.  */
	  bool undeclared_here = false;
	  for (size_t m = i; m < j; m++)
	    if (raws[m].line == r->line && unknown_symbol (raws[m].message))
	      undeclared_here = true;
	  if (undeclared_here && !unknown_symbol (r->message))
	    continue;
	  bool dup = false;
	  for (size_t m = i; m < k; m++)
	    if (raws[m].line == r->line
		&& strcmp (raws[m].message, r->message) == 0)
	      dup = true;
	  if (dup)
	    continue;

	  size_t line = r->line;
	  const char *msg = r->message;
	  bool at_end = c->lines[line - 1].kind != LINE_USER;
	  if (at_end)
	    {
	      /* The statement ended inside an instruction: quote its last
		 line of its own.  */
	      if (strstr (msg, "syntax error"))
		msg = "syntax error at the end of the asm template "
		      "(a missing ';'?)";
	      do
		line--;
	      while (line > s->first_line + 1 && !quotable (c, line));
	    }
	  char *text = line >= 1 ? file_line (c, line) : NULL;
	  d[nd].cookie = s->cookie;
	  d[nd].warning = r->warning;
	  d[nd].message = strdup (msg);
	  d[nd].line = text ? describe (s, text) : NULL;
	  free (text);
	  if (!d[nd].message)
	    break;
	  nd++;
	}
      i = j;
    }
  for (size_t i = 0; i < nraws; i++)
    free (raws[i].message);
  free (raws);
  if (nd == 0)
    {
      free (d);
      d = NULL;
    }
  *diags = d;
  return nd;
}

void
ptxcheck_free_diags (struct ptxcheck_diag *d, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      free (d[i].message);
      free (d[i].line);
    }
  free (d);
}

char *
ptxcheck_find_ptxas (const char *path)
{
  return ptxasm_path_find (path, "ptxas", NULL);
}

long
ptxcheck_spawn (const char *ptxas, const char *arch, const char *file,
		const char *out)
{
  char archopt[64];
  snprintf (archopt, sizeof archopt, "-arch=%s", arch);
  char *argv[] = { (char *) ptxas, archopt, (char *) "-O0",
		   (char *) "-o", (char *) "/dev/null", (char *) file, NULL };
  return ptxasm_child_start (ptxas, argv, out, -1, 0);
}

char *
ptxcheck_temp_dir (void)
{
  const char *tmp = getenv ("TMPDIR");
  if (!tmp || !*tmp)
    tmp = "/tmp";
  size_t len = strlen (tmp) + sizeof "/ptxasmXXXXXX";
  char *d = malloc (len);
  if (!d)
    return NULL;
  snprintf (d, len, "%s/ptxasmXXXXXX", tmp);
  if (!mkdtemp (d))
    {
      free (d);
      return NULL;
    }
  return d;
}

int
ptxcheck_wait (long pid)
{
  int s = ptxasm_child_wait (pid);
  return s >= 0 && s <= 255 ? s : -1;
}

void
ptxcheck_stop (long pid)
{
  ptxasm_child_stop (pid);
}

size_t
ptxcheck_cache_store (struct ptxcheck *c, const char *out)
{
  if (!c->cache_dir || !c->file || !c->nblocks)
    return 0;
  /* The lines ptxas said something about; and did it get to the end?  */
  unsigned char *said = calloc (c->nlines + 2, 1);
  if (!said)
    return 0;
  bool reached_end = false;
  struct raw r;
  for (const char *p = out; next_diag (&p, &r);)
    {
      free (r.message);
      if (r.line == c->stop_line && !r.warning)
	reached_end = true;
      else if (r.line <= c->nlines)
	said[r.line] = 1;
    }
  size_t stored = 0;
  for (size_t i = 0; reached_end && i < c->nblocks; i++)
    {
      struct block *blk = &c->blocks[i];
      bool clean = blk->first_line != 0;
      for (size_t k = blk->from; clean && k < blk->to; k++)
	clean = !c->stmts[k].blanked;
      for (size_t l = blk->first_line; clean && l <= blk->last_line; l++)
	clean = !said[l];
      if (!clean)
	continue;
      char *dir = cache_path (c, blk->key, true);
      char *path = cache_path (c, blk->key, false);
      if (dir && path && make_dirs (dir))
	{
	  int fd = open (path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
	  if (fd >= 0)
	    {
	      close (fd);
	      stored++;
	    }
	}
      free (dir);
      free (path);
    }
  free (said);
  return stored;
}
