/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxemu-read.c -- inline PTX as host code: the reader's ground floor
   (ptxemu-read.h), which ptxemu-forms.c's readers of instructions of
   their own forms and ptxemu.c's table and statements stand on: the
   reader's names (registers, variables, labels), the types and
   comparisons by name, an argument read, an instruction added to the
   program.  */

#define _POSIX_C_SOURCE 200809L

#include "ptxemu.h"
#include "ptxemu-read.h"
#include "buf.h"
#include "lex.h"
#include "ptxscan.h"
#include "sreg.h"
#include "ptxtype.h"
#include "../rt/ptxrt.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct
{
  const char *name;
  enum ptxemu_cmp cmp;
  bool is_unsigned;		/* lo ls hi hs: an unsigned comparison */
  bool of_floats;		/* equ ... nan: floating point only */
} cmps[] = {
  { "eq", PTXEMU_EQ, false, false }, { "ne", PTXEMU_NE, false, false },
  { "lt", PTXEMU_LT, false, false }, { "le", PTXEMU_LE, false, false },
  { "gt", PTXEMU_GT, false, false }, { "ge", PTXEMU_GE, false, false },
  { "lo", PTXEMU_LT, true, false }, { "ls", PTXEMU_LE, true, false },
  { "hi", PTXEMU_GT, true, false }, { "hs", PTXEMU_GE, true, false },
  { "equ", PTXEMU_EQU, false, true }, { "neu", PTXEMU_NEU, false, true },
  { "ltu", PTXEMU_LTU, false, true }, { "leu", PTXEMU_LEU, false, true },
  { "gtu", PTXEMU_GTU, false, true }, { "geu", PTXEMU_GEU, false, true },
  { "num", PTXEMU_NUM, false, true }, { "nan", PTXEMU_NAN, false, true },
};

/* The comparison NAME of setp and set (eq ... nan, lo ls hi hs) into
   *CMP, whether it compares unsigned (lo ls hi hs) into *IS_UNSIGNED and
   whether it is of floats alone (equ ... nan) into *OF_FLOATS: false
   if it is none.  */
bool
ptxemu_cmp_named (const char *name, enum ptxemu_cmp *cmp, bool *is_unsigned,
		  bool *of_floats)
{
  for (size_t k = 0; k < sizeof cmps / sizeof cmps[0]; k++)
    if (strcmp (name, cmps[k].name) == 0)
      {
	*cmp = cmps[k].cmp;
	*is_unsigned = cmps[k].is_unsigned;
	*of_floats = cmps[k].of_floats;
	return true;
      }
  return false;
}

bool
ptxemu_int_cmp (const char *name, enum ptxemu_cmp *cmp)
{
  for (size_t c = 0; c < sizeof cmps / sizeof cmps[0]; c++)
    if (strcmp (name, cmps[c].name) == 0 && !cmps[c].of_floats
	&& cmps[c].cmp <= PTXEMU_GE)
      {
	*cmp = cmps[c].cmp;
	return true;
      }
  return false;
}

/* The number of label NAME, a new one if it is not known yet.  */
long
ptxemu_label_number (struct reader *r, const char *name)
{
  struct ptxemu_prog *pg = r->prog;
  for (size_t i = 0; i < pg->nlabels; i++)
    if (strcmp (r->labels[i], name) == 0)
      return (long) i;
  char **nl = ptxasm_grow (r->labels, pg->nlabels, &r->labels_cap,
			   sizeof *nl);
  if (!nl)
    return -1;
  r->labels = nl;
  bool *nd = ptxasm_grow (r->defined, pg->nlabels, &r->defined_cap,
			  sizeof *nd);
  if (!nd)
    return -1;
  r->defined = nd;
  r->labels[pg->nlabels] = strdup (name);
  if (!r->labels[pg->nlabels])
    return -1;
  r->defined[pg->nlabels] = false;
  return (long) pg->nlabels++;
}

char *
ptxemu_trim (char *s)
{
  while (isspace ((unsigned char) *s))
    s++;
  char *e = s + strlen (s);
  while (e > s && isspace ((unsigned char) e[-1]))
    *--e = 0;
  return s;
}

/* Say why STMT is not emulated (the first reason only).  */
bool
ptxemu_refuse (struct reader *r, const char *stmt, const char *reason)
{
  if (!r->why)
    {
      struct ptxasm_buf b = { 0 };
      ptxasm_buf_str (&b, "'");
      for (const char *p = stmt; *p; p++)
	if (*p == USER_MARK)
	  ptxasm_buf_str (&b, "%");
	else
	  ptxasm_buf_add (&b, p, 1);
      ptxasm_buf_str (&b, "': ");
      ptxasm_buf_str (&b, reason);
      r->why = ptxasm_buf_finish (&b);
    }
  return false;
}

bool
ptxemu_type_of (const char *s, struct ptxemu_type *t)
{
  t->is_float = false;
  t->is_signed = false;
  if (strcmp (s, "pred") == 0)
    {
      t->bits = 0;
      return true;
    }
  t->fmt = PTXEMU_FMT_IEEE;
  t->pair = false;
  if (strcmp (s, "f32") == 0 || strcmp (s, "f64") == 0)
    {
      t->bits = s[1] == '3' ? 32 : 64;
      t->is_float = true;
      return true;
    }
  if (strcmp (s, "f16") == 0 || strcmp (s, "bf16") == 0
      || strcmp (s, "f16x2") == 0 || strcmp (s, "bf16x2") == 0)
    {
      t->is_float = true;
      t->fmt = s[0] == 'b' ? PTXEMU_FMT_BF16 : PTXEMU_FMT_F16;
      t->pair = strchr (s, 'x') != NULL;
      t->bits = t->pair ? 32 : 16;
      return true;
    }
  if (strcmp (s, "b128") == 0)
    {
      t->bits = 128;
      return true;
    }
  if ((s[0] != 'b' && s[0] != 's' && s[0] != 'u')
      || (strcmp (s + 1, "8") && strcmp (s + 1, "16")
	  && strcmp (s + 1, "32") && strcmp (s + 1, "64")))
    return false;
  t->bits = (unsigned) atoi (s + 1);
  t->is_signed = s[0] == 's';
  return true;
}

long
ptxemu_find_reg (struct reader *r, const char *name)
{
  for (size_t i = 0; i < r->prog->nregs; i++)
    if (strcmp (r->names[i], name) == 0)
      return (long) i;
  return -1;
}

bool
ptxemu_add_reg (struct reader *r, const char *name, struct ptxemu_type type)
{
  struct ptxemu_prog *pg = r->prog;
  struct ptxemu_type *nt = ptxasm_grow (pg->regs, pg->nregs, &r->regs_cap,
					sizeof *nt);
  if (!nt)
    return false;
  pg->regs = nt;
  char **nn = ptxasm_grow (r->names, pg->nregs, &r->names_cap, sizeof *nn);
  if (!nn)
    return false;
  r->names = nn;
  r->names[pg->nregs] = strdup (name);
  if (!r->names[pg->nregs])
    return false;
  pg->regs[pg->nregs++] = type;
  return true;
}

/* The variable NAME, -1 if the template declares none of that name.  */
long
ptxemu_find_var (struct reader *r, const char *name)
{
  for (size_t i = 0; i < r->prog->nvars; i++)
    if (strcmp (r->var_names[i], name) == 0)
      return (long) i;
  return -1;
}

/* Part S at its '+', if any, in place: the name or register before it,
   and the offset N after it ("buf+8", "%1+-4") in *OFF, else 0.  False
   if what follows the '+' is not a number.  */
bool
ptxemu_split_offset (char *s, long long *off)
{
  *off = 0;
  char *plus = strchr (s, '+');
  if (!plus)
    return true;
  *plus = 0;
  char *e, *num = ptxemu_trim (plus + 1);
  bool neg = *num == '-';
  unsigned long long v = strtoull (neg ? num + 1 : num, &e, 0);
  if (e == num + neg || *ptxemu_trim (e))
    return false;
  *off = neg ? -(long long) v : (long long) v;
  return true;
}

/* S as "name" or "name+N" of a declared variable: its number, and N in
   *OFF; -1 if S is not one.  */
static long
var_ref (struct reader *r, const char *s, long long *off)
{
  char buf[256];
  snprintf (buf, sizeof buf, "%s", s);
  return ptxemu_split_offset (buf, off) ? ptxemu_find_var (r, ptxemu_trim (buf)) : -1;
}

/* One argument; BITS is the width it must have (0: a predicate).  */
bool
ptxemu_read_arg (struct reader *r, char *s, unsigned bits, bool dest,
		 struct ptxemu_arg *a, const char *orig)
{
  s = ptxemu_trim (s);
  memset (a, 0, sizeof *a);
  a->bits = bits;
  if (*s == '!' && bits == 0 && !dest)
    {
      a->negated = true;
      s = ptxemu_trim (s + 1);
    }
  if (*s == USER_MARK)
    {
      char *e;
      unsigned long n = strtoul (s + 1, &e, 10);
      if (*ptxemu_trim (e) || n >= r->nops)
	return ptxemu_refuse (r, orig, "an operand that is not emulated");
      int ob = r->op_bits[n];
      if (ob == 0)
	return ptxemu_refuse (r, orig,
			      "its operand's constraint letter is not "
			      "emulated");
      if (ob < 0 ? dest || bits == 0 : (unsigned) ob != bits)
	return ptxemu_refuse (r, orig, "an operand of another width than the "
			      "instruction's");
      a->kind = PTXEMU_ARG_USER;
      a->n = (unsigned) n;
      return true;
    }
  if (*s == '-' || isdigit ((unsigned char) *s))
    {
      if (dest || bits == 0)
	return ptxemu_refuse (r, orig,
			      "an immediate where a register belongs");
      const char *d = *s == '-' ? s + 1 : s;
      if (d[0] == '0' && (d[1] == 'f' || d[1] == 'F' || d[1] == 'd'
			  || d[1] == 'D'))
	{
	  /* 0fXXXXXXXX, 0dXXXXXXXXXXXXXXXX: the bits.  */
	  unsigned want = (d[1] == 'f' || d[1] == 'F') ? 32 : 64;
	  char *e;
	  unsigned long long v = strtoull (d + 2, &e, 16);
	  if (*ptxemu_trim (e) || bits != want || *s == '-'
	      || strlen (d + 2) != want / 4)
	    return ptxemu_refuse (r, orig,
				  "a floating-point immediate that is not "
				  "emulated");
	  a->kind = PTXEMU_ARG_IMM;
	  a->imm = (long long) v;
	  return true;
	}
      if (strpbrk (s, ".eE") && !strpbrk (s, "xX"))
	{
	  /* A decimal floating-point literal: a double, rounded to the
	     register's f32 (the instruction's type).  */
	  char *e;
	  double v = strtod (s, &e);
	  if (*ptxemu_trim (e) || (bits != 32 && bits != 64))
	    return ptxemu_refuse (r, orig,
				  "a floating-point immediate that is not "
				  "emulated");
	  a->kind = PTXEMU_ARG_IMM;
	  if (bits == 32)
	    {
	      float f = (float) v;
	      unsigned u;
	      memcpy (&u, &f, 4);
	      a->imm = u;
	    }
	  else
	    memcpy (&a->imm, &v, 8);
	  return true;
	}
      char *e;
      unsigned long long v = strtoull (d, &e, 0);
      if (*e == 'U')
	e++;
      if (*ptxemu_trim (e))
	return ptxemu_refuse (r, orig, "an immediate that is not emulated");
      a->kind = PTXEMU_ARG_IMM;
      a->imm = *s == '-' ? (long long) (0ull - v) : (long long) v;
      return true;
    }
  if (dest && strcmp (s, "_") == 0)
    {
      a->kind = PTXEMU_ARG_SINK;
      return true;
    }
  long reg = ptxemu_find_reg (r, s);
  if (reg >= 0)
    {
      if (r->prog->regs[reg].bits != bits)
	return ptxemu_refuse (r, orig, "a register of another width than the "
			      "instruction's");
      a->kind = PTXEMU_ARG_REG;
      a->n = (unsigned) reg;
      return true;
    }
  if (*s == '[')
    return ptxemu_refuse (r, orig, "memory is not emulated");
  if (*s == '{')
    return ptxemu_refuse (r, orig, "vector operands are not emulated here");
  if (*s == '%')
    {
      const struct ptx_sreg *sr = ptx_sreg_find (s + 1, strlen (s + 1));
      if (sr && sr->host != PTXEMU_SREG_NONE && !ptx_sreg_family_p (sr))
	{
	  if (dest || sr->bits != bits)
	    return ptxemu_refuse (r, orig,
				  "a special register of another width "
				  "than the instruction's");
	  a->kind = PTXEMU_ARG_SREG;
	  a->n = (unsigned) sr->host;
	  return true;
	}
      return ptxemu_refuse (r, orig, "this special register is not emulated");
    }
  long long off;
  long var = var_ref (r, s, &off);
  if (var >= 0)
    {
      /* A variable's address in its space: a local one is a 64-bit
	 host address.  */
      enum ptxemu_space sp = r->prog->vars[var].space;
      if (dest || (bits != 32 && bits != 64)
	  || (sp == PTXEMU_SPACE_LOCAL && bits != 64))
	return ptxemu_refuse (r, orig, "a variable's address of this width is "
			      "not emulated");
      if (sp == PTXEMU_SPACE_SHARED)
	r->prog->uses_window = true;
      a->kind = PTXEMU_ARG_VAR;
      a->n = (unsigned) var;
      a->imm = off;
      return true;
    }
  if (strcmp (s, "WARP_SZ") == 0 && !dest && bits)
    {
      /* The host's thread is lane 0 of a warp of 32.  */
      a->kind = PTXEMU_ARG_IMM;
      a->imm = 32;
      return true;
    }
  return ptxemu_refuse (r, orig, "an undeclared name");
}

/* Split ARGS at the commas outside braces and brackets into ARGV (at
   most MAX), in place (ptxscan.h's ptx_scan_operands): each operand
   without white space around it; the count, or MAX + 1 if there are
   more.  */
unsigned
ptxemu_split_args (char *args, char **argv, unsigned max)
{
  struct ptx_span ops[64];
  if (max > 63)
    max = 63;
  unsigned n = ptx_scan_operands (args, NULL, ops, max);
  if (n > max)
    return n;
  for (unsigned i = 0; i < n; i++)
    {
      argv[i] = (char *) ops[i].p;
      argv[i][ops[i].len] = 0;
    }
  return n;
}

/* The family of instruction IN (enum ptxemu_family), from its
   operation and types.  */
static enum ptxemu_family
family_of (const struct ptxemu_insn *in)
{
  const struct ptxemu_type *t = &in->type, *d = &in->dtype;
  switch (in->op)
    {
    case PTXEMU_LD: case PTXEMU_ST: case PTXEMU_ATOM: case PTXEMU_RED:
    case PTXEMU_CVTA: case PTXEMU_ISSPACEP: case PTXEMU_CP_ASYNC:
    case PTXEMU_MBAR:
      return PTXEMU_FAMILY_MEMORY;
    case PTXEMU_LABEL: case PTXEMU_BRA: case PTXEMU_TRAP: case PTXEMU_BAR:
      return PTXEMU_FAMILY_FLOW;
    case PTXEMU_SLCT:
      return PTXEMU_FAMILY_INT;
    case PTXEMU_MMA: case PTXEMU_MATRIX:
      return PTXEMU_FAMILY_WARP;
    default:
      break;
    }
  if ((t->is_float && t->fmt != PTXEMU_FMT_IEEE)
      || (d->is_float && d->fmt != PTXEMU_FMT_IEEE))
    return PTXEMU_FAMILY_HALF;
  if (in->op == PTXEMU_CVT && (t->is_float || d->is_float))
    return PTXEMU_FAMILY_FLOAT;
  if (t->is_float && in->op != PTXEMU_SETP && in->op != PTXEMU_SET)
    return PTXEMU_FAMILY_FLOAT;
  return PTXEMU_FAMILY_INT;
}

bool
ptxemu_add_insn (struct reader *r, const struct ptxemu_insn *in, const char *orig)
{
  struct ptxemu_prog *pg = r->prog;
  struct ptxemu_insn *ni = ptxasm_grow (pg->insns, pg->ninsns,
					&r->insns_cap, sizeof *ni);
  if (!ni)
    return ptxemu_refuse (r, orig, "out of memory");
  pg->insns = ni;
  if (in->cc_in)
    pg->uses_cc = true;
  /* trap and its kin end the program on a path of their own.  */
  if (in->op == PTXEMU_TRAP)
    pg->needs_blocks = true;
  pg->insns[pg->ninsns] = *in;
  pg->insns[pg->ninsns].family = family_of (in);
  pg->ninsns++;
  return true;
}

/* The width of the register or operand S (0 a predicate, -1 an
   immediate), or -2 if it is neither.  */
int
ptxemu_width_of (struct reader *r, char *s)
{
  s = ptxemu_trim (s);
  if (*s == USER_MARK)
    {
      char *e;
      unsigned long n = strtoul (s + 1, &e, 10);
      if (*ptxemu_trim (e) || n >= r->nops)
	return -2;
      return r->op_bits[n] > 0 ? r->op_bits[n] : -2;
    }
  if (*s == '-' || isdigit ((unsigned char) *s))
    return -1;
  long reg = ptxemu_find_reg (r, s);
  return reg >= 0 ? (int) r->prog->regs[reg].bits : -2;
}

/* A data argument of a memory instruction: a register at least as wide
   as the type (8-bit data in 16-, 32- or 64-bit registers; floats
   exactly), or an immediate source.  Sets IN's REG_BITS.  */
bool
ptxemu_read_data (struct reader *r, struct ptxemu_insn *in, char *s, bool dest,
		  struct ptxemu_arg *a, const char *orig)
{
  int w = ptxemu_width_of (r, s);
  unsigned tb = in->type.bits;
  if ((w == -1 && !dest) || (dest && strcmp (ptxemu_trim (s), "_") == 0))
    w = (int) (in->reg_bits ? in->reg_bits : tb < 16 ? 16 : tb);
  /* An 8-bit register (".reg .u8") holds 8-bit data only.  */
  if ((w < 16 && !(w == 8 && tb == 8)) || (unsigned) w < tb
      || (in->type.is_float && (unsigned) w != tb)
      || (in->reg_bits && in->reg_bits != (unsigned) w))
    return ptxemu_refuse (r, orig, "an operand of another width than the "
			  "instruction's");
  in->reg_bits = (unsigned) w;
  return ptxemu_read_arg (r, s, (unsigned) w, dest, a, orig);
}
