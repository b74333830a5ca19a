/* lex.c -- what nvptx-none-as makes of the asm text of a function.  */

#include "lex.h"

#include <string.h>

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
      if (p[0] == '/' && p[1] == '/')
	{
	  const char *nl = strchr (p, '\n');
	  if (!nl)
	    break;
	  p = nl + 1;
	}
      else if (p[0] == '/' && p[1] == '*')
	{
	  const char *end = strstr (p + 2, "*/");
	  if (!end)
	    {
	      l->found |= 1u << PTXASM_LERR_COMMENT;
	      if (err == PTXASM_LOK)
		{
		  err = PTXASM_LERR_COMMENT;
		  at = (size_t) (p - t);
		}
	      break;
	    }
	  p = end + 2;
	}
      else if (p[0] == '"')
	{
	  const char *q = p + 1;
	  while (*q && *q != '"')
	    q += q[0] == '\\' && q[1] ? 2 : 1;
	  if (!*q)
	    {
	      l->found |= 1u << PTXASM_LERR_STRING;
	      if (err == PTXASM_LOK)
		{
		  err = PTXASM_LERR_STRING;
		  at = (size_t) (p - t);
		}
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
		{
		  l->found |= 1u << PTXASM_LERR_CLOSE;
		  if (err == PTXASM_LOK)
		    {
		      err = PTXASM_LERR_CLOSE;
		      at = (size_t) (p - t);
		    }
		}
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
