/* template.c -- nvcc's asm template dialect, scanned and rewritten.

   Both entry points walk the template once, so the cost is linear in its
   length whatever it holds.  */

#include "template.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A growable string.  On allocation failure FAILED is set and further
   appends are ignored.  */
struct buf
{
  char *s;
  size_t len, cap;
  bool failed;
};

static void
buf_add (struct buf *b, const char *s, size_t n)
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

static void
buf_str (struct buf *b, const char *s)
{
  buf_add (b, s, strlen (s));
}

static void
buf_num (struct buf *b, unsigned long n)
{
  char tmp[24];
  buf_add (b, tmp, (size_t) snprintf (tmp, sizeof tmp, "%lu", n));
}

static char *
buf_finish (struct buf *b)
{
  if (b->failed)
    {
      free (b->s);
      return NULL;
    }
  if (!b->s)
    buf_add (b, "", 0);
  return b->s;
}

/* The kinds of '%' reference in a template.  */
enum ref_kind
{
  REF_PERCENT,			/* %% */
  REF_UNIQUE,			/* %= */
  REF_OPERAND,			/* %N */
  REF_VERBATIM,			/* %x where x is passed through */
  REF_ERROR
};

struct ref
{
  enum ref_kind kind;
  size_t len;			/* bytes consumed, the '%' included */
  unsigned long number;		/* REF_OPERAND */
  enum ptxasm_terr err;		/* REF_ERROR */
};

/* Decode the reference whose '%' is at P.  */
static struct ref
decode (const char *p, size_t nops)
{
  struct ref r = { REF_VERBATIM, 1, 0, PTXASM_TOK };
  unsigned char c = (unsigned char) p[1];

  if (c == 0)
    {
      r.kind = REF_ERROR;
      r.err = PTXASM_TERR_TRAILING;
    }
  else if (c == '%')
    {
      r.kind = REF_PERCENT;
      r.len = 2;
    }
  else if (c == '=')
    {
      r.kind = REF_UNIQUE;
      r.len = 2;
    }
  else if (isdigit (c))
    {
      const char *q = p + 1;
      unsigned long n = 0;
      bool overflow = false;
      for (; isdigit ((unsigned char) *q); q++)
	{
	  if (n > (unsigned long) -1 / 10 - 1)
	    overflow = true;
	  else
	    n = n * 10 + (unsigned long) (*q - '0');
	}
      r.len = (size_t) (q - p);
      r.number = overflow ? (unsigned long) -1 : n;
      if (overflow || n >= nops)
	{
	  r.kind = REF_ERROR;
	  r.err = PTXASM_TERR_RANGE;
	}
      else
	r.kind = REF_OPERAND;
    }
  else if (isalpha (c) && isdigit ((unsigned char) p[2]))
    {
      const char *q = p + 2;
      while (isdigit ((unsigned char) *q))
	q++;
      r.kind = REF_ERROR;
      r.err = PTXASM_TERR_MODIFIER;
      r.len = (size_t) (q - p);
    }
  else if (!isalpha (c))
    {
      r.kind = REF_ERROR;
      r.err = PTXASM_TERR_PUNCT;
      r.len = 2;
    }
  /* '%' and a letter not followed by a digit is text.  */
  return r;
}

enum ptxasm_terr
ptxasm_template_scan (const char *t, size_t nops, bool *used,
		      struct ptxasm_terror *err)
{
  if (used)
    memset (used, 0, nops * sizeof *used);
  for (const char *p = t; (p = strchr (p, '%')) != NULL;)
    {
      struct ref r = decode (p, nops);
      if (r.kind == REF_ERROR)
	{
	  if (err)
	    {
	      err->code = r.err;
	      err->offset = (size_t) (p - t);
	      err->length = r.len;
	      err->number = r.number;
	    }
	  return r.err;
	}
      if (r.kind == REF_OPERAND && used)
	used[r.number] = true;
      p += r.len;
    }
  return PTXASM_TOK;
}

/* Append the name of the shim register of operand N: GCC prints "%%" as
   '%' and "%=" as the statement's unique number.  */
static void
shim_name (struct buf *b, unsigned long n)
{
  buf_str (b, "%%ptxasm%=_");
  buf_num (b, n);
}

static void
gcc_operand (struct buf *b, unsigned n)
{
  buf_str (b, "%");
  buf_num (b, n);
}

/* Append LEN bytes of the user's TEXT, which GCC processes no further,
   starting a new line after each C comment: nvptx's tools turn a
   comment into a "//" comment, which would swallow the rest of its line
   ("/" "* c *" "/ add.u32 ..." lost the add).  PTX is free-form, so the
   newline changes nothing else.  */
static void
user_text (struct buf *b, const char *text, size_t len)
{
  const char *end = text + len;
  for (const char *p = text; p < end;)
    {
      const char *c = NULL;
      for (const char *q = p; q + 1 < end; q++)
	if (q[0] == '*' && q[1] == '/')
	  {
	    c = q + 2;
	    break;
	  }
      if (!c)
	{
	  buf_add (b, p, (size_t) (end - p));
	  break;
	}
      buf_add (b, p, (size_t) (c - p));
      buf_str (b, "\n\t");
      p = c;
    }
}

/* Append TEXT (LEN bytes) so that GCC prints it verbatim.  */
static void
literal (struct buf *b, const char *text, size_t len)
{
  for (const char *p = text, *end = text + len; p < end;)
    {
      const char *pc = memchr (p, '%', (size_t) (end - p));
      if (!pc)
	{
	  user_text (b, p, (size_t) (end - p));
	  break;
	}
      user_text (b, p, (size_t) (pc - p));
      buf_str (b, "%%");
      p = pc + 1;
    }
}

/* The GCC operand(s) of shim operand OP: "%K", or "{%K, %K+1}".  */
static void
gcc_operands (struct buf *b, const struct ptxasm_tmpl_op *op)
{
  if (!op->pair)
    {
      gcc_operand (b, op->gcc_index);
      return;
    }
  buf_str (b, "{");
  gcc_operand (b, op->gcc_index);
  buf_str (b, ", ");
  gcc_operand (b, op->gcc_index + 1);
  buf_str (b, "}");
}

/* Copy operand N (OP) into its shim register (IN) or back out of it.  */
static void
shim_mov (struct buf *b, const struct ptxasm_tmpl_op *op, size_t n, bool in)
{
  buf_str (b, "\t");
  buf_str (b, op->shim_copy);
  buf_str (b, " ");
  if (in)
    shim_name (b, n);
  else
    gcc_operands (b, op);
  buf_str (b, ", ");
  if (in)
    gcc_operands (b, op);
  else
    shim_name (b, n);
  buf_str (b, ";\n");
}

static bool
is_shim (const struct ptxasm_tmpl_op *op)
{
  return op->how == PTXASM_OP_SHIM;
}

char *
ptxasm_template_rewrite (const char *t, size_t nops,
			 const struct ptxasm_tmpl_op *ops)
{
  struct buf b = { 0 };
  bool *used = calloc (nops ? nops : 1, sizeof *used);
  if (!used)
    return NULL;
  ptxasm_template_scan (t, nops, used, NULL);

  buf_str (&b, PTXASM_MARK "\n");

  /* Declare the bit-typed registers and copy inputs into them.  */
  for (size_t i = 0; i < nops; i++)
    if (used[i] && is_shim (&ops[i]))
      {
	buf_str (&b, "\t.reg ");
	buf_str (&b, ops[i].shim_type);
	buf_str (&b, " ");
	shim_name (&b, i);
	buf_str (&b, ";\n");
      }
  for (size_t i = 0; i < nops; i++)
    if (used[i] && is_shim (&ops[i]) && ops[i].input)
      shim_mov (&b, &ops[i], i, true);

  /* The user's text.  */
  buf_str (&b, "\t");
  for (const char *p = t;;)
    {
      const char *pc = strchr (p, '%');
      if (!pc)
	{
	  user_text (&b, p, strlen (p));
	  break;
	}
      user_text (&b, p, (size_t) (pc - p));
      struct ref r = decode (pc, nops);
      switch (r.kind)
	{
	case REF_PERCENT:
	  buf_str (&b, "%%");
	  break;
	case REF_UNIQUE:
	  buf_str (&b, "%=");
	  break;
	case REF_OPERAND:
	  {
	    const struct ptxasm_tmpl_op *op = &ops[r.number];
	    if (op->how == PTXASM_OP_PASTE)
	      literal (&b, op->paste, op->paste_len);
	    else if (op->how == PTXASM_OP_SHIM)
	      shim_name (&b, r.number);
	    else
	      gcc_operand (&b, op->gcc_index);
	  }
	  break;
	case REF_VERBATIM:
	  literal (&b, pc, r.len);
	  break;
	case REF_ERROR:
	  /* Not reached for a scanned template; keep the text.  */
	  literal (&b, pc, r.len);
	  break;
	}
      p = pc + r.len;
    }
  buf_str (&b, "\n");

  /* Copy outputs back from their bit-typed registers.  */
  for (size_t i = 0; i < nops; i++)
    if (used[i] && is_shim (&ops[i]) && ops[i].output)
      shim_mov (&b, &ops[i], i, false);
  buf_str (&b, "\t" PTXASM_MARK_END);
  free (used);
  return buf_finish (&b);
}

char *
ptxasm_literal_rewrite (const char *t)
{
  struct buf b = { 0 };
  buf_str (&b, PTXASM_MARK "\n\t");
  literal (&b, t, strlen (t));
  buf_str (&b, "\n\t" PTXASM_MARK_END);
  return buf_finish (&b);
}

char *
ptxasm_basic_rewrite (const char *t)
{
  struct buf b = { 0 };
  buf_str (&b, PTXASM_MARK "\n\t");
  user_text (&b, t, strlen (t));
  buf_str (&b, "\n\t" PTXASM_MARK_END);
  return buf_finish (&b);
}

char *
ptxasm_template_pasted (const char *t, size_t nops,
			const struct ptxasm_tmpl_op *ops)
{
  struct buf b = { 0 };
  for (const char *p = t;;)
    {
      const char *pc = strchr (p, '%');
      if (!pc)
	{
	  buf_str (&b, p);
	  break;
	}
      buf_add (&b, p, (size_t) (pc - p));
      struct ref r = decode (pc, nops);
      if (r.kind == REF_OPERAND && ops[r.number].how == PTXASM_OP_PASTE)
	buf_add (&b, ops[r.number].paste, ops[r.number].paste_len);
      else
	buf_add (&b, pc, r.len);
      p = pc + r.len;
    }
  return buf_finish (&b);
}

char *
ptxasm_escape (const char *s, size_t len)
{
  static const char named[] = "\nn\tt\rr\vv\ff\aa\bb";
  struct buf b = { 0 };
  for (size_t i = 0; i < len; i++)
    {
      unsigned char c = (unsigned char) s[i];
      const char *n = c ? strchr (named, c) : NULL;
      char tmp[8];
      if (n && (n - named) % 2 == 0)
	{
	  tmp[0] = '\\';
	  tmp[1] = n[1];
	  buf_add (&b, tmp, 2);
	}
      else if (c < 0x20 || c >= 0x7f)
	buf_add (&b, tmp, (size_t) snprintf (tmp, sizeof tmp, "\\%03o", c));
      else
	buf_add (&b, s + i, 1);
    }
  if (!b.s)
    buf_add (&b, "", 0);
  return buf_finish (&b);
}

const char *
ptxasm_terr_message (enum ptxasm_terr e)
{
  switch (e)
    {
    case PTXASM_TOK:
      return "no error";
    case PTXASM_TERR_MODIFIER:
      return "asm operand modifiers are not supported";
    case PTXASM_TERR_RANGE:
      return "operand number out of range";
    case PTXASM_TERR_TRAILING:
      return "the asm template ends with a lone '%'";
    case PTXASM_TERR_PUNCT:
      return "'%' followed by a character that is not a letter or digit";
    }
  return "invalid asm template";
}
