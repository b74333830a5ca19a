/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-asmsrc.c -- unit tests of asmsrc.c.  */

#include "asmsrc.h"
#include "unit.h"

static const char *
span_text (const char *text, struct ptxasm_src_span s)
{
  static char buf[256];
  size_t n = s.end - s.begin;
  if (n >= sizeof buf)
    n = sizeof buf - 1;
  memcpy (buf, text + s.begin, n);
  buf[n] = 0;
  return buf;
}

int
main (void)
{
  struct ptxasm_asm_src src;
  const char *t;

  t = "  asm(\"mov.b32 %0, %1;\" : \"=r\"(i) : \"r\"(x));\n";
  CHECK (ptxasm_asm_src_parse (t, strlen (t), 2, &src) == PTXASM_SRC_OK,
	 "simple statement parses");
  CHECK_STR (src.tmpl.text, "mov.b32 %0, %1;", "template decoded");
  CHECK (src.tmpl.pos[0] == 7 && src.tmpl.pos[src.tmpl.len] == 22,
	 "template positions");
  CHECK (src.noutputs == 1 && src.ninputs == 1, "one output, one input");
  CHECK_STR (src.ops[0].cons.text, "=r", "output constraint");
  CHECK_STR (src.ops[1].cons.text, "r", "input constraint");
  CHECK_STR (span_text (t, src.ops[1].cons.span), "\"r\"", "constraint span");
  CHECK_STR (span_text (t, src.ops[1].expr), "x", "expression span");
  CHECK_STR (span_text (t, src.ops[1].whole), "\"r\"(x)", "operand span");
  CHECK (src.ops[1].cons.pos[0] == src.ops[1].cons.span.begin + 1,
	 "letter position");
  ptxasm_asm_src_free (&src);

  /* Qualifiers, named operands, comments, escapes, concatenation, nested
     parentheses and strings in expressions, "::" of C++.  */
  t = "__asm__ __volatile__ (\"a\\tb\" /* c */ \"%%\\x41\\101\"\n"
      "  :: [v] \"n\" ( sizeof (int[3]) ), \"r\" (f (\")\", ')')) );\n";
  CHECK (ptxasm_asm_src_parse (t, strlen (t), 0, &src) == PTXASM_SRC_OK,
	 "complex statement parses");
  CHECK_STR (src.tmpl.text, "a\tb%%AA", "escapes and concatenation");
  CHECK (src.tmpl.pos[1] == 24 && src.tmpl.pos_end[1] == 26,
	 "escape position");
  CHECK (t[src.tmpl.pos[3]] == '%' && src.tmpl.pos[3] == 38,
	 "second literal position");
  CHECK (src.noutputs == 0 && src.ninputs == 2, "no output, two inputs");
  CHECK_STR (span_text (t, src.ops[0].expr), "sizeof (int[3])",
	     "expression trimmed");
  CHECK_STR (span_text (t, src.ops[0].whole), "[v] \"n\" ( sizeof (int[3]) )",
	     "named operand span");
  CHECK_STR (span_text (t, src.ops[1].expr), "f (\")\", ')')",
	     "literals inside an expression");
  ptxasm_asm_src_free (&src);

  /* Named operands: GCC's template has their numbers.  */
  t = "asm (\"mov %[out], %l[in]; %%[x]\" : [out] \"=r\" (x) : [in] \"r\" (y));\n";
  CHECK (ptxasm_asm_src_parse (t, strlen (t), 0, &src) == PTXASM_SRC_OK,
	 "named operands parse");
  {
    const char *g = "mov %0, %l1; %%[x]";
    size_t from[32], to[32];
    CHECK (ptxasm_src_align_template (&src.tmpl, g, strlen (g), from, to),
	   "named operands align");
    CHECK (from[5] == 5 && to[5] == 10, "%[out]'s number stands for [out]");
    CHECK (from[9] == 13 && to[9] == 14 && from[10] == 14 && to[10] == 18,
	   "after %[out]");
    CHECK (from[15] == 22, "%%[x] stays");
    CHECK (!ptxasm_src_align_template (&src.tmpl, "mov %0, %l1;", 12, from,
				       to), "a different template does not align");
  }
  ptxasm_asm_src_free (&src);

  /* What the lexer does not follow.  */
  t = "asm (TEMPLATE : \"=r\" (x));\n";
  CHECK (ptxasm_asm_src_parse (t, strlen (t), 0, &src) == PTXASM_SRC_OK
	 && src.tmpl.text == NULL && src.noutputs == 1
	 && strcmp (src.ops[0].cons.text, "=r") == 0,
	 "a macro template: the operands are found");
  ptxasm_asm_src_free (&src);
  t = "asm (TEMPLATE (1) : \"=r\" (x));\n";
  CHECK (ptxasm_asm_src_parse (t, strlen (t), 0, &src) == PTXASM_SRC_UNKNOWN,
	 "a function-like macro template is not followed");
  t = "asm (u8\"x\" : \"=r\" (x));\n";
  CHECK (ptxasm_asm_src_parse (t, strlen (t), 0, &src) == PTXASM_SRC_UNKNOWN,
	 "a prefixed string is not followed");
  t = "asm (\"x\" : \"=r\" (x\n";
  CHECK (ptxasm_asm_src_parse (t, strlen (t), 0, &src) == PTXASM_SRC_MORE,
	 "a statement cut short asks for more text");
  t = "asm (\"x\" : \"=r\" (x) : \"r\" (y) : \"memory\");\n";
  CHECK (ptxasm_asm_src_parse (t, strlen (t), 0, &src) == PTXASM_SRC_OK
	 && src.ninputs == 1, "clobbers are not operands");
  CHECK (src.nclobbers == 1 && strcmp (src.clobbers[0].text, "memory") == 0
	 && src.clobbers[0].span.begin == 32, "the clobber is found");
  ptxasm_asm_src_free (&src);
  t = "asm (\"x\" ::: \"cc\", CLOBBER);\n";
  CHECK (ptxasm_asm_src_parse (t, strlen (t), 0, &src) == PTXASM_SRC_OK
	 && src.nclobbers == 0, "a macro among the clobbers: none found");
  ptxasm_asm_src_free (&src);
  t = "asm (\"x\");\n";
  CHECK (ptxasm_asm_src_parse (t, strlen (t), 0, &src) == PTXASM_SRC_OK
	 && src.noutputs + src.ninputs == 0, "basic asm");
  ptxasm_asm_src_free (&src);

  UNIT_DONE ();
}
