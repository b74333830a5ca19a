/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxemu-forms.c -- the instructions of forms of their own that
   ptxemu.c's reader hands here (ptxemu-read.h): memory and its
   addresses, cp.async, mbarrier and the named barriers, the video
   instructions, mma, ldmatrix, stmatrix, movmatrix, branches; the
   rest are read through ptxemu.c's table of opcodes.  */

#define _POSIX_C_SOURCE 200809L

#include "ptxemu.h"
#include "ptxemu-read.h"
#include "buf.h"
#include "ptxtype.h"
#include "../rt/ptxrt.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "[a]", "[a+N]" (N may be negative): A a 64-bit register or operand,
   a 32-bit one in the shared space, or a variable of IN's space.  */
static bool
read_address (struct reader *r, struct ptxemu_insn *in, char *s,
	      const char *orig)
{
  s = ptxemu_trim (s);
  size_t n = strlen (s);
  if (n < 3 || s[0] != '[' || s[n - 1] != ']')
    return ptxemu_refuse (r, orig, "an address that is not emulated");
  s[n - 1] = 0;
  char *base = s + 1;
  if (!ptxemu_split_offset (base, &in->offset))
    return ptxemu_refuse (r, orig, "an address that is not emulated");
  in->has_addr = true;
  long var = ptxemu_find_var (r, ptxemu_trim (base));
  if (var >= 0)
    {
      if (r->prog->vars[var].space != in->space)
	return ptxemu_refuse (r, orig, "an address of a variable of another "
			      "space is not emulated");
      return ptxemu_read_arg (r, base, 64, false, &in->addr, orig);
    }
  int w = ptxemu_width_of (r, base);
  if (in->space == PTXEMU_SPACE_SHARED)
    r->prog->uses_window = true;
  if (w != 64 && !(w == 32 && in->space == PTXEMU_SPACE_SHARED))
    return ptxemu_refuse (r, orig, "an address that is not a 64-bit register "
			  "(or a 32-bit one of shared memory) is not emulated");
  return ptxemu_read_arg (r, base, (unsigned) w, false, &in->addr, orig);
}

static const char *const atom_ops[] = {
  "add", "and", "or", "xor", "exch", "cas", "min", "max", "inc", "dec"
};

/* What the opcode and modifiers of a memory instruction say
   (read_memory_insn).  */
struct mem_form
{
  bool ld, st, atom, red, cvta, isspacep;
  unsigned vec, ntypes;		/* .v2 .v4; the types given */
  int aop;			/* atom's and red's operation, or -1 */
  char tletter;			/* the type's first letter */
  bool other_space, to, spaced, noftz;
};

/* The opcode and modifiers P of a memory instruction into *F (its type
   and space into IN); false after ptxemu_refuse.  */
static bool
read_mem_modifiers (struct reader *r, struct ptxemu_insn *in, char *p,
		    const char *orig, struct mem_form *f)
{
  char *toks[16];
  unsigned ntoks = 0;
  for (char *tok = strtok (p, "."); tok; tok = strtok (NULL, "."))
    {
      if (ntoks == 16)
	return ptxemu_refuse (r, orig, "an instruction that is not emulated");
      toks[ntoks++] = tok;
    }
  if (ntoks == 0)
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  const char *op = toks[0];
  memset (f, 0, sizeof *f);
  f->ld = strcmp (op, "ld") == 0;
  f->st = strcmp (op, "st") == 0;
  f->atom = strcmp (op, "atom") == 0;
  f->red = strcmp (op, "red") == 0;
  f->cvta = strcmp (op, "cvta") == 0;
  f->isspacep = strcmp (op, "isspacep") == 0;
  f->vec = 1;
  f->aop = -1;
  for (unsigned i = 1; i < ntoks; i++)
    {
      const char *t = toks[i];
      struct ptxemu_type ty;
      if (strcmp (t, "b8") == 0 || strcmp (t, "u8") == 0
	  || strcmp (t, "s8") == 0)
	{
	  ty.bits = 8;
	  ty.is_signed = t[0] == 's';
	  ty.is_float = false;
	}
      else if (!ptxemu_type_of (t, &ty))
	ty.bits = 1;
      if (ty.bits != 1)
	{
	  if (f->ntypes++ || ty.bits == 0)
	    return ptxemu_refuse (r, orig,
				  "an instruction that is not emulated");
	  in->type = ty;
	  f->tletter = t[0];
	  continue;
	}
      if (strcmp (t, "global") == 0)
	f->spaced = true;
      else if (strcmp (t, "shared") == 0 || strcmp (t, "shared::cta") == 0)
	{
	  in->space = PTXEMU_SPACE_SHARED;
	  f->spaced = true;
	}
      else if (strcmp (t, "local") == 0)
	{
	  in->space = PTXEMU_SPACE_LOCAL;
	  f->spaced = true;
	}
      else if (strcmp (t, "const") == 0 || strcmp (t, "param") == 0
	       || strncmp (t, "shared::", 8) == 0)
	f->other_space = true;
      else if (strcmp (t, "to") == 0 && f->cvta)
	f->to = true;
      else if (strcmp (t, "noftz") == 0 && (f->atom || f->red))
	f->noftz = true;
      else if (strcmp (t, "v2") == 0 || strcmp (t, "v4") == 0)
	f->vec = (unsigned) (t[1] - '0');
      else if (strcmp (t, "volatile") == 0)
	in->order = PTXEMU_ORDER_VOLATILE;
      else if (strcmp (t, "relaxed") == 0)
	in->order = PTXEMU_ORDER_RELAXED;
      else if (strcmp (t, "acquire") == 0)
	in->order = PTXEMU_ORDER_ACQUIRE;
      else if (strcmp (t, "release") == 0)
	in->order = PTXEMU_ORDER_RELEASE;
      else if (strcmp (t, "acq_rel") == 0)
	in->order = PTXEMU_ORDER_ACQ_REL;
      else if (strcmp (t, "weak") == 0 || strcmp (t, "cta") == 0
	       || strcmp (t, "cluster") == 0 || strcmp (t, "gpu") == 0
	       || strcmp (t, "sys") == 0 || strcmp (t, "ca") == 0
	       || strcmp (t, "cg") == 0 || strcmp (t, "cs") == 0
	       || strcmp (t, "lu") == 0 || strcmp (t, "cv") == 0
	       || strcmp (t, "wb") == 0 || strcmp (t, "wt") == 0
	       || strcmp (t, "nc") == 0
	       || (strstr (t, "::") && strcmp (t, "L2::cache_hint") != 0))
	;			/* scopes and cache hints: one host */
      else
	{
	  int k = -1;
	  for (int j = 0; j < (int) (sizeof atom_ops / sizeof atom_ops[0]); j++)
	    if (strcmp (t, atom_ops[j]) == 0)
	      k = j;
	  if (k < 0 || !(f->atom || f->red) || f->aop >= 0)
	    return ptxemu_refuse (r, orig,
				  "an instruction that is not emulated");
	  f->aop = k;
	}
    }
  if (f->other_space)
    {
      if (strcmp (op, "isspacep") != 0)
	return ptxemu_refuse (r, orig,
			      "memory other than global, generic, shared "
			      "and local is not emulated");
      in->space = PTXEMU_SPACE_OTHER;
    }
  return true;
}

/* atom and red (read_memory_insn): F what their modifiers say, ARGV
   their ARGC arguments.  */
static bool
read_atomic (struct reader *r, struct ptxemu_insn *in,
	     const struct mem_form *f, char **argv, unsigned argc,
	     const char *orig)
{
  /* atom.OP.TYPE d, [a], b [, c]; red.OP.TYPE [a], b.  */
  if (f->aop < 0 || (f->red && (f->aop == PTXEMU_ATOM_CAS || f->aop == PTXEMU_ATOM_EXCH))
      || f->vec != 1)
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  /* and or xor exch cas take .b32 .b64; add .u32 .s32 .u64 .f32 .f64;
     min max .u32 .s32 .u64 .s64; inc dec .u32.  The host does min max
     inc dec and the adds of floats in a compare-and-swap loop.  */
  bool bits_op = f->aop <= PTXEMU_ATOM_CAS && f->aop != PTXEMU_ATOM_ADD;
  /* add.noftz of f16, bf16 and their pairs: in a compare-and-swap
     loop, each half rounded to nearest, subnormals kept.  */
  bool half = in->type.is_float && in->type.fmt != PTXEMU_FMT_IEEE;
  if (half != f->noftz || (half && f->aop != PTXEMU_ATOM_ADD))
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  if (!half
      && (in->type.bits < 32 || bits_op != (f->tletter == 'b')
	  || (f->aop == PTXEMU_ATOM_ADD && in->type.is_signed
	      && in->type.bits == 64)
	  || ((f->aop == PTXEMU_ATOM_MIN || f->aop == PTXEMU_ATOM_MAX)
	      && (f->tletter != 's' && f->tletter != 'u'))
	  || ((f->aop == PTXEMU_ATOM_INC || f->aop == PTXEMU_ATOM_DEC)
	      && (f->tletter != 'u' || in->type.bits != 32))
	  || (in->type.is_float && f->aop != PTXEMU_ATOM_ADD)))
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  if (f->aop >= PTXEMU_ATOM_MIN || in->type.is_float)
    r->prog->needs_blocks = true;
  if (in->order == PTXEMU_ORDER_VOLATILE)
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  if (in->order == PTXEMU_ORDER_NONE)
    in->order = PTXEMU_ORDER_RELAXED;
  unsigned want = f->red ? 2 : f->aop == PTXEMU_ATOM_CAS ? 4 : 3;
  if (argc != want)
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  in->op = f->red ? PTXEMU_RED : PTXEMU_ATOM;
  in->mode = (unsigned) f->aop;
  in->nargs = argc - 1;
  unsigned k = 0;
  if (!f->red && !ptxemu_read_data (r, in, argv[0], true, &in->args[k++], orig))
    return false;
  if (!read_address (r, in, argv[f->red ? 0 : 1], orig))
    return false;
  for (unsigned i = f->red ? 1 : 2; i < argc; i++)
    if (!ptxemu_read_data (r, in, argv[i], false, &in->args[k++], orig))
      return false;
  if (in->reg_bits != in->type.bits)
    return ptxemu_refuse (r, orig, "an operand of another width than the "
			  "instruction's");
  return ptxemu_add_insn (r, in, orig);
}

/* ld, st, atom, red, cvta and isspacep (P, the opcode; ARGS its
   arguments).  */
static bool
read_memory_insn (struct reader *r, struct ptxemu_insn *in, char *p,
		  char *args, const char *orig)
{
  struct mem_form form, *f = &form;
  if (!read_mem_modifiers (r, in, p, orig, f))
    return false;
  char *argv[6];
  unsigned argc = ptxemu_split_args (args, argv, 5);
  if (f->ntypes != (f->isspacep ? 0u : 1u))
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");

  if (f->isspacep || f->cvta)
    {
      /* A host address is global memory unless it is in the shared
	 window.  cvta.SPACE takes an address in SPACE (a variable's
	 too), cvta.to.SPACE a generic one.  */
      if ((f->cvta && (in->type.bits != 64 || in->type.is_float || !f->spaced))
	  || argc != 2 || f->vec != 1)
	return ptxemu_refuse (r, orig, "an instruction that is not emulated");
      in->op = f->cvta ? PTXEMU_CVTA : PTXEMU_ISSPACEP;
      in->mode = f->to ? PTXEMU_CVTA_TO : 0;
      in->nargs = 2;
      if (in->space == PTXEMU_SPACE_SHARED
	  || (f->isspacep && in->space == PTXEMU_SPACE_GLOBAL))
	r->prog->uses_window = true;
      if (!ptxemu_read_arg (r, argv[0], f->cvta ? 64 : 0, true, &in->args[0], orig)
	  || !ptxemu_read_arg (r, argv[1], 64, false, &in->args[1], orig))
	return false;
      if (in->args[1].kind == PTXEMU_ARG_VAR
	  && (f->isspacep || f->to
	      || r->prog->vars[in->args[1].n].space != in->space))
	return ptxemu_refuse (r, orig, "an address of a variable of another "
			      "space is not emulated");
      return ptxemu_add_insn (r, in, orig);
    }

  if (in->type.bits == 128 && (in->order >= PTXEMU_ORDER_RELAXED
				|| f->atom || f->red))
    return ptxemu_refuse (r, orig, "128-bit atomic accesses are not emulated");
  if (f->ld || f->st)
    {
      if (argc != 2 || f->aop >= 0 || in->order == PTXEMU_ORDER_ACQ_REL
	  || (f->ld && in->order == PTXEMU_ORDER_RELEASE)
	  || (f->st && in->order == PTXEMU_ORDER_ACQUIRE))
	return ptxemu_refuse (r, orig, "an instruction that is not emulated");
      in->op = f->ld ? PTXEMU_LD : PTXEMU_ST;
      char *data = ptxemu_trim (argv[f->ld ? 0 : 1]);
      if (!read_address (r, in, argv[f->ld ? 1 : 0], orig))
	return false;
      char *parts[PTXEMU_MAX_PARTS + 1];
      unsigned n = 1;
      if (f->vec > 1)
	{
	  size_t len = strlen (data);
	  if (data[0] != '{' || data[len - 1] != '}')
	    return ptxemu_refuse (r, orig,
				  "an instruction that is not emulated");
	  data[len - 1] = 0;
	  n = ptxemu_split_args (data + 1, parts, PTXEMU_MAX_PARTS);
	  if (n != f->vec)
	    return ptxemu_refuse (r, orig,
				  "an instruction that is not emulated");
	}
      else
	parts[0] = data;
      for (unsigned i = 0; i < n; i++)
	if (!ptxemu_read_data (r, in, parts[i], f->ld, &in->args[i], orig))
	  return false;
      in->nargs = n;
      return ptxemu_add_insn (r, in, orig);
    }

  return read_atomic (r, in, f, argv, argc, orig);
}

/* A selector suffix of operand S of a SIMD video instruction of LANES
   lanes: ".h10" (2 lanes) or ".b3210" (4), the source lane of each lane
   from the highest down, into SEL; removed from S.  DEF is the default
   (no suffix).  False if the suffix is not one.  */
static bool
video_select (char *s, unsigned lanes, const char *def, unsigned char *sel)
{
  char *dot = strrchr (s, '.');
  const char *digits = def;
  if (dot && (dot[1] == 'h' || dot[1] == 'b') && isdigit ((unsigned char) dot[2]))
    {
      if (dot[1] != (lanes == 2 ? 'h' : 'b'))
	return false;
      digits = dot + 2;
      *dot = 0;
    }
  if (strlen (digits) != lanes)
    return false;
  for (unsigned i = 0; i < lanes; i++)
    {
      unsigned d = (unsigned) (digits[lanes - 1 - i] - '0');
      if (d >= 2 * lanes)
	return false;
      sel[i] = (unsigned char) d;
    }
  return true;
}

/* The mask suffix of destination S of a SIMD video instruction of LANES
   lanes (".h0", ".h1", ".h10"; ".b3210", ".b20" ...: the lanes it
   names), into *MASK (every lane without one); removed from S.  */
static bool
video_mask (char *s, unsigned lanes, unsigned char *mask)
{
  char *dot = strrchr (s, '.');
  *mask = (unsigned char) ((1u << lanes) - 1);
  if (!dot || (dot[1] != 'h' && dot[1] != 'b')
      || !isdigit ((unsigned char) dot[2]))
    return true;
  if (dot[1] != (lanes == 2 ? 'h' : 'b'))
    return false;
  unsigned m = 0, last = 8;
  for (const char *d = dot + 2; *d; d++)
    {
      unsigned n = (unsigned) (*d - '0');
      if (!isdigit ((unsigned char) *d) || n >= lanes || n >= last)
	return false;		/* the lanes from the highest down */
      m |= 1u << n;
      last = n;
    }
  *mask = (unsigned char) m;
  *dot = 0;
  return true;
}

/* The SIMD video instruction OP (vadd2, vsub4, vset2 ... with its
   modifiers) and its operands ARGS into *IN: 1 if read, 0 if refused
   (R says why), -1 if OP is no such instruction.  */
static const struct
{
  const char *name;
  enum ptxemu_video_mode mode;
} video_ops[] = {
  { "vadd", PTXEMU_VIDEO_ADD }, { "vsub", PTXEMU_VIDEO_SUB },
  { "vavrg", PTXEMU_VIDEO_AVRG }, { "vabsdiff", PTXEMU_VIDEO_ABSDIFF },
  { "vmin", PTXEMU_VIDEO_MIN }, { "vmax", PTXEMU_VIDEO_MAX },
  { "vset", PTXEMU_VIDEO_SET },
};

const char *
ptxemu_video_name (size_t n)
{
  return n < sizeof video_ops / sizeof video_ops[0] ? video_ops[n].name
	 : NULL;
}

static int
read_video_insn (struct reader *r, struct ptxemu_insn *in, char *op,
		 char *args, const char *orig)
{
  /* The name first: OP is left as it is if it is not one of them.  */
  size_t nl = strcspn (op, ".");
  unsigned lanes = nl && op[nl - 1] == '2' ? 2 : nl && op[nl - 1] == '4' ? 4
		   : 0;
  int mode = -1;
  for (size_t i = 0; i < sizeof video_ops / sizeof video_ops[0]; i++)
    if (lanes && nl == strlen (video_ops[i].name) + 1
	&& strncmp (op, video_ops[i].name, nl - 1) == 0)
      mode = (int) video_ops[i].mode;
  if (mode < 0)
    return -1;
  char *toks[8];
  unsigned ntoks = 0;
  for (char *tok = strtok (op, "."); tok; tok = strtok (NULL, "."))
    {
      if (ntoks == 8)
	return ptxemu_refuse (r, orig,
			      "an instruction that is not emulated") ? 1 : 0;
      toks[ntoks++] = tok;
    }
  /* vop.dtype.atype.btype{.sat|.add}, vset.atype.btype.cmp{.add}.  */
  unsigned ntypes = mode == PTXEMU_VIDEO_SET ? 2 : 3, k = 1;
  bool sg[3];
  for (unsigned t = 0; t < ntypes; t++, k++)
    {
      if (k >= ntoks || (strcmp (toks[k], "u32") && strcmp (toks[k], "s32")))
	return ptxemu_refuse (r, orig,
			      "an instruction that is not emulated") ? 1 : 0;
      sg[t] = toks[k][0] == 's';
    }
  memset (&in->video, 0, sizeof in->video);
  if (mode == PTXEMU_VIDEO_SET)
    {
      if (k >= ntoks || !ptxemu_int_cmp (toks[k], &in->cmp))
	return ptxemu_refuse (r, orig,
			      "an instruction that is not emulated") ? 1 : 0;
      k++;
      in->video.d_signed = false;
      in->video.a_signed = sg[0];
      in->video.b_signed = sg[1];
    }
  else
    {
      in->video.d_signed = sg[0];
      in->video.a_signed = sg[1];
      in->video.b_signed = sg[2];
    }
  for (; k < ntoks; k++)
    if (strcmp (toks[k], "sat") == 0 && mode != PTXEMU_VIDEO_SET && !in->sat)
      in->sat = true;
    else if (strcmp (toks[k], "add") == 0 && !in->video.add)
      in->video.add = true;
    else
      return ptxemu_refuse (r, orig,
			    "an instruction that is not emulated") ? 1 : 0;
  if (in->sat && in->video.add)
    return ptxemu_refuse (r, orig,
			  "an instruction that is not emulated") ? 1 : 0;
  char *argv[PTXEMU_MAX_ARGS + 1];
  if (ptxemu_split_args (args, argv, PTXEMU_MAX_ARGS) != 4)
    return ptxemu_refuse (r, orig,
			  "an instruction that is not emulated") ? 1 : 0;
  in->video.lanes = (unsigned char) lanes;
  if (!video_mask (ptxemu_trim (argv[0]), lanes, &in->video.mask)
      || !video_select (ptxemu_trim (argv[1]), lanes, lanes == 2 ? "10" : "3210",
			in->video.asel)
      || !video_select (ptxemu_trim (argv[2]), lanes, lanes == 2 ? "32" : "7654",
			in->video.bsel))
    return ptxemu_refuse (r, orig, "a selector that is not emulated") ? 1 : 0;
  in->op = PTXEMU_VIDEO;
  in->mode = (unsigned) mode;
  in->type.bits = in->dtype.bits = 32;
  in->nargs = 4;
  for (unsigned i = 0; i < 4; i++)
    if (!ptxemu_read_arg (r, argv[i], 32, i == 0, &in->args[i], orig))
      return 0;
  return ptxemu_add_insn (r, in, orig) ? 1 : 0;
}

/* mma.sync.aligned.SHAPE.row.col[.satfinite].D.A.B.C {d...}, {a...},
   {b...}, {c...}: OP its opcode, ARGS its operands; the shapes and
   types that the run-time library computes (ptxrt.h): m16n8k8 and
   m16n8k16 of f16 (to f16 or f32) and bf16, m16n8k4 and m16n8k8 of
   tf32, m8n8k4 of f64, m16n8k16, m16n8k32 and m8n8k16 of s8 and u8 (to
   s32), m8n8k32, m16n8k32 and m16n8k64 of s4 and u4, and m8n8k128,
   m16n8k128 and m16n8k256 of b1 with .and.popc or .xor.popc; and
   m8n8k4 of f16 with any of .row and .col for A and B and D.C .f16.f16,
   .f32.f16 or .f32.f32 (ptxas refuses .f16.f32), whose operands are
   those of one quad-pair's 8 x 8 x 4 product: A and B 2 registers, C
   and D 4 (f16x2) or 8 (f32).  */
static bool
read_mma (struct reader *r, struct ptxemu_insn *in, const char *op,
	  char *args, const char *orig)
{
  /* The shapes and types of plugin/rt/mma.def.  */
  static const char *const shapes[] = {
#define PTXRT_SHAPE(e, name, m, n, k) [e] = name,
#include "../rt/mma.def"
#undef PTXRT_SHAPE
  };
  static const unsigned shape_mk[][2] = {
#define PTXRT_SHAPE(e, name, m, n, k) [e] = { m, k },
#include "../rt/mma.def"
#undef PTXRT_SHAPE
  };
  static const char *const types[] = {
#define PTXRT_TYPE(e, name, per) [e] = name,
#include "../rt/mma.def"
#undef PTXRT_TYPE
  };
  static const unsigned per_reg[] = {
#define PTXRT_TYPE(e, name, per) [e] = per,
#include "../rt/mma.def"
#undef PTXRT_TYPE
  };
  const char *no = "an mma.sync of a shape or types that is not emulated";
  char buf[128];
  if (strlen (op) >= sizeof buf)
    return ptxemu_refuse (r, orig, no);
  strcpy (buf, op);
  char *tok[12];
  unsigned n = 0;
  for (char *t = strtok (buf, "."); t && n < 12; t = strtok (NULL, "."))
    tok[n++] = t;
  /* .b1's operation after the types: .and.popc or .xor.popc.  */
  int popc = -1;
  if (n >= 12 || (n >= 11 && strcmp (tok[n - 1], "popc") == 0))
    {
      if (strcmp (tok[n - 1], "popc") != 0
	  || (strcmp (tok[n - 2], "and") != 0
	      && strcmp (tok[n - 2], "xor") != 0))
	return ptxemu_refuse (r, orig, no);
      popc = strcmp (tok[n - 2], "xor") == 0;
      n -= 2;
    }
  /* .satfinite before the types, or after them (as CUTLASS writes it,
     which ptxas takes too).  */
  bool satf = n == 11 && strcmp (tok[6], "satfinite") == 0;
  bool satf_last = !satf && n == 11 && strcmp (tok[10], "satfinite") == 0;
  if (n != 10u + (unsigned) (satf || satf_last)
      || strcmp (tok[1], "sync") != 0
      || strcmp (tok[2], "aligned") != 0
      || (strcmp (tok[4], "row") != 0 && strcmp (tok[4], "col") != 0)
      || (strcmp (tok[5], "row") != 0 && strcmp (tok[5], "col") != 0))
    return ptxemu_refuse (r, orig, no);
  /* Other than .row.col: m8n8k4 .f16 alone (checked below).  */
  bool acol = strcmp (tok[4], "col") == 0, brow = strcmp (tok[5], "row") == 0;
  int shape = -1, ty[4] = { -1, -1, -1, -1 };
  for (unsigned i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
    if (strcmp (tok[3], shapes[i]) == 0)
      shape = (int) i;
  for (unsigned j = 0; j < 4; j++)
    for (unsigned i = 0; i < sizeof types / sizeof types[0]; i++)
      if (strcmp (tok[6 + satf + j], types[i]) == 0)
	ty[j] = (int) i;
  /* D, A, B, C.  */
  int d = ty[0], a = ty[1], b = ty[2], c = ty[3];
  if (shape < 0 || d < 0 || a < 0 || b < 0 || c < 0)
    return ptxemu_refuse (r, orig, no);
  bool f16 = a == PTXRT_F16 && b == PTXRT_F16 && d == c
    && (d == PTXRT_F16 || d == PTXRT_F32);
  bool f16_884 = shape == PTXRT_M8N8K4 && a == PTXRT_F16 && b == PTXRT_F16
    && (d == PTXRT_F32 || d == PTXRT_F16) && (c == PTXRT_F16 || c == d);
  bool bf16 = a == PTXRT_BF16 && b == PTXRT_BF16 && d == PTXRT_F32
    && c == PTXRT_F32;
  bool tf32 = a == PTXRT_TF32 && b == PTXRT_TF32 && d == PTXRT_F32
    && c == PTXRT_F32;
  bool f64 = a == PTXRT_F64 && b == PTXRT_F64 && d == PTXRT_F64
    && c == PTXRT_F64;
  bool i8 = (a == PTXRT_S8 || a == PTXRT_U8) && (b == PTXRT_S8 || b == PTXRT_U8)
    && d == PTXRT_S32 && c == PTXRT_S32;
  bool i4 = (a == PTXRT_S4 || a == PTXRT_U4) && (b == PTXRT_S4 || b == PTXRT_U4)
    && d == PTXRT_S32 && c == PTXRT_S32;
  bool b1 = a == PTXRT_B1 && b == PTXRT_B1 && d == PTXRT_S32
    && c == PTXRT_S32 && popc >= 0;
  bool ok = ((f16 || bf16)
	     && (shape == PTXRT_M16N8K8 || shape == PTXRT_M16N8K16))
    || (tf32 && (shape == PTXRT_M16N8K4 || shape == PTXRT_M16N8K8))
    || ((f64 || f16_884) && shape == PTXRT_M8N8K4)
    || (i8 && (shape == PTXRT_M16N8K16 || shape == PTXRT_M16N8K32
	       || shape == PTXRT_M8N8K16))
    || (i4 && (shape == PTXRT_M8N8K32 || shape == PTXRT_M16N8K32
	       || shape == PTXRT_M16N8K64))
    || (b1 && (shape == PTXRT_M8N8K128 || shape == PTXRT_M16N8K128
	       || shape == PTXRT_M16N8K256));
  satf |= satf_last;
  if (!ok || (satf && !i8 && !i4) || (popc >= 0 && !b1)
      || ((acol || brow) && !f16_884))
    return ptxemu_refuse (r, orig, no);
  unsigned m = shape_mk[shape][0], k = shape_mk[shape][1];
  unsigned count[4] = {
    m * 8 / 32 / per_reg[d], m * k / 32 / per_reg[a],
    k * 8 / 32 / per_reg[b], m * 8 / 32 / per_reg[c]
  };
  if (f16_884)
    {
      /* Each quad-pair's 8 x 8 x 4 product, 8 lanes: 4 elements of A
	 and of B, 8 of C and of D a lane.  */
      count[0] = d == PTXRT_F32 ? 8 : 4;
      count[1] = count[2] = 2;
      count[3] = c == PTXRT_F32 ? 8 : 4;
    }
  char *argv[5];
  if (ptxemu_split_args (args, argv, 4) != 4)
    return ptxemu_refuse (r, orig, no);
  unsigned bits = f64 ? 64 : 32;
  in->nargs = 0;
  for (unsigned j = 0; j < 4; j++)
    {
      char *v = ptxemu_trim (argv[j]);
      size_t len = strlen (v);
      char *parts[PTXEMU_MAX_MMA_D + 1];
      unsigned np;
      if (len >= 2 && v[0] == '{' && v[len - 1] == '}')
	{
	  v[len - 1] = 0;
	  np = ptxemu_split_args (v + 1, parts, PTXEMU_MAX_MMA_D);
	}
      else
	{
	  parts[0] = v;
	  np = 1;
	}
      if (np != count[j])
	return ptxemu_refuse (r, orig, no);
      for (unsigned i = 0; i < np; i++)
	if (!ptxemu_read_arg (r, ptxemu_trim (parts[i]), bits, j == 0,
			      &in->args[in->nargs++], orig))
	  return false;
      in->vec[j] = (unsigned char) np;
    }
  in->op = PTXEMU_MMA;
  in->mode = PTXRT_MMA_KIND (shape, d, a, b, c, satf)
	     | (popc == 1 ? PTXRT_MMA_XOR_POPC : 0)
	     | (acol ? PTXRT_MMA_A_COL : 0) | (brow ? PTXRT_MMA_B_ROW : 0);
  in->type.bits = bits;
  return ptxemu_add_insn (r, in, orig);
}

/* The registers of V, "{a, b...}" or "a", into PARTS (at most MAX):
   their number, or 0 if more.  V is changed.  */
static unsigned
read_vector (char *v, char **parts, unsigned max)
{
  v = ptxemu_trim (v);
  size_t len = strlen (v);
  if (len >= 2 && v[0] == '{' && v[len - 1] == '}')
    {
      v[len - 1] = 0;
      unsigned n = ptxemu_split_args (v + 1, parts, max + 1);
      return n > max ? 0 : n;
    }
  parts[0] = v;
  return 1;
}

/* ldmatrix.sync.aligned.m8n8.xN[.trans][.shared[::cta]].b16 {d...}, [a];
   stmatrix.sync.aligned.m8n8.xN[.trans][.shared[::cta]].b16 [a], {r...};
   movmatrix.sync.aligned.m8n8.trans.b16 d, a;  (OP the opcode, ARGS its
   arguments): the 32 lanes' 8x8 matrices of 16-bit elements, through
   the run-time library.  */
static bool
read_matrix (struct reader *r, struct ptxemu_insn *in, char *op, char *args,
	     const char *orig)
{
  const char *no = "a matrix instruction of a shape, type or space that "
    "is not emulated (ldmatrix, stmatrix: .m8n8 .x1, .x2, .x4 .b16; "
    "movmatrix: .m8n8.trans.b16)";
  char *tok[12];
  unsigned n = 0;
  for (char *t = strtok (op, "."); t && n < 12; t = strtok (NULL, "."))
    tok[n++] = t;
  enum ptxrt_matrix which = strcmp (tok[0], "ldmatrix") == 0
    ? PTXRT_MATRIX_LD : strcmp (tok[0], "stmatrix") == 0
    ? PTXRT_MATRIX_ST : PTXRT_MATRIX_MOV;
  if (n < 5 || strcmp (tok[1], "sync") != 0
      || strcmp (tok[2], "aligned") != 0 || strcmp (tok[3], "m8n8") != 0
      || strcmp (tok[n - 1], "b16") != 0)
    return ptxemu_refuse (r, orig, no);
  unsigned num = which == PTXRT_MATRIX_MOV ? 1 : 0, i = 4;
  bool trans = false;
  if (which != PTXRT_MATRIX_MOV && i < n - 1
      && (strcmp (tok[i], "x1") == 0 || strcmp (tok[i], "x2") == 0
	  || strcmp (tok[i], "x4") == 0))
    num = (unsigned) (tok[i++][1] - '0');
  if (i < n - 1 && strcmp (tok[i], "trans") == 0)
    trans = true, i++;
  if (which != PTXRT_MATRIX_MOV && i < n - 1
      && (strcmp (tok[i], "shared") == 0
	  || strcmp (tok[i], "shared::cta") == 0))
    in->space = PTXEMU_SPACE_SHARED, i++;
  if (i != n - 1 || num == 0 || (which == PTXRT_MATRIX_MOV && !trans))
    return ptxemu_refuse (r, orig, no);
  char *argv[3], *parts[5];
  if (ptxemu_split_args (args, argv, 2) != 2)
    return ptxemu_refuse (r, orig, no);
  in->type.bits = 32;
  in->nargs = 0;
  if (which == PTXRT_MATRIX_MOV)
    {
      if (!ptxemu_read_arg (r, ptxemu_trim (argv[0]), 32, true, &in->args[0], orig)
	  || !ptxemu_read_arg (r, ptxemu_trim (argv[1]), 32, false, &in->args[1], orig))
	return false;
      in->nargs = 2;
    }
  else
    {
      char *regs = argv[which == PTXRT_MATRIX_LD ? 0 : 1];
      if (read_vector (regs, parts, 4) != num)
	return ptxemu_refuse (r, orig, no);
      for (unsigned k = 0; k < num; k++)
	if (!ptxemu_read_arg (r, ptxemu_trim (parts[k]), 32, which == PTXRT_MATRIX_LD,
			      &in->args[in->nargs++], orig))
	  return false;
      if (!read_address (r, in, argv[which == PTXRT_MATRIX_LD ? 1 : 0],
			 orig))
	return false;
    }
  in->vec[0] = (unsigned char) num;
  in->op = PTXEMU_MATRIX;
  in->mode = PTXRT_MATRIX_MODE (which, num, trans);
  return ptxemu_add_insn (r, in, orig);
}

/* bra, bra.uni LABEL.  */
static int
read_bra (struct reader *r, struct ptxemu_insn *in, char *p,
	  char *args, const char *orig)
{
  (void) p;
  char *target = ptxemu_trim (args);
  long n = ptxemu_label_number (r, target);
  if (!*target || strpbrk (target, " \t,[") || n < 0)
    return ptxemu_refuse (r, orig, "a branch that is not emulated");
  in->op = PTXEMU_BRA;
  in->mode = (unsigned) n;
  r->prog->needs_blocks = true;
  return ptxemu_add_insn (r, in, orig);
}

/* bar.sync, bar.arrive, barrier.sync, barrier.arrive (.aligned): a
   named barrier of the team's OpenMP threads.  */
static int
read_barrier (struct reader *r, struct ptxemu_insn *in, char *p,
	      char *args, const char *orig)
{
  bool arrive = (strcmp (p, "bar.arrive") == 0
		 || strcmp (p, "barrier.arrive") == 0
		 || strcmp (p, "barrier.arrive.aligned") == 0);
  /* A named barrier of the team's OpenMP threads (each a warp of 32
     threads on the GPU): bar.arrive counts its thread in without
     waiting, and needs the count.  Not under a guard.  */
  char *argv[4];
  unsigned argc = ptxemu_split_args (args, argv, 3);
  if (in->has_guard || argc < (arrive ? 2u : 1u) || argc > 2)
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  in->op = PTXEMU_BAR;
  in->mode = arrive ? PTXEMU_BAR_ARRIVE : 0;
  in->type.bits = 32;
  in->nargs = argc;
  for (unsigned i = 0; i < argc; i++)
    if (!ptxemu_read_arg (r, argv[i], 32, false, &in->args[i], orig))
      return false;
  r->prog->needs_blocks = true;
  return ptxemu_add_insn (r, in, orig);
}

/* mbarrier.*, cp.async.mbarrier.arrive.  */
static int
read_mbarrier (struct reader *r, struct ptxemu_insn *in, char *p,
	       char *args, const char *orig)
{
  bool cp_arrive = strncmp (p, "cp.async.mbarrier.arrive", 24) == 0;
  /* mbarrier in the host's format (plugin/gcc/emulate/memory.cc); its phases
     are completed by host threads arriving.  cp.async's arrive: the
     copies are done, so without .noinc (pending count + 1, then an
     arrive) nothing, with .noinc an arrive.  */
  char *argv[6];
  unsigned argc = ptxemu_split_args (args, argv, 5);
  char *tok = strtok (p + (cp_arrive ? 18 : 9), ".");
  int mode = -1;
  bool parity = false, noinc = false, ok = tok && !in->has_guard;
  if (!ok)
    ;
  else if (cp_arrive)
    mode = PTXEMU_MBAR_ARRIVE;
  else if (strcmp (tok, "init") == 0)
    mode = PTXEMU_MBAR_INIT;
  else if (strcmp (tok, "inval") == 0)
    mode = PTXEMU_MBAR_INVAL;
  else if (strcmp (tok, "arrive") == 0)
    mode = PTXEMU_MBAR_ARRIVE;
  else if (strcmp (tok, "arrive_drop") == 0)
    mode = PTXEMU_MBAR_ARRIVE_DROP;
  else if (strcmp (tok, "test_wait") == 0 || strcmp (tok, "try_wait") == 0)
    mode = PTXEMU_MBAR_TEST_WAIT;
  else if (strcmp (tok, "pending_count") == 0)
    mode = PTXEMU_MBAR_PENDING_COUNT;
  bool b64 = false;
  for (tok = strtok (NULL, "."); tok && ok; tok = strtok (NULL, "."))
    if (strcmp (tok, "shared") == 0 || strcmp (tok, "shared::cta") == 0)
      in->space = PTXEMU_SPACE_SHARED;
    else if (strcmp (tok, "b64") == 0)
      b64 = true;
    else if (strcmp (tok, "parity") == 0)
      parity = true;
    else if (strcmp (tok, "noinc") == 0 && cp_arrive)
      noinc = true;
    else if (strcmp (tok, "noComplete") && strcmp (tok, "release")
	     && strcmp (tok, "acquire") && strcmp (tok, "relaxed")
	     && strcmp (tok, "cta"))
      ok = false;
  if (!ok || mode < 0 || !b64 || (parity && mode != PTXEMU_MBAR_TEST_WAIT))
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  in->op = PTXEMU_MBAR;
  in->mode = (unsigned) (parity ? PTXEMU_MBAR_TEST_WAIT_PARITY : mode);
  in->type.bits = 64;
  r->prog->needs_blocks = true;
  if (cp_arrive)
    {
      if (argc != 1 || !read_address (r, in, argv[0], orig))
	return argc == 1 ? false
	       : ptxemu_refuse (r, orig,
				"an instruction that is not emulated");
      if (!noinc)
	in->op = PTXEMU_NOP;
      in->args[0].kind = PTXEMU_ARG_SINK;
      in->args[1].kind = PTXEMU_ARG_IMM;
      in->args[1].imm = 1;
      in->args[1].bits = 32;
      in->nargs = 2;
      return ptxemu_add_insn (r, in, orig);
    }
  switch (mode)
    {
    case PTXEMU_MBAR_INIT:
      if (argc != 2)
	break;
      in->nargs = 1;
      return (read_address (r, in, argv[0], orig)
	      && ptxemu_read_arg (r, argv[1], 32, false, &in->args[0], orig)
	      && ptxemu_add_insn (r, in, orig));
    case PTXEMU_MBAR_INVAL:
      if (argc != 1)
	break;
      return read_address (r, in, argv[0], orig) && ptxemu_add_insn (r, in, orig);
    case PTXEMU_MBAR_ARRIVE:
    case PTXEMU_MBAR_ARRIVE_DROP:
      if (argc < 2 || argc > 3)
	break;
      in->nargs = 2;
      if (!ptxemu_read_arg (r, argv[0], 64, true, &in->args[0], orig)
	  || !read_address (r, in, argv[1], orig))
	return false;
      if (argc == 3)
	return (ptxemu_read_arg (r, argv[2], 32, false, &in->args[1], orig)
		&& ptxemu_add_insn (r, in, orig));
      in->args[1].kind = PTXEMU_ARG_IMM;
      in->args[1].imm = 1;
      in->args[1].bits = 32;
      return ptxemu_add_insn (r, in, orig);
    case PTXEMU_MBAR_TEST_WAIT:
      /* try_wait's time hint, if any, is not needed.  */
      if (argc < 3 || argc > 4)
	break;
      in->nargs = 2;
      return (ptxemu_read_arg (r, argv[0], 0, true, &in->args[0], orig)
	      && read_address (r, in, argv[1], orig)
	      && ptxemu_read_arg (r, argv[2], parity ? 32 : 64, false, &in->args[1],
				  orig)
	      && (argc == 3
		  || ptxemu_read_arg (r, argv[3], 32, false, &in->args[2], orig))
	      && ptxemu_add_insn (r, in, orig));
    case PTXEMU_MBAR_PENDING_COUNT:
      if (argc != 2)
	break;
      in->nargs = 2;
      return (ptxemu_read_arg (r, argv[0], 32, true, &in->args[0], orig)
	      && ptxemu_read_arg (r, argv[1], 64, false, &in->args[1], orig)
	      && ptxemu_add_insn (r, in, orig));
    }
  return ptxemu_refuse (r, orig, "an instruction that is not emulated");
}

/* cp.async of global memory to shared memory (-1 for another
   cp.async, which the table has).  */
static int
read_cp_async (struct reader *r, struct ptxemu_insn *in, char *p,
	       char *args, const char *orig)
{
  if (!strstr (p, ".global"))
    return -1;
  /* The copy happens at once on the host (the table's
     commit_group, wait_group and wait_all wait for nothing).  */
  char *argv[7];
  unsigned argc = ptxemu_split_args (args, argv, 6);
  /* cp.async.{ca,cg}.shared{::cta}.global{.L2::...} [d], [s], size
     {, src-size | ignore-src}{, cache-policy}: the size a literal or
     an operand ("n"); a guard too.  */
  bool hint = strstr (p, ".L2::cache_hint") != NULL;
  bool ok = argc >= 3 && argc <= 4u + hint;
  bool shared = false, global = false;
  for (char *tok = strtok (p + 9, "."); tok && ok;
       tok = strtok (NULL, "."))
    if (strcmp (tok, "shared") == 0 || strcmp (tok, "shared::cta") == 0)
      shared = true;
    else if (strcmp (tok, "global") == 0)
      global = true;
    else if (strcmp (tok, "ca") && strcmp (tok, "cg")
	     && strncmp (tok, "L2::", 4) != 0)
      ok = false;
  if (!ok || !shared || !global)
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  in->op = PTXEMU_CP_ASYNC;
  in->space = PTXEMU_SPACE_SHARED;
  char *e;
  unsigned long size = strtoul (ptxemu_trim (argv[2]), &e, 0);
  if (isdigit ((unsigned char) *ptxemu_trim (argv[2])))
    {
      if ((size != 4 && size != 8 && size != 16) || *ptxemu_trim (e))
	return ptxemu_refuse (r, orig, "a cp.async of a size other than 4, 8 "
			      "or 16 is not emulated");
      in->mode = (unsigned) size;
    }
  else if (!ptxemu_read_arg (r, ptxemu_trim (argv[2]), 32, false, &in->args[2], orig))
    return false;
  if (in->has_guard)
    r->prog->needs_blocks = true;
  if (!read_address (r, in, argv[0], orig))
    return false;
  /* The source, a global address, as ARGS[0] plus its IMM.  */
  struct ptxemu_insn src;
  memset (&src, 0, sizeof src);
  src.space = PTXEMU_SPACE_GLOBAL;
  if (!read_address (r, &src, argv[1], orig))
    return false;
  in->args[0] = src.addr;
  in->args[0].imm = src.offset;
  /* A fourth operand without a cache policy, or with one: the bytes
     read, or a predicate (a .pred register) that none are.  */
  if (argc == 5u || (argc == 4u && !hint))
    {
      bool pred = ptxemu_width_of (r, argv[3]) == 0;
      if (!ptxemu_read_arg (r, ptxemu_trim (argv[3]), pred ? 0 : 32, false,
			    &in->args[1], orig))
	return false;
      in->vec[0] = pred ? PTXEMU_CP_IGNORE_SRC : PTXEMU_CP_SRC_SIZE;
    }
  /* The operands not given: 0.  */
  if (!in->vec[0])
    in->args[1].kind = PTXEMU_ARG_IMM;
  if (in->mode)
    in->args[2].kind = PTXEMU_ARG_IMM;
  in->nargs = 3;
  return ptxemu_add_insn (r, in, orig);
}

/* cvt.pack.sat.  */
static int
read_cvt_pack (struct reader *r, struct ptxemu_insn *in, char *p,
	       char *args, const char *orig)
{
  /* cvt.pack.sat.{u16,s16}.s32 d, a, b;
     cvt.pack.sat.{u2,s2,u4,s4,u8,s8}.s32.b32 d, a, b, c.  */
  char *t = p + 13, *ab = strchr (t, '.');
  char *c = ab ? strchr (ab + 1, '.') : NULL;
  if (!ab)
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  *ab++ = 0;
  if (c)
    *c++ = 0;
  unsigned n = (t[0] == 'u' || t[0] == 's') ? (unsigned) atoi (t + 1) : 0;
  bool wide = n == 16;
  char *argv[5];
  unsigned argc = ptxemu_split_args (args, argv, 4);
  if ((n != 2 && n != 4 && n != 8 && n != 16)
      || strspn (t + 1, "0123456789") != strlen (t + 1)
      || strcmp (ab, "s32") != 0 || (wide ? c != NULL : !c || strcmp (c, "b32"))
      || argc != (wide ? 3u : 4u))
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  in->op = PTXEMU_CVT_PACK;
  in->type.bits = 32;
  in->type.is_signed = true;
  in->dtype.bits = n;
  in->dtype.is_signed = t[0] == 's';
  in->nargs = argc;
  for (unsigned i = 0; i < argc; i++)
    if (!ptxemu_read_arg (r, argv[i], 32, i == 0, &in->args[i], orig))
      return false;
  return ptxemu_add_insn (r, in, orig);
}

/* prefetch, prefetchu: a hint, of an address the host need not read:
   nothing.  */
static int
read_prefetch (struct reader *r, struct ptxemu_insn *in, char *p,
	       char *args, const char *orig)
{
  (void) p;
  char *a = ptxemu_trim (args);
  size_t n = strlen (a);
  if (!n || a[0] != '[' || a[n - 1] != ']' || strchr (a, ','))
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  in->op = PTXEMU_NOP;
  return ptxemu_add_insn (r, in, orig);
}

/* ld, st, atom, red, cvta, isspacep (read_memory_insn).  */
static int
read_memory (struct reader *r, struct ptxemu_insn *in, char *p,
	     char *args, const char *orig)
{
  if (in->has_guard)
    r->prog->needs_blocks = true;
  return read_memory_insn (r, in, p, args, orig);
}

/* The video instructions (vadd, vmax2 ...), or -1 (read_video_insn).  */
static int
read_video (struct reader *r, struct ptxemu_insn *in, char *p,
	    char *args, const char *orig)
{
  if (!strchr (p, '2') && !strchr (p, '4'))
    return -1;
  return read_video_insn (r, in, p, args, orig);
}

/* mma (read_mma).  */
static int
read_mma_form (struct reader *r, struct ptxemu_insn *in, char *p,
	       char *args, const char *orig)
{
  return read_mma (r, in, p, args, orig);
}

/* ldmatrix, stmatrix, movmatrix (read_matrix).  */
static int
read_matrix_form (struct reader *r, struct ptxemu_insn *in, char *p,
		  char *args, const char *orig)
{
  return read_matrix (r, in, p, args, orig);
}

/* wgmma: not emulated.  */
static int
read_wgmma (struct reader *r, struct ptxemu_insn *in, char *p,
	    char *args, const char *orig)
{
  (void) in, (void) p, (void) args;
  return ptxemu_refuse (r, orig, "wgmma, which takes its operands from the "
			"registers of a warpgroup's 128 lanes, is not emulated");
}

/* The instructions of forms of their own, in the order read_insn tries
   them: NAME the opcode with its modifiers (PREFIX: its start), READ
   their reader, which returns -1 for an instruction that is not its
   after all (the rest go to read_table_insn).  */
static const struct form
{
  const char *name;
  bool prefix;
  int (*read) (struct reader *, struct ptxemu_insn *, char *, char *,
	       const char *);
} forms[] = {
  { "mma.", true, read_mma_form },
  { "ldmatrix.", true, read_matrix_form },
  { "stmatrix.", true, read_matrix_form },
  { "movmatrix.", true, read_matrix_form },
  { "wgmma.", true, read_wgmma },
  { "bra", false, read_bra },
  { "bra.uni", false, read_bra },
  { "bar.arrive", false, read_barrier },
  { "barrier.arrive", false, read_barrier },
  { "barrier.arrive.aligned", false, read_barrier },
  { "bar.sync", false, read_barrier },
  { "bar.sync.aligned", false, read_barrier },
  { "barrier.sync", false, read_barrier },
  { "barrier.sync.aligned", false, read_barrier },
  { "mbarrier.", true, read_mbarrier },
  { "cp.async.mbarrier.arrive", true, read_mbarrier },
  { "cp.async.", true, read_cp_async },
  { "cvt.pack.sat.", true, read_cvt_pack },
  { "v", true, read_video },
  { "prefetch", true, read_prefetch },
  { "ld.", true, read_memory },
  { "st.", true, read_memory },
  { "atom.", true, read_memory },
  { "red.", true, read_memory },
  { "cvta.", true, read_memory },
  { "isspacep.", true, read_memory },
};

const char *
ptxemu_form_name (size_t n, bool *prefix)
{
  if (n >= sizeof forms / sizeof forms[0])
    return NULL;
  *prefix = forms[n].prefix;
  return forms[n].name;
}

int
ptxemu_read_form (struct reader *r, struct ptxemu_insn *in, char *p,
		  char *args, const char *orig)
{
  for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++)
    if (forms[i].prefix
	? strncmp (p, forms[i].name, strlen (forms[i].name)) == 0
	: strcmp (p, forms[i].name) == 0)
      {
	int v = forms[i].read (r, in, p, args, orig);
	if (v >= 0)
	  return v;
      }
  return -1;
}
