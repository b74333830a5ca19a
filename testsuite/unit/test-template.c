/* test-template.c -- unit tests of template.c.  */

#include "template.h"
#include "unit.h"

#include <stdlib.h>

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
  r = ptxasm_literal_rewrite ("mov.u32 %r1, %%clock; %0 %");
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

  UNIT_DONE ();
}
