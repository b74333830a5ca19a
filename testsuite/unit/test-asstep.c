/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-asstep.c -- unit tests of asstep.c (the nvptx `as' step).  */

#include "asstep.h"
#include "ptxtarget.h"
#include "unit.h"

#include <stdlib.h>

static char *
rewrite (const char *in, const char *arch, const char *ver)
{
  size_t n;
  return ptxasm_rewrite_preamble (in, strlen (in), arch, ver, &n);
}

static const char ptx[] =
  "// BEGIN PREAMBLE\n"				/* 1 */
  "\t.version\t7.0\n"				/* 2 */
  "\t.target\tsm_80\n"				/* 3 */
  "\t.address_size 64\n"			/* 4 */
  "// END PREAMBLE\n"				/* 5 */
  ".visible .entry k ()\n"			/* 6 */
  "{\n"						/* 7 */
  "\t// #APP \n"				/* 8 */
  "// 12 \"dir/x.c\" 1\n"			/* 9 */
  "\t// begin inline asm (ptxasm)\n"		/* 10 */
  "\tbogus.u32 %r1;\n"				/* 11 */
  "\t// end inline asm\n"			/* 12 */
  "\t// #NO_APP \n"				/* 13 */
  "\tmov.u32 %r2, %r1;\n"			/* 14 */
  "\t.version 7.0\n"				/* 15 */
  "}\n";					/* 16 */

int
main (void)
{
  char *s;

  s = rewrite (ptx, "sm_90a", "8.7");
  CHECK (strstr (s, "\t.version\t8.7\n\t.target\tsm_90a\n\t.address_size 64\n")
	 != NULL, "preamble rewritten, layout kept");
  CHECK (strstr (s, "\t.version 7.0\n}") != NULL,
	 "a .version after the preamble is left alone");
  CHECK (strlen (s) == strlen (ptx) + 1, "only the two values change");
  free (s);

  s = rewrite (ptx, NULL, "9.0");
  CHECK (strstr (s, ".version\t9.0\n\t.target\tsm_80\n") != NULL,
	 "version only");
  free (s);

  s = rewrite (ptx, "sm_100a", NULL);
  CHECK (strstr (s, ".version\t7.0\n\t.target\tsm_100a\n") != NULL,
	 "target only");
  free (s);

  s = rewrite (".version 7.0\n.target sm_80, debug\n.address_size 64\n",
	       "sm_90", "8.0");
  CHECK_STR (s, ".version 8.0\n.target sm_90, debug\n.address_size 64\n",
	     "debug flag of .target kept");
  free (s);

  s = rewrite ("", "sm_90", "8.0");
  CHECK_STR (s, "", "empty input");
  free (s);

  s = rewrite (".version 7.0\n.target sm_80", "sm_90", "8.0");
  CHECK_STR (s, ".version 8.0\n.target sm_90", "no final newline");
  free (s);

  /* Messages that map.  */
  s = ptxasm_map_ptxas_errors
    ("ptxas /tmp/ccX.o, line 11; error   : Not a name of any known "
     "instruction: 'bogus'\nptxas fatal   : Ptx assembly aborted due to "
     "errors\n", ptx);
  CHECK_STR (s, "dir/x.c:12: error: ptxas: Not a name of any known "
	     "instruction: 'bogus'\ndir/x.c:12: note: in this line of the asm "
	     "statement: bogus.u32 %r1;\n", "error in an asm block maps");
  free (s);

  s = ptxasm_map_ptxas_errors
    ("ptxas /tmp/ccX.o, line 11; warning : something odd\n", ptx);
  CHECK (strncmp (s, "dir/x.c:12: warning: ptxas: something odd\n", 42) == 0,
	 "warning maps to a warning");
  free (s);

  s = ptxasm_map_ptxas_errors
    ("ptxas /tmp/ccX.o, line 11; error   : Feature 'elect' requires "
     ".target sm_90 or higher\n", ptx);
  CHECK (strstr (s, "dir/x.c:12: note: compile with "
		 "-fplugin-arg-ptxasm-arch=sm_90 (or a later target)\n")
	 != NULL, "target hint");
  free (s);

  s = ptxasm_map_ptxas_errors
    ("ptxas /tmp/ccX.o, line 11; error   : Feature 'elect' requires "
     "PTX ISA .version 8.0 or later\n", ptx);
  CHECK (strstr (s, "note: compile with -fplugin-arg-ptxasm-ptx=8.0 "
		 "(or later)\n") != NULL, "version hint");
  free (s);

  s = ptxasm_map_ptxas_errors
    ("ptxas /tmp/ccX.o, line 11; error   : Duplicate definition of "
     "variable 't'\n", ptx);
  CHECK (strstr (s, "dir/x.c:12: note: GCC may put an asm statement in a "
		 "function more than once") != NULL
	 && strstr (s, "inside '{' '}'") != NULL, "duplicate hint");
  free (s);
  s = ptxasm_map_ptxas_errors
    ("ptxas /tmp/ccX.o, line 11; error   : Arguments mismatch for "
     "instruction 'add'\n", ptx);
  CHECK (strstr (s, "more than once") == NULL, "no duplicate hint for "
	 "other errors");
  free (s);

  /* Messages that do not.  */
  s = ptxasm_map_ptxas_errors
    ("ptxas /tmp/ccX.o, line 14; error   : bad\n", ptx);
  CHECK_STR (s, "", "a line after #NO_APP does not map");
  free (s);
  s = ptxasm_map_ptxas_errors
    ("ptxas /tmp/ccX.o, line 3; error   : bad\n", ptx);
  CHECK_STR (s, "", "a line outside any asm block does not map");
  free (s);
  s = ptxasm_map_ptxas_errors
    ("ptxas /tmp/ccX.o, line 999; error   : bad\n", ptx);
  CHECK_STR (s, "", "a line past the end does not map");
  free (s);
  s = ptxasm_map_ptxas_errors ("ptxas fatal   : aborted\n", ptx);
  CHECK_STR (s, "", "a message without a line does not map");
  free (s);
  s = ptxasm_map_ptxas_errors ("nvptx-as: ptxas returned 255, line 3; x", ptx);
  CHECK_STR (s, "", "only ptxas's own lines");
  free (s);
  s = ptxasm_map_ptxas_errors
    ("ptxas /tmp/ccX.o, line 11; error   : bad", "// #APP\n");
  CHECK_STR (s, "", "short PTX");
  free (s);
  size_t n;
  s = ptxasm_replace_all ("fence.proxy.async.shared::cta; a::b::c:", 39,
			  "::", PTXASM_AS_COLONS, &n);
  CHECK_STR (s, "fence.proxy.async.shared$ptxasm_cc$cta; "
	     "a$ptxasm_cc$b$ptxasm_cc$c:", "\"::\" protected");
  char *back = ptxasm_replace_all (s, n, PTXASM_AS_COLONS, "::", &n);
  CHECK_STR (back, "fence.proxy.async.shared::cta; a::b::c:",
	     "\"::\" restored");
  CHECK (n == strlen (back), "restored length");
  free (s);
  free (back);
  s = ptxasm_replace_all ("", 0, "::", "x", &n);
  CHECK_STR (s, "", "replace in empty text");
  free (s);

  char tbuf[32];
  CHECK_STR (ptxasm_preamble_target (ptx, tbuf, sizeof tbuf), "sm_80",
	     "target of the preamble");
  CHECK_STR (ptxasm_preamble_target (".target sm_90a, debug\n", tbuf,
				     sizeof tbuf), "sm_90a",
	     "target with debug");
  CHECK (ptxasm_preamble_target (".version 7.0\n", tbuf, sizeof tbuf)
	 == NULL, "no target");
  CHECK (ptxasm_preamble_version (ptx) == PTX_VERSION (7, 0),
	 "preamble version: 7.0");
  CHECK (ptxasm_preamble_version ("// c\n.version 7.3\n.target sm_80\n")
	 == PTX_VERSION (7, 3), "preamble version: 7.3 after a comment");
  CHECK (ptxasm_preamble_version (".target sm_80\n") == 0,
	 "preamble version: none");
    /* The master-lane masks declared where the text uses them only.  */
  {
    size_t n;
    const char *use = ".version 7.0\n.target sm_80\n.func f {\n"
      "mov.u64 %r1, __nvptx_uni;\n}\n";
    char *r = ptxasm_declare_uni (use, strlen (use), &n);
    CHECK (n == strlen (r) && strncmp (r, use, strlen (use)) == 0
	   && strstr (r, "\n.extern .shared .u32 __nvptx_uni[32];\n") != NULL,
	   "declare_uni: appended after the text, lines kept");
    free (r);
    const char *decl = ".extern .shared .u32 __nvptx_uni[32];\n"
      "mov.u64 %r1, __nvptx_uni;\n";
    r = ptxasm_declare_uni (decl, strlen (decl), &n);
    CHECK (strcmp (r, decl) == 0, "declare_uni: declared already");
    free (r);
    r = ptxasm_declare_uni ("add.u32 %r1, %r1, 1;", 20, &n);
    CHECK (strcmp (r, "add.u32 %r1, %r1, 1;") == 0 && n == 20,
	   "declare_uni: not used");
    free (r);
  }
  UNIT_DONE ();
}
