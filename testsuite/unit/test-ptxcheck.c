/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-ptxcheck.c -- unit tests of ptxcheck.c: the PTX file it builds
   and how it maps ptxas's diagnostics back to statements.  */

#include "ptxcheck.h"
#include "unit.h"

#include <stdlib.h>

/* Line N (1-based) of TEXT, in a static buffer.  */
static const char *
line_of (const char *text, size_t n)
{
  static char buf[512];
  const char *p = text;
  for (size_t i = 1; i < n && p; i++)
    {
      p = strchr (p, '\n');
      if (p)
	p++;
    }
  if (!p)
    return "";
  const char *nl = strchr (p, '\n');
  snprintf (buf, sizeof buf, "%.*s", (int) (nl ? nl - p : (long) strlen (p)),
	    p);
  return buf;
}

/* The number of the first line of TEXT that contains S, or 0.  */
static size_t
find_line (const char *text, const char *s)
{
  size_t n = 1;
  for (const char *p = text; *p; n++)
    {
      const char *nl = strchr (p, '\n');
      size_t len = nl ? (size_t) (nl - p) : strlen (p);
      char buf[512];
      snprintf (buf, sizeof buf, "%.*s", (int) len, p);
      if (strstr (buf, s))
	return n;
      if (!nl)
	break;
      p = nl + 1;
    }
  return 0;
}

static char out[4096];

static size_t
parse_at (struct ptxcheck *c, size_t line, const char *kind, const char *msg,
	  struct ptxcheck_diag **d)
{
  snprintf (out, sizeof out, "ptxas /tmp/x.ptx, line %zu; %s   : %s\n"
	    "ptxas fatal   : Ptx assembly aborted due to errors\n", line, kind,
	    msg);
  return ptxcheck_parse (c, out, d);
}

int
main (void)
{
  /* A statement as device.cc rewrites "mov.b32 %0, %1;" with "=r" (int)
     and "f" (float): %0 through a .b32 shim, %1 direct (GCC's %1).  */
  struct ptxcheck *c = ptxcheck_new ();
  struct ptxcheck_op ops[2] = { { ".u32", 0, 0 }, { ".f32", 0, 1 } };
  ptxcheck_function (c);
  CHECK (ptxcheck_stmt (c, "// begin inline asm (ptxasm)\n"
			"\t.reg .b32 %%ptxasm%=_0;\n"
			"\tcvt.rzi.u32.f32 %%ptxasm%=_0, %1;\n"
			"\tmov.b32 %0, %%ptxasm%=_0;\n"
			"\t// end inline asm", false, 2, ops, 7),
	 "add a statement");
  struct ptxcheck_op imm[1] = { { NULL, -5, 0 } };
  CHECK (ptxcheck_stmt (c, "\tadd.s32 %%r%=, %%r%=, %0;\n"
			"L%=: bra L%=;", false, 1, imm, 8),
	 "add a second statement");
  ptxcheck_function (c);
  CHECK (ptxcheck_stmt (c, "{ .reg .pred p;", true, 0, NULL, 9),
	 "add an unbalanced statement");
  ptxcheck_function (c);
  CHECK (ptxcheck_stmt (c, "{ .reg .pred %p;", true, 0, NULL, 10)
	 && ptxcheck_stmt (c, "setp.eq.u32 %p, 1, 1; }", true, 0, NULL, 11),
	 "braces across statements");
  CHECK (ptxcheck_count (c) == 5, "count");

  ptxcheck_sentinels (c, true);
  const char *t = ptxcheck_text (c, "sm_80", 7, 0);
  CHECK (t != NULL, "text built");
  CHECK_STR (line_of (t, 1), ".version 7.0", "version line");
  CHECK_STR (line_of (t, 2), ".target sm_80", "target line");
  CHECK (find_line (t, "\t.reg .u32 %ptxasm1_r0;") == 0,
	 "GCC operand named only by copies: not declared");
  CHECK (find_line (t, "\t.reg .f32 %ptxasm1_r1;") > 0, "GCC operand 1 declared");
  CHECK (find_line (t, "\t.reg .b32 %ptxasm1_0;") > 0, "shim register declared");
  CHECK (find_line (t, "\tcvt.rzi.u32.f32 %ptxasm1_0, %ptxasm1_r1;") > 0,
	 "operand substituted, %% and %= expanded");
  CHECK (find_line (t, "\tmov.b32 %ptxasm1_r0, %ptxasm1_0;") == 0
	 && find_line (t, "begin") == 0,
	 "copies and comment lines left out");
  CHECK (find_line (t, "\tadd.s32 %r2, %r2, -5;") > 0, "immediate by value");
  CHECK (find_line (t, "L2: bra L2;") > 0, "%= unique per statement");
  CHECK (find_line (t, "{ .reg .pred p;") > 0
	 && strcmp (line_of (t, find_line (t, "{ .reg .pred p;") + 2), "}")
	    == 0,
	 "a '{' left open: closed at the function's end");
  CHECK (find_line (t, "setp.eq.u32 %p, 1, 1; }") > 0,
	 "balanced over the function: kept");
  CHECK (find_line (t, "ptxasm_check_1") > 0
	 && find_line (t, "ptxasm_check_2") > 0
	 && find_line (t, "ptxasm_check_3") > 0,
	 "one .func per function");

  struct ptxcheck_diag *d;
  size_t user = find_line (t, "\tadd.s32 %r2");
  size_t n = parse_at (c, user, "error", "Arguments mismatch for instruction 'add'", &d);
  CHECK (n == 1 && d[0].cookie == 8 && !d[0].warning, "error mapped to its statement");
  if (n)
    {
      CHECK_STR (d[0].message, "Arguments mismatch for instruction 'add'", "message");
      CHECK_STR (d[0].line, "add.s32 %r2, %r2, -5;", "line quoted");
    }
  ptxcheck_free_diags (d, n);

  n = parse_at (c, find_line (t, "\t.reg .b32 %ptxasm1_0;"),
		"error", "Duplicate definition", &d);
  CHECK (n == 0, "error on a generated declaration: silent");
  ptxcheck_free_diags (d, n);

  n = parse_at (c, user, "warning", "something", &d);
  CHECK (n == 1 && d[0].warning, "warning stays a warning");
  ptxcheck_free_diags (d, n);

  n = parse_at (c, 1, "error", "Unsupported .version", &d);
  CHECK (n == 0, "error on the header: silent");
  ptxcheck_free_diags (d, n);

  size_t stop = find_line (t, "add.f64 %ptxasm_stop");
  CHECK (stop > 0 && find_line (t, "ptxasm_stop ()") > user,
	 "a function that stops ptxas comes last");
  n = parse_at (c, stop, "error", "Arguments mismatch for instruction 'add'", &d);
  CHECK (n == 0, "its error is not reported");
  ptxcheck_free_diags (d, n);

  n = parse_at (c, user + 2, "fatal", "Parsing error near 'mov': syntax error", &d);
  CHECK (n == 1 && d[0].cookie == 8, "syntax error at the sentinel: the statement before");
  if (n)
    {
      CHECK (strstr (d[0].message, "end of the asm template") != NULL,
	     "sentinel message");
      CHECK_STR (d[0].line, "L2: bra L2;", "sentinel quotes the last line");
    }
  ptxcheck_free_diags (d, n);

  snprintf (out, sizeof out,
	    "ptxas x.ptx, line %zu; error   : Illegal operand type to instruction 'ld'\n"
	    "ptxas x.ptx, line %zu; fatal   : Parsing error near 'x': syntax error\n",
	    user, find_line (t, "setp.eq.u32 %p"));
  n = ptxcheck_parse (c, out, &d);
  CHECK (n == 1 && d[0].cookie == 11,
	 "after a syntax error only the syntax error (ptxas lists no unknown symbols then)");
  ptxcheck_free_diags (d, n);

  snprintf (out, sizeof out,
	    "ptxas x.ptx, line %zu; error   : Illegal operand type to instruction 'ld'\n"
	    "ptxas x.ptx, line %zu; error   : Unknown symbol 'gvar'\n", user, user);
  n = ptxcheck_parse (c, out, &d);
  CHECK (n == 0, "program symbol: the statement is silent");
  ptxcheck_free_diags (d, n);

  snprintf (out, sizeof out,
	    "ptxas x.ptx, line %zu; error   : Arguments mismatch for instruction 'add'\n"
	    "ptxas x.ptx, line %zu; error   : Unknown symbol '%%x'\n", user, user);
  n = ptxcheck_parse (c, out, &d);
  CHECK (n == 1 && strcmp (d[0].message, "Unknown symbol '%x'") == 0,
	 "undeclared register: only that error");
  ptxcheck_free_diags (d, n);

  /* A line of the user's that looks like a copy but joins two different
     operands is the user's, and checked.  */
  struct ptxcheck *c3 = ptxcheck_new ();
  struct ptxcheck_op ops3[2] = { { ".u32", 0, 0 }, { ".f32", 0, 1 } };
  ptxcheck_function (c3);
  ptxcheck_stmt (c3, "\t.reg .b32 %%ptxasm%=_0;\n"
		 "\tmov.u32 %%ptxasm%=_0, %1;\n"
		 "\tmov.b32 %0, %%ptxasm%=_0;", false, 2, ops3, 1);
  const char *t3 = ptxcheck_text (c3, "sm_80", 7, 0);
  CHECK (find_line (t3, "\tmov.u32 %ptxasm1_0, %ptxasm1_r1;") > 0
	 && find_line (t3, "\t.reg .f32 %ptxasm1_r1;") > 0
	 && find_line (t3, "\tmov.b32 %ptxasm1_r0, %ptxasm1_0;") == 0,
	 "user line like a copy: kept; the real copy: left out");
  n = parse_at (c3, find_line (t3, "mov.u32"), "error",
		"Arguments mismatch for instruction 'mov'", &d);
  CHECK (n == 1, "user line like a copy: its error reported");
  ptxcheck_free_diags (d, n);
  ptxcheck_free (c3);

  /* The note names operands as the user numbered them, with types.  */
  struct ptxcheck *c2 = ptxcheck_new ();
  struct ptxcheck_op ops2[2] = { { ".u32", 0, 0 }, { ".f32", 0, 2 } };
  ptxcheck_function (c2);
  ptxcheck_stmt (c2, "\t.reg .b32 %%ptxasm%=_0;\n"
		 "\tadd.s32 %%ptxasm%=_0, %%ptxasm%=_0, %1;", false, 2, ops2, 1);
  const char *t2 = ptxcheck_text (c2, "sm_80", 7, 0);
  n = parse_at (c2, find_line (t2, "add.s32"), "error",
		"Arguments mismatch for instruction 'add'", &d);
  CHECK (n == 1, "one diagnostic");
  if (n)
    CHECK_STR (d[0].line, "add.s32 %0, %0, %2;  [%0 is .b32, %2 is .f32]",
	       "operands renamed and typed");
  ptxcheck_free_diags (d, n);
  ptxcheck_free (c2);

  /* Without sentinels (the first run): none in the file, and a syntax
     error in a statement asks for the run with them.  */
  struct ptxcheck *c4 = ptxcheck_new ();
  ptxcheck_function (c4);
  ptxcheck_stmt (c4, "add.u32 %r, %r, 1", true, 0, NULL, 1);
  ptxcheck_stmt (c4, "add.u32 %r, %r, 1;", true, 0, NULL, 2);
  const char *t4 = ptxcheck_text (c4, "sm_80", 7, 0);
  CHECK (find_line (t4, "%ptxasm_end, 0") == 0, "no sentinels at first");
  snprintf (out, sizeof out, "ptxas x.ptx, line %zu; fatal   : Parsing "
	    "error near 'add': syntax error\n", find_line (t4, "1;"));
  CHECK (ptxcheck_syntax_error (c4, out, NULL), "syntax error: run again");
  CHECK (!ptxcheck_syntax_error (c4, "ptxas x.ptx, line 1; error   : x\n",
				 NULL),
	 "other errors: no second run");
  ptxcheck_sentinels (c4, true);
  t4 = ptxcheck_text (c4, "sm_80", 7, 0);
  snprintf (out, sizeof out, "ptxas x.ptx, line %zu; fatal   : Parsing "
	    "error near 'mov': syntax error\n", find_line (t4, "%ptxasm_end, 0"));
  n = ptxcheck_parse (c4, out, &d);
  CHECK (n == 1 && d[0].cookie == 1, "with sentinels: the first statement");
  size_t bad = 99;
  CHECK (ptxcheck_syntax_error (c4, out, &bad) && bad == 0,
	 "with sentinels: the statement to blank");
  ptxcheck_free_diags (d, n);
  CHECK (ptxcheck_blank (c4, 0) && ptxcheck_blanked (c4, 0)
	 && !ptxcheck_blanked (c4, 1), "blanked");
  t4 = ptxcheck_text (c4, "sm_80", 7, 0);
  CHECK (find_line (t4, "add.u32 %r, %r, 1") == find_line (t4, "1;"),
	 "the blanked statement is gone, the next one is there");
  ptxcheck_free (c4);

  /* A blanked statement keeps its braces, not those of its comments.  */
  struct ptxcheck *c6 = ptxcheck_new ();
  ptxcheck_function (c6);
  ptxcheck_stmt (c6, "{ .reg .b32 %x; /* } */ add.u32 %x %x, 1; // {\n",
		 true, 0, NULL, 1);
  ptxcheck_stmt (c6, "mov.u32 %x, 2; }", true, 0, NULL, 2);
  ptxcheck_blank (c6, 0);
  const char *t6 = ptxcheck_text (c6, "sm_80", 7, 0);
  CHECK (find_line (t6, "add.u32") == 0 && find_line (t6, "{") > 0
	 && find_line (t6, "mov.u32 %x, 2; }") > 0,
	 "blanked to its one '{': the function still balances");
  ptxcheck_free (c6);

  /* asm goto: %lN names a label, defined at the end of the function.  */
  struct ptxcheck *c5 = ptxcheck_new ();
  struct ptxcheck_op ops5[1] = { { ".u32", 0, 0 } };
  ptxcheck_function (c5);
  ptxcheck_stmt (c5, "\tbra %l1;", false, 1, ops5, 1);
  const char *t5 = ptxcheck_text (c5, "sm_80", 7, 0);
  CHECK (find_line (t5, "\tbra $ptxasm1_l1;") > 0
	 && find_line (t5, "$ptxasm1_l1:") > find_line (t5, "bra $ptxasm1_l1"),
	 "asm goto label substituted and defined");
  ptxcheck_free (c5);

  CHECK (ptxcheck_find_ptxas ("/nonexistent:/also-not") == NULL, "no ptxas");
  ptxcheck_free (c);
  UNIT_DONE ();
}
