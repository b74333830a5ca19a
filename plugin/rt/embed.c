/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* embed.c -- turn the run-time library's assembly (GCC's -S output of
   ptxrt.c, compiled with -ffunction-sections -fdata-sections) into a C
   string that the plugin writes into host object files (runtime.cc).

   Usage: embed GROUP < ptxrt.s > ptxrt-asm.inc

   The text must be able to sit in any assembly file GCC writes:
     - every section joins the COMDAT group GROUP, so that the linker
       keeps one copy per program or shared library;
     - its local symbols (static functions and data, .L labels) get the
       prefix "__ptxrt_", so that they cannot meet the unit's own;
     - it begins with .pushsection and ends with .popsection, so that
       the unit's current section is the same after it;
     - .file, .ident, bare .text/.data/.bss and the GNU-stack note are
       dropped (the unit has its own).
   A section named again by name alone (".section .text.run") is given
   its flags and group again, since the assembler would otherwise take
   it for another section.  */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINES 100000
#define MAX_SYMS 4096
#define MAX_SECTIONS 1024

static char *lines[MAX_LINES];
static size_t nlines;
static char *locals[MAX_SYMS], *globals[MAX_SYMS];
static size_t nlocals, nglobals;
static char *sec_name[MAX_SECTIONS], *sec_full[MAX_SECTIONS];
static size_t nsections;

/* Stop with MSG.  */
static void
die (const char *msg)
{
  fprintf (stderr, "embed: %s\n", msg);
  exit (1);
}

/* A copy of the N bytes at S.  */
static char *
copy (const char *s, size_t n)
{
  char *r = malloc (n + 1);
  if (!r)
    die ("out of memory");
  memcpy (r, s, n);
  r[n] = 0;
  return r;
}

/* Whether C may be part of a symbol.  */
static int
sym_char (int c)
{
  return isalnum (c) || c == '_' || c == '.' || c == '$';
}

/* Whether NAME is in the list L of N.  */
static int
member (char **l, size_t n, const char *name, size_t len)
{
  for (size_t i = 0; i < n; i++)
    if (strlen (l[i]) == len && memcmp (l[i], name, len) == 0)
      return 1;
  return 0;
}

/* Collect the symbols the text defines ("NAME:" at a line's start) and
   those it makes global.  */
static void
collect (void)
{
  static char *defined[MAX_SYMS];
  size_t ndefined = 0;
  for (size_t i = 0; i < nlines; i++)
    {
      const char *s = lines[i];
      size_t n = 0;
      while (sym_char (s[n]))
	n++;
      if (n && s[n] == ':' && ndefined < MAX_SYMS)
	defined[ndefined++] = copy (s, n);
      const char *g = strstr (s, ".globl");
      if (g && (g == s || isspace ((unsigned char) g[-1])))
	{
	  g += 6;
	  while (isspace ((unsigned char) *g))
	    g++;
	  size_t m = 0;
	  while (sym_char (g[m]))
	    m++;
	  if (m && nglobals < MAX_SYMS)
	    globals[nglobals++] = copy (g, m);
	}
    }
  for (size_t i = 0; i < ndefined; i++)
    if (!member (globals, nglobals, defined[i], strlen (defined[i])))
      {
	if (nlocals == MAX_SYMS)
	  die ("too many symbols");
	locals[nlocals++] = defined[i];
      }
}

/* LINE with each local symbol renamed, into OUT.  */
static void
rename_line (const char *line, FILE *out)
{
  const char *s = line;
  while (*s)
    {
      if (*s == '"')
	{
	  /* A string: as it is.  */
	  const char *e = s + 1;
	  while (*e && *e != '"')
	    e += (*e == '\\' && e[1]) ? 2 : 1;
	  if (*e)
	    e++;
	  fwrite (s, 1, (size_t) (e - s), out);
	  s = e;
	  continue;
	}
      if (sym_char ((unsigned char) *s)
	  && (s == line || !sym_char ((unsigned char) s[-1])))
	{
	  size_t n = 0;
	  while (sym_char ((unsigned char) s[n]))
	    n++;
	  /* In "name@PLT" or "x@tlsld", the part before '@'.  */
	  if (member (locals, nlocals, s, n) && strncmp (s, ".L", 2) == 0)
	    {
	      /* An assembler-local label stays one.  */
	      fputs (".L__ptxrt_", out);
	      fwrite (s + 2, 1, n - 2, out);
	    }
	  else
	    {
	      if (member (locals, nlocals, s, n))
		fputs ("__ptxrt_", out);
	      fwrite (s, 1, n, out);
	    }
	  s += n;
	  continue;
	}
      fputc (*s++, out);
    }
}

/* The directive that enters the section of the ".section" line S, with
   GROUP, into OUT; or nothing, returning 0, for the notes of the whole
   object (.note.GNU-stack, .note.gnu.property), whose lines are then
   left out.  */
static int
section (const char *s, const char *group, FILE *out)
{
  const char *p = strstr (s, ".section") + 8;
  while (isspace ((unsigned char) *p))
    p++;
  size_t n = 0;
  while (p[n] && p[n] != ',' && !isspace ((unsigned char) p[n]))
    n++;
  char *name = copy (p, n);
  if (strcmp (name, ".note.GNU-stack") == 0
      || strcmp (name, ".note.gnu.property") == 0)
    {
      free (name);
      return 0;
    }
  const char *rest = p + n;
  while (isspace ((unsigned char) *rest))
    rest++;
  if (*rest != ',')
    {
      /* By name alone: as it was first entered.  */
      for (size_t i = 0; i < nsections; i++)
	if (strcmp (sec_name[i], name) == 0)
	  {
	    fprintf (out, "%s\n", sec_full[i]);
	    free (name);
	    return 1;
	  }
      die ("a section entered by name before its flags");
    }
  /* ,"FLAGS",@TYPE[,ENTSIZE] -> ,"FLAGSG",@TYPE[,ENTSIZE],GROUP,comdat */
  const char *q1 = strchr (rest, '"');
  const char *q2 = q1 ? strchr (q1 + 1, '"') : NULL;
  if (!q2)
    die ("a section without flags");
  if (memchr (q1, 'G', (size_t) (q2 - q1)))
    {
      /* In a group of its own already (an indirect-branch thunk): as
	 GCC wrote it.  */
      if (nsections == MAX_SECTIONS)
	die ("too many sections");
      sec_name[nsections] = name;
      sec_full[nsections++] = copy (s, strlen (s));
      fprintf (out, "%s\n", s);
      return 1;
    }
  char buf[1024];
  int len = snprintf (buf, sizeof buf, "\t.section\t%s,\"%.*sG\"%s%s,%s,comdat",
		      name, (int) (q2 - q1 - 1), q1 + 1,
		      strchr (q2, ',') ? "" : ",@progbits", q2 + 1, group);
  if (len < 0 || (size_t) len >= sizeof buf)
    die ("a section line too long");
  if (nsections == MAX_SECTIONS)
    die ("too many sections");
  sec_name[nsections] = name;
  sec_full[nsections++] = copy (buf, strlen (buf));
  fprintf (out, "%s\n", buf);
  return 1;
}

/* Write S as a line of a C string into OUT.  */
static void
c_line (const char *s, FILE *out)
{
  fputs ("\"", out);
  for (; *s; s++)
    if (*s == '"' || *s == '\\')
      fprintf (out, "\\%c", *s);
    else if (*s == '\t')
      fputs ("\\t", out);
    else
      fputc (*s, out);
  fputs ("\\n\"\n", out);
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    die ("usage: embed GROUP < FILE.s > FILE.inc");
  const char *group = argv[1];
  char buf[4096];
  while (fgets (buf, sizeof buf, stdin))
    {
      size_t n = strlen (buf);
      while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
	buf[--n] = 0;
      if (nlines == MAX_LINES)
	die ("too many lines");
      lines[nlines++] = copy (buf, n);
    }
  collect ();

  /* The assembly, rewritten, into a memory buffer; then as C.  */
  char *text;
  size_t size;
  FILE *out = open_memstream (&text, &size);
  if (!out)
    die ("out of memory");
  fprintf (out, "\t.pushsection\t.text.__ptxrt,\"axG\",@progbits,%s,comdat\n",
	   group);
  int skipping = 0;
  for (size_t i = 0; i < nlines; i++)
    {
      const char *s = lines[i];
      const char *t = s;
      while (isspace ((unsigned char) *t))
	t++;
      if (strncmp (t, ".file", 5) == 0 || strncmp (t, ".ident", 6) == 0
	  || strcmp (t, ".text") == 0 || strcmp (t, ".data") == 0
	  || strcmp (t, ".bss") == 0)
	continue;
      if (strncmp (t, ".section", 8) == 0 && isspace ((unsigned char) t[8]))
	{
	  char *r;
	  size_t rn;
	  FILE *tmp = open_memstream (&r, &rn);
	  rename_line (s, tmp);
	  fclose (tmp);
	  skipping = !section (r, group, out);
	  free (r);
	  continue;
	}
      if (skipping)
	continue;
      if (strncmp (t, ".text", 5) == 0 || strncmp (t, ".data", 5) == 0
	  || strncmp (t, ".bss", 4) == 0 || strncmp (t, ".previous", 9) == 0
	  || strncmp (t, ".pushsection", 12) == 0
	  || strncmp (t, ".popsection", 11) == 0
	  || strncmp (t, ".subsection", 11) == 0)
	die ("a section directive this tool does not know");
      rename_line (s, out);
      fputc ('\n', out);
    }
  fputs ("\t.popsection\n", out);
  fclose (out);

  printf ("/* Generated by plugin/rt/embed.c from the run-time library's "
	  "assembly.  */\n");
  char *line = text;
  while (*line)
    {
      char *e = strchr (line, '\n');
      *e = 0;
      c_line (line, stdout);
      line = e + 1;
    }
  free (text);
  return 0;
}
