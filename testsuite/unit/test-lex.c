/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-lex.c -- unit tests of lex.c.  */

#include "lex.h"
#include "unit.h"

/* Scan one statement from a fresh state; the error, its offset, and the
   depth left.  */
static enum ptxasm_lerr
scan1 (const char *t, size_t *offset, unsigned long *depth)
{
  struct ptxasm_lex l = { 0, 0, false, 0 };
  size_t off = (size_t) -1;
  enum ptxasm_lerr e = ptxasm_lex_scan (&l, t, &off);
  if (offset)
    *offset = off;
  if (depth)
    *depth = l.depth;
  return e;
}

int
main (void)
{
  size_t off;
  unsigned long depth;

  /* Templates that hold no PTX.  */
  CHECK (ptxasm_text_blank (""), "empty text is blank");
  CHECK (ptxasm_text_blank (" \t\n\r\v\f"), "white space is blank");
  CHECK (ptxasm_text_blank ("// barrier\n  /* keep\n x */ "),
	 "comments are blank");
  CHECK (!ptxasm_text_blank ("// %0"), "an operand in a comment is not blank");
  CHECK (!ptxasm_text_blank ("/* %%laneid */"), "a '%' in a comment");
  CHECK (ptxasm_text_blank ("// no newline at the end"),
	 "a line comment to the end is blank");
  CHECK (!ptxasm_text_blank ("/* no end"), "an open comment is no blank");
  CHECK (!ptxasm_text_blank (" ;"), "';' is not blank");
  CHECK (!ptxasm_text_blank ("%0"), "an operand is not blank");
  CHECK (!ptxasm_text_blank ("/* x */ membar.gl;"), "an instruction");
  CHECK (!ptxasm_text_blank ("/"), "a lone '/' is not blank");

  /* Braces outside comments and strings count.  */
  CHECK (scan1 ("{ .reg .b32 x; mov.u32 x, 1; }", NULL, &depth) == PTXASM_LOK
	 && depth == 0, "balanced scope");
  CHECK (scan1 ("mov.b64 {%0, %1}, %2;", NULL, &depth) == PTXASM_LOK
	 && depth == 0, "vector operand braces");
  CHECK (scan1 ("{", NULL, &depth) == PTXASM_LOK && depth == 1,
	 "an open brace is no error in one statement");
  CHECK (scan1 ("{ // }\n", NULL, &depth) == PTXASM_LOK && depth == 1,
	 "brace in a line comment");
  CHECK (scan1 ("{ /* } */", NULL, &depth) == PTXASM_LOK && depth == 1,
	 "brace in a block comment");
  CHECK (scan1 ("{ /* a\n } \n */", NULL, &depth) == PTXASM_LOK
	 && depth == 1, "block comment over lines");
  CHECK (scan1 ("{ /* // */ {", NULL, &depth) == PTXASM_LOK && depth == 2,
	 "a line comment does not start inside a block comment");
  CHECK (scan1 ("{ .pragma \"}\";", NULL, &depth) == PTXASM_LOK
	 && depth == 1, "brace in a string");
  CHECK (scan1 ("{ .pragma \"a\\\"}\";", NULL, &depth) == PTXASM_LOK
	 && depth == 1, "escaped quote in a string");
  CHECK (scan1 ("{ .pragma \"a\\\\\"; }", NULL, &depth) == PTXASM_LOK
	 && depth == 0, "escaped backslash ends the string");
  CHECK (scan1 ("{ .pragma \"a\n}\";", NULL, &depth) == PTXASM_LOK
	 && depth == 1, "string over lines");
  CHECK (scan1 ("{ // /* \n }", NULL, &depth) == PTXASM_LOK && depth == 0,
	 "a block comment does not start in a line comment");
  CHECK (scan1 ("{ .pragma \"/*\"; }", NULL, &depth) == PTXASM_LOK
	 && depth == 0, "a block comment does not start in a string");
  CHECK (scan1 ("{ // no newline }", NULL, &depth) == PTXASM_LOK
	 && depth == 1, "line comment to the end of the text");

  /* Unterminated comments and strings.  */
  CHECK (scan1 ("mov.u32 %0, 1; /* x", &off, NULL) == PTXASM_LERR_COMMENT
	 && off == 15, "unterminated comment");
  CHECK (scan1 ("/*/ x", &off, NULL) == PTXASM_LERR_COMMENT && off == 0,
	 "'/*/' does not end a comment");
  CHECK (scan1 ("/**/ x", NULL, NULL) == PTXASM_LOK, "'/**/' does");
  CHECK (scan1 ("/* a */ b /* c", &off, NULL) == PTXASM_LERR_COMMENT
	 && off == 10, "second comment unterminated");
  CHECK (scan1 (".pragma \"x;", &off, NULL) == PTXASM_LERR_STRING
	 && off == 8, "unterminated string");
  CHECK (scan1 (".pragma \"x\\\"", &off, NULL) == PTXASM_LERR_STRING,
	 "string ending in an escaped quote");
  CHECK (scan1 (".pragma \"x\\", &off, NULL) == PTXASM_LERR_STRING,
	 "string ending in a backslash");
  CHECK (scan1 ("// \" /*", NULL, NULL) == PTXASM_LOK,
	 "quote and comment start in a line comment");

  /* Closing what was not opened.  */
  CHECK (scan1 ("} {", &off, &depth) == PTXASM_LERR_CLOSE && off == 0
	 && depth == 1, "close first");
  CHECK (scan1 ("{ } }", &off, &depth) == PTXASM_LERR_CLOSE && off == 4
	 && depth == 0, "one close too many");

  /* Across the statements of a function.  */
  struct ptxasm_lex l = { 0, 0, false, 0 };
  CHECK (ptxasm_lex_scan (&l, "{ .reg .b32 t;", NULL) == PTXASM_LOK
	 && l.depth == 1 && l.opens == 1, "open in the first statement");
  CHECK (ptxasm_lex_scan (&l, "{ mov.b32 t, 1; }", NULL) == PTXASM_LOK
	 && l.depth == 1 && l.opens == 1 && !l.closed_outer,
	 "nested scope in the second");
  CHECK (ptxasm_lex_scan (&l, "}", NULL) == PTXASM_LOK && l.depth == 0
	 && l.closed_outer, "close in the third");
  CHECK (ptxasm_lex_scan (&l, "{", NULL) == PTXASM_LOK && l.depth == 1
	 && l.opens == 2 && !l.closed_outer,
	 "a second outermost scope is counted");
  CHECK (ptxasm_lex_scan (&l, "{ } } {", NULL) == PTXASM_LOK && l.depth == 1
	 && l.closed_outer, "closed and opened again");
  CHECK (ptxasm_lex_scan (&l, "} }", &off) == PTXASM_LERR_CLOSE
	 && off == 2 && l.depth == 0, "closing more than the statements opened");

  /* Every kind of error in one text, the first one returned.  */
  struct ptxasm_lex m = { 0, 0, false, 0 };
  CHECK (ptxasm_lex_scan (&m, "} mov.b32 t, 1; /* no end", &off)
	 == PTXASM_LERR_CLOSE && off == 0
	 && m.found == ((1u << PTXASM_LERR_CLOSE) | (1u << PTXASM_LERR_COMMENT)),
	 "a stray close and an unterminated comment are both found");
  CHECK (ptxasm_lex_scan (&m, "{ \"no end", &off) == PTXASM_LERR_STRING
	 && off == 2 && m.depth == 1
	 && m.found == (1u << PTXASM_LERR_STRING),
	 "the braces before an unterminated string count");
  CHECK (ptxasm_lex_scan (&m, "}", NULL) == PTXASM_LOK && m.found == 0,
	 "found is the last text's");

  UNIT_DONE ();
}
