/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-ptxscan.c -- unit tests of ptxscan.c.  */

#include "ptxscan.h"
#include "unit.h"

#include <string.h>

/* Do the LEN characters at P spell S?  */
static int
is (const char *p, size_t len, const char *s)
{
  return p && len == strlen (s) && memcmp (p, s, len) == 0;
}

/* The operands of T, joined by '|', into BUF; their number.  */
static unsigned
ops (const char *t, char *buf, unsigned max)
{
  struct ptx_span o[8];
  unsigned n = ptx_scan_operands (t, NULL, o, max);
  buf[0] = 0;
  for (unsigned i = 0; i < n && i < max; i++)
    {
      if (i)
	strcat (buf, "|");
      strncat (buf, o[i].p, o[i].len);
    }
  return n;
}

int
main (void)
{
  struct ptx_guard g;
  const char *t, *p;
  char buf[256];

  /* Guards.  */
  t = "@!%p1 bra L;";
  p = ptx_scan_guard (t, NULL, &g);
  CHECK (p == t + 6, "a negated guard ends before its opcode");
  CHECK (g.negated && is (g.name, g.name_len, "%p1"),
	 "the negated guard's predicate");
  CHECK (is (g.word, g.word_len, "!%p1"), "the guard's word");
  p = ptx_scan_guard ("  @p add.s32 %r1, %r2, 1", NULL, &g);
  CHECK (p && !g.negated && is (g.name, g.name_len, "p"),
	 "a guard after white space, without '%'");
  CHECK (p && strncmp (p, "add", 3) == 0, "the opcode follows the guard");
  p = ptx_scan_guard ("@ %ptxasm3_xp mov.u32 %r1, 0;", NULL, &g);
  CHECK (p && is (g.name, g.name_len, "%ptxasm3_xp"),
	 "\"@ %p\", as nvptx-none-as prints a guard");
  p = ptx_scan_guard ("@%%p setp.eq.s32 %0, 1, 1", NULL, &g);
  CHECK (p && is (g.name, g.name_len, "%%p"), "a template's \"%%p\"");
  p = ptx_scan_guard ("@%0 mov.b32 %1, 1", NULL, &g);
  CHECK (p && is (g.name, g.name_len, "%0"), "an operand as the guard");
  CHECK (!ptx_scan_guard ("add.s32 %r1, %r2, %r3", NULL, &g),
	 "no guard");
  t = "@p";
  p = ptx_scan_guard (t, t + 1, &g);
  CHECK (p == t + 1 && g.name_len == 0, "a guard cut by END");

  /* Opcodes and modifiers.  */
  t = "shfl.sync.bfly.b32 %r1|%p1, %r2, 1, 0x1f, -1";
  size_t n = ptx_scan_opcode (t, NULL);
  CHECK (is (t, n, "shfl.sync.bfly.b32"), "the opcode and its modifiers");
  size_t at = 0, ml = 0;
  const char *m1 = ptx_scan_modifier (t, n, &at, &ml);
  CHECK (is (m1, ml, "sync"), "the first modifier");
  const char *m2 = ptx_scan_modifier (t, n, &at, &ml);
  const char *m3 = ptx_scan_modifier (t, n, &at, &ml);
  CHECK (is (m2, 4, "bfly") && is (m3, ml, "b32"), "the next modifiers");
  CHECK (!ptx_scan_modifier (t, n, &at, &ml), "none after the last");
  at = 0;
  CHECK (!ptx_scan_modifier ("exit", 4, &at, &ml), "a stem alone");
  CHECK (ptx_scan_opcode ("trap", NULL) == 4, "an opcode to the end");
  CHECK (ptx_scan_opcode ("ret\t;", NULL) == 3, "an opcode before a tab");
  CHECK (ptx_scan_opcode ("st.global.u32[%rd1], %r1", NULL) == 13,
	 "operands right after the opcode");
  CHECK (ptx_scan_opcode ("ld.global.L2::128B.u32 %r1, [%rd1]", NULL) == 22,
	 "\"::\" in a modifier");
  CHECK (ptx_scan_opcode ("%r1", NULL) == 0, "no opcode");
  t = "mov.u32";
  CHECK (ptx_scan_opcode (t, t + 3) == 3, "an opcode cut by END");

  /* Operands.  */
  CHECK (ops ("%r1, %r2 ,3", buf, 8) == 3 && strcmp (buf, "%r1|%r2|3") == 0,
	 "operands without their white space");
  CHECK (ops ("{%r1, %r2}, [%rd1+8]", buf, 8) == 2
	 && strcmp (buf, "{%r1, %r2}|[%rd1+8]") == 0,
	 "a vector and an address are one operand each");
  CHECK (ops ("[tex, {%f1, %f2}], %r1", buf, 8) == 2,
	 "a comma in brackets splits nothing");
  CHECK (ops ("  \t", buf, 8) == 0, "no operands in white space");
  CHECK (ops ("", buf, 8) == 0, "no operands in nothing");
  CHECK (ops ("a,,b", buf, 8) == 3 && strcmp (buf, "a||b") == 0,
	 "an empty operand between two commas");
  CHECK (ops ("a,", buf, 8) == 2 && strcmp (buf, "a|") == 0,
	 "an empty operand after the last comma");
  CHECK (ops ("a, b, c", buf, 2) == 3, "MAX + 1 when there are more");
  t = "%r1, %r2; add";
  struct ptx_span o[4];
  CHECK (ptx_scan_operands (t, t + 8, o, 4) == 2 && is (o[1].p, o[1].len,
							 "%r2"),
	 "operands cut by END");


  /* Statements: where each ends (TEXT up to its offset END, -1 for
     its NUL), and the character there.  */
  static const struct { const char *text; int end, at; char term;
			const char *name; } stmts[] = {
    { " add.s32 %r1, %r2, 1; mov.b32 %r3, 0;", -1, 20, ';',
      "a statement ends at its ';'" },
    { "\n{ .reg .u32 r; }", -1, 1, '{', "a block's '{' before any text" },
    { "mov.b64 %rd1, {%r1, %r2};", -1, 24, ';', "a vector operand's braces" },
    { "add.s32 %r1, %r1, 1 }", -1, 20, '}',
      "the '}' of a block it ends with" },
    { "mov.b64 %rd1, {%r1; x", -1, 18, ';', "an open vector ends at ';'" },
    { "ret", -1, 3, 0, "the text's end" },
    { "ret", 2, 2, 0, "END" },
  };
  for (size_t i = 0; i < sizeof stmts / sizeof *stmts; i++)
    {
      const char *st = stmts[i].text;
      char term;
      const char *e = ptx_scan_statement (st, stmts[i].end < 0 ? NULL
					  : st + stmts[i].end, &term);
      CHECK (e == st + stmts[i].at && term == stmts[i].term, stmts[i].name);
    }
  UNIT_DONE ();
}
