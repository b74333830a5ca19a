/* ptxemu.c -- inline PTX as host code: reading the template (ptxemu.h).

   The template is first made plain: comments out, "%%" a '%', "%=" out
   (it only makes names unique), "%N" the byte USER_MARK and N.  Then it
   is cut at ';', '{' and '}' into statements: ".reg" declarations and
   instructions.  Each instruction's opcode and modifiers are looked up
   in the table below; its arguments must have the widths the table
   says.  */

#define _POSIX_C_SOURCE 200809L

#include "ptxemu.h"
#include "buf.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define USER_MARK '\001'

/* What an opcode takes.  */
enum shape
{
  SHAPE_SAME,			/* every argument of the instruction's type */
  SHAPE_WIDE,			/* the destination twice as wide */
  SHAPE_SHIFT,			/* the last argument 32 bits */
  SHAPE_SELP,			/* the last argument a predicate */
  SHAPE_SETP,			/* the destination a predicate */
  SHAPE_COUNT,			/* the destination 32 bits */
  SHAPE_CVT			/* the destination of the cvt's type */
};

struct opcode
{
  const char *name;
  enum ptxemu_op op;
  unsigned nargs;
  enum shape shape;
  const char *types;		/* the type suffixes it takes */
};

#define INT_TYPES "s16 s32 s64 u16 u32 u64"
#define ALL_INT "b16 b32 b64 s16 s32 s64 u16 u32 u64"
#define BITS "b16 b32 b64"

static const struct opcode opcodes[] = {
  { "mov", PTXEMU_MOV, 2, SHAPE_SAME, ALL_INT " pred" },
  { "add", PTXEMU_ADD, 3, SHAPE_SAME, INT_TYPES },
  { "sub", PTXEMU_SUB, 3, SHAPE_SAME, INT_TYPES },
  { "mul.lo", PTXEMU_MUL_LO, 3, SHAPE_SAME, INT_TYPES },
  { "mul.hi", PTXEMU_MUL_HI, 3, SHAPE_SAME, INT_TYPES },
  { "mul.wide", PTXEMU_MUL_WIDE, 3, SHAPE_WIDE, "s16 s32 u16 u32" },
  { "mad.lo", PTXEMU_MAD_LO, 4, SHAPE_SAME, INT_TYPES },
  { "and", PTXEMU_AND, 3, SHAPE_SAME, BITS " pred" },
  { "or", PTXEMU_OR, 3, SHAPE_SAME, BITS " pred" },
  { "xor", PTXEMU_XOR, 3, SHAPE_SAME, BITS " pred" },
  { "not", PTXEMU_NOT, 2, SHAPE_SAME, BITS " pred" },
  { "cnot", PTXEMU_CNOT, 2, SHAPE_SAME, BITS },
  { "shl", PTXEMU_SHL, 3, SHAPE_SHIFT, BITS },
  { "shr", PTXEMU_SHR, 3, SHAPE_SHIFT, ALL_INT },
  { "neg", PTXEMU_NEG, 2, SHAPE_SAME, "s16 s32 s64" },
  { "abs", PTXEMU_ABS, 2, SHAPE_SAME, "s16 s32 s64" },
  { "min", PTXEMU_MIN, 3, SHAPE_SAME, INT_TYPES },
  { "max", PTXEMU_MAX, 3, SHAPE_SAME, INT_TYPES },
  { "selp", PTXEMU_SELP, 4, SHAPE_SELP, ALL_INT },
  { "setp", PTXEMU_SETP, 3, SHAPE_SETP, ALL_INT },
  { "popc", PTXEMU_POPC, 2, SHAPE_COUNT, "b32 b64" },
  { "clz", PTXEMU_CLZ, 2, SHAPE_COUNT, "b32 b64" },
  { "cvt", PTXEMU_CVT, 2, SHAPE_CVT, INT_TYPES },
  { "div", PTXEMU_DIV, 3, SHAPE_SAME, INT_TYPES },
  { "rem", PTXEMU_REM, 3, SHAPE_SAME, INT_TYPES },
  { "brev", PTXEMU_BREV, 2, SHAPE_SAME, "b32 b64" },
};

static const struct
{
  const char *name;
  enum ptxemu_cmp cmp;
  bool is_unsigned;		/* lo ls hi hs: an unsigned comparison */
} cmps[] = {
  { "eq", PTXEMU_EQ, false }, { "ne", PTXEMU_NE, false },
  { "lt", PTXEMU_LT, false }, { "le", PTXEMU_LE, false },
  { "gt", PTXEMU_GT, false }, { "ge", PTXEMU_GE, false },
  { "lo", PTXEMU_LT, true }, { "ls", PTXEMU_LE, true },
  { "hi", PTXEMU_GT, true }, { "hs", PTXEMU_GE, true },
};

struct reader
{
  struct ptxemu_prog *prog;
  size_t nops;
  const int *op_bits;
  char **names;			/* of the local registers */
  size_t insns_cap, regs_cap;
  char *why;
};

/* The template made plain (see the top); malloc'd.  */
static char *
plain (const char *t)
{
  struct ptxasm_buf b = { 0 };
  for (const char *p = t; *p;)
    {
      if (p[0] == '/' && p[1] == '/')
	{
	  const char *nl = strchr (p, '\n');
	  p = nl ? nl : p + strlen (p);
	}
      else if (p[0] == '/' && p[1] == '*')
	{
	  const char *e = strstr (p + 2, "*/");
	  p = e ? e + 2 : p + strlen (p);
	  ptxasm_buf_str (&b, " ");
	}
      else if (p[0] == '%' && p[1] == '%')
	{
	  ptxasm_buf_str (&b, "%");
	  p += 2;
	}
      else if (p[0] == '%' && p[1] == '=')
	p += 2;
      else if (p[0] == '%' && isdigit ((unsigned char) p[1]))
	{
	  char m = USER_MARK;
	  ptxasm_buf_add (&b, &m, 1);
	  p++;
	}
      else
	ptxasm_buf_add (&b, p++, 1);
    }
  return ptxasm_buf_finish (&b);
}

static char *
trim (char *s)
{
  while (isspace ((unsigned char) *s))
    s++;
  char *e = s + strlen (s);
  while (e > s && isspace ((unsigned char) e[-1]))
    *--e = 0;
  return s;
}

/* Say why STMT is not emulated (the first reason only).  */
static bool
refuse (struct reader *r, const char *stmt, const char *reason)
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

static bool
type_of (const char *s, struct ptxemu_type *t)
{
  if (strcmp (s, "pred") == 0)
    {
      t->bits = 0;
      t->is_signed = false;
      return true;
    }
  if ((s[0] != 'b' && s[0] != 's' && s[0] != 'u')
      || (strcmp (s + 1, "16") && strcmp (s + 1, "32")
	  && strcmp (s + 1, "64")))
    return false;
  t->bits = (unsigned) atoi (s + 1);
  t->is_signed = s[0] == 's';
  return true;
}

static long
find_reg (struct reader *r, const char *name)
{
  for (size_t i = 0; i < r->prog->nregs; i++)
    if (strcmp (r->names[i], name) == 0)
      return (long) i;
  return -1;
}

static bool
add_reg (struct reader *r, const char *name, struct ptxemu_type type)
{
  if (r->prog->nregs == r->regs_cap)
    {
      size_t cap = r->regs_cap ? r->regs_cap * 2 : 16;
      struct ptxemu_type *nt = realloc (r->prog->regs, cap * sizeof *nt);
      if (!nt)
	return false;
      r->prog->regs = nt;
      char **nn = realloc (r->names, cap * sizeof *nn);
      if (!nn)
	return false;
      r->names = nn;
      r->regs_cap = cap;
    }
  r->names[r->prog->nregs] = strdup (name);
  if (!r->names[r->prog->nregs])
    return false;
  r->prog->regs[r->prog->nregs++] = type;
  return true;
}

/* ".reg .TYPE a, b<4>, %c": declare them.  */
static bool
read_reg_decl (struct reader *r, char *stmt, const char *orig)
{
  char *p = trim (stmt + 4);
  if (*p != '.')
    return refuse (r, orig, "a .reg declaration without a type");
  char *sp = p;
  while (*sp && !isspace ((unsigned char) *sp))
    sp++;
  if (!*sp)
    return refuse (r, orig, "a .reg declaration without a name");
  *sp = 0;
  struct ptxemu_type type;
  if (!type_of (p + 1, &type))
    return refuse (r, orig, "registers of this type are not emulated");
  for (char *name = strtok (sp + 1, ","); name; name = strtok (NULL, ","))
    {
      name = trim (name);
      char *lt = strchr (name, '<');
      unsigned count = 1;
      if (lt)
	{
	  count = (unsigned) strtoul (lt + 1, NULL, 10);
	  *lt = 0;
	  if (count == 0 || count > 4096)
	    return refuse (r, orig, "a register range out of bounds");
	}
      if (!*name)
	return refuse (r, orig, "a .reg declaration without a name");
      for (unsigned i = 0; i < count; i++)
	{
	  char buf[256];
	  if (lt)
	    snprintf (buf, sizeof buf, "%s%u", name, i);
	  else
	    snprintf (buf, sizeof buf, "%s", name);
	  /* A name declared again (in another scope) with the same type
	     is the same register here; with another, not emulated.  */
	  long old = find_reg (r, buf);
	  if (old >= 0)
	    {
	      if (r->prog->regs[old].bits != type.bits)
		return refuse (r, orig, "a register declared again with "
			       "another type");
	      continue;
	    }
	  if (!add_reg (r, buf, type))
	    return refuse (r, orig, "out of memory");
	}
    }
  return true;
}

/* One argument; BITS is the width it must have (0: a predicate).  */
static bool
read_arg (struct reader *r, char *s, unsigned bits, bool dest,
	  struct ptxemu_arg *a, const char *orig)
{
  s = trim (s);
  memset (a, 0, sizeof *a);
  if (*s == '!' && bits == 0 && !dest)
    {
      a->negated = true;
      s = trim (s + 1);
    }
  if (*s == USER_MARK)
    {
      char *e;
      unsigned long n = strtoul (s + 1, &e, 10);
      if (*trim (e) || n >= r->nops)
	return refuse (r, orig, "an operand that is not emulated");
      int ob = r->op_bits[n];
      if (ob == 0)
	return refuse (r, orig, "its operand's constraint letter is not "
		       "emulated");
      if (ob < 0 ? dest || bits == 0 : (unsigned) ob != bits)
	return refuse (r, orig, "an operand of another width than the "
		       "instruction's");
      a->kind = PTXEMU_ARG_USER;
      a->n = (unsigned) n;
      return true;
    }
  if (*s == '-' || isdigit ((unsigned char) *s))
    {
      if (dest || bits == 0)
	return refuse (r, orig, "an immediate where a register belongs");
      const char *d = *s == '-' ? s + 1 : s;
      if (d[0] == '0' && (d[1] == 'f' || d[1] == 'F' || d[1] == 'd'
			  || d[1] == 'D'))
	return refuse (r, orig, "floating-point immediates are not emulated");
      char *e;
      unsigned long long v = strtoull (d, &e, 0);
      if (*e == 'U')
	e++;
      if (*trim (e))
	return refuse (r, orig, "an immediate that is not emulated");
      a->kind = PTXEMU_ARG_IMM;
      a->imm = *s == '-' ? (long long) (0ull - v) : (long long) v;
      return true;
    }
  long reg = find_reg (r, s);
  if (reg >= 0)
    {
      if (r->prog->regs[reg].bits != bits)
	return refuse (r, orig, "a register of another width than the "
		       "instruction's");
      a->kind = PTXEMU_ARG_REG;
      a->n = (unsigned) reg;
      return true;
    }
  if (*s == '[')
    return refuse (r, orig, "memory is not emulated");
  if (*s == '{')
    return refuse (r, orig, "vector operands are not emulated");
  if (*s == '%')
    return refuse (r, orig, "special registers are not emulated");
  return refuse (r, orig, "an undeclared name");
}

static bool
read_insn (struct reader *r, char *stmt, const char *orig)
{
  struct ptxemu_insn in;
  memset (&in, 0, sizeof in);
  char *p = stmt;
  if (*p == '@')
    {
      char *sp = p + 1;
      while (*sp && !isspace ((unsigned char) *sp))
	sp++;
      if (!*sp)
	return refuse (r, orig, "a guard without an instruction");
      *sp = 0;
      if (!read_arg (r, p + 1, 0, false, &in.guard, orig))
	return false;
      if (in.guard.kind == PTXEMU_ARG_IMM)
	return refuse (r, orig, "a guard that is not a predicate");
      in.has_guard = true;
      p = trim (sp + 1);
    }
  char *sp = p;
  while (*sp && !isspace ((unsigned char) *sp))
    sp++;
  char *args = *sp ? sp + 1 : sp;
  *sp = 0;
  if (strchr (p, ':'))
    return refuse (r, orig, "labels and branches are not emulated");

  /* opcode[.lo|.hi|.wide][.cmp].type */
  char *type_dot = strrchr (p, '.');
  if (!type_dot)
    return refuse (r, orig, "an instruction that is not emulated");
  *type_dot = 0;
  if (!type_of (type_dot + 1, &in.type))
    return refuse (r, orig, "an instruction that is not emulated");
  const char *name = p;
  char base[64];
  snprintf (base, sizeof base, "%s", name);
  bool have_cmp = false;
  if (strncmp (base, "setp.", 5) == 0)
    {
      for (size_t i = 0; i < sizeof cmps / sizeof cmps[0]; i++)
	if (strcmp (base + 5, cmps[i].name) == 0)
	  {
	    in.cmp = cmps[i].cmp;
	    have_cmp = true;
	    if (cmps[i].is_unsigned && in.type.is_signed)
	      return refuse (r, orig, "an instruction that is not emulated");
	    if (cmps[i].is_unsigned)
	      in.type.is_signed = false;
	    if (type_dot[1] == 'b' && cmps[i].cmp != PTXEMU_EQ
		&& cmps[i].cmp != PTXEMU_NE)
	      return refuse (r, orig, "an instruction that is not emulated");
	  }
      if (!have_cmp)
	return refuse (r, orig, "an instruction that is not emulated");
      base[4] = 0;
    }
  /* cvt.DTYPE.STYPE, between integers.  */
  if (strncmp (base, "cvt.", 4) == 0)
    {
      if (!type_of (base + 4, &in.dtype) || base[4] == 'b'
	  || in.dtype.bits == 0)
	return refuse (r, orig, "an instruction that is not emulated");
      base[3] = 0;
    }
  const struct opcode *oc = NULL;
  for (size_t i = 0; i < sizeof opcodes / sizeof opcodes[0]; i++)
    if (strcmp (base, opcodes[i].name) == 0)
      oc = &opcodes[i];
  if (!oc)
    return refuse (r, orig, "an instruction that is not emulated");
  /* The type must be one it takes, as a whole word.  */
  const char *ty = type_dot + 1, *hit = oc->types;
  size_t tl = strlen (ty);
  bool takes = false;
  while ((hit = strstr (hit, ty)) != NULL)
    {
      if ((hit == oc->types || hit[-1] == ' ')
	  && (hit[tl] == 0 || hit[tl] == ' '))
	takes = true;
      hit += tl;
    }
  if (!takes)
    return refuse (r, orig, "an instruction that is not emulated");
  in.op = oc->op;

  char *argv[PTXEMU_MAX_ARGS + 1];
  unsigned argc = 0;
  for (char *a = strtok (args, ","); a; a = strtok (NULL, ","))
    {
      if (argc == PTXEMU_MAX_ARGS + 1)
	break;
      argv[argc++] = a;
    }
  if (argc != oc->nargs)
    return refuse (r, orig, "an instruction that is not emulated");
  for (unsigned i = 0; i < argc; i++)
    {
      unsigned bits = in.type.bits;
      if (oc->shape == SHAPE_WIDE && i == 0)
	bits *= 2;
      else if (oc->shape == SHAPE_SHIFT && i == 2)
	bits = 32;
      else if (oc->shape == SHAPE_SELP && i == 3)
	bits = 0;
      else if (oc->shape == SHAPE_SETP && i == 0)
	bits = 0;
      else if (oc->shape == SHAPE_COUNT && i == 0)
	bits = 32;
      else if (oc->shape == SHAPE_CVT && i == 0)
	bits = in.dtype.bits;
      if (oc->shape == SHAPE_SETP && i == 0 && strchr (argv[i], '|'))
	return refuse (r, orig, "setp with two destinations is not "
		       "emulated");
      if (!read_arg (r, argv[i], bits, i == 0, &in.args[i], orig))
	return false;
    }
  in.nargs = argc;

  struct ptxemu_prog *pg = r->prog;
  if (pg->ninsns == r->insns_cap)
    {
      size_t cap = r->insns_cap ? r->insns_cap * 2 : 16;
      struct ptxemu_insn *ni = realloc (pg->insns, cap * sizeof *ni);
      if (!ni)
	return refuse (r, orig, "out of memory");
      pg->insns = ni;
      r->insns_cap = cap;
    }
  pg->insns[pg->ninsns++] = in;
  return true;
}

bool
ptxemu_read (const char *t, size_t nops, const int *op_bits,
	     struct ptxemu_prog *prog, char **why)
{
  memset (prog, 0, sizeof *prog);
  *why = NULL;
  struct reader r;
  memset (&r, 0, sizeof r);
  r.prog = prog;
  r.nops = nops;
  r.op_bits = op_bits;
  char *text = plain (t);
  bool ok = text != NULL;
  if (!text)
    refuse (&r, "", "out of memory");
  for (char *p = text; ok && p && *p;)
    {
      size_t n = strcspn (p, ";{}");
      char sep = p[n];
      p[n] = 0;
      char *stmt = trim (p);
      if (*stmt)
	{
	  char *orig = strdup (stmt);
	  if (!orig)
	    ok = refuse (&r, "", "out of memory");
	  else if (strncmp (stmt, ".reg", 4) == 0
		   && isspace ((unsigned char) stmt[4]))
	    ok = read_reg_decl (&r, stmt, orig);
	  else if (*stmt == '.')
	    ok = refuse (&r, orig, "directives other than .reg are not "
			 "emulated");
	  else
	    ok = read_insn (&r, stmt, orig);
	  free (orig);
	}
      p = sep ? p + n + 1 : NULL;
    }
  free (text);
  for (size_t i = 0; i < prog->nregs; i++)
    free (r.names[i]);
  free (r.names);
  *why = r.why;
  return ok;
}

void
ptxemu_free (struct ptxemu_prog *prog)
{
  free (prog->insns);
  free (prog->regs);
  memset (prog, 0, sizeof *prog);
}
