/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxknown.c -- asm statements that ptxas certainly accepts.

   See ptxknown.h.  The table is written as families: a pattern of
   space-separated groups, each a '|'-separated list of alternatives (an
   empty first alternative: the group may be left out), whose
   concatenations are the instructions' names; the operands.  The target
   and PTX ISA version that an instruction needs are ptxinsn.def's
   (ptx_insn_needs), at least sm_30 and 6.0.  The instruction's types are
   the type names among its name's parts: T1 the first (cvt's
   destination, the only one elsewhere), T2 the second.

   An operand letter says what ptxas accepts there (measured):
     d  a register of T1's kind (below)
     s  the same, or an immediate of T1
     r  a register of T1's kind only
     t  a register of T2's kind, or an immediate of T2
     w  a register of T1 at twice its width (mul.wide's destination)
     W  the same, or an immediate
     U  a 32-bit integer register (popc's destination)
     u  the same, or an integer immediate that fits 32 bits
     k  the same, an immediate from 0 to 255 (bfe's, bfi's bit numbers)
     I  a bit or integer register of T1's width, not a float
     p  a predicate register
     n  an integer immediate that fits 32 bits
     a  an address: [R] or [R+N], R a 64-bit integer register
     x  a special register of T1's kind

   A register of type R is of T's kind when they have the same width and
   T is a bit type (any R but a predicate), or both are integers, or R
   is a bit type or the same float type; a predicate only for .pred
   (the PTX ISA's type-checking rules, measured with ptxas 13.0).  An
   integer immediate (decimal or 0x hex) is of an integer or bit type if
   it fits its width, signed or not; a float immediate only in its exact
   form, 0f and 8 hex digits for 32 bits, 0d and 16 for 64.  */

#include "ptxknown.h"
#include "lex.h"
#include "ptxscan.h"
#include "ptxfeature.h"
#include "ptxtarget.h"
#include "sreg.h"
#include "ptxtype.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The least target and PTX ISA version that any statement is known at.  */
#define KNOWN_SM 30
#define KNOWN_PTX PTX_VERSION (6, 0)

struct family
{
  const char *pattern;
  const char *ops;
};

#define INT6 PTX_INTS (PTX_MODIFIER, "|")
#define BITS3 PTX_BITS (PTX_MODIFIER, "|")
#define MOVT BITS3 "|" INT6 "|.f32|.f64"
#define RND ".rn|.rz|.rm|.rp"
#define IRND ".rni|.rzi|.rmi|.rpi"
#define ICMP ".eq|.ne|.lt|.le|.gt|.ge"
#define UCMP ICMP "|.lo|.ls|.hi|.hs"
#define FCMP ICMP "|.equ|.neu|.ltu|.leu|.gtu|.geu|.num|.nan"

/* Every entry needs at least sm_30 and PTX ISA 6.0; below, nothing is
   known.  What an instruction needs beyond that is ptxinsn.def's
   (ptx_insn_needs).  */
static const struct family families[] = {
  /* Integer arithmetic.  */
  { "add|sub " INT6, "dss" },
  { "add|sub .sat .s32", "dss" },
  { "min|max " INT6, "dss" },
  { "mul .lo|.hi " INT6, "dss" },
  { "mul .wide .s16|.u16|.s32|.u32", "wss" },
  { "mad .lo|.hi " INT6, "dsss" },
  { "mad .hi.sat .s32", "dsss" },
  { "mad .wide .s16|.u16|.s32|.u32", "wssW" },
  { "add.cc|addc|addc.cc|sub.cc|subc|subc.cc .s32|.u32|.s64|.u64", "dss" },
  { "mad.lo.cc|mad.hi.cc|madc.lo|madc.hi|madc.lo.cc|madc.hi.cc "
    ".s32|.u32|.s64|.u64", "dsss" },
  { "mul24 .lo|.hi .s32|.u32", "dss" },
  { "mad24 .lo|.hi .s32|.u32", "dsss" },
  { "div|rem " INT6, "dss" },
  { "abs|neg .s16|.s32|.s64", "ds" },
  { "sad " INT6, "dsss" },
  /* Bits.  */
  { "popc|clz .b32|.b64", "Ur" },
  { "brev .b32|.b64", "dr" },
  { "bfind |.shiftamt .s32|.u32|.s64|.u64", "Ur" },
  { "and|or|xor " BITS3, "dss" },
  { "and|or|xor .pred", "dss" },
  { "not|cnot " BITS3, "ds" },
  { "not .pred", "ds" },
  { "shl " BITS3, "dsu" },
  { "shr " BITS3 "|" INT6, "dsu" },
  { "bfe .s32|.u32|.s64|.u64", "dskk" },
  { "bfi .b32|.b64", "dsskk" },
  { "prmt .b32 |.f4e|.b4e|.rc8|.ecl|.ecr|.rc16", "dssu" },
  { "lop3 .b32", "dsssn" },
  { "shf .l|.r .wrap|.clamp .b32", "dssu" },
  /* Moves, comparisons, selection.  */
  { "mov " MOVT, "ds" },
  { "mov .pred", "ds" },
  { "mov .u32|.s32|.b32|.u64|.s64|.b64", "dx" },
  { "setp " ICMP " .s16|.s32|.s64", "pss" },
  { "setp " UCMP " .u16|.u32|.u64", "pss" },
  { "setp .eq|.ne " BITS3, "pss" },
  { "setp " FCMP " |.ftz .f32", "pss" },
  { "setp " FCMP " .f64", "pss" },
  { "selp " MOVT, "dssp" },
  /* Conversions.  */
  { "cvt " INT6 " " INT6, "dt" },
  { "cvt " IRND " |.ftz |.sat " INT6 " .f32", "dt" },
  { "cvt " IRND " |.sat " INT6 " .f64", "dt" },
  { "cvt " RND " |.sat .f32|.f64 " INT6, "dt" },
  { "cvt |.ftz .f64 .f32", "dt" },
  { "cvt " RND " |.ftz |.sat .f32 .f64", "dt" },
  { "cvt " IRND " |.ftz |.sat .f32 .f32", "dt" },
  { "cvt " IRND " |.sat .f64 .f64", "dt" },
  /* Floating point.  */
  { "add|sub|mul |" RND " |.ftz |.sat .f32", "dss" },
  { "add|sub|mul |" RND " .f64", "dss" },
  { "fma|mad " RND " |.ftz |.sat .f32", "dsss" },
  { "fma|mad " RND " .f64", "dsss" },
  { "div .approx|.full |.ftz .f32", "dss" },
  { "div " RND " |.ftz .f32", "dss" },
  { "div " RND " .f64", "dss" },
  { "sqrt|rcp .approx |.ftz .f32", "ds" },
  { "sqrt|rcp " RND " |.ftz .f32", "ds" },
  { "sqrt|rcp " RND " .f64", "ds" },
  { "rsqrt|ex2|lg2|sin|cos .approx |.ftz .f32", "ds" },
  { "rsqrt .approx .f64", "ds" },
  { "min|max |.ftz .f32", "dss" },
  { "abs|neg |.ftz .f32", "ds" },
  { "min|max .f64", "dss" },
  { "abs|neg .f64", "ds" },
  { "copysign .f32|.f64", "dss" },
  { "testp .finite|.infinite|.number|.notanumber|.normal|.subnormal "
    ".f32|.f64", "pr" },
  /* Memory, generic and global.  */
  { "ld |.volatile |.global " MOVT, "da" },
  { "ld .global.nc " MOVT, "da" },
  { "st |.volatile |.global " MOVT, "ar" },
  { "ld .relaxed|.acquire .cta|.gpu|.sys |.global " MOVT, "da" },
  { "st .relaxed|.release .cta|.gpu|.sys |.global " MOVT, "ar" },
  { "atom |.global .add .u32|.s32|.u64|.f32", "das" },
  { "atom |.global .add .f64", "das" },
  { "atom |.global .and|.or|.xor|.exch .b32", "das" },
  { "atom |.global .exch .b64", "das" },
  { "atom |.global .and|.or|.xor .b64", "das" },
  { "atom |.global .cas .b32|.b64", "dass" },
  { "atom |.global .min|.max .u32|.s32", "das" },
  { "atom |.global .min|.max .u64|.s64", "das" },
  { "atom |.global .inc|.dec .u32", "das" },
  { "atom .relaxed|.acquire|.release|.acq_rel .cta|.gpu|.sys |.global "
    ".add .u32|.s32|.u64|.f32|.f64", "das" },
  { "atom .relaxed|.acquire|.release|.acq_rel .cta|.gpu|.sys |.global "
    ".and|.or|.xor|.exch .b32|.b64", "das" },
  { "atom .relaxed|.acquire|.release|.acq_rel .cta|.gpu|.sys |.global "
    ".cas .b32|.b64", "dass" },
  { "atom .relaxed|.acquire|.release|.acq_rel .cta|.gpu|.sys |.global "
    ".min|.max .u32|.s32|.u64|.s64", "das" },
  { "red |.global .add .u32|.s32|.u64|.f32", "as" },
  { "membar .cta|.gl|.sys", "" },
  { "fence .sc|.acq_rel .cta|.gpu|.sys", "" },
  /* Warps.  */
  { "shfl.sync .up|.down|.bfly|.idx .b32", "druuu" },
  { "vote.sync .all|.any|.uni .pred", "ppu" },
  { "vote.sync .ballot .b32", "dpu" },
  { "activemask .b32", "d" },
  { "bar.warp.sync", "u" },
  { "match.any.sync .b32|.b64", "Uru" },
  { "redux.sync .add|.min|.max .u32|.s32", "dru" },
  { "redux.sync .and|.or|.xor .b32", "IIu" },
};

/* Is NAME (LEN bytes) one a statement may not declare: WARP_SZ (which
   ptxas rejects), or a "%" name that starts as a special register's
   does (which ptxas lets a declaration hide): the stem of a row of
   sreg.def, its name up to the first '.', '_' or '*' ("%lanemask",
   "%tid", "%envreg").  Broad on purpose: such a statement is left to
   ptxas.  */
static bool
reserved_name (const char *name, size_t len)
{
  if (len >= 7 && strncmp (name, "WARP_SZ", 7) == 0)
    return true;
  if (len < 2 || name[0] != '%')
    return false;
  for (const struct ptx_sreg *r = ptx_sregs; r->name; r++)
    {
      size_t stem = strcspn (r->name, "._*");
      if (len - 1 >= stem && strncmp (name + 1, r->name, stem) == 0)
	return true;
    }
  return false;
}

/* A type: its kind ('b' 'u' 's' 'f', 'p' for a predicate) and width.  */
struct type
{
  char kind;
  unsigned char bits;
};

static bool
parse_type (const char *s, size_t n, struct type *t)
{
  if (n == 5 && memcmp (s, ".pred", 5) == 0)
    {
      t->kind = 'p';
      t->bits = 1;
      return true;
    }
  if ((n != 3 && n != 4) || s[0] != '.' || !s[1] || !strchr ("busf", s[1]))
    return false;
  unsigned bits = 0;
  for (size_t i = 2; i < n; i++)
    {
      if (s[i] < '0' || s[i] > '9')
	return false;
      bits = bits * 10 + (unsigned) (s[i] - '0');
    }
  if (bits != 16 && bits != 32 && bits != 64)
    return false;
  if (s[1] == 'f' && bits == 16)
    return false;		/* .f16 registers: not in the table */
  t->kind = s[1];
  t->bits = (unsigned char) bits;
  return true;
}

/* Is a register of type R of T's kind?  */
static bool
reg_fits (struct type t, struct type r)
{
  if (t.kind == 'p' || r.kind == 'p')
    return t.kind == r.kind;
  if (t.bits != r.bits)
    return false;
  switch (t.kind)
    {
    case 'b':
      return true;
    case 'u':
    case 's':
      return r.kind != 'f';
    default:
      return r.kind == 'b' || r.kind == 'f';
    }
}

/* The expanded table: instruction names, sorted.  */
struct entry
{
  char *name;
  const struct family *fam;
  unsigned sm, ptx;		/* the least target and PTX ISA version
				   (ptxinsn.def's, at least 30 and 60) */
};

static struct entry *entries;
static size_t nentries;
static bool built, build_failed;

static int
by_name (const void *a, const void *b)
{
  const struct entry *x = a, *y = b;
  int c = strcmp (x->name, y->name);
  if (c)
    return c;
  return (x->fam > y->fam) - (x->fam < y->fam);
}

/* Add every name of PATTERN from group G on, after PREFIX.  */
static bool
expand (const struct family *f, const char *g, char *prefix, size_t len,
	size_t *cap)
{
  while (*g == ' ')
    g++;
  if (!*g)
    {
      if (nentries == *cap)
	{
	  size_t nc = *cap ? *cap * 2 : 1024;
	  struct entry *ne = realloc (entries, nc * sizeof *ne);
	  if (!ne)
	    return false;
	  entries = ne;
	  *cap = nc;
	}
      char *name = malloc (len + 1);
      if (!name)
	return false;
      memcpy (name, prefix, len);
      name[len] = 0;
      struct entry *e = &entries[nentries++];
      e->name = name;
      e->fam = f;
      ptx_insn_needs (name, len, &e->sm, &e->ptx);
      if (e->sm < KNOWN_SM)
	e->sm = KNOWN_SM;
      if (e->ptx < KNOWN_PTX)
	e->ptx = KNOWN_PTX;
      return true;
    }
  const char *end = strchr (g, ' ');
  if (!end)
    end = g + strlen (g);
  for (const char *a = g;;)
    {
      const char *bar = memchr (a, '|', (size_t) (end - a));
      const char *aend = bar ? bar : end;
      size_t n = (size_t) (aend - a);
      if (len + n >= 64)
	return false;
      memcpy (prefix + len, a, n);
      if (!expand (f, end, prefix, len + n, cap))
	return false;
      if (!bar)
	break;
      a = bar + 1;
    }
  return true;
}

static bool
build (void)
{
  if (built)
    return !build_failed;
  built = true;
  size_t cap = 0;
  char prefix[64];
  for (size_t i = 0; i < sizeof families / sizeof *families; i++)
    if (!expand (&families[i], families[i].pattern, prefix, 0, &cap))
      {
	build_failed = true;
	return false;
      }
  qsort (entries, nentries, sizeof *entries, by_name);
  return true;
}

bool
ptxknown_entry (size_t n, const char **name, const char **operands,
		unsigned *sm, unsigned *ptx)
{
  if (!build () || n >= nentries)
    return false;
  *name = entries[n].name;
  *operands = entries[n].fam->ops;
  *sm = entries[n].sm;
  *ptx = entries[n].ptx;
  return true;
}

/* The type of a mov of special register R: ".u32" or ".u64".  */
static const char *
sreg_type (const struct ptx_sreg *r)
{
  return r->bits == 64 ? ".u64" : ".u32";
}

/* The first entry named NAME (LEN bytes), or NULL.  */
static const struct entry *
find (const char *name, size_t len)
{
  size_t lo = 0, hi = nentries;
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      int c = strncmp (entries[mid].name, name, len);
      if (c == 0 && entries[mid].name[len])
	c = 1;
      if (c < 0)
	lo = mid + 1;
      else
	hi = mid;
    }
  if (lo < nentries && strncmp (entries[lo].name, name, len) == 0
      && !entries[lo].name[len])
    return &entries[lo];
  return NULL;
}

/* The types among the parts of instruction NAME.  */
static unsigned
insn_types (const char *name, struct type t[2])
{
  unsigned n = 0;
  size_t at = 0, len = strlen (name), mlen;
  for (const char *m; n < 2 && (m = ptx_scan_modifier (name, len, &at,
							&mlen));)
    /* With its '.'.  */
    if (parse_type (m - 1, mlen + 1, &t[n]))
      n++;
  return n;
}

/* A register the statement declared.  */
struct local
{
  const char *name;
  size_t len;
  struct type type;
  unsigned depth;
};

struct scan
{
  const char *p, *end;		/* the line being read, without its ';' */
  struct local locals[64];
  size_t nlocals;
  unsigned depth;
  bool sregs;			/* special registers may be read */
  const char *own;
  ptxknown_lookup lookup;
  void *ctx;
};

static bool
ident_start (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'
	 || c == '$' || c == '%';
}

static bool
ident_char (char c)
{
  return ptx_name_char (c);
}

static void
skip_space (struct scan *s)
{
  while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\n'
			   || *s->p == '\r'))
    s->p++;
}

/* An identifier at S->p: its length (S->p moved past it), or 0.  */
static size_t
ident (struct scan *s, const char **name)
{
  skip_space (s);
  const char *b = s->p;
  if (b >= s->end || !ident_start (*b))
    return 0;
  const char *e = b + 1;
  while (e < s->end && ident_char (*e))
    e++;
  if ((*b == '_' || *b == '$' || *b == '%') && e == b + 1)
    return 0;
  *name = b;
  s->p = e;
  return (size_t) (e - b);
}

static bool
eat (struct scan *s, char c)
{
  skip_space (s);
  if (s->p < s->end && *s->p == c)
    {
      s->p++;
      return true;
    }
  return false;
}

/* The type of register NAME: the statement's own innermost first.  */
static bool
reg_type (struct scan *s, const char *name, size_t len, struct type *t)
{
  for (size_t i = s->nlocals; i-- > 0;)
    if (s->locals[i].len == len && memcmp (s->locals[i].name, name, len) == 0)
      {
	*t = s->locals[i].type;
	return true;
      }
  const char *ty = s->lookup ? s->lookup (s->ctx, name, len) : NULL;
  return ty && parse_type (ty, strlen (ty), t);
}

static bool
is_hex (char c)
{
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')
	 || (c >= 'A' && c <= 'F');
}

/* An immediate at S->p: an integer (*IS_INT, *V and *NEG) or a float
   of *FBITS bits written exactly.  */
static bool
immediate (struct scan *s, bool *is_int, unsigned long long *v, bool *neg,
	   unsigned *fbits)
{
  skip_space (s);
  const char *p = s->p;
  *neg = false;
  *is_int = false;
  if (p < s->end && *p == '-')
    {
      *neg = true;
      p++;
    }
  if (p >= s->end || *p < '0' || *p > '9')
    return false;
  unsigned long long x = 0;
  if (p + 1 < s->end && p[0] == '0' && (p[1] == 'f' || p[1] == 'd'))
    {
      unsigned want = p[1] == 'f' ? 8 : 16, n = 0;
      if (*neg)
	return false;
      for (p += 2; p < s->end && is_hex (*p); p++)
	n++;
      if (n != want)
	return false;
      *fbits = want * 4;
    }
  else if (p + 1 < s->end && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
    {
      unsigned n = 0;
      for (p += 2; p < s->end && is_hex (*p); p++, n++)
	{
	  if (n == 16)
	    return false;
	  unsigned d = (unsigned) (*p <= '9' ? *p - '0'
				   : (*p | 0x20) - 'a' + 10);
	  x = x << 4 | d;
	}
      if (!n)
	return false;
      *is_int = true;
    }
  else
    {
      if (*p == '0' && p + 1 < s->end && p[1] >= '0' && p[1] <= '9')
	return false;		/* octal */
      for (; p < s->end && *p >= '0' && *p <= '9'; p++)
	{
	  if (x > (~0ull - 9) / 10)
	    return false;
	  x = x * 10 + (unsigned long long) (*p - '0');
	}
      *is_int = true;
    }
  if (p < s->end && (ident_char (*p) || *p == '.'))
    return false;
  *v = x;
  s->p = p;
  return true;
}

/* Does integer immediate (V, NEG) fit BITS, signed or not?  */
static bool
int_fits (unsigned long long v, bool neg, unsigned bits)
{
  if (bits == 64)
    return !neg || v <= 1ull << 63;
  if (neg)
    return v <= 1ull << (bits - 1);
  return v < 1ull << bits;
}

/* A register operand of type *T (S->p past it).  */
static bool
reg_operand (struct scan *s, struct type *t)
{
  const char *name;
  size_t len = ident (s, &name);
  return len && reg_type (s, name, len, t);
}

/* Operand letter L of an instruction of types T.  */
static bool
operand (struct scan *s, char l, const struct type t[2])
{
  struct type want = t[0], r;
  const struct type u32 = { 'u', 32 }, u64 = { 'u', 64 },
    pred = { 'p', 1 };
  bool imm_ok = false;
  switch (l)
    {
    case 'd':
    case 'r':
      break;
    case 's':
      imm_ok = true;
      break;
    case 't':
      want = t[1];
      imm_ok = true;
      break;
    case 'w':
    case 'W':
      if (want.bits == 64)
	return false;
      want.bits = (unsigned char) (want.bits * 2);
      imm_ok = l == 'W';
      break;
    case 'U':
      want = u32;
      break;
    case 'u':
    case 'n':
    case 'k':
      want = u32;
      imm_ok = true;
      break;
    case 'I':
      if (!reg_operand (s, &r) || r.kind == 'f')
	return false;
      return reg_fits (want, r);
    case 'p':
      want = pred;
      break;
    case 'a':
      if (!eat (s, '[') || !reg_operand (s, &r) || !reg_fits (u64, r))
	return false;
      if (eat (s, '+'))
	{
	  bool is_int, neg;
	  unsigned long long v;
	  unsigned fb;
	  if (!immediate (s, &is_int, &v, &neg, &fb) || !is_int || neg
	      || v >= 1ull << 31)
	    return false;
	}
      return eat (s, ']');
    case 'x':
      {
	if (!s->sregs)
	  return false;
	skip_space (s);
	if (s->p >= s->end || *s->p != '%')
	  return false;
	for (const struct ptx_sreg *r = ptx_sregs; r->name; r++)
	  {
	    size_t n = strlen (r->name);
	    if (r->known && (size_t) (s->end - s->p) > n
		&& memcmp (s->p + 1, r->name, n) == 0
		&& (s->p + 1 + n == s->end || !ident_char (s->p[1 + n]))
		&& (s->p + 1 + n == s->end || s->p[1 + n] != '.'))
	      {
		struct type st;
		parse_type (sreg_type (r), strlen (sreg_type (r)), &st);
		s->p += 1 + n;
		return reg_fits (want, st);
	      }
	  }
	return false;
      }
    default:
      return false;
    }
  if (l == 'n' || l == 'k')
    {
      bool is_int, neg;
      unsigned long long v;
      unsigned fb;
      skip_space (s);
      if (l == 'k' && s->p < s->end && (*s->p < '0' || *s->p > '9'))
	return reg_operand (s, &r) && reg_fits (want, r);
      return immediate (s, &is_int, &v, &neg, &fb) && is_int
	     && (l == 'n' ? int_fits (v, neg, 32) : !neg && v <= 255);
    }
  skip_space (s);
  if (imm_ok && s->p < s->end && (*s->p == '-' || (*s->p >= '0'
						   && *s->p <= '9')))
    {
      bool is_int, neg;
      unsigned long long v;
      unsigned fb;
      if (!immediate (s, &is_int, &v, &neg, &fb))
	return false;
      if (want.kind == 'p')
	return false;
      if (is_int)
	return want.kind != 'f' && int_fits (v, neg, want.bits);
      return (want.kind == 'f' || want.kind == 'b') && fb == want.bits;
    }
  return reg_operand (s, &r) && reg_fits (want, r);
}

/* A declaration ".reg .TYPE a, b;" (S->p past ".reg").  */
static bool
declaration (struct scan *s)
{
  skip_space (s);
  const char *tb = s->p;
  while (s->p < s->end && (*s->p == '.' || ident_char (*s->p)))
    s->p++;
  struct type t;
  if (!parse_type (tb, (size_t) (s->p - tb), &t))
    return false;
  do
    {
      const char *name;
      size_t len = ident (s, &name);
      if (!len)
	return false;
      if (reserved_name (name, len))
	return false;
      /* Outside braces, only the statement's own registers: a name
	 another statement may declare too, or use, is not known.  */
      size_t ol = strlen (s->own);
      if (s->depth == 0 && (len <= ol || memcmp (name, s->own, ol) != 0))
	return false;
      /* No name twice, and none that hides another.  */
      struct type dummy;
      if (reg_type (s, name, len, &dummy)
	  || s->nlocals == sizeof s->locals / sizeof *s->locals)
	return false;
      s->locals[s->nlocals].name = name;
      s->locals[s->nlocals].len = len;
      s->locals[s->nlocals].type = t;
      s->locals[s->nlocals].depth = s->depth;
      s->nlocals++;
    }
  while (eat (s, ','));
  skip_space (s);
  return s->p == s->end;
}

/* One instruction, S->p to S->end.  */
static bool
instruction (struct scan *s, unsigned sm, unsigned ptx)
{
  struct ptx_guard g;
  const char *after = ptx_scan_guard (s->p, s->end, &g);
  if (after)
    {
      /* A predicate register, the whole of the guard's name.  */
      struct type t;
      s->p = g.name;
      if (!reg_operand (s, &t) || t.kind != 'p' || s->p != g.name + g.name_len)
	return false;
      s->p = after;
    }
  else
    skip_space (s);
  const char *op = s->p;
  size_t oplen = ptx_scan_opcode (op, s->end);
  for (size_t i = 0; i < oplen; i++)
    if (!ident_char (op[i]) && op[i] != '.')
      return false;
  s->p += oplen;
  if (!oplen || (s->p < s->end && !ptx_space (*s->p)))
    return false;
  const struct entry *e = find (op, oplen);
  if (!e)
    return false;
  /* The operands (ptxscan.h), each read to its end.  */
  struct ptx_span ops[8];
  unsigned nops = ptx_scan_operands (s->p, s->end, ops, 7);
  const char *end = s->end;
  bool known = false;
  for (; !known && e < entries + nentries
	 && strncmp (e->name, op, oplen) == 0 && !e->name[oplen]; e++)
    {
      if (sm < e->sm || ptx < e->ptx
	  || strlen (e->fam->ops) != nops)
	continue;
      struct type t[2] = { { 'b', 0 }, { 'b', 0 } };
      insn_types (e->name, t);
      known = true;
      for (unsigned i = 0; known && i < nops; i++)
	{
	  s->p = ops[i].p;
	  s->end = ops[i].p + ops[i].len;
	  known = operand (s, e->fam->ops[i], t);
	  skip_space (s);
	  known &= s->p == s->end;
	}
      s->end = end;
    }
  return known;
}

/* Does a word that may start a declaration (".reg", ".shared", ...)
   start at P?  */
static bool
decl_word (const char *p)
{
  static const char *const decls[] = {
    "local", "shared", "const", "global", "param", "tex", "surf",
    "sampler", "func", "entry"
  };
  if (p[0] == 'r')
    return p[1] == 'e' && p[2] == 'g';
  /* The first letters of DECLS, to pass over "add.s32" quickly.  */
  if (p[0] != '.' || !p[1] || !strchr ("lscgptfe", p[1]))
    return false;
  for (size_t i = 0; i < sizeof decls / sizeof *decls; i++)
    if (strncmp (p + 1, decls[i], strlen (decls[i])) == 0)
      return true;
  return false;
}

bool
ptxknown_hides_sregs (const char *text)
{
  /* One pass: after a word that may start a declaration and before the
     ';' that ends it, a special register's name.  Comments are passed
     over (a ';' in one ends nothing); a declaration with no ';' after it
     may go on in the next statement of the function, where a special
     register's name may follow, and so may a comment without its end:
     either may hide one.  */
  static const char stops[] = "/;.r%";
  bool in_decl = false;
  for (const char *p = text + strcspn (text, stops); *p;
       p += strcspn (p, stops))
    {
      const char *e = ptxasm_skip_comment (p);
      if (!e)
	return true;
      if (e != p)
	{
	  p = e;
	  continue;
	}
      if (*p == ';')
	in_decl = false;
      else if (!in_decl)
	in_decl = decl_word (p);
      else if (*p == '%' && reserved_name (p, strlen (p)))
	return true;
      p++;
    }
  return in_decl;
}

bool
ptxknown_stmt (const char *text, unsigned sm, unsigned ptx, const char *own,
	       bool sregs, ptxknown_lookup lookup, void *ctx)
{
  if (sm < KNOWN_SM || ptx < KNOWN_PTX || !build ())
    return false;
  struct scan s;
  s.nlocals = 0;
  s.depth = 0;
  s.sregs = sregs;
  s.own = own;
  s.lookup = lookup;
  s.ctx = ctx;
  for (const char *p = text;;)
    {
      while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
	p++;
      if (!*p)
	break;
      if (*p == '{')
	{
	  /* ptxas runs out of memory past about 1,600.  */
	  if (++s.depth > 64)
	    return false;
	  p++;
	  continue;
	}
      if (*p == '}')
	{
	  if (!s.depth)
	    return false;
	  s.depth--;
	  while (s.nlocals && s.locals[s.nlocals - 1].depth > s.depth)
	    s.nlocals--;
	  p++;
	  continue;
	}
      /* To its ';' (ptxscan.h), with no vector operand, comment,
	 string, label or line directive.  */
      char term;
      const char *semi = ptx_scan_statement (p, NULL, &term);
      if (term != ';' || semi == p)
	return false;
      for (const char *c = p; c < semi; c++)
	if (strchr ("{}/\":#\\", *c))
	  return false;
      s.p = p;
      s.end = semi;
      if (strncmp (p, ".reg", 4) == 0 && (p[4] == ' ' || p[4] == '\t'))
	{
	  s.p = p + 4;
	  if (!declaration (&s))
	    return false;
	}
      else if (!instruction (&s, sm, ptx))
	return false;
      p = semi + 1;
    }
  return s.depth == 0;
}
