/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* asmsrc.c -- find the pieces of an asm statement in its source text.

   A small lexer for the part of C and C++ an asm statement is made of:
   identifiers, punctuation, comments, string and character literals and
   balanced parentheses.  Anything else it meets where a piece should be
   (a macro name instead of a string literal, a raw or prefixed string)
   makes the parse fail, and the caller falls back to the statement.  */

#include "asmsrc.h"

#include <stdlib.h>
#include <string.h>

struct lexer
{
  const char *text;
  size_t len, p;
  bool truncated;		/* ran off the end of the text */
};

static int
peek (struct lexer *lx, size_t ahead)
{
  size_t i = lx->p + ahead;
  if (i >= lx->len)
    {
      lx->truncated = true;
      return -1;
    }
  return (unsigned char) lx->text[i];
}

/* Skip white space, comments and backslash-newlines.  */
static void
skip_space (struct lexer *lx)
{
  for (;;)
    {
      int c = peek (lx, 0);
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
	  || c == '\v')
	lx->p++;
      else if (c == '\\' && peek (lx, 1) == '\n')
	lx->p += 2;
      else if (c == '/' && peek (lx, 1) == '*')
	{
	  lx->p += 2;
	  while (peek (lx, 0) >= 0
		 && !(peek (lx, 0) == '*' && peek (lx, 1) == '/'))
	    lx->p++;
	  if (peek (lx, 0) < 0)
	    return;
	  lx->p += 2;
	}
      else if (c == '/' && peek (lx, 1) == '/')
	{
	  while (peek (lx, 0) >= 0 && peek (lx, 0) != '\n')
	    lx->p++;
	}
      else
	return;
    }
}

static bool
ident_start (int c)
{
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool
ident_char (int c)
{
  return ident_start (c) || (c >= '0' && c <= '9');
}

static int
hex_value (int c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

struct bytes
{
  char *text;
  size_t *pos, *pos_end;
  size_t len, cap;
};

static bool
push_byte (struct bytes *b, char c, size_t pos, size_t end)
{
  if (b->len + 1 >= b->cap)
    {
      size_t cap = b->cap ? 2 * b->cap : 64;
      char *t = realloc (b->text, cap);
      if (!t)
	return false;
      b->text = t;
      size_t *p = realloc (b->pos, cap * sizeof *p);
      if (!p)
	return false;
      b->pos = p;
      p = realloc (b->pos_end, cap * sizeof *p);
      if (!p)
	return false;
      b->pos_end = p;
      b->cap = cap;
    }
  b->text[b->len] = c;
  b->pos[b->len] = pos;
  b->pos_end[b->len] = end;
  b->len++;
  return true;
}

/* Decode one string literal at the lexer's position into B.  */
static bool
lex_string (struct lexer *lx, struct bytes *b)
{
  if (peek (lx, 0) != '"')
    return false;
  lx->p++;
  for (;;)
    {
      int c = peek (lx, 0);
      size_t at = lx->p;
      if (c < 0 || c == '\n')
	return false;
      if (c == '"')
	{
	  lx->p++;
	  return true;
	}
      if (c != '\\')
	{
	  lx->p++;
	  if (!push_byte (b, (char) c, at, lx->p))
	    return false;
	  continue;
	}
      int e = peek (lx, 1);
      if (e < 0)
	return false;
      lx->p += 2;
      int v;
      switch (e)
	{
	case '\n':
	  continue;		/* a line splice */
	case 'n': v = '\n'; break;
	case 't': v = '\t'; break;
	case 'r': v = '\r'; break;
	case 'a': v = '\a'; break;
	case 'b': v = '\b'; break;
	case 'f': v = '\f'; break;
	case 'v': v = '\v'; break;
	case 'e': case 'E': v = 27; break;
	case '\\': case '"': case '\'': case '?': v = e; break;
	case 'x':
	  v = 0;
	  if (hex_value (peek (lx, 0)) < 0)
	    return false;
	  while (hex_value (peek (lx, 0)) >= 0)
	    {
	      v = v * 16 + hex_value (peek (lx, 0));
	      if (v > 255)
		return false;
	      lx->p++;
	    }
	  break;
	default:
	  if (e < '0' || e > '7')
	    return false;	/* \u, \U and the like: not followed */
	  v = e - '0';
	  for (int i = 0; i < 2 && peek (lx, 0) >= '0' && peek (lx, 0) <= '7';
	       i++)
	    {
	      v = v * 8 + (peek (lx, 0) - '0');
	      lx->p++;
	    }
	  if (v > 255)
	    return false;
	  break;
	}
      if (!push_byte (b, (char) v, at, lx->p))
	return false;
    }
}

/* Decode a sequence of adjacent string literals into *LIT.  */
static bool
lex_literal (struct lexer *lx, struct ptxasm_src_literal *lit)
{
  struct bytes b = { NULL, NULL, NULL, 0, 0 };
  memset (lit, 0, sizeof *lit);
  skip_space (lx);
  if (peek (lx, 0) != '"')
    return false;
  lit->span.begin = lx->p;
  bool ok = true;
  size_t last_quote = lx->p;
  while (ok && peek (lx, 0) == '"')
    {
      ok = lex_string (lx, &b);
      last_quote = lx->p - 1;
      lit->span.end = lx->p;
      skip_space (lx);
    }
  /* The terminating NUL, and the closing quote as the end position.  */
  if (ok)
    ok = push_byte (&b, 0, last_quote, last_quote + 1);
  if (!ok)
    {
      free (b.text);
      free (b.pos);
      free (b.pos_end);
      return false;
    }
  lit->text = b.text;
  lit->len = b.len - 1;
  lit->pos = b.pos;
  lit->pos_end = b.pos_end;
  return true;
}

static void
free_literal (struct ptxasm_src_literal *lit)
{
  free (lit->text);
  free (lit->pos);
  free (lit->pos_end);
  memset (lit, 0, sizeof *lit);
}

/* Skip a character literal.  */
static bool
skip_char (struct lexer *lx)
{
  lx->p++;
  for (;;)
    {
      int c = peek (lx, 0);
      if (c < 0 || c == '\n')
	return false;
      lx->p++;
      if (c == '\\')
	lx->p++;
      else if (c == '\'')
	return true;
    }
}

/* At '(': skip to after the matching ')'; *INNER gets the trimmed text
   between them.  */
static bool
skip_parens (struct lexer *lx, struct ptxasm_src_span *inner)
{
  int depth = 0;
  size_t first = 0, last = 0;
  bool any = false;
  for (;;)
    {
      skip_space (lx);
      int c = peek (lx, 0);
      if (c < 0)
	return false;
      if (depth == 1 && !(c == ')'))
	{
	  if (!any)
	    first = lx->p;
	  any = true;
	}
      if (c == '(' || c == '[' || c == '{')
	depth++;
      else if (c == ')' || c == ']' || c == '}')
	{
	  if (--depth == 0)
	    {
	      inner->begin = any ? first : lx->p;
	      inner->end = any ? last : lx->p;
	      lx->p++;
	      return true;
	    }
	}
      if (c == '"')
	{
	  struct bytes b = { NULL, NULL, NULL, 0, 0 };
	  bool ok = lex_string (lx, &b);
	  free (b.text);
	  free (b.pos);
	  free (b.pos_end);
	  if (!ok)
	    return false;
	}
      else if (c == '\'')
	{
	  if (!skip_char (lx))
	    return false;
	}
      else
	lx->p++;
      if (depth >= 1)
	last = lx->p;
    }
}

/* One list of operands, up to the ':' or ')' that ends it; *COUNT (a
   field of OUT) counts them.  */
static bool
lex_operands (struct lexer *lx, struct ptxasm_asm_src *out, size_t *count)
{
  skip_space (lx);
  if (peek (lx, 0) == ':' || peek (lx, 0) == ')')
    return true;
  for (;;)
    {
      struct ptxasm_src_operand op;
      memset (&op, 0, sizeof op);
      skip_space (lx);
      op.whole.begin = lx->p;
      if (peek (lx, 0) == '[')
	{
	  lx->p++;
	  skip_space (lx);
	  while (ident_char (peek (lx, 0)))
	    lx->p++;
	  skip_space (lx);
	  if (peek (lx, 0) != ']')
	    return false;
	  lx->p++;
	}
      if (!lex_literal (lx, &op.cons))
	return false;
      skip_space (lx);
      if (peek (lx, 0) != '(' || !skip_parens (lx, &op.expr))
	{
	  free_literal (&op.cons);
	  return false;
	}
      op.whole.end = lx->p;
      size_t n = out->noutputs + out->ninputs;
      struct ptxasm_src_operand *ops
	= realloc (out->ops, (n + 1) * sizeof *ops);
      if (!ops)
	{
	  free_literal (&op.cons);
	  return false;
	}
      out->ops = ops;
      ops[n] = op;
      ++*count;
      skip_space (lx);
      if (peek (lx, 0) == ',')
	{
	  lx->p++;
	  continue;
	}
      return peek (lx, 0) == ':' || peek (lx, 0) == ')';
    }
}

/* The clobbers: string literals separated by commas.  Anything else
   (a macro) leaves the list empty; the rest of the parse stands.  */
static void
lex_clobbers (struct lexer *lx, struct ptxasm_asm_src *out)
{
  for (;;)
    {
      struct ptxasm_src_literal lit;
      skip_space (lx);
      if (peek (lx, 0) != '"' || !lex_literal (lx, &lit))
	break;
      struct ptxasm_src_literal *c
	= realloc (out->clobbers, (out->nclobbers + 1) * sizeof *c);
      if (!c)
	{
	  free_literal (&lit);
	  break;
	}
      out->clobbers = c;
      c[out->nclobbers++] = lit;
      skip_space (lx);
      if (peek (lx, 0) != ',')
	return;
      lx->p++;
    }
  for (size_t i = 0; i < out->nclobbers; i++)
    free_literal (&out->clobbers[i]);
  free (out->clobbers);
  out->clobbers = NULL;
  out->nclobbers = 0;
  lx->truncated = false;
}

void
ptxasm_asm_src_free (struct ptxasm_asm_src *src)
{
  free_literal (&src->tmpl);
  for (size_t i = 0; i < src->noutputs + src->ninputs; i++)
    free_literal (&src->ops[i].cons);
  free (src->ops);
  for (size_t i = 0; i < src->nclobbers; i++)
    free_literal (&src->clobbers[i]);
  free (src->clobbers);
  memset (src, 0, sizeof *src);
}

enum ptxasm_src_result
ptxasm_asm_src_parse (const char *text, size_t len, size_t start,
		      struct ptxasm_asm_src *out)
{
  struct lexer lx = { text, len, start, false };
  memset (out, 0, sizeof *out);

  /* `asm' and its qualifiers.  */
  skip_space (&lx);
  if (!ident_start (peek (&lx, 0)))
    goto fail;
  while (ident_start (peek (&lx, 0)))
    {
      while (ident_char (peek (&lx, 0)))
	lx.p++;
      skip_space (&lx);
    }
  if (peek (&lx, 0) != '(')
    goto fail;
  lx.p++;
  if (!lex_literal (&lx, &out->tmpl))
    {
      /* A template made by a macro: its pieces are unknown (tmpl.text
	 stays NULL), the operands after it can still be found.  */
      skip_space (&lx);
      if (!ident_start (peek (&lx, 0)))
	goto fail;
      while (peek (&lx, 0) >= 0 && peek (&lx, 0) != ':' && peek (&lx, 0) != ')')
	{
	  int c = peek (&lx, 0);
	  if (c == '(' || c == '"' || c == '\'' || c == '[' || c == '{'
	      || c == ']' || c == '}')
	    goto fail;
	  lx.p++;
	  skip_space (&lx);
	}
    }

  skip_space (&lx);
  if (peek (&lx, 0) == ')')
    return PTXASM_SRC_OK;
  if (peek (&lx, 0) != ':')
    goto fail;
  lx.p++;
  if (!lex_operands (&lx, out, &out->noutputs))
    goto fail;
  if (peek (&lx, 0) == ':')
    {
      lx.p++;
      if (!lex_operands (&lx, out, &out->ninputs))
	goto fail;
      if (peek (&lx, 0) == ':')
	{
	  lx.p++;
	  lex_clobbers (&lx, out);
	}
    }
  return PTXASM_SRC_OK;

fail:
  {
    bool more = lx.truncated;
    ptxasm_asm_src_free (out);
    return more ? PTXASM_SRC_MORE : PTXASM_SRC_UNKNOWN;
  }
}

bool
ptxasm_src_align_template (const struct ptxasm_src_literal *lit,
			   const char *text, size_t len, size_t *from,
			   size_t *to)
{
  const char *src = lit->text;
  size_t i = 0, j = 0;
  if (!src)
    return false;
  while (i < len && j < lit->len)
    {
      /* "%%" is copied as it is; "%[NAME]" (after an optional modifier
	 letter) became digits.  */
      if (src[j] == '%' && j + 1 < lit->len && src[j + 1] == '%')
	{
	  if (i + 1 >= len || text[i] != '%' || text[i + 1] != '%')
	    return false;
	  from[i] = j, to[i] = j + 1;
	  from[i + 1] = j + 1, to[i + 1] = j + 2;
	  i += 2, j += 2;
	  continue;
	}
      if (src[j] == '%' && text[i] == '%')
	{
	  size_t b = j + 1;
	  if (b < lit->len && src[b] != '[' && b + 1 < lit->len
	      && src[b + 1] == '[')
	    b++;		/* a modifier letter */
	  if (b < lit->len && src[b] == '[')
	    {
	      const char *close = memchr (src + b, ']', lit->len - b);
	      if (!close)
		return false;
	      size_t after = (size_t) (close - src) + 1;
	      size_t k = i + 1 + (b - j - 1);	/* the digits in TEXT */
	      if (k >= len || text[k] < '0' || text[k] > '9')
		return false;
	      for (size_t m = i; m < k; m++)	/* '%' and the modifier */
		from[m] = j + (m - i), to[m] = j + (m - i) + 1;
	      size_t d = k;
	      while (d < len && text[d] >= '0' && text[d] <= '9')
		from[d] = b, to[d] = after, d++;
	      i = d, j = after;
	      continue;
	    }
	}
      if (src[j] != text[i])
	return false;
      from[i] = j, to[i] = j + 1;
      i++, j++;
    }
  if (i != len || j != lit->len)
    return false;
  from[len] = to[len] = lit->len;
  return true;
}
