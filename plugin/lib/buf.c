/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* buf.c -- a growable string (buf.h).  */

#include "buf.h"

#include <stdlib.h>
#include <string.h>

void
ptxasm_buf_add (struct ptxasm_buf *b, const char *s, size_t n)
{
  if (b->failed)
    return;
  if (b->len + n + 1 > b->cap)
    {
      size_t cap = b->cap ? b->cap : 64;
      while (cap < b->len + n + 1)
	cap *= 2;
      char *ns = realloc (b->s, cap);
      if (!ns)
	{
	  b->failed = true;
	  return;
	}
      b->s = ns;
      b->cap = cap;
    }
  memcpy (b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = 0;
}

void
ptxasm_buf_str (struct ptxasm_buf *b, const char *s)
{
  ptxasm_buf_add (b, s, strlen (s));
}

void
ptxasm_buf_num (struct ptxasm_buf *b, long long n)
{
  char tmp[24], *e = tmp + sizeof tmp, *p = e;
  unsigned long long u = n < 0 ? 0ull - (unsigned long long) n
			       : (unsigned long long) n;
  do
    *--p = (char) ('0' + u % 10);
  while ((u /= 10) != 0);
  if (n < 0)
    *--p = '-';
  ptxasm_buf_add (b, p, (size_t) (e - p));
}

char *
ptxasm_buf_finish (struct ptxasm_buf *b)
{
  if (b->failed)
    {
      free (b->s);
      b->s = NULL;
      return NULL;
    }
  if (!b->s)
    ptxasm_buf_add (b, "", 0);
  return b->failed ? NULL : b->s;
}

void *
ptxasm_grow (void *array, size_t n, size_t *cap, size_t size)
{
  if (n < *cap)
    return array;
  size_t nc = *cap ? *cap * 2 : 16;
  while (nc <= n)
    nc *= 2;
  if (nc > (size_t) -1 / size)
    return NULL;
  void *na = realloc (array, nc * size);
  if (na)
    *cap = nc;
  return na;
}
