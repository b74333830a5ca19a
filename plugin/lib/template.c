/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* template.c -- nvcc's asm template dialect, scanned and rewritten.

   Both entry points walk the template once, so the cost is linear in its
   length whatever it holds.  */

#include "template.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "lex.h"
#include "guard.h"

/* The kinds of '%' reference in a template.  */
enum ref_kind
{
  REF_PERCENT,			/* %% */
  REF_UNIQUE,			/* %= */
  REF_OPERAND,			/* %N */
  REF_VERBATIM,			/* %x where x is passed through */
  REF_LABEL,			/* %lN, N naming a label of asm goto */
  REF_ERROR
};

struct ref
{
  enum ref_kind kind;
  size_t len;			/* bytes consumed, the '%' included */
  unsigned long number;		/* REF_OPERAND */
  enum ptxasm_terr err;		/* REF_ERROR */
};

/* The decimal number at Q into *N (*OVERFLOW if it does not fit);
   returns the end of its digits.  */
static const char *
decimal (const char *q, unsigned long *n, bool *overflow)
{
  *n = 0;
  *overflow = false;
  for (; isdigit ((unsigned char) *q); q++)
    {
      if (*n > (unsigned long) -1 / 10 - 1)
	*overflow = true;
      else
	*n = *n * 10 + (unsigned long) (*q - '0');
    }
  return q;
}

/* Decode the reference whose '%' is at P, in a template with NOPS
   operands and NLABELS asm goto labels (GCC numbers labels after the
   operands: %lNOPS is the first).  */
static struct ref
decode_labels (const char *p, size_t nops, size_t nlabels)
{
  struct ref r = { REF_VERBATIM, 1, 0, PTXASM_TOK };
  unsigned char c = (unsigned char) p[1];

  if (c == 0)
    {
      r.kind = REF_ERROR;
      r.err = PTXASM_TERR_TRAILING;
    }
  else if (c == '%')
    {
      r.kind = REF_PERCENT;
      r.len = 2;
    }
  else if (c == '=')
    {
      r.kind = REF_UNIQUE;
      r.len = 2;
    }
  else if (isdigit (c))
    {
      unsigned long n;
      bool overflow;
      const char *q = decimal (p + 1, &n, &overflow);
      r.len = (size_t) (q - p);
      r.number = overflow ? (unsigned long) -1 : n;
      if (overflow || n >= nops)
	{
	  r.kind = REF_ERROR;
	  r.err = PTXASM_TERR_RANGE;
	}
      else
	r.kind = REF_OPERAND;
    }
  else if (isalpha (c) && isdigit ((unsigned char) p[2]))
    {
      unsigned long n;
      bool overflow;
      const char *q = decimal (p + 2, &n, &overflow);
      r.len = (size_t) (q - p);
      if (c == 'l' && nlabels > 0 && !overflow && n >= nops
	  && n - nops < nlabels)
	{
	  r.kind = REF_LABEL;
	  r.number = n - nops;
	}
      else
	{
	  r.kind = REF_ERROR;
	  r.err = PTXASM_TERR_MODIFIER;
	}
    }
  else if (!isalpha (c))
    {
      r.kind = REF_ERROR;
      r.err = PTXASM_TERR_PUNCT;
      r.len = 2;
    }
  /* '%' and a letter not followed by a digit is text.  */
  return r;
}

enum ptxasm_terr
ptxasm_template_scan (const char *t, size_t nops, bool *used,
		      struct ptxasm_terror *err)
{
  return ptxasm_template_scan_goto (t, nops, 0, used, err);
}

enum ptxasm_terr
ptxasm_template_scan_goto (const char *t, size_t nops, size_t nlabels,
			   bool *used, struct ptxasm_terror *err)
{
  if (used)
    memset (used, 0, nops * sizeof *used);
  for (const char *p = t; (p = strchr (p, '%')) != NULL;)
    {
      struct ref r = decode_labels (p, nops, nlabels);
      if (r.kind == REF_ERROR)
	{
	  if (err)
	    {
	      err->code = r.err;
	      err->offset = (size_t) (p - t);
	      err->length = r.len;
	      err->number = r.number;
	    }
	  return r.err;
	}
      if (r.kind == REF_OPERAND && used)
	used[r.number] = true;
      p += r.len;
    }
  return PTXASM_TOK;
}

/* Append the name of the shim register of operand N: GCC prints "%%" as
   '%' and "%=" as the statement's unique number.  */
static void
shim_name (struct ptxasm_buf *b, unsigned long n, bool split)
{
  /* The registers of a split statement live in the brace scope that its
     pieces share, and no piece's %= would name them all: a fixed name is
     unique there, as each copy of the sequence is its own scope.  */
  ptxasm_buf_str (b, split ? "%%ptxasm_" : "%%ptxasm%=_");
  ptxasm_buf_num (b, n);
}

static void
gcc_operand (struct ptxasm_buf *b, unsigned n)
{
  ptxasm_buf_str (b, "%");
  ptxasm_buf_num (b, n);
}

/* Append LEN bytes of the user's TEXT, which GCC processes no further,
   starting a new line after each C comment: nvptx's tools turn a
   comment into a "//" comment, which would swallow the rest of its line
   ("/" "* c *" "/ add.u32 ..." lost the add).  PTX is free-form, so the
   newline changes nothing else.  */
static void
user_text (struct ptxasm_buf *b, const char *text, size_t len)
{
  const char *end = text + len;
  for (const char *p = text; p < end;)
    {
      const char *c = NULL;
      for (const char *q = p; q + 1 < end; q++)
	if (q[0] == '*' && q[1] == '/')
	  {
	    c = q + 2;
	    break;
	  }
      if (!c)
	{
	  ptxasm_buf_add (b, p, (size_t) (end - p));
	  break;
	}
      ptxasm_buf_add (b, p, (size_t) (c - p));
      ptxasm_buf_str (b, "\n\t");
      p = c;
    }
}

/* Append TEXT (LEN bytes) so that GCC prints it verbatim.  */
static void
literal (struct ptxasm_buf *b, const char *text, size_t len)
{
  for (const char *p = text, *end = text + len; p < end;)
    {
      const char *pc = memchr (p, '%', (size_t) (end - p));
      if (!pc)
	{
	  user_text (b, p, (size_t) (end - p));
	  break;
	}
      user_text (b, p, (size_t) (pc - p));
      ptxasm_buf_str (b, "%%");
      p = pc + 1;
    }
}

/* The GCC operand(s) of shim operand OP: "%K", or "{%K, %K+1}".  */
static void
gcc_operands (struct ptxasm_buf *b, const struct ptxasm_tmpl_op *op, bool in)
{
  unsigned i = in && op->untied ? op->in_index : op->gcc_index;
  if (!op->pair)
    {
      gcc_operand (b, i);
      return;
    }
  ptxasm_buf_str (b, "{");
  gcc_operand (b, i);
  ptxasm_buf_str (b, ", ");
  gcc_operand (b, i + 1);
  ptxasm_buf_str (b, "}");
}

/* Copy operand N (OP) into its shim register (IN) or back out of it.  */
static void
shim_mov (struct ptxasm_buf *b, const struct ptxasm_tmpl_op *op, size_t n, bool in,
	  bool split)
{
  ptxasm_buf_str (b, "\t");
  ptxasm_buf_str (b, op->shim_copy);
  ptxasm_buf_str (b, " ");
  if (in)
    shim_name (b, n, split);
  else
    gcc_operands (b, op, false);
  ptxasm_buf_str (b, ", ");
  if (in)
    gcc_operands (b, op, true);
  else
    shim_name (b, n, split);
  ptxasm_buf_str (b, ";\n");
}

static bool
is_shim (const struct ptxasm_tmpl_op *op)
{
  return op->how == PTXASM_OP_SHIM;
}

/* A "+" operand's output is a register of its own, not tied to its
   input (ptxasm_tmpl_op's UNTIED): its value reaches the output only
   through the copies in and out of its shim.  So a "+" operand that the
   text does not name gets its shim all the same (USED set), or it would
   come out of the statement as whatever its output register held:
   asm ("" : "+f" (acc)) must leave acc as it is.  */
static void
keep_inout (size_t nops, const struct ptxasm_tmpl_op *ops, bool *used)
{
  for (size_t i = 0; i < nops; i++)
    if (is_shim (&ops[i]) && ops[i].input && ops[i].output)
      used[i] = true;
}

/* Declare the shim register of every operand of OPS (NOPS) that the
   template uses (USED); SPLIT as for shim_name.  */
static void
declare_shims (struct ptxasm_buf *b, size_t nops,
	       const struct ptxasm_tmpl_op *ops, const bool *used, bool split)
{
  for (size_t i = 0; i < nops; i++)
    if (used[i] && is_shim (&ops[i]))
      {
	ptxasm_buf_str (b, "\t.reg ");
	ptxasm_buf_str (b, ops[i].shim_type);
	ptxasm_buf_str (b, " ");
	shim_name (b, i, split);
	ptxasm_buf_str (b, ";\n");
      }
}

/* The registers of the execution-model wrapper: "%%ptxasm%=_xSUFFIX",
   unique to the asm instance (each piece of a split statement is one).
   Every line of the wrapper names one of them or its label
   "$Lptxasm%=_x", which is how ptxcheck.c tells them from the user's
   (PTXASM_EXEC_PREFIX).  */
static void
exec_reg (struct ptxasm_buf *b, const char *suffix)
{
  ptxasm_buf_str (b, "%%ptxasm%=_" PTXASM_EXEC_PREFIX);
  ptxasm_buf_str (b, suffix);
}

/* Text of the wrapper: each "@X" in TEXT is register X of exec_reg.  */
static void
exec_line_part (struct ptxasm_buf *b, const char *text)
{
  for (const char *p = text; *p; p++)
    if (*p == '@' && p[1] >= 'a' && p[1] <= 'z')
      {
	char suffix[2] = { p[1], 0 };
	exec_reg (b, suffix);
	p++;
      }
    else
      ptxasm_buf_add (b, p, 1);
}

/* A line of the wrapper.  */
static void
exec_line (struct ptxasm_buf *b, const char *line)
{
  ptxasm_buf_str (b, "\t");
  exec_line_part (b, line);
  ptxasm_buf_str (b, "\n");
}

/* The guard that the master flag puts on an instruction (ptxasm_guard_plan):
   "@" and the flag, in GCC's template syntax.  */
static void
exec_guard (struct ptxasm_buf *b)
{
  ptxasm_buf_str (b, "@");
  exec_reg (b, "p");
  ptxasm_buf_str (b, " ");
}

/* Does an operand among OPS (NOPS; USED) paste text into the template
   that is not a number ("C" strings: "%laneid", ".mmio")?  The guard
   plan cannot read it: every instruction is guarded.  */
static bool
pasted_text_p (size_t nops, const struct ptxasm_tmpl_op *ops,
	       const bool *used)
{
  for (size_t i = 0; i < nops; i++)
    if (used[i] && ops[i].how == PTXASM_OP_PASTE)
      for (size_t k = 0; k < ops[i].paste_len; k++)
	if (!(isxdigit ((unsigned char) ops[i].paste[k])
	      || strchr ("xX+-.", ops[i].paste[k])))
	  return true;
  return false;
}

/* May a statement run as EXEC with the function's master flag at FN
   (exec_begin) be guarded by it rather than branched around, if its
   text allows (ptxasm_guard_plan)?  */
static bool
guarded_p (enum ptxasm_exec exec, int fn)
{
  return exec == PTXASM_EXEC_MASTER && fn >= 0;
}

static void user_body (struct ptxasm_buf *b, const char *t, size_t nops,
		       const struct ptxasm_tmpl_op *ops, bool split,
		       size_t nlabels, unsigned label_base);

/* Append the text T of a guarded statement, its operand references
   replaced as user_body does (of NOPS, OPS), or if LIT verbatim
   (literal), with the edits of plan PL made (ptxasm_guard_plan): the master
   flag's guard (exec_guard) before an opcode, the wrapper's register in
   place of a lane register.  */
static void
guarded_body (struct ptxasm_buf *b, const char *t, const struct ptxasm_guard_plan *pl,
	      bool lit, size_t nops, const struct ptxasm_tmpl_op *ops)
{
  size_t len = strlen (t);
  for (size_t k = 0, from = 0; k <= pl->n; k++)
    {
      const struct ptxasm_guard_edit *e = k < pl->n ? &pl->edit[k] : NULL;
      size_t to = e ? e->at : len;
      if (lit)
	literal (b, t + from, to - from);
      else
	{
	  /* A piece ends where an instruction or a lane register
	     begins, never inside a '%' reference.  */
	  char *piece = malloc (to - from + 1);
	  if (!piece)
	    {
	      b->failed = true;
	      return;
	    }
	  memcpy (piece, t + from, to - from);
	  piece[to - from] = 0;
	  user_body (b, piece, nops, ops, false, 0, 0);
	  free (piece);
	}
      if (!e)
	break;
      if (e->kind == 'p')
	exec_guard (b);
      else
	{
	  char suffix[2] = { e->kind, 0 };
	  exec_reg (b, suffix);
	}
      from = to + e->len;
    }
}

/* Set the wrapper's registers of the lane registers LANES (their kinds,
   sreg.def's LANE) to the master lane's values, from the function's
   mask at GCC operand FN (exec_begin): lane number L = %laneid & mask
   (0 outside simd regions, the lane's own inside), %tid.x likewise,
   and the lane masks of L.  */
static void
lane_values (struct ptxasm_buf *b, int fn, const char *lanes)
{
  bool need[128] = { false };
  for (const char *k = lanes; *k; k++)
    need[(unsigned char) *k] = true;
  /* What each needs first: gt = ~le, ge = ~lt, lt = eq - 1, all L.  */
  need['j'] |= need['g'];
  need['s'] |= need['o'];
  need['e'] |= need['s'];
  need['i'] |= need['e'] | need['j'];
  char line[64];
  if (need['i'])
    {
      exec_line (b, ".reg .u32 @i;");
      exec_line (b, "mov.u32 @i, %%laneid;");
      snprintf (line, sizeof line, "and.b32 @i, @i, %%%d;", fn);
      exec_line (b, line);
    }
  if (need['t'])
    {
      exec_line (b, ".reg .u32 @t;");
      exec_line (b, "mov.u32 @t, %%tid.x;");
      snprintf (line, sizeof line, "and.b32 @t, @t, %%%d;", fn);
      exec_line (b, line);
    }
  static const char *const masks[][2] = {
    { "e", "shl.b32 @e, 1, @i;" }, { "s", "sub.u32 @s, @e, 1;" },
    { "j", "shl.b32 @j, 2, @i;" }, { "j", "sub.u32 @j, @j, 1;" },
    { "g", "not.b32 @g, @j;" }, { "o", "not.b32 @o, @s;" },
  };
  for (size_t m = 0; m < sizeof masks / sizeof masks[0]; m++)
    if (need[(unsigned char) masks[m][0][0]])
      {
	if (m == 0 || masks[m][0][0] != masks[m - 1][0][0])
	  {
	    snprintf (line, sizeof line, ".reg .u32 @%c;", masks[m][0][0]);
	    exec_line (b, line);
	  }
	exec_line (b, masks[m][1]);
      }
}

/* Before the user's text of a statement run as EXEC (not ALL).  With FN
   (not negative) the function's entry read GCC's mask of the master lane
   (enum ptxasm_exec) once: GCC operand FN holds __nvptx_uni[%tid.y] (0
   outside simd regions), FN + 1 whether this lane is the master (1 or
   0); for MASTER each instruction of a text that ptxasm_guard_plan allows
   is GUARDED by the flag, as GCC guards its own atomics, and past any
   other text the other lanes branch.  The registers of the lane
   registers that a GUARDED text names (PL, guard_plan) are set to the
   master lane's values: its number is the lane's ANDed with the
   mask.  Without FN (a split statement, whose pieces have no room for
   more operands) the wrapper reads the mask itself:
   the master lane's number in @m, the lanes that meet after the text in
   @k (outside simd regions the whole warp, which GCC's code keeps
   together; inside, the active lanes), and for MASTER the branch.  */
static void
exec_begin (struct ptxasm_buf *b, enum ptxasm_exec exec, int fn,
	    bool guarded, const struct ptxasm_guard_plan *pl)
{
  if (exec == PTXASM_EXEC_ALL)
    return;
  char line[48];
  if (fn >= 0)
    {
      exec_line (b, ".reg .pred @z;");
      /* For the broadcasts (exec_end).  */
      exec_line (b, ".reg .b32 @w, @h;");
      exec_line (b, ".reg .b64 @v, @q, @r;");
      if (exec == PTXASM_EXEC_MASTER)
	{
	  /* GUARDED: @p is the master flag, the guard of the one
	     instruction (exec_guard); else it is set in the other lanes,
	     which branch past the text.  */
	  exec_line (b, ".reg .pred @p;");
	  snprintf (line, sizeof line, "setp.%s.u32 @p, %%%d, 0;",
		    guarded ? "ne" : "eq", fn + 1);
	  if (!guarded || pl->guards)
	    exec_line (b, line);
	  if (!guarded)
	    {
	      ptxasm_buf_str (b, "\t@");
	      exec_reg (b, "p");
	      ptxasm_buf_str (b, " bra $Lptxasm%=_x;\n");
	    }
	  if (pl && *pl->lanes)
	    lane_values (b, fn, pl->lanes);
	}
      return;
    }
  exec_line (b, ".reg .u32 @l, @m, @k;");
  exec_line (b, ".reg .u64 @a, @u;");
  exec_line (b, ".reg .pred @z;");
  /* For the broadcasts (exec_end).  */
  exec_line (b, ".reg .b32 @w, @h;");
  exec_line (b, ".reg .b64 @v, @q, @r;");
  exec_line (b, "mov.u32 @l, %%tid.y;");
  exec_line (b, "mul.wide.u32 @a, @l, 4;");
  exec_line (b, "mov.u64 @u, __nvptx_uni;");
  exec_line (b, "add.u64 @a, @a, @u;");
  exec_line (b, "ld.shared.u32 @m, [@a];");
  exec_line (b, "activemask.b32 @k;");
  exec_line (b, "setp.eq.u32 @z, @m, 0;");
  exec_line (b, "selp.b32 @k, -1, @k, @z;");
  exec_line (b, "mov.u32 @l, %%laneid;");
  exec_line (b, "and.b32 @m, @m, @l;");
  if (exec == PTXASM_EXEC_MASTER)
    {
      exec_line (b, ".reg .pred @p;");
      exec_line (b, "setp.ne.u32 @p, @m, @l;");
      ptxasm_buf_str (b, "\t@");
      exec_reg (b, "p");
      ptxasm_buf_str (b, " bra $Lptxasm%=_x;\n");
    }
}

/* Broadcast register REG (text for GCC's template: "%3", a shim's
   "%%ptxasm_5") of BITS bits from the master lane, 32 bits at a time;
   FN as for exec_begin.  */
static void
broadcast (struct ptxasm_buf *b, unsigned bits, const char *reg, int fn)
{
  /* With the function's mask (FN, exec_begin): outside simd regions
     (@z) from lane 0 of the whole warp; inside, every lane is its own
     master and keeps its value.  */
  const char *shfl_w = (fn >= 0 ? "@@z shfl.sync.idx.b32 @w, @w, 0, 31, -1;"
			: "shfl.sync.idx.b32 @w, @w, @m, 31, @k;");
  const char *shfl_h = (fn >= 0 ? "@@z shfl.sync.idx.b32 @h, @h, 0, 31, -1;"
			: "shfl.sync.idx.b32 @h, @h, @m, 31, @k;");
  const char *mov = bits == 16 ? "cvt.u32.u16" : bits == 32 ? "mov.b32"
		    : bits == 64 ? "mov.b64" : "mov.b128";
  const char *back = bits == 16 ? "cvt.u16.u32" : mov;
  /* REG's bits into @w (16, 32), @v (64) or @q and @r (128).  */
  const char *tmp = bits <= 32 ? "@w" : bits == 64 ? "@v" : "{@q, @r}";
  char line[128];
  ptxasm_buf_str (b, "\t");
  ptxasm_buf_str (b, mov);
  ptxasm_buf_str (b, " ");
  snprintf (line, sizeof line, "%s, ", tmp);
  exec_line_part (b, line);
  ptxasm_buf_str (b, reg);
  ptxasm_buf_str (b, ";\n");
  if (bits <= 32)
    exec_line (b, shfl_w);
  for (const char *half = bits == 64 ? "v" : bits == 128 ? "qr" : "";
       *half; half++)
    {
      if (bits == 128)
	{
	  snprintf (line, sizeof line, "mov.b64 @v, @%c;", *half);
	  exec_line (b, line);
	}
      exec_line (b, "mov.b64 {@w, @h}, @v;");
      exec_line (b, shfl_w);
      exec_line (b, shfl_h);
      exec_line (b, "mov.b64 @v, {@w, @h};");
      if (bits == 128)
	{
	  snprintf (line, sizeof line, "mov.b64 @%c, @v;", *half);
	  exec_line (b, line);
	}
    }
  /* And back into REG.  */
  ptxasm_buf_str (b, "\t");
  ptxasm_buf_str (b, back);
  ptxasm_buf_str (b, " ");
  ptxasm_buf_str (b, reg);
  ptxasm_buf_str (b, ", ");
  exec_line_part (b, tmp);
  ptxasm_buf_str (b, ";\n");
}

/* The bits of a shim register of type T (".b16", ".f64", ".b128").  */
static unsigned
type_bits (const char *t)
{
  return (unsigned) strtoul (t + 2, NULL, 10);
}

/* Is operand OP (USED by the text), an output of a statement run on the
   master lane, broadcast from it (exec_end): an output with a register
   of its own that something reads; in a SPLIT statement, one whose
   shim later pieces copy out.  */
static bool
broadcast_p (const struct ptxasm_tmpl_op *op, bool used, bool split)
{
  return (op->output && op->shim_type && !op->unread
	  && !(split && !(used && is_shim (op))));
}

/* After the text of a statement run as EXEC: the lanes meet again, and
   the outputs among OPS (NOPS; USED) get the master lane's values: in
   a SPLIT statement their shim registers, which later pieces copy out;
   otherwise GCC's output operands, after the copies out of the shims
   (the other lanes skipped those too).  BCAST (NULL: all of them) says
   which of a guarded statement's outputs hold the master lane's value
   (ptxasm_guard_plan); the others hold the same value in every lane.  */
static void
exec_end (struct ptxasm_buf *b, enum ptxasm_exec exec, size_t nops,
	  const struct ptxasm_tmpl_op *ops, const bool *used, bool split,
	  int fn, bool guarded, const bool *bcast)
{
  if (exec == PTXASM_EXEC_ALL)
    return;
  if (exec == PTXASM_EXEC_MASTER && !guarded)
    ptxasm_buf_str (b, "$Lptxasm%=_x:\n");
  bool any = false;
  for (size_t i = 0; i < nops; i++)
    any |= broadcast_p (&ops[i], used[i], split) && (!bcast || bcast[i]);
  if (fn >= 0)
    {
      /* Outside simd regions (@z) the whole warp meets again after a
	 branch; inside, every lane ran the text itself.  Guarded
	 instructions leave no lane behind: nothing meets after them, as
	 after GCC's own atomics.  */
      char line[48];
      snprintf (line, sizeof line, "setp.eq.u32 @z, %%%d, 0;", fn);
      if (any || (exec == PTXASM_EXEC_MASTER && !guarded))
	exec_line (b, line);
      if (exec == PTXASM_EXEC_MASTER && !guarded)
	exec_line (b, "@@z bar.warp.sync -1;");
    }
  else if (exec == PTXASM_EXEC_MASTER)
    exec_line (b, "bar.warp.sync @k;");
  for (size_t i = 0; i < nops; i++)
    {
      const struct ptxasm_tmpl_op *op = &ops[i];
      if (!broadcast_p (op, used[i], split) || (bcast && !bcast[i]))
	continue;
      unsigned bits = type_bits (op->shim_type);
      struct ptxasm_buf reg = { 0 };
      if (split)
	shim_name (&reg, i, true);
      else if (op->pair)
	{
	  /* "q": its two 64-bit GCC operands.  */
	  gcc_operand (&reg, op->gcc_index + 1);
	  char *hi = ptxasm_buf_finish (&reg);
	  if (hi)
	    broadcast (b, 64, hi, fn);
	  else
	    b->failed = true;	/* no half-done statement */
	  free (hi);
	  reg = (struct ptxasm_buf) { 0 };
	  bits = 64;
	  gcc_operand (&reg, op->gcc_index);
	}
      else
	gcc_operand (&reg, op->gcc_index);
      char *r = ptxasm_buf_finish (&reg);
      if (r)
	broadcast (b, bits, r, fn);
      else
	b->failed = true;
      free (r);
    }
}

/* Append the user's template T, operand references replaced: SPLIT
   names the registers of a split statement (ptxasm_template_split);
   "%lN" names asm goto label N - NOPS (of NLABELS), printed as GCC's
   "%l" of LABEL_BASE + N - NOPS.  */
static void
user_body (struct ptxasm_buf *b, const char *t, size_t nops,
	   const struct ptxasm_tmpl_op *ops, bool split, size_t nlabels,
	   unsigned label_base)
{
  for (const char *p = t;;)
    {
      const char *pc = strchr (p, '%');
      if (!pc)
	{
	  user_text (b, p, strlen (p));
	  break;
	}
      user_text (b, p, (size_t) (pc - p));
      struct ref r = decode_labels (pc, nops, nlabels);
      switch (r.kind)
	{
	case REF_LABEL:
	  ptxasm_buf_str (b, "%l");
	  ptxasm_buf_num (b, label_base + r.number);
	  break;
	case REF_PERCENT:
	  ptxasm_buf_str (b, "%%");
	  break;
	case REF_UNIQUE:
	  ptxasm_buf_str (b, "%=");
	  break;
	case REF_OPERAND:
	  {
	    const struct ptxasm_tmpl_op *op = &ops[r.number];
	    if (op->how == PTXASM_OP_PASTE)
	      literal (b, op->paste, op->paste_len);
	    else if (op->how == PTXASM_OP_SHIM)
	      shim_name (b, r.number, split);
	    else
	      gcc_operand (b, op->gcc_index);
	  }
	  break;
	case REF_VERBATIM:
	  literal (b, pc, r.len);
	  break;
	case REF_ERROR:
	  /* Not reached for a scanned template; keep the text.  */
	  literal (b, pc, r.len);
	  break;
	}
      p = pc + r.len;
    }
}

char *
ptxasm_template_rewrite (const char *t, size_t nops,
			 const struct ptxasm_tmpl_op *ops)
{
  return ptxasm_template_rewrite_goto (t, nops, ops, 0, 0);
}

char *
ptxasm_template_rewrite_goto (const char *t, size_t nops,
			      const struct ptxasm_tmpl_op *ops,
			      size_t nlabels, unsigned label_base)
{
  return ptxasm_template_rewrite_exec (t, nops, ops, nlabels, label_base,
				       PTXASM_EXEC_ALL, -1);
}

char *
ptxasm_template_rewrite_exec (const char *t, size_t nops,
			      const struct ptxasm_tmpl_op *ops,
			      size_t nlabels, unsigned label_base,
			      enum ptxasm_exec exec, int uni)
{
  struct ptxasm_buf b = { 0 };
  bool *used = calloc (nops ? nops : 1, sizeof *used);
  if (!used)
    return NULL;
  ptxasm_template_scan_goto (t, nops, nlabels, used, NULL);
  keep_inout (nops, ops, used);

  struct ptxasm_guard_plan plan;
  bool guarded = (nlabels == 0 && guarded_p (exec, uni)
		  && ptxasm_guard_plan (t, nops, &plan,
					pasted_text_p (nops, ops, used)));
  ptxasm_buf_str (&b, PTXASM_MARK "\n");
  exec_begin (&b, exec, uni, guarded, guarded ? &plan : NULL);

  /* Declare the bit-typed registers and copy inputs into them.  */
  declare_shims (&b, nops, ops, used, false);
  for (size_t i = 0; i < nops; i++)
    if (used[i] && is_shim (&ops[i]) && ops[i].input)
      shim_mov (&b, &ops[i], i, true, false);

  /* Guarded, the shim register of an output that the text alone writes
     gets a value first: written under the guard only, its value before
     the statement would otherwise be live from the function's entry in
     the other lanes, and ptxas keeps a register (or a stack slot) for it
     all that way (hundreds of statements overflowed the stack).  */
  for (size_t i = 0; guarded && plan.guards && i < nops; i++)
    if (used[i] && is_shim (&ops[i]) && ops[i].output && !ops[i].input
	&& !ops[i].pair)
      {
	ptxasm_buf_str (&b, "\tmov.b");
	ptxasm_buf_num (&b, (long long) strtoul (ops[i].shim_type + 2, NULL,
						 10));
	ptxasm_buf_str (&b, " ");
	shim_name (&b, i, false);
	ptxasm_buf_str (&b, ", 0;\n");
      }

  /* Direct "+" operands: the input into the output register.  */
  for (size_t i = 0; i < nops; i++)
    if (ops[i].how == PTXASM_OP_DIRECT && ops[i].untied)
      {
	ptxasm_buf_str (&b, "\t");
	ptxasm_buf_str (&b, ops[i].shim_copy);
	ptxasm_buf_str (&b, " ");
	gcc_operand (&b, ops[i].gcc_index);
	ptxasm_buf_str (&b, ", ");
	gcc_operand (&b, ops[i].in_index);
	ptxasm_buf_str (&b, ";\n");
      }

  /* The user's text.  */
  ptxasm_buf_str (&b, "\t");
  if (guarded)
    guarded_body (&b, t, &plan, false, nops, ops);
  else
    user_body (&b, t, nops, ops, false, nlabels, label_base);
  ptxasm_buf_str (&b, "\n");

  /* Copy outputs back from their bit-typed registers.  */
  for (size_t i = 0; i < nops; i++)
    if (used[i] && is_shim (&ops[i]) && ops[i].output)
      shim_mov (&b, &ops[i], i, false, false);
  exec_end (&b, exec, nops, ops, used, false, uni, guarded,
	    guarded ? plan.bcast : NULL);
  ptxasm_buf_str (&b, "\t" PTXASM_MARK_END);
  free (used);
  if (guarded)
    ptxasm_guard_plan_free (&plan);
  return ptxasm_buf_finish (&b);
}

/* What the pieces of a split statement do, in order.  */
enum split_act
{
  ACT_OPEN,			/* '{' and the declarations */
  ACT_IN,			/* copy an input into its register */
  ACT_USER,			/* the user's text */
  ACT_OUT,			/* copy an output out of its register */
  ACT_CLOSE			/* '}' */
};

struct act
{
  enum split_act kind;
  size_t opno;
};

static bool
act_copy_p (const struct act *a)
{
  return a->kind == ACT_IN || a->kind == ACT_OUT;
}

/* How many GCC operands the action A takes: none but for a copy, two
   for a copy of a pair ("q": its low and high halves).  */
static size_t
act_weight (const struct act *a, const struct ptxasm_tmpl_op *ops)
{
  if (!act_copy_p (a))
    return 0;
  return ops[a->opno].pair ? 2 : 1;
}

/* The text of the piece that performs ACTS[FIRST..LAST) of piece P.  */
static char *
piece_text (const char *t, size_t nops, const struct ptxasm_tmpl_op *ops,
	    const bool *used, enum ptxasm_exec exec, const struct act *acts,
	    size_t first, size_t last, const struct ptxasm_piece *p, size_t k,
	    size_t n)
{
  struct ptxasm_buf b = { 0 };
  size_t nout = p->chain_out, nin = 0, kout = p->chain_out;
  for (size_t a = first; a < last; a++)
    if (acts[a].kind == ACT_OUT)
      nout += act_weight (&acts[a], ops);

  ptxasm_buf_str (&b, PTXASM_MARK " part ");
  ptxasm_buf_num (&b, k + 1);
  ptxasm_buf_str (&b, " of ");
  ptxasm_buf_num (&b, n);
  ptxasm_buf_str (&b, "\n");
  for (size_t a = first; a < last; a++)
    {
      const struct act *act = &acts[a];
      struct ptxasm_tmpl_op op;
      switch (act->kind)
	{
	case ACT_OPEN:
	  ptxasm_buf_str (&b, "\t{\n");
	  declare_shims (&b, nops, ops, used, true);
	  break;
	case ACT_IN:
	  op = ops[act->opno];
	  op.gcc_index = (unsigned) (nout + nin);
	  nin += act_weight (act, ops);
	  op.untied = false;	/* a piece's inputs are its own */
	  shim_mov (&b, &op, act->opno, true, true);
	  break;
	case ACT_USER:
	  exec_begin (&b, exec, -1, false, NULL);
	  ptxasm_buf_str (&b, "\t");
	  user_body (&b, t, nops, ops, true, 0, 0);
	  ptxasm_buf_str (&b, "\n");
	  exec_end (&b, exec, nops, ops, used, true, -1, false, NULL);
	  break;
	case ACT_OUT:
	  op = ops[act->opno];
	  op.gcc_index = (unsigned) kout;
	  kout += act_weight (act, ops);
	  shim_mov (&b, &op, act->opno, false, true);
	  break;
	case ACT_CLOSE:
	  ptxasm_buf_str (&b, "\t}\n");
	  break;
	}
    }
  ptxasm_buf_str (&b, "\t" PTXASM_MARK_END);
  return ptxasm_buf_finish (&b);
}

void
ptxasm_pieces_free (struct ptxasm_piece *p, size_t n)
{
  if (!p)
    return;
  for (size_t i = 0; i < n; i++)
    {
      free (p[i].text);
      free (p[i].copies);
    }
  free (p);
}

struct ptxasm_piece *
ptxasm_template_split (const char *t, size_t nops,
		       const struct ptxasm_tmpl_op *ops, enum ptxasm_exec exec,
		       size_t *npieces)
{
  bool *used = calloc (nops ? nops : 1, sizeof *used);
  struct act *acts = malloc ((nops * 2 + 3) * sizeof *acts);
  size_t *ends = malloc ((nops * 2 + 3) * sizeof *ends);
  struct ptxasm_piece *pieces = calloc (nops * 2 + 3, sizeof *pieces);
  size_t nacts = 0, ncopies = 0, n = 0;
  bool ok = used && acts && ends && pieces;
  if (!ok)
    goto out;
  ptxasm_template_scan (t, nops, used, NULL);

  /* The actions: inputs are copied in before the user's text, outputs
     out after it, in operand order.  */
  acts[nacts++] = (struct act) { ACT_OPEN, 0 };
  for (size_t i = 0; i < nops; i++)
    if (used[i] && is_shim (&ops[i]) && ops[i].input)
      acts[nacts++] = (struct act) { ACT_IN, i };
  acts[nacts++] = (struct act) { ACT_USER, 0 };
  for (size_t i = 0; i < nops; i++)
    if (used[i] && is_shim (&ops[i]) && ops[i].output)
      acts[nacts++] = (struct act) { ACT_OUT, i };
  acts[nacts++] = (struct act) { ACT_CLOSE, 0 };
  for (size_t a = 0; a < nacts; a++)
    ncopies += act_weight (&acts[a], ops);

  /* Fill each piece with as many copies as its operands allow (a pair's
     copy takes two): one operand is the dummy input (all but the first),
     one the dummy output (all but the last).  Each piece holds at least
     27 operands of copies, so the number of pieces is linear in the
     operands.  NCOPIES counts the operands of the copies left.  */
  for (size_t a = 0; a < nacts; n++)
    {
      struct ptxasm_piece *p = &pieces[n];
      p->chain_in = n > 0;
      size_t cap = PTXASM_SPLIT_MAX - p->chain_in;
      if (ncopies > cap)
	cap--;
      size_t start = a, nc = 0, w = 0;
      for (; a < nacts; a++)
	{
	  size_t wa = act_weight (&acts[a], ops);
	  if (wa && w + wa > cap)
	    break;
	  w += wa;
	  nc += wa != 0;
	  p->user |= acts[a].kind == ACT_USER;
	}
      ncopies -= w;
      p->chain_out = a < nacts;
      p->ncopies = nc;
      p->copies = malloc ((nc ? nc : 1) * sizeof *p->copies);
      if (!p->copies)
	{
	  ok = false;
	  n++;
	  goto out;
	}
      size_t c = 0;
      for (size_t i = start; i < a; i++)
	if (acts[i].kind == ACT_OUT)
	  p->copies[c++] = (struct ptxasm_piece_copy) { acts[i].opno, true };
      for (size_t i = start; i < a; i++)
	if (acts[i].kind == ACT_IN)
	  p->copies[c++] = (struct ptxasm_piece_copy) { acts[i].opno, false };
      ends[n] = a;
    }
  for (size_t k = 0, a = 0; k < n; a = ends[k++])
    {
      pieces[k].text = piece_text (t, nops, ops, used, exec, acts, a,
				   ends[k], &pieces[k], k, n);
      if (!pieces[k].text)
	ok = false;
    }

 out:
  free (used);
  free (acts);
  free (ends);
  if (!ok)
    {
      ptxasm_pieces_free (pieces, n);
      return NULL;
    }
  *npieces = n;
  return pieces;
}

char *
ptxasm_literal_rewrite (const char *t, enum ptxasm_exec exec, int uni)
{
  struct ptxasm_buf b = { 0 };
  struct ptxasm_guard_plan plan;
  bool guarded = (guarded_p (exec, uni)
		  && ptxasm_guard_plan (t, 0, &plan, false));
  ptxasm_buf_str (&b, PTXASM_MARK "\n");
  exec_begin (&b, exec, uni, guarded, guarded ? &plan : NULL);
  ptxasm_buf_str (&b, "\t");
  if (guarded)
    guarded_body (&b, t, &plan, true, 0, NULL);
  else
    literal (&b, t, strlen (t));
  ptxasm_buf_str (&b, "\n");
  exec_end (&b, exec, 0, NULL, NULL, false, uni, guarded, NULL);
  ptxasm_buf_str (&b, "\t" PTXASM_MARK_END);
  if (guarded)
    ptxasm_guard_plan_free (&plan);
  return ptxasm_buf_finish (&b);
}

char *
ptxasm_basic_rewrite (const char *t)
{
  struct ptxasm_buf b = { 0 };
  ptxasm_buf_str (&b, PTXASM_MARK "\n\t");
  user_text (&b, t, strlen (t));
  ptxasm_buf_str (&b, "\n\t" PTXASM_MARK_END);
  return ptxasm_buf_finish (&b);
}

char *
ptxasm_template_pasted (const char *t, size_t nops,
			const struct ptxasm_tmpl_op *ops)
{
  struct ptxasm_buf b = { 0 };
  for (const char *p = t;;)
    {
      const char *pc = strchr (p, '%');
      if (!pc)
	{
	  ptxasm_buf_str (&b, p);
	  break;
	}
      ptxasm_buf_add (&b, p, (size_t) (pc - p));
      struct ref r = decode_labels (pc, nops, 0);
      if (r.kind == REF_OPERAND && ops[r.number].how == PTXASM_OP_PASTE)
	ptxasm_buf_add (&b, ops[r.number].paste, ops[r.number].paste_len);
      else
	ptxasm_buf_add (&b, pc, r.len);
      p = pc + r.len;
    }
  return ptxasm_buf_finish (&b);
}

char *
ptxasm_escape (const char *s, size_t len)
{
  static const char named[] = "\nn\tt\rr\vv\ff\aa\bb";
  struct ptxasm_buf b = { 0 };
  for (size_t i = 0; i < len; i++)
    {
      unsigned char c = (unsigned char) s[i];
      const char *n = c ? strchr (named, c) : NULL;
      char tmp[8];
      if (n && (n - named) % 2 == 0)
	{
	  tmp[0] = '\\';
	  tmp[1] = n[1];
	  ptxasm_buf_add (&b, tmp, 2);
	}
      else if (c < 0x20 || c >= 0x7f)
	ptxasm_buf_add (&b, tmp, (size_t) snprintf (tmp, sizeof tmp, "\\%03o", c));
      else
	ptxasm_buf_add (&b, s + i, 1);
    }
  if (!b.s)
    ptxasm_buf_add (&b, "", 0);
  return ptxasm_buf_finish (&b);
}
