/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxscan.c -- the parts of one PTX instruction's text (ptxscan.h).  */

#include "ptxscan.h"
#include "lex.h"

#include <ctype.h>

/* Whether P is at END (END NULL: at the NUL).  */
static inline bool
at_end (const char *p, const char *end)
{
  return end ? p >= end : !*p;
}

/* P past white space, not past END.  */
static const char *
skip_space (const char *p, const char *end)
{
  while (!at_end (p, end) && ptx_space (*p))
    p++;
  return p;
}

const char *
ptx_scan_guard (const char *p, const char *end, struct ptx_guard *g)
{
  p = skip_space (p, end);
  if (at_end (p, end) || *p != '@')
    return NULL;
  p = skip_space (p + 1, end);
  g->word = p;
  g->negated = !at_end (p, end) && *p == '!';
  const char *n = skip_space (p + g->negated, end);
  g->name = n;
  while (!at_end (n, end) && *n == '%')
    n++;
  while (!at_end (n, end) && ptx_name_char (*n))
    n++;
  g->name_len = (size_t) (n - g->name);
  while (!at_end (p, end) && !ptx_space (*p))
    p++;
  g->word_len = (size_t) (p - g->word);
  return skip_space (p, end);
}

size_t
ptx_scan_opcode (const char *p, const char *end)
{
  const char *q = p;
  for (;;)
    if (!at_end (q, end) && (ptx_name_char (*q) || *q == '.'))
      q++;
    else if (!at_end (q, end) && q[0] == ':' && !at_end (q + 1, end)
	     && q[1] == ':')
      q += 2;
    else
      return (size_t) (q - p);
}

const char *
ptx_scan_modifier (const char *op, size_t len, size_t *at, size_t *mlen)
{
  size_t i = *at;
  while (i < len && op[i] != '.')
    i++;
  if (i >= len)
    {
      *at = len;
      return NULL;
    }
  size_t b = ++i;
  while (i < len && op[i] != '.')
    i++;
  *at = i;
  *mlen = i - b;
  return op + b;
}

/* SP, its white space at both ends dropped.  */
static struct ptx_span
trim (const char *b, const char *e)
{
  while (b < e && ptx_space (*b))
    b++;
  while (e > b && ptx_space (e[-1]))
    e--;
  struct ptx_span sp = { b, (size_t) (e - b) };
  return sp;
}

unsigned
ptx_scan_operands (const char *p, const char *end, struct ptx_span *out,
		   unsigned max)
{
  if (at_end (skip_space (p, end), end))
    return 0;
  unsigned n = 0;
  int depth = 0;
  const char *b = p;
  for (const char *q = p;; q++)
    {
      bool last = at_end (q, end);
      if (!last && (*q == '{' || *q == '['))
	depth++;
      else if (!last && (*q == '}' || *q == ']'))
	depth--;
      else if (last || (*q == ',' && depth == 0))
	{
	  if (n == max)
	    return max + 1;
	  out[n++] = trim (b, q);
	  b = q + 1;
	  if (last)
	    return n;
	}
    }
}

const char *
ptx_scan_statement (const char *p, const char *end, char *term)
{
  bool content = false;
  const char *q = p;
  for (; q != end && *q && *q != ';' && *q != '}'; q++)
    {
      if (*q == '{')
	{
	  if (!content)
	    break;
	  /* A vector operand, to its '}'.  */
	  while (q != end && *q && *q != '}' && *q != ';')
	    q++;
	  if (q == end || *q != '}')
	    break;
	}
      else if (!isspace ((unsigned char) *q))
	content = true;		/* (\v and \f too, as the emulator's
				   reader always had it) */
    }
  *term = q != end ? *q : 0;
  return q;
}
