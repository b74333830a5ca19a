/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-template.c -- unit tests of template.c.  */

#include "template.h"
#include "unit.h"

#include <stdlib.h>
#include <string.h>

static enum ptxasm_terr
scan (const char *t, size_t nops, struct ptxasm_terror *e)
{
  return ptxasm_template_scan (t, nops, NULL, e);
}

/* The user's text of a rewritten template: what lies between the marker
   line and the end marker, without shim lines.  */
static char *
rewrite_direct (const char *t, size_t nops)
{
  struct ptxasm_tmpl_op ops[8] = { 0 };
  for (size_t i = 0; i < nops; i++)
    {
      ops[i].how = PTXASM_OP_DIRECT;
      ops[i].gcc_index = (unsigned) i;
    }
  return ptxasm_template_rewrite (t, nops, ops);
}

static bool
begins_with_mark (const char *t)
{
  return strncmp (t, PTXASM_MARK "\n", sizeof PTXASM_MARK) == 0;
}

static const char *
body (const char *rewritten)
{
  static char buf[4096];
  const char *p = strchr (rewritten, '\n') + 2;	/* past "\n\t" */
  const char *q = strstr (p, "\n\t" PTXASM_MARK_END);
  snprintf (buf, sizeof buf, "%.*s", (int) (q - p), p);
  return buf;
}

int
main (void)
{
  struct ptxasm_terror e;
  bool used[4];

  /* The master-lane wrapper with the function's mask in GCC operands 2
     and 3: a branch on the master flag; the output broadcast outside
     simd regions, unless nothing reads it.  */
  {
    struct ptxasm_tmpl_op w[2];
    memset (w, 0, sizeof w);
    w[0].how = w[1].how = PTXASM_OP_DIRECT;
    w[0].gcc_index = 0;
    w[0].output = true;
    w[0].shim_type = ".b32";
    w[1].gcc_index = 1;
    char *r = ptxasm_template_rewrite_exec ("atom.add.u32 %0, [%1], 1;", 2,
					    w, 0, 2, PTXASM_EXEC_MASTER, 2);
    CHECK (r && strstr (r, "setp.ne.u32 %%ptxasm%=_xp, %3, 0;")
	   && strstr (r, "@%%ptxasm%=_xp atom.add.u32")
	   && !strstr (r, "bra $Lptxasm%=_x;")
	   && strstr (r, "setp.eq.u32 %%ptxasm%=_xz, %2, 0;")
	   && strstr (r, "@%%ptxasm%=_xz shfl.sync.idx.b32")
	   && !strstr (r, "bar.warp.sync")
	   && !strstr (r, "__nvptx_uni"),
	   "wrapper with the function's mask");
    free (r);
    w[0].unread = true;
    r = ptxasm_template_rewrite_exec ("atom.add.u32 %0, [%1], 1;", 2, w, 0,
				      2, PTXASM_EXEC_MASTER, 2);
    CHECK (r && !strstr (r, "shfl")
	   && !strstr (r, "setp.eq.u32 %%ptxasm%=_xz"),
	   "an unread output is not broadcast");
    free (r);
    r = ptxasm_template_rewrite_exec ("atom.add.u32 %0, [%1], 1;\n\t"
				      "membar.gl;", 2, w, 0, 2,
				      PTXASM_EXEC_MASTER, 2);
    CHECK (r && strstr (r, "setp.ne.u32 %%ptxasm%=_xp, %3, 0;")
	   && strstr (r, "@%%ptxasm%=_xp atom.add.u32 %0, [%1], 1;\n\t"
		      "@%%ptxasm%=_xp membar.gl;")
	   && !strstr (r, "bra") && !strstr (r, "bar.warp.sync"),
	   "two instructions: each guarded");
    free (r);
    /* Only what must run on the master lane is guarded: an instruction
       that every lane may run (ptx_warp_uniform) and that reads no
       value of the master lane's runs on every lane, and an output that
       only such instructions wrote is the same in every lane: it is not
       broadcast.  */
    w[0].unread = false;
    r = ptxasm_template_rewrite_exec ("{ .reg .u32 t; /* c */ add.u32 t, "
				      "%1, 1;\n mov.b64 {%0, t}, %1; "
				      "atom.add.u32 t, [%1], t; }", 2, w, 0, 2,
				      PTXASM_EXEC_MASTER, 2);
    CHECK (r && strstr (r, "{ .reg .u32 t; /* c */\n\t add.u32 t, %1, 1;\n"
			" mov.b64 {%0, t}, %1; @%%ptxasm%=_xp atom.add.u32 t, "
			"[%1], t; }")
	   && !strstr (r, "bra") && !strstr (r, "shfl"),
	   "guards: not on braces, directives, comments, uniform code");
    free (r);
    static const struct
    {
      const char *text, *want;
      bool bcast;
    } plans[] = {
      { "atom.add.u32 %0, [%1], 1;\n\tadd.u32 %0, %0, 7;",
	"@%%ptxasm%=_xp atom.add.u32 %0, [%1], 1;\n\t"
	"@%%ptxasm%=_xp add.u32 %0, %0, 7;", true },
      { "{ .reg .u64 k; atom.global.exch.b64 k, [%1], 1; "
	"ld.global.u32 %0, [k]; }",
	"{ .reg .u64 k; @%%ptxasm%=_xp atom.global.exch.b64 k, [%1], 1; "
	"@%%ptxasm%=_xp ld.global.u32 %0, [k]; }", true },
      { "atom.add.u32 %0, [%1], 1; mov.u32 %0, 5;",
	"@%%ptxasm%=_xp atom.add.u32 %0, [%1], 1; mov.u32 %0, 5;", false },
      { "{ .reg .v2 .u32 v; atom.global.exch.b32 v.x, [%1], 1; "
	"mov.u32 v.y, 3; mov.u32 %0, v.x; }",
	"{ .reg .v2 .u32 v; @%%ptxasm%=_xp atom.global.exch.b32 v.x, [%1], "
	"1; mov.u32 v.y, 3; @%%ptxasm%=_xp mov.u32 %0, v.x; }", true },
      { "add.cc.u32 %0, %0, 1; red.add.u32 [%1], 1; addc.u32 %0, %0, 0;",
	"@%%ptxasm%=_xp add.cc.u32 %0, %0, 1; @%%ptxasm%=_xp red.add.u32 "
	"[%1], 1; @%%ptxasm%=_xp addc.u32 %0, %0, 0;", true },
      { "ld.global.u32 %0, [%1]; red.add.u32 [%1], %0 /* c */;",
	"@%%ptxasm%=_xp ld.global.u32 %0, [%1]; @%%ptxasm%=_xp red.add.u32 "
	"[%1], %0 /* c */", true },
      /* The lane registers read the master lane's values, which the
	 wrapper sets from the function's mask: no guard, no broadcast.  */
      { "mov.u32 %0, %%laneid;", "and.b32 %%ptxasm%=_xi, %%ptxasm%=_xi, "
	"%2;\n\tmov.u32 %0, %%ptxasm%=_xi;", false },
      { "add.u32 %0, %%tid.x, %%lanemask_ge;",
	"mov.u32 %%ptxasm%=_xt, %%tid.x;\n\tand.b32 %%ptxasm%=_xt, "
	"%%ptxasm%=_xt, %2;\n\t.reg .u32 %%ptxasm%=_xe;\n\t"
	"shl.b32 %%ptxasm%=_xe, 1, %%ptxasm%=_xi;\n\t.reg .u32 "
	"%%ptxasm%=_xs;\n\tsub.u32 %%ptxasm%=_xs, %%ptxasm%=_xe, 1;\n\t"
	".reg .u32 %%ptxasm%=_xo;\n\tnot.b32 %%ptxasm%=_xo, "
	"%%ptxasm%=_xs;\n\tadd.u32 %0, %%ptxasm%=_xt, %%ptxasm%=_xo;",
	false },
      { "atom.add.u32 %0, [%1], %%lanemask_lt;",
	"@%%ptxasm%=_xp atom.add.u32 %0, [%1], %%ptxasm%=_xs;", true },
      /* In a comment: as it is.  */
      { "mov.u32 %0, /* l */ %%laneid;",
	"@%%ptxasm%=_xp mov.u32 %0, /* l */\n\t %%laneid;", true },
    };
    for (size_t i = 0; i < sizeof plans / sizeof plans[0]; i++)
      {
	r = ptxasm_template_rewrite_exec (plans[i].text, 2, w, 0, 2,
					  PTXASM_EXEC_MASTER, 2);
	bool ok = r && strstr (r, plans[i].want) && !strstr (r, "bra")
		  && !strstr (r, "bar.warp.sync")
		  && !strstr (r, "shfl") == !plans[i].bcast;
	if (!ok)
	  printf ("%s\n", r ? r : "(null)");
	CHECK (ok, "guards: what reads a value of the master lane, and a "
	       "carry or a comment: all");
	free (r);
      }
    /* An output's shim register gets a value before the guarded
       instruction writes it (not live from the entry in other lanes).  */
    {
      struct ptxasm_tmpl_op c[2];
      memset (c, 0, sizeof c);
      c[0].how = PTXASM_OP_SHIM;
      c[0].output = true;
      c[0].shim_type = ".b32";
      c[0].shim_copy = "mov.b32";
      c[1].how = PTXASM_OP_DIRECT;
      c[1].gcc_index = 1;
      r = ptxasm_template_rewrite_exec ("atom.add.u32 %0, [%1], 1;", 2, c,
					0, 2, PTXASM_EXEC_MASTER, 2);
      CHECK (r && strstr (r, "mov.b32 %%ptxasm%=_0, 0;\n\t@%%ptxasm%=_xp "
			  "atom.add.u32 %%ptxasm%=_0, [%1], 1;"),
	     "a guarded output's shim set first");
      free (r);
    }
    /* Text pasted in from a "C" operand, which the guard plan does not
       read: every instruction guarded, every output broadcast.  */
    {
      struct ptxasm_tmpl_op c[2];
      memset (c, 0, sizeof c);
      c[0].how = PTXASM_OP_DIRECT;
      c[0].output = true;
      c[0].shim_type = ".b32";
      c[1].how = PTXASM_OP_PASTE;
      c[1].paste = "%laneid";
      c[1].paste_len = 7;
      r = ptxasm_template_rewrite_exec ("mov.u32 %0, %1;", 2, c, 0, 1,
					PTXASM_EXEC_MASTER, 1);
      CHECK (r && strstr (r, "@%%ptxasm%=_xp mov.u32 %0, %%laneid;")
	     && strstr (r, "shfl"), "pasted text: all guarded");
      free (r);
    }
    static const char *const branched[] = {
      "{ .reg .pred p; setp.ne.u32 p, %1, 0; @p atom.add.u32 %0, [%1], 1; }",
      "L%=: atom.add.u32 %0, [%1], 1;",
      "atom.add.u32 %0, [%1], 1; bra.uni $L%=; $L%=:",
      "atom.add.u32 %0, [%1], 1; ret;",
    };
    for (size_t i = 0; i < sizeof branched / sizeof branched[0]; i++)
      {
	r = ptxasm_template_rewrite_exec (branched[i], 2, w, 0, 2,
					  PTXASM_EXEC_MASTER, 2);
	CHECK (r && strstr (r, "setp.eq.u32 %%ptxasm%=_xp, %3, 0;")
	       && strstr (r, "@%%ptxasm%=_xp bra $Lptxasm%=_x;")
	       && strstr (r, "$Lptxasm%=_x:")
	       && strstr (r, "@%%ptxasm%=_xz bar.warp.sync -1;"),
	       "own guard, label, branch or return: the others branch past");
	free (r);
      }
    r = ptxasm_literal_rewrite ("membar.gl; red.add.u32 [g], 1;",
				PTXASM_EXEC_MASTER, 0);
    CHECK (r && strstr (r, "@%%ptxasm%=_xp membar.gl; "
			"@%%ptxasm%=_xp red.add.u32 [g], 1;")
	   && !strstr (r, "bar.warp.sync")
	   && !strstr (r, "setp.eq.u32 %%ptxasm%=_xz"),
	   "literal text guarded");
    free (r);
    r = ptxasm_template_rewrite_exec ("atom.add.u32 %0, [%1], 1;", 2, w, 0,
				      2, PTXASM_EXEC_MASTER, -1);
    CHECK (r && strstr (r, "ld.shared.u32 %%ptxasm%=_xm"),
	   "without the function's mask the wrapper reads it");
    free (r);
  }

  /* Accepted references.  */
  CHECK (scan ("add.s32 %0, %1, %2;", 3, &e) == PTXASM_TOK, "%N in range");
  CHECK (scan ("mov.u32 %0, %%clock;", 1, &e) == PTXASM_TOK, "%%");
  CHECK (scan ("mov.u32 %0, %clock;", 1, &e) == PTXASM_TOK, "%clock verbatim");
  CHECK (scan ("setp.eq.s32 %p, %1, 34; @%p mov.s32 %0, 1;", 2, &e)
	 == PTXASM_TOK, "%p verbatim");
  CHECK (scan ("mov.u32 %0, %tid.x;", 1, &e) == PTXASM_TOK, "%tid.x");
  CHECK (scan ("mov.u32 %0, %laneid;", 1, &e) == PTXASM_TOK, "%laneid");
  CHECK (scan ("L%=: bra L%=;", 0, &e) == PTXASM_TOK, "%=");
  CHECK (scan ("", 0, &e) == PTXASM_TOK, "empty template");

  /* Errors.  */
  CHECK (scan ("mov.u32 %0, %n1;", 2, &e) == PTXASM_TERR_MODIFIER
	 && e.offset == 12 && e.length == 3, "%n1 is a modifier");
  CHECK (scan ("%x0", 1, &e) == PTXASM_TERR_MODIFIER, "%x0 is a modifier");
  CHECK (scan ("add %0, %5;", 2, &e) == PTXASM_TERR_RANGE && e.number == 5,
	 "%5 out of range");
  CHECK (scan ("%0", 0, &e) == PTXASM_TERR_RANGE, "%0 with no operands");
  CHECK (scan ("%99999999999999999999999", 2, &e) == PTXASM_TERR_RANGE,
	 "huge operand number");
  CHECK (scan ("mov %0, 1; %", 1, &e) == PTXASM_TERR_TRAILING
	 && e.offset == 11, "lone % at the end");

  /* Use marks.  */
  ptxasm_template_scan ("%2 %0 %2", 4, used, NULL);
  CHECK (used[0] && !used[1] && used[2] && !used[3], "used operands");

  /* Rewriting for GCC: '%' escaped, operands mapped.  */
  char *r = rewrite_direct ("mov.u32 %0, %%clock;", 1);
  CHECK (begins_with_mark (r), "rewritten template is marked");
  CHECK_STR (body (r), "mov.u32 %0, %%clock;", "%% stays %%");
  free (r);
  r = rewrite_direct ("mov.u32 %0, %clock;", 1);
  CHECK_STR (body (r), "mov.u32 %0, %%clock;", "%clock becomes %%clock");
  free (r);
  r = rewrite_direct ("@%p bra L%=;", 0);
  CHECK_STR (body (r), "@%%p bra L%=;", "%p and %=");
  free (r);

  /* '%' and punctuation: nvcc drops both silently; an error here.  */
  CHECK (scan ("mov %0, %-1;", 1, &e) == PTXASM_TERR_PUNCT && e.offset == 8,
	 "%- is an error");
  CHECK (scan ("% x", 0, &e) == PTXASM_TERR_PUNCT, "'% ' is an error");
  CHECK (scan ("%{", 0, &e) == PTXASM_TERR_PUNCT, "%{ is an error");
  CHECK (scan ("%01", 2, &e) == PTXASM_TOK, "%01 is operand 1");

  /* Without operands the text is verbatim, '%' and all.  */
  r = ptxasm_literal_rewrite ("mov.u32 %r1, %%clock; %0 %", PTXASM_EXEC_ALL, -1);
  CHECK_STR (body (r), "mov.u32 %%r1, %%%%clock; %%0 %%",
	     "operand-less asm kept verbatim");
  free (r);

  /* Shims: operands in bit-typed registers, as nvcc passes them.  */
  struct ptxasm_tmpl_op ops[3] = {
    { PTXASM_OP_SHIM, 0, ".b32", "mov.b32", true, false, NULL, 0, false },
    { PTXASM_OP_SHIM, 1, ".b16", "cvt.u16.u16", false, true, NULL, 0, false },
    { PTXASM_OP_DIRECT, 2, NULL, NULL, false, false, NULL, 0, false },
  };
  r = ptxasm_template_rewrite ("cvt.rn.f16.f32 %1, %2; mov.b32 %0, 0;", 3, ops);
  CHECK (strstr (r, ".reg .b32 %%ptxasm%=_0;") != NULL, "output shim declared");
  CHECK (strstr (r, ".reg .b16 %%ptxasm%=_1;") != NULL, "input shim declared");
  CHECK (strstr (r, "cvt.u16.u16 %%ptxasm%=_1, %1;") != NULL,
	 "16-bit input copied in by cvt");
  CHECK (strstr (r, "mov.b32 %0, %%ptxasm%=_0;") != NULL, "output copied out");
  CHECK (strstr (r, "mov.b32 %%ptxasm%=_0, %0") == NULL,
	 "pure output not copied in");
  CHECK (strstr (r, "cvt.rn.f16.f32 %%ptxasm%=_1, %2;") != NULL,
	 "references use the shim or the operand");
  free (r);

  /* An in/out shim is copied both ways; an unused one is not declared.  */
  struct ptxasm_tmpl_op io[2] = {
    { PTXASM_OP_SHIM, 0, ".b32", "mov.b32", true, true, NULL, 0, false },
    { PTXASM_OP_SHIM, 1, ".b64", "mov.b64", false, true, NULL, 0, false },
  };
  r = ptxasm_template_rewrite ("add.s32 %0, %0, 1;", 2, io);
  CHECK (strstr (r, "mov.b32 %%ptxasm%=_0, %0;") != NULL, "in/out copied in");
  CHECK (strstr (r, "mov.b32 %0, %%ptxasm%=_0;") != NULL, "in/out copied out");
  CHECK (strstr (r, "_1") == NULL, "unused operand gets no shim");
  free (r);

  /* An untied "+" operand that the text does not name still goes
     through its shim, or its output would be left unset.  */
  struct ptxasm_tmpl_op keep[1] = {
    { PTXASM_OP_SHIM, 0, ".f32", "mov.b32", true, true, NULL, 0, false,
      true, 1, false },
  };
  r = ptxasm_template_rewrite ("", 1, keep);
  CHECK (strstr (r, ".reg .f32 %%ptxasm%=_0;") != NULL,
	 "unnamed in/out: shim declared");
  CHECK (strstr (r, "mov.b32 %%ptxasm%=_0, %1;") != NULL,
	 "unnamed in/out: copied in from its input");
  CHECK (strstr (r, "mov.b32 %0, %%ptxasm%=_0;") != NULL,
	 "unnamed in/out: copied out to its output");
  free (r);

  /* A direct "+" operand (no shim): its input into its output register
     before the text.  */
  struct ptxasm_tmpl_op direct[1] = {
    { PTXASM_OP_DIRECT, 0, NULL, "mov.b32", true, true, NULL, 0, false,
      true, 1, false },
  };
  r = ptxasm_template_rewrite ("add.s32 %0, %0, 1; }", 1, direct);
  CHECK (strstr (r, "mov.b32 %0, %1;\n\tadd.s32 %0, %0, 1; }") != NULL,
	 "direct in/out: copied into its output first");
  free (r);

  /* Pasted operands are literal text, '%' included; numbering of the
     others is whatever the caller maps.  */
  struct ptxasm_tmpl_op paste[3] = {
    { PTXASM_OP_DIRECT, 0, NULL, NULL, false, false, NULL, 0, false },
    { PTXASM_OP_PASTE, 0, NULL, NULL, false, false, ".rn%", 4, false },
    { PTXASM_OP_DIRECT, 1, NULL, NULL, false, false, NULL, 0, false },
  };
  r = ptxasm_template_rewrite ("add.f32%1 %0, %2;", 3, paste);
  CHECK_STR (body (r), "add.f32.rn%% %0, %1;", "C operand pasted");
  free (r);

  /* The text the assembler sees: pasted operands in, the rest as is.  */
  r = ptxasm_template_pasted ("add.f32%1 %0, %2; // 100%% %p%1", 3, paste);
  CHECK_STR (r, "add.f32.rn% %0, %2; // 100%% %p.rn%", "pasted text");
  free (r);
  r = ptxasm_template_pasted ("", 0, NULL);
  CHECK_STR (r, "", "pasted text of an empty template");
  free (r);

  /* Basic asm: text kept verbatim, marked.  */
  r = ptxasm_basic_rewrite ("membar.gl;");
  CHECK (begins_with_mark (r) && strstr (r, "\tmembar.gl;\n"),
	 "basic asm marked and kept");
  free (r);

  /* A C comment ends its line: nvptx's tools make it a "//" comment.  */
  r = rewrite_direct ("/* double */ add.u32 %0, %0, %0; /* x */", 1);
  CHECK_STR (body (r), "/* double */\n\t add.u32 %0, %0, %0; /* x */\n\t",
	     "newline after each C comment");
  free (r);
  r = ptxasm_basic_rewrite ("/*a*/membar.gl;");
  CHECK (strstr (r, "/*a*/\n\tmembar.gl;") != NULL,
	 "newline after a comment in basic asm");
  free (r);

  /* Diagnostics quote template text with control bytes escaped.  */
  r = ptxasm_escape ("%\n%\t\xff x", 7);
  CHECK_STR (r, "%\\n%\\t\\377 x", "control characters escaped");
  free (r);

  /* Linear in the template's size: a 1 MB template of references.  */
  size_t n = 1 << 20;
  char *big = malloc (n + 1);
  for (size_t i = 0; i < n; i += 4)
    memcpy (big + i, "%0 ;", 4);
  big[n] = 0;
  r = rewrite_direct (big, 1);
  CHECK (r != NULL && strlen (r) > n, "1 MB template rewritten");
  free (r);
  free (big);

  /* "q": a pair of 64-bit GCC operands joined into a .b128 register.  */
  struct ptxasm_tmpl_op q[2] = {
    { PTXASM_OP_SHIM, 0, ".b128", "mov.b128", true, false, NULL, 0, true },
    { PTXASM_OP_SHIM, 2, ".b128", "mov.b128", false, true, NULL, 0, true },
  };
  r = ptxasm_template_rewrite ("mov.b128 %0, %1;", 2, q);
  CHECK (strstr (r, ".reg .b128 %%ptxasm%=_0;") != NULL, "q output declared");
  CHECK (strstr (r, "mov.b128 %%ptxasm%=_1, {%2, %3};") != NULL,
	 "q input joined from its halves");
  CHECK (strstr (r, "mov.b128 {%0, %1}, %%ptxasm%=_0;") != NULL,
	 "q output split into its halves");
  CHECK (strstr (r, "mov.b128 %%ptxasm%=_0, %%ptxasm%=_1;") != NULL,
	 "q references use the shims");
  free (r);

  /* asm goto labels: %lN with N counting after the operands.  */
  {
    struct ptxasm_terror e;
    CHECK (ptxasm_template_scan_goto ("@%0 bra %l1;", 1, 1, NULL, &e)
	   == PTXASM_TOK, "goto: %l1 after one operand is label 0");
    CHECK (ptxasm_template_scan_goto ("bra %l2;", 1, 1, NULL, &e)
	   == PTXASM_TERR_MODIFIER, "goto: %l2 past the labels: modifier error");
    CHECK (ptxasm_template_scan_goto ("bra %l0;", 1, 1, NULL, &e)
	   == PTXASM_TERR_MODIFIER, "goto: %l0 names an operand: modifier error");
    CHECK (scan ("bra %l1;", 1, &e) == PTXASM_TERR_MODIFIER,
	   "no labels: %l1 stays a modifier error");
    struct ptxasm_tmpl_op ops[2] = { 0 };
    ops[0].how = PTXASM_OP_DIRECT;
    ops[0].gcc_index = 0;
    ops[1].how = PTXASM_OP_PASTE;
    ops[1].paste = "ne";
    ops[1].paste_len = 2;
    /* The "C" operand is dropped: the rewritten asm has one operand, so
       label 0 is GCC's %l1.  */
    char *r = ptxasm_template_rewrite_goto ("setp.%1 %0; bra %l2; bra %l3;",
					    2, ops, 2, 1);
    CHECK (r && strcmp (body (r), "setp.ne %0; bra %l1; bra %l2;") == 0,
	   "goto: labels renumbered after the rewritten operands");
    free (r);
  }
  /* A split statement: 40 "r" inputs and 20 "=r" outputs, an "n" pasted.  */
  {
    enum { NI = 40, NO = 20, NOPS = NO + NI + 1 };
    struct ptxasm_tmpl_op ops[NOPS];
    memset (ops, 0, sizeof ops);
    char tmpl[2048] = "", one[32];
    for (int i = 0; i < NOPS - 1; i++)
      {
	ops[i].how = PTXASM_OP_SHIM;
	ops[i].shim_type = ".b32";
	ops[i].shim_copy = "mov.b32";
	ops[i].output = i < NO;
	ops[i].input = i >= NO;
	snprintf (one, sizeof one, "%%%d ", i);
	strcat (tmpl, one);
      }
    ops[NOPS - 1].how = PTXASM_OP_PASTE;
    ops[NOPS - 1].paste = "42";
    ops[NOPS - 1].paste_len = 2;
    strcat (tmpl, "%60");
    size_t n = 0;
    struct ptxasm_piece *p = ptxasm_template_split (tmpl, NOPS, ops, PTXASM_EXEC_ALL, &n);
    CHECK (p != NULL, "split: pieces");
    /* 60 copies: 29 in the first piece, 28 in each middle one.  */
    CHECK (n == 3, "split: three pieces for 60 copies");
    size_t copies = 0;
    int opens = 0, closes = 0, users = 0, bad_ops = 0, bad_chain = 0;
    for (size_t k = 0; p && k < n; k++)
      {
	size_t gcc_ops = p[k].ncopies + p[k].chain_in + p[k].chain_out;
	bad_ops += gcc_ops > PTXASM_SPLIT_MAX;
	bad_chain += p[k].chain_in != (k > 0) || p[k].chain_out != (k + 1 < n);
	copies += p[k].ncopies;
	opens += strstr (p[k].text, "\n\t{\n") != NULL;
	closes += strstr (p[k].text, "\n\t}\n") != NULL;
	users += p[k].user;
	CHECK (strncmp (p[k].text, PTXASM_MARK, strlen (PTXASM_MARK)) == 0,
	       "split: piece marked");
      }
    CHECK (bad_ops == 0, "split: at most 30 GCC operands a piece");
    CHECK (bad_chain == 0, "split: every piece chained to the next");
    CHECK (copies == NI + NO, "split: every operand copied once");
    CHECK (opens == 1 && closes == 1 && users == 1,
	   "split: one scope, one user text");
    CHECK (p && strstr (p[0].text, "part 1 of 3\n\t{\n\t.reg .b32 %%ptxasm_0;")
	   != NULL, "split: first piece opens and declares");
    CHECK (p && strstr (p[0].text, "mov.b32 %%ptxasm_20, %1;") != NULL,
	   "split: inputs after the chain output");
    CHECK (p && (strstr (p[n - 1].text, "%%ptxasm_59 42\n") != NULL
		 || strstr (p[1].text, "%%ptxasm_59 42\n") != NULL),
	   "split: n pasted, shims named without %=");
    CHECK (p && strstr (p[n - 1].text, "\t}\n\t" PTXASM_MARK_END) != NULL,
	   "split: last piece closes");
    ptxasm_pieces_free (p, n);
  }
  /* A split statement with "q" operands: each is copied through two GCC
     operands (its halves), counted as two in a piece.  28 "r" inputs,
     a "q" input and a "=q" output: 32 operands of copies.  */
  {
    enum { NR = 28, NOPS = NR + 2 };
    struct ptxasm_tmpl_op ops[NOPS];
    memset (ops, 0, sizeof ops);
    char tmpl[1024] = "", one[32];
    for (int i = 0; i < NOPS; i++)
      {
	bool q = i >= NR;
	ops[i].how = PTXASM_OP_SHIM;
	ops[i].shim_type = q ? ".b128" : ".b32";
	ops[i].shim_copy = q ? "mov.b128" : "mov.b32";
	ops[i].pair = q;
	ops[i].output = i == NOPS - 1;
	ops[i].input = i < NOPS - 1;
	snprintf (one, sizeof one, "%%%d ", i);
	strcat (tmpl, one);
      }
    size_t n = 0;
    struct ptxasm_piece *p = ptxasm_template_split (tmpl, NOPS, ops, PTXASM_EXEC_ALL, &n);
    CHECK (p != NULL && n == 2, "split q: two pieces");
    int bad_ops = 0;
    for (size_t k = 0; p && k < n; k++)
      {
	size_t gcc_ops = p[k].chain_in + p[k].chain_out;
	for (size_t c = 0; c < p[k].ncopies; c++)
	  gcc_ops += ops[p[k].copies[c].opno].pair ? 2 : 1;
	bad_ops += gcc_ops > PTXASM_SPLIT_MAX;
      }
    CHECK (bad_ops == 0, "split q: a pair counts two, at most 30 a piece");
    /* The first piece: 28 copies and the chain output (29 operands); the
       pair does not fit in the one left.  */
    CHECK (p && p[0].ncopies == NR, "split q: the pair goes to the next piece");
    /* The second: outputs first (the "=q" halves %0 and %1), then the
       "q" halves %2 and %3, then the chain input %4.  */
    CHECK (p && n == 2
	   && strstr (p[1].text, "mov.b128 %%ptxasm_28, {%2, %3};") != NULL,
	   "split q: input joined from its halves");
    CHECK (p && n == 2
	   && strstr (p[1].text, "mov.b128 {%0, %1}, %%ptxasm_29;") != NULL,
	   "split q: output split into its halves");
    CHECK (p && n == 2 && p[1].ncopies == 2 && p[1].chain_in
	   && !p[1].chain_out, "split q: the last piece");
    ptxasm_pieces_free (p, n);
  }

  UNIT_DONE ();
}
