/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* lex.c -- what nvptx-none-as makes of the asm text of a function.  */

#include "lex.h"

#include <ctype.h>
#include <string.h>

bool
ptxasm_text_blank (const char *t)
{
  if (strchr (t, '%'))
    return false;
  for (const char *p = t; *p;)
    {
      const char *c = ptxasm_skip_comment (p);
      if (!c)
	return false;
      if (c != p)
	p = c;
      else if (isspace ((unsigned char) *p))
	p++;
      else
	return false;
    }
  return true;
}

/* Record error E at offset AT of the text: in L->found, and in *ERR and
   *ERR_AT if it is the first.  */
static void
found (struct ptxasm_lex *l, enum ptxasm_lerr e, size_t at,
       enum ptxasm_lerr *err, size_t *err_at)
{
  l->found |= 1u << e;
  if (*err == PTXASM_LOK)
    {
      *err = e;
      *err_at = at;
    }
}

enum ptxasm_lerr
ptxasm_lex_scan (struct ptxasm_lex *l, const char *t, size_t *offset)
{
  enum ptxasm_lerr err = PTXASM_LOK;
  size_t at = 0;
  unsigned long start = l->depth;
  l->closed_outer = false;
  l->found = 0;
  for (const char *p = t; *p;)
    {
      const char *c = ptxasm_skip_comment (p);
      if (!c)
	{
	  found (l, PTXASM_LERR_COMMENT, (size_t) (p - t), &err, &at);
	  break;
	}
      if (c != p)
	p = c;
      else if (p[0] == '"')
	{
	  const char *q = p + 1;
	  while (*q && *q != '"')
	    q += q[0] == '\\' && q[1] ? 2 : 1;
	  if (!*q)
	    {
	      found (l, PTXASM_LERR_STRING, (size_t) (p - t), &err, &at);
	      break;
	    }
	  p = q + 1;
	}
      else
	{
	  if (*p == '{')
	    {
	      if (l->depth++ == 0)
		l->opens++;
	    }
	  else if (*p == '}')
	    {
	      if (l->depth <= start)
		{
		  l->closed_outer = true;
		  start = l->depth;
		}
	      if (l->depth == 0)
		found (l, PTXASM_LERR_CLOSE, (size_t) (p - t), &err, &at);
	      else
		l->depth--;
	    }
	  p++;
	}
    }
  if (err != PTXASM_LOK && offset)
    *offset = at;
  return err;
}
