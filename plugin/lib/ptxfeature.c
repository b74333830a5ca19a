/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxfeature.c -- what the plugin knows of PTX's instructions: the
   targets and PTX ISA versions they need above sm_80 / 7.0, those a
   warp runs together, those that see the other lanes, those that only
   compute (ptxinsn.def), and what a template's words are.

   Sources: NVIDIA's PTX ISA manual ("PTX ISA Notes" and "Target ISA
   Notes" of each instruction and special register), checked against
   CUDA 13.0's ptxas ("requires .target sm_90 or higher", "requires PTX
   ISA .version 7.8 or later").  */

#include "ptxfeature.h"
#include "ptxtarget.h"
#include "lex.h"
#include "ptxscan.h"
#include "sreg.h"

#include <stdio.h>
#include <string.h>

/* The instructions' classes (ptxinsn.def's CLASSES).  */
enum
{
  PTXI_WARP = 1,		/* lanes of a warp execute it together */
  PTXI_COLLECTIVE = 2,		/* its result tells the lanes apart */
  PTXI_LANE = 4,		/* its result depends on the lane */
  PTXI_PURE = 8,		/* it only computes from its operands */
  PTXI_STEM = 16,		/* a stem that host assemblers refuse */
  PTXI_WAITS = 32		/* a lockstep lane lets the others run */
};

/* PTX's instructions: their classes (above) and the target and
   PTX ISA version they need, one row each (ptxinsn.def).  */
#define PTX_ANY 0, 0, NULL, NULL
#define NEEDS(PTX, SM, ARCH, TYPES) PTX, SM, ARCH, TYPES
static const struct ptx_feature insns[] = {
#define PTX_INSN(NAME, CLASSES, REQ) { NAME, REQ, CLASSES },
#include "ptxinsn.def"
#undef PTX_INSN
};
#undef PTX_ANY
#undef NEEDS

#define N_INSNS (sizeof insns / sizeof insns[0])

static int
ident_char (char c)
{
  return ptx_name_char (c) || c == '.' || c == ':';
}

/* Does the opcode at P (LEN bytes) hold one of TYPES's modifier runs
   (each followed by '.' or the opcode's end)?  */
static int
has_types (const char *types, const char *p, size_t len)
{
  for (const char *t = types; *t; )
    {
      size_t n = strcspn (t, " ");
      for (size_t i = 0; i + n <= len; i++)
	if (memcmp (p + i, t, n) == 0 && (i + n == len || p[i + n] == '.'))
	  return 1;
      t += n;
      t += strspn (t, " ");
    }
  return 0;
}

/* Does the opcode or register name at P (LEN bytes) match F?  */
static int
matches (const struct ptx_feature *f, const char *p, size_t len)
{
  size_t n = strlen (f->name);
  if (len < n || memcmp (p, f->name, n) != 0)
    return 0;
  if (f->types && !has_types (f->types, p, len))
    return 0;
  if (f->name[0] == '%' || f->name[n - 1] == '.' || f->name[n - 1] == '_')
    return 1;
  return len == n || p[n] == '.';
}

/* What a word of a template is, for scan_words.  */
enum word_kind
{
  WORD_REGISTER,		/* starts with '%': "%0", "%%1", "%laneid" */
  WORD_OPCODE,			/* at the start of a PTX statement: after ';',
				   '{', '}', a label's ':' or a guard "@p" */
  WORD_OPERAND,			/* any other word: a register name, a label
				   branched to, a modifier (".b32"), a number */
  WORD_LABEL			/* a label defined: "L1" of "L1:" */
};

/* Call VISIT (CTX, W, LEN, KIND) for each word of template T outside
   comments, until VISIT returns non-zero; returns that value, or 0.  */
static int
scan_words (const char *t,
	    int (*visit) (void *ctx, const char *w, size_t len,
			  enum word_kind kind),
	    void *ctx)
{
  int at_start = 1, vector = 0, r;
  for (const char *p = t; *p;)
    {
      const char *c = ptxasm_skip_comment (p);
      if (c != p)
	{
	  p = c ? c : p + strlen (p);
	  continue;
	}
      if ((*p == '{' && !at_start) || (*p == '}' && vector))
	{
	  /* The braces of a vector operand: {%0, %1}.  */
	  vector += *p == '{' ? 1 : -1;
	  p++;
	  continue;
	}
      if (*p == ':')
	{
	  /* The end of a label such as "L%=:".  */
	  at_start = 1;
	  p++;
	  continue;
	}
      if (*p == ';' || *p == '{' || *p == '}' || *p == '\n')
	{
	  /* A newline does not end a PTX statement, but an opcode never
	     continues one: this only lets an operand on a new line be
	     taken for an opcode, and operand names never match.  */
	  at_start = *p != '\n' || at_start;
	  p++;
	  continue;
	}
      if (*p == ' ' || *p == '\t' || *p == '\r' || *p == ',')
	{
	  p++;
	  continue;
	}
      if (*p == '@')
	{
	  /* A guard: @p, @!p, @%p, @ %p (ptxscan.h).  */
	  struct ptx_guard g;
	  ptx_scan_guard (p, NULL, &g);
	  p = g.name + g.name_len;
	  if (g.name_len
	      && (r = visit (ctx, g.name, g.name_len,
			     *g.name == '%' ? WORD_REGISTER
			     : WORD_OPERAND)) != 0)
	    return r;
	  continue;
	}
      if (*p == '%')
	{
	  const char *s = p;
	  p++;
	  if (*p == '%')
	    p++;
	  while (ident_char (*p) && *p != ':')
	    p++;
	  if ((r = visit (ctx, s, (size_t) (p - s), WORD_REGISTER)) != 0)
	    return r;
	  at_start = 0;
	  continue;
	}
      if (ident_char (*p))
	{
	  /* A word, or a label: "L%=:" names its statement's instance.  */
	  const char *w = p;
	  while ((ident_char (*p) && *p != ':') || (p[0] == '%' && p[1] == '='))
	    p += *p == '%' ? 2 : 1;
	  if (*p == ':' && p[1] != ':')
	    {
	      /* A label.  */
	      if ((r = visit (ctx, w, (size_t) (p - w), WORD_LABEL)) != 0)
		return r;
	      p++;
	      at_start = 1;
	      continue;
	    }
	  while (ident_char (*p))
	    p++;
	  if ((r = visit (ctx, w, (size_t) (p - w),
		       at_start ? WORD_OPCODE : WORD_OPERAND)) != 0)
	    return r;
	  at_start = 0;
	  continue;
	}
      p++;
      at_start = 0;
    }
  return 0;
}

/* The feature of special register NAME (NLEN bytes, after the '%'): its
   row of sreg.def as a struct ptx_feature (named "%NAME", a family
   "%STEM..."), if the row has a minimum target or PTX ISA version;
   else NULL.  */
static const struct ptx_feature *
sreg_feature (const char *name, size_t nlen)
{
  static struct ptx_feature rows[128];
  static char names[128][32], archs[128][8];
  const struct ptx_sreg *r = ptx_sreg_find (name, nlen);
  if (!r || (!r->sm && !r->ptx))
    return NULL;
  size_t i = (size_t) (r - ptx_sregs);
  if (i >= sizeof rows / sizeof rows[0])
    return NULL;
  if (!rows[i].name)
    {
      size_t n = strlen (r->name);
      if (ptx_sreg_family_p (r))
	snprintf (names[i], sizeof names[i], "%%%.*s...", (int) (n - 1),
		  r->name);
      else
	snprintf (names[i], sizeof names[i], "%%%s", r->name);
      snprintf (archs[i], sizeof archs[i], "sm_%u", r->sm);
      rows[i].min_ptx = PTX_VERSION (r->ptx / 10, r->ptx % 10);
      rows[i].min_sm = r->sm;
      rows[i].arch = archs[i];
      rows[i].name = names[i];
    }
  return &rows[i];
}

struct missing_ctx
{
  const char *t;
  unsigned sm, ptx;
  const struct ptx_feature *found;
  size_t offset;
};

static int
missing_word (void *vctx, const char *w, size_t len, enum word_kind kind)
{
  struct missing_ctx *c = (struct missing_ctx *) vctx;
  int opcode = kind == WORD_OPCODE;
  if (kind != WORD_OPCODE && kind != WORD_REGISTER)
    return 0;
  /* A register word is "%name" or "%%name": compare from the name.  */
  const char *name = w;
  if (!opcode)
    {
      name++;
      if (*name == '%')
	name++;
    }
  size_t nlen = len - (size_t) (name - w);
  if (!opcode)
    {
      /* A special register: its row of sreg.def.  */
      const struct ptx_feature *f = sreg_feature (name, nlen);
      if (f && (c->sm < f->min_sm || c->ptx < f->min_ptx))
	{
	  c->found = f;
	  c->offset = (size_t) (w - c->t);
	  return 1;
	}
      return 0;
    }
  for (size_t i = 0; i < N_INSNS; i++)
    {
      const struct ptx_feature *f = &insns[i];
      if (!f->min_sm && !f->min_ptx)
	continue;
      int hit = matches (f, w, len);
      if (hit && (c->sm < f->min_sm || c->ptx < f->min_ptx))
	{
	  c->found = f;
	  c->offset = (size_t) (w - c->t);
	  return 1;
	}
    }
  return 0;
}

const struct ptx_feature *
ptx_feature_missing (const char *t, unsigned sm, unsigned ptx,
		     size_t *offset)
{
  struct missing_ctx c = { t, sm, ptx, NULL, 0 };
  if (scan_words (t, missing_word, &c))
    *offset = c.offset;
  return c.found;
}

static int
version_word (void *vctx, const char *w, size_t len, enum word_kind kind)
{
  unsigned *v = (unsigned *) vctx;
  unsigned sm, ptx = 0;
  if (kind == WORD_OPCODE)
    /* The highest of the rows that the opcode matches.  */
    ptx_insn_needs (w, len, &sm, &ptx);
  else
    {
      /* Every register is missing at sm 0, PTX ISA 0: the one W names.  */
      struct missing_ctx c = { w, 0, 0, NULL, 0 };
      if (missing_word (&c, w, len, kind))
	ptx = c.found->min_ptx;
    }
  if (ptx > *v)
    *v = ptx;
  return 0;
}

unsigned
ptx_text_version (const char *t)
{
  unsigned v = 0;
  scan_words (t, version_word, &v);
  if (strstr (t, ".b128") && v < PTX_VERSION (8, 3))
    v = PTX_VERSION (8, 3);
  return v;
}




/* The instructions of a class to look a word up in (an opcode that is
   a row's name, or starts with it followed by '.'), and what was
   found.  */
struct op_lookup
{
  unsigned classes;
  const char *found;
};

static int
op_word (void *ctx, const char *w, size_t len, enum word_kind kind)
{
  struct op_lookup *l = (struct op_lookup *) ctx;
  if (kind != WORD_OPCODE)
    return 0;
  for (size_t i = 0; i < N_INSNS; i++)
    if ((insns[i].classes & l->classes) && matches (&insns[i], w, len))
      {
	l->found = insns[i].name;
	return 1;
      }
  return 0;
}

const char *
ptx_needs_warp (const char *t)
{
  struct op_lookup l = { PTXI_WARP, NULL };
  scan_words (t, op_word, &l);
  return l.found;
}

const char *
ptx_warp_collective (const char *t)
{
  struct op_lookup l = { PTXI_COLLECTIVE, NULL };
  scan_words (t, op_word, &l);
  return l.found;
}

/* scan_words's callback for ptx_lane_dependent: CTX an op_lookup of
   PTXI_LANE; a special register is the lane's when the execution-model
   wrapper keeps a lane register of it (sreg.def's LANE).  */
static int
lane_word (void *ctx, const char *w, size_t len, enum word_kind kind)
{
  struct op_lookup *l = (struct op_lookup *) ctx;
  if (kind == WORD_REGISTER)
    {
      /* "%%laneid" in a template with operands.  */
      while (len > 1 && w[1] == '%')
	w++, len--;
      const struct ptx_sreg *r = len > 1 ? ptx_sreg_find (w + 1, len - 1)
				 : NULL;
      if (r && r->lane && strlen (r->name) == len - 1)
	{
	  /* Its name with the '%', as the caller prints it.  */
	  static char names[128][24];
	  size_t i = (size_t) (r - ptx_sregs);
	  if (i >= sizeof names / sizeof names[0])
	    return 0;
	  if (!names[i][0])
	    snprintf (names[i], sizeof names[i], "%%%s", r->name);
	  l->found = names[i];
	  return 1;
	}
      return 0;
    }
  return op_word (ctx, w, len, kind);
}

const char *
ptx_lane_dependent (const char *t)
{
  struct op_lookup l = { PTXI_LANE, NULL };
  scan_words (t, lane_word, &l);
  return l.found;
}

/* Does the opcode W (LEN bytes) have the modifier M (".global"), whole
   or followed by "::" (".shared::cta")?  */
static int
has_modifier (const char *w, size_t len, const char *m)
{
  size_t n = strlen (m);
  for (size_t i = 0; i + n <= len; i++)
    if (memcmp (w + i, m, n) == 0
	&& (i + n == len || w[i + n] == '.' || w[i + n] == ':'))
      return 1;
  return 0;
}

/* Is the opcode W (LEN bytes) a load of memory that every lane of a
   warp shares, whose every lane reads the same value in one
   instruction: ld or ldu of .global, .shared or .const, not .mmio?  */
static int
shared_load (const char *w, size_t len)
{
  if (!((len > 3 && memcmp (w, "ld.", 3) == 0)
	|| (len > 4 && memcmp (w, "ldu.", 4) == 0)))
    return 0;
  if (has_modifier (w, len, ".mmio"))
    return 0;
  return (has_modifier (w, len, ".global") || has_modifier (w, len, ".shared")
	  || has_modifier (w, len, ".const"));
}

/* Is the opcode W (LEN bytes) a store that every lane of a warp may do
   with the same effect as one: st of .global, .shared or generic memory
   (the lanes write the same value to the same place, as GCC's own stores
   outside simd do; a generic address of .local memory is each lane's
   own, which each lane then keeps as the others), not .local or .param
   (which loads on every lane could not follow), .mmio (every write
   counts), .async or .bulk?  */
static int
shared_store (const char *w, size_t len)
{
  if (!(len > 3 && memcmp (w, "st.", 3) == 0))
    return 0;
  return !(has_modifier (w, len, ".local") || has_modifier (w, len, ".param")
	   || has_modifier (w, len, ".mmio") || has_modifier (w, len, ".async")
	   || has_modifier (w, len, ".bulk"));
}

/* Is special register N (NLEN bytes, the name after '%') one whose value
   is the same in every lane of a warp?  */
static int uniform_register (const char *n, size_t nlen);

static int
not_uniform_word (void *ctx, const char *w, size_t len, enum word_kind kind)
{
  (void) ctx;
  if (kind == WORD_OPERAND || kind == WORD_LABEL)
    return 0;
  if (kind == WORD_REGISTER)
    {
      /* "%0", "%%1": an operand; "%name": a special register (or one the
	 text declares: taken as special all the same).  */
      const char *n = w + 1 + (len > 1 && w[1] == '%');
      if (n >= w + len)
	return 0;		/* "%=" */
      if (*n >= '0' && *n <= '9')
	return 0;
      return !uniform_register (n, len - (size_t) (n - w));
    }
  if (shared_load (w, len) || shared_store (w, len))
    return 0;
  struct op_lookup l = { PTXI_PURE, NULL };
  return !op_word (&l, w, len, kind);
}

int
ptx_warp_uniform (const char *t)
{
  return !scan_words (t, not_uniform_word, NULL);
}

static int
uniform_register (const char *n, size_t nlen)
{
  const struct ptx_sreg *r = ptx_sreg_find (n, nlen);
  return r && r->uniform;
}

const char *
ptx_lane_waits (const char *t)
{
  struct op_lookup l = { PTXI_WAITS, NULL };
  scan_words (t, op_word, &l);
  return l.found;
}

/* scan_words's callback for ptx_replayable: is the word an instruction
   that is neither PTXI_PURE nor PTXI_LANE?  CTX: an int of flags, 1
   for a lane-dependent instruction seen, 2 for a branch.  */
static int
not_replayable_word (void *ctx, const char *w, size_t len,
		     enum word_kind kind)
{
  int *seen = (int *) ctx;
  if (kind != WORD_OPCODE)
    return 0;
  struct op_lookup l = { PTXI_LANE, NULL };
  if (op_word (&l, w, len, kind))
    *seen |= 1;
  else if ((len == 3 || (len > 3 && w[3] == '.')) && memcmp (w, "bra", 3) == 0)
    *seen |= 2;
  l.classes = PTXI_PURE | PTXI_LANE;
  return !op_word (&l, w, len, kind);
}

int
ptx_replayable (const char *t)
{
  int seen = 0;
  /* A branch beside a warp instruction may loop on the results that a
     waiting lane does not have yet.  */
  return !scan_words (t, not_replayable_word, &seen) && seen != 3;
}

/* Is the stem W (LEN bytes) a row of ptxinsn.def that no host assembler
   takes with a modifier after it (PTXI_WARP, PTXI_PURE or PTXI_STEM)?  */
static int
known_stem (const char *w, size_t len)
{
  for (size_t i = 0; i < N_INSNS; i++)
    if ((insns[i].classes & (PTXI_WARP | PTXI_PURE | PTXI_STEM))
	&& strlen (insns[i].name) == len
	&& memcmp (w, insns[i].name, len) == 0)
      return 1;
  return 0;
}

/* x86 GAS's own modifiers of a mnemonic ("mov.s": the swapped
   encoding), which a host text may carry.  */
static const char *const host_suffixes[] = { ".s", ".d8", ".d32" };

static int
host_rejected_word (void *ctx, const char *w, size_t len, enum word_kind kind)
{
  const char **found = (const char **) ctx;
  if (kind != WORD_OPCODE)
    return 0;
  if (len == 4 && memcmp (w, ".reg", 4) == 0)
    {
      *found = w;
      return (int) len;
    }
  const char *dot = memchr (w, '.', len);
  if (!dot || dot == w)
    return 0;
  size_t stem = (size_t) (dot - w);
  for (size_t i = 0; i < sizeof host_suffixes / sizeof host_suffixes[0]; i++)
    if (len - stem == strlen (host_suffixes[i])
	&& memcmp (dot, host_suffixes[i], len - stem) == 0)
      return 0;
  if (known_stem (w, stem))
    {
      *found = w;
      return (int) len;
    }
  return 0;
}

const char *
ptx_host_rejects (const char *t, size_t *len)
{
  const char *found = NULL;
  int n = scan_words (t, host_rejected_word, &found);
  if (len)
    *len = found ? (size_t) n : 0;
  return found;
}

#define MAX_NAMES 64

/* The names a template declares (.reg, .shared, ...) or defines as
   labels, and whether it names anything else.  */
struct names
{
  size_t n;
  struct { const char *w; size_t len; int range; } name[MAX_NAMES];
  int declaring;		/* the current PTX statement is a declaration */
  int overflow;
};

static int
collect_word (void *ctx, const char *w, size_t len, enum word_kind kind)
{
  struct names *c = (struct names *) ctx;
  if (kind == WORD_OPCODE)
    {
      c->declaring = w[0] == '.';
      return 0;
    }
  if (kind == WORD_LABEL
      || (c->declaring && w[0] != '.' && !(w[0] >= '0' && w[0] <= '9')))
    {
      if (c->n == MAX_NAMES)
	{
	  c->overflow = 1;
	  return 1;
	}
      c->name[c->n].w = w;
      c->name[c->n].len = len;
      /* ".reg .b32 r<4>;" declares r0 to r3.  */
      c->name[c->n].range = w[len] == '<';
      c->n++;
    }
  return 0;
}

static int
declared (const struct names *c, const char *w, size_t len)
{
  for (size_t i = 0; i < c->n; i++)
    {
      size_t n = c->name[i].len;
      if (len == n && memcmp (w, c->name[i].w, n) == 0)
	return 1;
      if (c->name[i].range && len > n && memcmp (w, c->name[i].w, n) == 0)
	{
	  size_t k = n;
	  while (k < len && w[k] >= '0' && w[k] <= '9')
	    k++;
	  if (k == len)
	    return 1;
	}
    }
  return 0;
}

static int
outer_word (void *ctx, const char *w, size_t len, enum word_kind kind)
{
  const struct names *c = (const struct names *) ctx;
  if (kind == WORD_REGISTER)
    {
      const char *n = w + 1 + (len > 1 && w[1] == '%');
      size_t nlen = len - (size_t) (n - w);
      if (nlen == 0 || (*n >= '0' && *n <= '9'))
	return 0;		/* "%=", an operand */
      if (declared (c, w, len))
	return 0;
      return ptx_sreg_find (n, nlen) == NULL;
    }
  if (kind != WORD_OPERAND || w[0] == '.' || (w[0] >= '0' && w[0] <= '9')
      || (len == 1 && w[0] == '_'))
    return 0;
  return !declared (c, w, len);
}

int
ptx_self_contained (const char *t)
{
  struct names c;
  c.n = 0;
  c.declaring = 0;
  c.overflow = 0;
  scan_words (t, collect_word, &c);
  if (c.overflow)
    return 0;
  return !scan_words (t, outer_word, &c);
}

int
ptx_insn_known (const char *op, size_t len)
{
  for (size_t i = 0; i < N_INSNS; i++)
    {
      size_t n = strlen (insns[i].name);
      if (len >= n && memcmp (op, insns[i].name, n) == 0
	  && (len == n || op[n] == '.' || insns[i].name[n - 1] == '.'))
	return 1;
    }
  return 0;
}

void
ptx_insn_needs (const char *op, size_t len, unsigned *sm, unsigned *ptx)
{
  *sm = *ptx = 0;
  for (size_t i = 0; i < N_INSNS; i++)
    {
      const struct ptx_feature *f = &insns[i];
      if ((!f->min_sm && !f->min_ptx) || !matches (f, op, len))
	continue;
      if (f->min_sm > *sm)
	*sm = f->min_sm;
      if (f->min_ptx > *ptx)
	*ptx = f->min_ptx;
    }
}
