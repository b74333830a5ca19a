/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* asstep.c -- what the nvptx `as' step (ptxasm-as.c) does to text:
   the preamble rewrite and the mapping of ptxas messages to asm
   statements.  Plain C11; unit tests in testsuite/unit/test-asstep.c.  */

#include "asstep.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "ptxtarget.h"
#include "guard.h"
#include "ptxmsg.h"

/* The text of B, now the caller's; the `as' step has no use for a
   half-made text: out of memory ends it.  */
static char *
take (struct ptxasm_buf *b)
{
  char *s = ptxasm_buf_finish (b);
  if (!s)
    {
      fputs ("ptxasm-as: out of memory\n", stderr);
      exit (1);
    }
  return s;
}


/* Does the line at P (up to END) start, after blanks, with WORD
   followed by a blank?  Then return where the blank run after it ends.  */
static const char *
directive (const char *p, const char *end, const char *word)
{
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  size_t n = strlen (word);
  if ((size_t) (end - p) <= n || strncmp (p, word, n) != 0
      || (p[n] != ' ' && p[n] != '\t'))
    return NULL;
  p += n;
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  return p;
}

static int
blank_or_comment (const char *p, const char *end)
{
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
    p++;
  return p == end || (end - p >= 2 && p[0] == '/' && p[1] == '/');
}

char *
ptxasm_rewrite_preamble (const char *text, size_t len, const char *arch,
			 const char *version, size_t *outlen)
{
  struct ptxasm_buf b = { 0 };
  const char *p = text, *end = text + len;
  int in_preamble = 1;
  ptxasm_buf_add (&b, "", 0);
  while (p < end)
    {
      const char *eol = memchr (p, '\n', (size_t) (end - p));
      const char *next = eol ? eol + 1 : end;
      const char *line_end = eol ? eol : end;
      const char *v;
      if (in_preamble && version
	  && (v = directive (p, line_end, ".version")) != NULL)
	{
	  /* Keep the indentation and the word, change the number.  */
	  ptxasm_buf_add (&b, p, (size_t) (v - p));
	  ptxasm_buf_str (&b, version);
	  while (v < line_end && *v != ' ' && *v != '\t' && *v != '\r')
	    v++;
	  ptxasm_buf_add (&b, v, (size_t) (next - v));
	}
      else if (in_preamble && arch
	       && (v = directive (p, line_end, ".target")) != NULL)
	{
	  /* ".target sm_80" or ".target sm_80, debug": the first name.  */
	  ptxasm_buf_add (&b, p, (size_t) (v - p));
	  ptxasm_buf_str (&b, arch);
	  while (v < line_end && *v != ',' && *v != ' ' && *v != '\t'
		 && *v != '\r')
	    v++;
	  ptxasm_buf_add (&b, v, (size_t) (next - v));
	}
      else
	{
	  if (in_preamble && !blank_or_comment (p, line_end)
	      && !directive (p, line_end, ".version")
	      && !directive (p, line_end, ".target")
	      && !directive (p, line_end, ".address_size"))
	    in_preamble = 0;
	  ptxasm_buf_add (&b, p, (size_t) (next - p));
	}
      p = next;
    }
  *outlen = b.len;
  return take (&b);
}

char *
ptxasm_replace_all (const char *text, size_t len, const char *from,
		    const char *to, size_t *outlen)
{
  struct ptxasm_buf b = { 0 };
  size_t n = strlen (from);
  const char *p = text, *end = text + len;
  ptxasm_buf_add (&b, "", 0);
  while (p < end)
    {
      const char *q = p;
      while (q + n <= end && memcmp (q, from, n) != 0)
	q++;
      if (q + n > end)
	{
	  ptxasm_buf_add (&b, p, (size_t) (end - p));
	  break;
	}
      ptxasm_buf_add (&b, p, (size_t) (q - p));
      ptxasm_buf_str (&b, to);
      p = q + n;
    }
  *outlen = b.len;
  return take (&b);
}

/* Is NEEDLE in the LEN bytes at HAY?  */
static int
contains (const char *hay, size_t len, const char *needle)
{
  size_t n = strlen (needle);
  for (size_t i = 0; i + n <= len; i++)
    if (hay[i] == needle[0] && memcmp (hay + i, needle, n) == 0)
      return 1;
  return 0;
}

char *
ptxasm_declare_uni (const char *text, size_t len, size_t *outlen)
{
  struct ptxasm_buf b = { 0 };
  ptxasm_buf_add (&b, text, len);
  if (contains (text, len, "__nvptx_uni")
      && !contains (text, len, " __nvptx_uni["))
    ptxasm_buf_str (&b, "\n// ptxasm: GCC's OpenMP master-lane masks"
		    " (lanes=one)\n.extern .shared .u32 __nvptx_uni[32];\n");
  *outlen = b.len;
  return take (&b);
}

/* The value of the first WORD directive of PTX (".target sm_90a, debug"
   gives "sm_90a"): its start in *VALUE and its length, up to a comma or
   a blank; 0 if there is no such directive.  */
static size_t
first_directive (const char *ptx, const char *word, const char **value)
{
  for (const char *p = ptx; p && *p;)
    {
      const char *eol = strchr (p, '\n');
      const char *end = eol ? eol : p + strlen (p);
      const char *v = directive (p, end, word);
      if (v)
	{
	  size_t n = 0;
	  while (v + n < end && v[n] != ',' && v[n] != ' ' && v[n] != '\t'
		 && v[n] != '\r')
	    n++;
	  *value = v;
	  return n;
	}
      p = eol ? eol + 1 : NULL;
    }
  return 0;
}

char *
ptxasm_preamble_target (const char *ptx, char *buf, size_t size)
{
  const char *v;
  size_t n = first_directive (ptx, ".target", &v);
  if (n == 0 || n >= size)
    return NULL;
  memcpy (buf, v, n);
  buf[n] = 0;
  return buf;
}

unsigned
ptxasm_preamble_version (const char *ptx)
{
  const char *v;
  char buf[16];
  unsigned ver;
  size_t n = first_directive (ptx, ".version", &v);
  if (n == 0 || n >= sizeof buf)
    return 0;
  memcpy (buf, v, n);
  buf[n] = 0;
  return ptx_version_parse (buf, &ver) ? ver : 0;
}

/* Line N (1-based) of TEXT: *START and *END, or 0 if there is none.  */
static int
nth_line (const char *text, unsigned long n, const char **start,
	  const char **end)
{
  const char *p = text;
  for (unsigned long i = 1; i < n; i++)
    {
      p = strchr (p, '\n');
      if (!p)
	return 0;
      p++;
    }
  if (!*p && n > 1)
    return 0;
  *start = p;
  *end = strchr (p, '\n');
  if (!*end)
    *end = p + strlen (p);
  return 1;
}

/* Is [P, END) GCC's line marker "// LINE "FILE" 1"?  Then set *LINE
   and *FILE, *FILE_LEN.  */
static int
line_marker (const char *p, const char *end, unsigned long *line,
	     const char **file, size_t *file_len)
{
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  if (end - p < 3 || strncmp (p, "// ", 3) != 0)
    return 0;
  p += 3;
  if (p >= end || *p < '0' || *p > '9')
    return 0;
  unsigned long l = 0;
  while (p < end && *p >= '0' && *p <= '9')
    l = l * 10 + (unsigned long) (*p++ - '0');
  if (end - p < 2 || p[0] != ' ' || p[1] != '"')
    return 0;
  p += 2;
  const char *f = p;
  while (p < end && *p != '"')
    p++;
  if (p >= end)
    return 0;
  *line = l;
  *file = f;
  *file_len = (size_t) (p - f);
  return 1;
}

static int
starts (const char *p, const char *end, const char *word)
{
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  return (size_t) (end - p) >= strlen (word)
    && strncmp (p, word, strlen (word)) == 0;
}

/* The asm statement that line N of PTX lies in.  */
static int
statement_of (const char *ptx, unsigned long n, unsigned long *line,
	      const char **file, size_t *file_len)
{
  const char *s, *e;
  if (!nth_line (ptx, n, &s, &e))
    return 0;
  for (unsigned long i = n; i >= 1; i--)
    {
      if (!nth_line (ptx, i, &s, &e))
	return 0;
      if (line_marker (s, e, line, file, file_len))
	return 1;
      if (i != n && (starts (s, e, "// #NO_APP") || starts (s, e, "// #APP")))
	return 0;
      if (i != n && starts (s, e, "}"))
	return 0;
    }
  return 0;
}

/* The option that lifts ptxas's "requires .target sm_90" or "requires
   PTX ISA .version 7.8" in MSG, as a note; for "Duplicate definition"
   (a register or label the statement declares outside braces, while GCC
   put the statement in the function twice: an unrolled loop, an inlined
   function), the braces or %= that make it the statement's own.  */
static void
hint (struct ptxasm_buf *b, const char *file, size_t file_len, const char *num,
      const char *msg, const char *end)
{
  static const char *const keys[] = {
    "requires .target ", "requires PTX ISA .version "
  };
  static const char *const opts[] = {
    "-fplugin-arg-ptxasm-arch=", "-fplugin-arg-ptxasm-ptx="
  };
  static const char dup[] = "Duplicate definition of ";
  for (const char *p = msg; p + sizeof dup - 1 <= end; p++)
    if (strncmp (p, dup, sizeof dup - 1) == 0)
      {
	ptxasm_buf_add (b, file, file_len);
	ptxasm_buf_str (b, num);
	ptxasm_buf_str (b, "note: GCC may put an asm statement in a function "
			"more than once (an unrolled loop, an inlined "
			"function); declare its registers and labels "
			"inside '{' '}' in the template, or make a label's "
			"name unique with '%='\n");
	break;
      }
  for (int k = 0; k < 2; k++)
    {
      size_t n = strlen (keys[k]);
      for (const char *p = msg; p + n <= end; p++)
	if (strncmp (p, keys[k], n) == 0)
	  {
	    const char *v = p + n, *ve = v;
	    while (ve < end && *ve != ' ' && *ve != ',' && *ve != ';')
	      ve++;
	    if (ve == v)
	      break;
	    ptxasm_buf_add (b, file, file_len);
	    ptxasm_buf_str (b, num);
	    ptxasm_buf_str (b, "note: compile with ");
	    ptxasm_buf_str (b, opts[k]);
	    ptxasm_buf_add (b, v, (size_t) (ve - v));
	    ptxasm_buf_str (b, k == 0 ? " (or a later target)\n" : " (or later)\n");
	    break;
	  }
    }
}

char *
ptxasm_map_ptxas_errors (const char *err, const char *ptx)
{
  struct ptxasm_buf b = { 0 };
  ptxasm_buf_add (&b, "", 0);
  for (const char *p = err; *p;)
    {
      const char *eol = strchr (p, '\n');
      const char *next = eol ? eol + 1 : p + strlen (p);
      const char *end = eol ? eol : next;
      /* "ptxas FILE, line N; error   : MSG" (ptxmsg.c); a fatal one is
	 left to ptxas's own words.  */
      struct ptxmsg m;
      if (ptxmsg_decode (p, end, &m) && m.kind != PTXMSG_FATAL)
	{
	  unsigned long n = m.line;
	  const char *kind = m.kind == PTXMSG_ERROR ? "error" : "warning";
	  unsigned long line;
	  const char *file, *s, *e;
	  size_t file_len;
	  if (n && statement_of (ptx, n, &line, &file, &file_len)
	      && nth_line (ptx, n, &s, &e))
	    {
	      const char *msg = m.text;
	      while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	      char num[32];
	      snprintf (num, sizeof num, ":%lu: ", line);
	      ptxasm_buf_add (&b, file, file_len);
	      ptxasm_buf_str (&b, num);
	      ptxasm_buf_str (&b, kind);
	      ptxasm_buf_str (&b, ": ptxas: ");
	      ptxasm_buf_add (&b, msg, (size_t) (end - msg));
	      ptxasm_buf_str (&b, "\n");
	      ptxasm_buf_add (&b, file, file_len);
	      ptxasm_buf_str (&b, num);
	      ptxasm_buf_str (&b, "note: in this line of the asm statement: ");
	      char *user = ptxasm_unwrap_line (s, (size_t) (e - s));
	      if (user)
		ptxasm_buf_str (&b, user);
	      else
		ptxasm_buf_add (&b, s, (size_t) (e - s));
	      free (user);
	      ptxasm_buf_str (&b, "\n");
	      hint (&b, file, file_len, num, msg, end);
	    }
	}
      p = next;
    }
  return take (&b);
}
