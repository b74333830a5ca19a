/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-ptxknown.c -- unit tests of ptxknown.c: which statements it
   knows ptxas accepts; and, when ptxas is on PATH, the whole table
   against ptxas.

   The sweep: for every instruction of the table, a statement with an
   operand of the right kind in each place, and then, one place at a
   time, every other operand there is (registers of every type,
   immediates of every form, addresses, special registers), with and
   without a guard, and with a declaration in braces.  Whatever
   ptxknown_stmt accepts goes into one PTX file; ptxas must accept all
   of it, without a word.  What it rejects costs only a ptxas run in a
   real compile, so rejecting too much is not a failure here.  */

#define _POSIX_C_SOURCE 200809L

#include "ptxknown.h"
#include "path.h"
#include "buf.h"
#include "unit.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Registers outside the statement: "r" and the type's name, and p.  */
static const char *const reg_types[] = {
  ".b16", ".u16", ".s16", ".b32", ".u32", ".s32", ".f32",
  ".b64", ".u64", ".s64", ".f64", ".pred"
};

static const char *
lookup (void *ctx, const char *name, size_t len)
{
  (void) ctx;
  if (len == 1 && name[0] == 'p')
    return ".pred";
  if (len == 4 && name[0] == 'r')
    for (size_t i = 0; i < sizeof reg_types / sizeof *reg_types; i++)
      if (memcmp (name + 1, reg_types[i] + 1, 3) == 0)
	return reg_types[i];
  return NULL;
}

static bool
known (const char *text)
{
  return ptxknown_stmt (text, 80, 70, "%own_", true, lookup, NULL);
}

static void
by_hand (void)
{
  CHECK (known ("add.s32 ru32, rs32, 17;"), "add.s32 on u32 and s32");
  CHECK (known ("add.s32 rb32, rb32, 0xffffffff;"), "add.s32, hex");
  CHECK (!known ("add.s32 rf32, rs32, 17;"), "add.s32 to an f32: no");
  CHECK (!known ("add.s32 ru64, rs32, 17;"), "add.s32 to a u64: no");
  CHECK (!known ("add.s32 ru32, rs32, 4294967296;"),
	 "an immediate wider than the type: not known");
  CHECK (!known ("add.f32 rf32, rf32, 1;"), "add.f32, integer: no");
  CHECK (known ("add.f32 rf32, rf32, 0f3F800000;"), "add.f32, 0f");
  CHECK (!known ("add.f32 rf32, rf32, 1.0;"), "1.0: not known");
  CHECK (known ("add.rn.ftz.sat.f32 rf32, rf32, rb32;"),
	 "modifiers in order");
  CHECK (!known ("add.ftz.rn.f32 rf32, rf32, rb32;"),
	 "modifiers out of order: not known");
  CHECK (!known ("add.rn.s32 rs32, rs32, rs32;"), "add.rn.s32: no");
  CHECK (!known ("addx.s32 rs32, rs32, rs32;"), "unknown opcode: no");
  CHECK (!known ("add.s32 rs32, rs32;"), "too few operands: no");
  CHECK (!known ("add.s32 rs32, rs32, rs32, rs32;"), "too many: no");
  CHECK (!known ("add.s32 rs32, rs32, rs32"), "no ';': not known");
  CHECK (!known ("add.s32 rs32, rs32, nosuch;"), "undeclared: no");
  CHECK (known ("{\n.reg .pred q;\nsetp.ne.u32 q, ru32, 0;\n"
		"@q add.u32 ru32, ru32, 1;\n}"), "a braced block");
  CHECK (!known (".reg .pred q;\nsetp.ne.u32 q, ru32, 0;"),
	 "a declaration outside braces: not known");
  CHECK (known (".reg .b32 %own_0;\nadd.u32 %own_0, ru32, 1;"),
	 "the statement's own register outside braces");
  CHECK (!known ("{ .reg .u32 ru32; }"), "hiding a register: not known");
  CHECK (!known ("{ .reg .u32 q; .reg .u32 q; }"), "twice: no");
  CHECK (!known ("{ .reg .u32 %clock; }"), "a special register's name");
  CHECK (!known ("{ .reg .u32 WARP_SZ; }"), "WARP_SZ: no");
  CHECK (!known ("{ add.u32 ru32, ru32, 1;"), "'{' left open: not known");
  CHECK (!known ("add.u32 ru32, ru32, 1; }"), "'}' of nothing: no");
  CHECK (!known ("add.u32 ru32, ru32, 1; // c"), "a comment: not known");
  CHECK (!known ("L: add.u32 ru32, ru32, 1;"), "a label: not known");
  CHECK (!known ("{ .reg .u32 q; }\nadd.u32 q, ru32, 1;"),
	 "out of its scope: no");
  CHECK (known ("mov.u32 ru32, %laneid;"), "mov.u32 of %laneid");
  CHECK (!known ("mov.u64 ru64, %laneid;"), "mov.u64 of %laneid: no");
  CHECK (known ("mov.u64 ru64, %clock64;"), "mov.u64 of %clock64");
  CHECK (!known ("mov.u32 ru32, %cluster_ctarank;"),
	 "a register the table does not know: not known");
  CHECK (known ("ld.volatile.global.u32 ru32, [ru64+8];"), "ld, offset");
  CHECK (!known ("ld.u32 ru32, [ru32];"), "a 32-bit address: not known");
  CHECK (known ("shfl.sync.bfly.b32 rb32, ru32, 1, 0x1f, 0xffffffff;"),
	 "shfl.sync");
  CHECK (known ("membar.gl;"), "membar.gl");
  CHECK (known ("mul.wide.u32 ru64, ru32, ru32;"), "mul.wide.u32");
  CHECK (!known ("mul.wide.u32 ru32, ru32, ru32;"), "narrow: no");
  CHECK (!ptxknown_stmt ("redux.sync.add.u32 ru32, ru32, 0xffffffff;", 75,
			 70, "%own_", true, lookup, NULL),
	 "redux.sync below sm_80: not known");
  CHECK (ptxknown_stmt ("redux.sync.add.u32 ru32, ru32, 0xffffffff;", 80,
			70, "%own_", true, lookup, NULL), "redux.sync at sm_80");
  CHECK (!ptxknown_stmt ("add.u32 ru32, ru32, 1;", 80, 50, "%own_", true,
			 lookup, NULL), "below PTX ISA 6.0: nothing known");
  CHECK (!ptxknown_stmt ("mov.u32 ru32, %laneid;", 80, 70, "%own_", false,
			 lookup, NULL),
	 "a special register where another statement may hide it: no");
  CHECK (ptxknown_hides_sregs (".reg .u64 %laneid;"), "hides %laneid");
  CHECK (ptxknown_hides_sregs ("{ .reg .v2 .u64 %tid; }"), "hides %tid");
  CHECK (!ptxknown_hides_sregs ("mov.u32 %0, %laneid;"),
	 "reading %laneid hides nothing");
  CHECK (!ptxknown_hides_sregs ("{ .reg .u32 t; mov.u32 t, 1; }"),
	 "a declaration of another name hides nothing");
  CHECK (!ptxknown_hides_sregs ("{ .reg .u32 t; mov.u32 t, %clock; }"),
	 "a declaration, then a read of %clock: hides nothing");
  CHECK (ptxknown_hides_sregs ("{ .shared .u32 %clock64; }"),
	 "a shared variable named %clock64 hides it");
  CHECK (ptxknown_hides_sregs (".reg .u64 /* ; */ %laneid;"),
	 "a ';' in a comment ends no declaration");
  CHECK (ptxknown_hides_sregs (".reg .u64 // ;\n%laneid;"),
	 "nor in a line comment");
  CHECK (ptxknown_hides_sregs (".reg .u64"),
	 "a declaration the next statement may end: may hide");
  CHECK (ptxknown_hides_sregs (".reg .u64 %r1; .reg .u64 /*;*/"),
	 "the last declaration not ended: may hide");
  CHECK (ptxknown_hides_sregs (".reg .u64 %r1; /* no end"),
	 "a comment without its end: may hide");
  CHECK (!ptxknown_hides_sregs ("{ .reg .u32 t /* not %laneid */; }"),
	 "a special register's name in a declaration's comment");
  {
    /* Linear: 256 KB of declaration words before one ';' once took
       two minutes.  */
    size_t n = 256 * 1024;
    char *big = malloc (n + 1);
    for (size_t i = 0; big && i < n; i++)
      big[i] = ".reg %x "[i % 8];
    if (big)
      {
	big[n] = 0;
	big[n - 1] = ';';
	CHECK (!ptxknown_hides_sregs (big), "256 KB of declarations");
	free (big);
      }
  }
  {
    char deep[300];
    memset (deep, '{', 65);
    memset (deep + 65, '}', 65);
    deep[130] = 0;
    CHECK (!known (deep), "65 braces deep: not known");
    deep[64] = 0;
    memset (deep, '{', 32);
    memset (deep + 32, '}', 32);
    CHECK (known (deep), "32 braces deep: known");
  }
}

/* An operand for letter L of instruction NAME: one of the right kind.  */
static const char *
good (char l, const char *name)
{
  const char *types[2] = { NULL, NULL };
  static char buf[2][8];
  unsigned n = 0;
  for (const char *p = strchr (name, '.'); p && n < 2;)
    {
      const char *q = strchr (p + 1, '.');
      size_t len = q ? (size_t) (q - p) : strlen (p);
      for (size_t i = 0; i < sizeof reg_types / sizeof *reg_types; i++)
	if (strlen (reg_types[i]) == len && memcmp (p, reg_types[i], len) == 0)
	  types[n++] = reg_types[i];
      p = q;
    }
  const char *t = l == 't' ? types[1] : types[0];
  switch (l)
    {
    case 'p':
      return "p";
    case 'U':
    case 'u':
    case 'k':
      return "ru32";
    case 'n':
      return "0x96";
    case 'a':
      return "[ru64]";
    case 'x':
      return t && strstr (t, "64") ? "%clock64" : "%laneid";
    default:
      break;
    }
  if (!t)
    return "p";
  if (strcmp (t, ".pred") == 0)
    return "p";
  snprintf (buf[l == 't'], sizeof buf[0], "r%s", t + 1);
  if (l == 'w' || l == 'W')
    {
      char *b = buf[0];
      if (strstr (b, "16"))
	memcpy (strstr (b, "16"), "32", 2);
      else if (strstr (b, "32"))
	memcpy (strstr (b, "32"), "64", 2);
    }
  return buf[l == 't'];
}

/* Every operand the sweep tries.  */
static const char *const all_ops[] = {
  "rb16", "ru16", "rs16", "rb32", "ru32", "rs32", "rf32", "rb64", "ru64",
  "rs64", "rf64", "p", "!p", "nosuch", "0", "17", "-1", "65535", "65536",
  "-32769", "4294967295", "-2147483648", "4294967296", "-0x1", "0x1f",
  "0xffffffff", "0x100000000", "0f3F800000", "0d3FF0000000000000", "1.0",
  "017", "[ru64]", "[rb64+8]", "[rs64 + 16]", "[ru32]", "[rf64]", "[ru64+-4]",
  "%tid.x", "%tid", "%laneid", "%clock", "%clock64", "%gridid",
  "%globaltimer", "%lanemask_lt", "%nctaid.z", "%warpid", "%smid",
  "_",
};

struct sweep
{
  struct ptxasm_buf file;
  size_t tried, accepted, lines;
  unsigned sm, ptx;
};

static void
try_stmt (struct sweep *w, const char *text)
{
  w->tried++;
  if (!ptxknown_stmt (text, w->sm, w->ptx, "%own_", true, lookup, NULL))
    return;
  w->accepted++;
  ptxasm_buf_str (&w->file, "\t{\n");
  for (const char *p = text; *p; p++)
    if (*p == '\n')
      w->lines++;
  ptxasm_buf_str (&w->file, text);
  ptxasm_buf_str (&w->file, "\n\t}\n");
  w->lines += 3;
}

/* Instruction NAME with OPS (letters), place K's operand OP, the others
   good ones (every place OP when K is SIZE_MAX, none when K is past the
   end otherwise).  */
static void
build_insn (char *out, size_t size, const char *guard, const char *name,
	    const char *ops, size_t k, const char *op)
{
  size_t n = strlen (ops);
  int len = snprintf (out, size, "%s%s", guard, name);
  for (size_t i = 0; i < n && len > 0 && (size_t) len < size; i++)
    len += snprintf (out + len, size - (size_t) len, "%s%s",
		     i ? ", " : " ",
		     i == k || k == SIZE_MAX ? op : good (ops[i], name));
  if (len > 0 && (size_t) len < size)
    snprintf (out + len, size - (size_t) len, ";");
}

static bool
run_ptxas (const char *ptxas, const char *text, unsigned sm, unsigned ptx,
	   char **out)
{
  char file[] = "/tmp/test-ptxknown-XXXXXX";
  int fd = mkstemp (file);
  if (fd < 0)
    return false;
  FILE *f = fdopen (fd, "w");
  fputs (text, f);
  fclose (f);
  char cmd[1024], log[64];
  snprintf (log, sizeof log, "%s.log", file);
  snprintf (cmd, sizeof cmd, "'%s' -arch=sm_%u '%s' -o /dev/null > '%s' 2>&1",
	    ptxas, sm, file, log);
  (void) ptx;
  int st = system (cmd);
  FILE *l = fopen (log, "r");
  struct ptxasm_buf b = { 0 };
  char chunk[4096];
  size_t got;
  while (l && (got = fread (chunk, 1, sizeof chunk, l)) > 0)
    ptxasm_buf_add (&b, chunk, got);
  if (l)
    fclose (l);
  ptxasm_buf_add (&b, "", 0);
  *out = ptxasm_buf_finish (&b);
  if (!getenv ("PTXKNOWN_KEEP"))
    {
      unlink (file);
      unlink (log);
    }
  else
    fprintf (stderr, "kept %s\n", file);
  return st == 0;
}

static void
sweep (const char *ptxas, unsigned sm, unsigned ptx)
{
  struct sweep w = { { 0 }, 0, 0, 0, sm, ptx };
  char head[256];
  snprintf (head, sizeof head,
	    ".version %u.%u\n.target sm_%u\n.address_size 64\n"
	    ".visible .func sweep ()\n{\n", ptx / 10, ptx % 10, sm);
  ptxasm_buf_str (&w.file, head);
  for (size_t i = 0; i < sizeof reg_types / sizeof *reg_types; i++)
    {
      char d[64];
      snprintf (d, sizeof d, "\t.reg %s %s;\n", reg_types[i],
		strcmp (reg_types[i], ".pred") == 0 ? "p" : "");
      if (strcmp (reg_types[i], ".pred") != 0)
	snprintf (d, sizeof d, "\t.reg %s r%s;\n", reg_types[i],
		  reg_types[i] + 1);
      ptxasm_buf_str (&w.file, d);
    }
  size_t entries = 0, unknown_good = 0;
  const char *name, *ops;
  unsigned esm, eptx;
  for (size_t e = 0; ptxknown_entry (e, &name, &ops, &esm, &eptx); e++)
    {
      if (esm > sm || eptx > ptx)
	continue;
      entries++;
      char insn[512], text[700];
      size_t n = strlen (ops);
      build_insn (insn, sizeof insn, "", name, ops, n, NULL);
      if (!ptxknown_stmt (insn, sm, ptx, "%own_", true, lookup, NULL))
	{
	  unknown_good++;
	  printf ("  not known: %s\n", insn);
	}
      try_stmt (&w, insn);
      static const char *const guards[] = { "@p ", "@!p ", "@ru32 " };
      for (size_t g = 0; g < 3; g++)
	{
	  build_insn (insn, sizeof insn, guards[g], name, ops, n, NULL);
	  try_stmt (&w, insn);
	}
      build_insn (insn, sizeof insn, "", name, ops, n, NULL);
      snprintf (text, sizeof text, ".reg .b32 %%own_1;\n{\n.reg .u32 q, "
		"%%t;\n%s\n}", insn);
      try_stmt (&w, text);
      /* Several places at once: every place the same operand.  */
      for (size_t o = 0; o < sizeof all_ops / sizeof *all_ops; o++)
	{
	  build_insn (insn, sizeof insn, "", name, ops, SIZE_MAX, all_ops[o]);
	  try_stmt (&w, insn);
	}
      for (size_t k = 0; k < n; k++)
	for (size_t o = 0; o < sizeof all_ops / sizeof *all_ops; o++)
	  {
	    build_insn (insn, sizeof insn, "", name, ops, k, all_ops[o]);
	    try_stmt (&w, insn);
	  }
    }
  ptxasm_buf_str (&w.file, "\tret;\n}\n");
  char *text = ptxasm_buf_finish (&w.file), *out = NULL;
  char what[160];
  snprintf (what, sizeof what, "sm_%u, PTX ISA %u.%u: every instruction "
	    "of the table known with good operands", sm, ptx / 10, ptx % 10);
  CHECK (entries > 0 && unknown_good == 0, what);
  bool ok = text && run_ptxas (ptxas, text, sm, ptx, &out);
  snprintf (what, sizeof what, "sm_%u, PTX ISA %u.%u: ptxas accepts all "
	    "%zu statements known, of %zu tried (%zu instructions)", sm,
	    ptx / 10, ptx % 10, w.accepted, w.tried, entries);
  CHECK (ok && out && !*out, what);
  if (out && *out)
    printf ("%.4000s\n", out);
  free (out);
  free (text);
}

int
main (void)
{
  by_hand ();
  char *ptxas = ptxasm_path_find (getenv ("PATH"), "ptxas", NULL);
  if (!ptxas)
    printf ("UNSUPPORTED: the table against ptxas (no ptxas on PATH)\n");
  else
    {
      /* GCC's default and the lowest ptxas 13 takes; then the newest
	 targets, where ptxas deprecates things.  */
      static const unsigned targets[][2] = {
	{ 80, 70 }, { 75, 63 }, { 90, 78 }, { 100, 86 }, { 120, 90 }
      };
      for (size_t i = 0; i < sizeof targets / sizeof *targets; i++)
	{
	  char head[192], *out = NULL;
	  /* ptxas takes any pair in a file with no function in it.  */
	  snprintf (head, sizeof head, ".version %u.%u\n.target sm_%u\n"
		    ".address_size 64\n.visible .func probe ()\n{\nret;\n}\n",
		    targets[i][1] / 10,
		    targets[i][1] % 10, targets[i][0]);
	  bool ok = run_ptxas (ptxas, head, targets[i][0], targets[i][1],
			       &out);
	  free (out);
	  if (ok)
	    sweep (ptxas, targets[i][0], targets[i][1]);
	  else
	    printf ("UNSUPPORTED: sm_%u, PTX ISA %u.%u: not this ptxas's\n",
		    targets[i][0], targets[i][1] / 10, targets[i][1] % 10);
	}
    }
  free (ptxas);
  UNIT_DONE ();
}
