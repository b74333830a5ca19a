/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* int.cc -- the host fallback's emulator (emulate.h): integer,
   bit and predicate instructions (compute_int).  */

#include "emulate.h"

/* A shift by AMOUNT (32 bits) of V (BITS wide, IS_SIGNED for shr.s):
   PTX clamps the amount to the width.  */
static tree
shift (emulation *e, enum tree_code code, tree v, tree amount, unsigned bits,
       bool is_signed)
{
  tree st = int_type (bits, is_signed), ut = int_type (bits);
  tree sv = gimple_convert (&e->seq, e->loc, st, v);
  tree w = build_int_cst (TREE_TYPE (amount), bits);
  tree big = gimple_build (&e->seq, e->loc, GE_EXPR, boolean_type_node,
			   amount, w);
  tree masked = gimple_build (&e->seq, e->loc, BIT_AND_EXPR,
			      TREE_TYPE (amount), amount,
			      build_int_cst (TREE_TYPE (amount), bits - 1));
  masked = gimple_convert (&e->seq, e->loc, unsigned_type_node, masked);
  tree r = gimple_build (&e->seq, e->loc, code, st, sv, masked);
  tree fill = (code == RSHIFT_EXPR && is_signed
	       ? gimple_build (&e->seq, e->loc, RSHIFT_EXPR, st, sv,
			       build_int_cst (unsigned_type_node, bits - 1))
	       : build_zero_cst (st));
  r = gimple_build (&e->seq, e->loc, COND_EXPR, st, big, fill, r);
  return gimple_convert (&e->seq, e->loc, ut, r);
}

/* The product of A and B (W bits, signed if SG), 2W bits wide.  */
static tree
wide_product (emulation *e, tree a, tree b, unsigned w, bool sg)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree st = int_type (w, sg), wt = int_type (2 * w, sg);
  tree uw = int_type (2 * w);
  a = gimple_convert (s, loc, wt, gimple_convert (s, loc, st, a));
  b = gimple_convert (s, loc, wt, gimple_convert (s, loc, st, b));
  return gimple_build (s, loc, MULT_EXPR, uw, gimple_convert (s, loc, uw, a),
		       gimple_convert (s, loc, uw, b));
}

/* The high W bits of A * B.  */
static tree
high_product (emulation *e, tree a, tree b, unsigned w, bool sg)
{
  tree p = wide_product (e, a, b, w, sg);
  p = gimple_build (&e->seq, e->loc, RSHIFT_EXPR, TREE_TYPE (p), p,
		    build_int_cst (unsigned_type_node, w));
  return gimple_convert (&e->seq, e->loc, int_type (w), p);
}

/* A + B (SUB: A - B) of IN's type, with the carry flag in and out as
   IN says: CC.CF is the carry of an addition, the borrow of a
   subtraction.  */
static tree
add_carry (emulation *e, const struct ptxemu_insn *in, tree a, tree b,
	   bool sub)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree ut = TREE_TYPE (a);
  enum tree_code code = sub ? MINUS_EXPR : PLUS_EXPR;
  tree r = gimple_build (s, loc, code, ut, a, b);
  if (!in->cc_in && !in->cc_out)
    return r;		/* no carry to compute: less for GCC to fold */
  /* The carry of a + b is r < a; the borrow of a - b is a < b.  */
  tree carry = gimple_build (s, loc, LT_EXPR, boolean_type_node,
			     sub ? a : r, sub ? b : a);
  if (in->cc_in)
    {
      tree cin = gimple_convert (s, loc, ut, load_slot (e, e->cc));
      tree r2 = gimple_build (s, loc, code, ut, r, cin);
      tree c2 = gimple_build (s, loc, LT_EXPR, boolean_type_node,
			      sub ? r : r2, sub ? cin : r);
      carry = gimple_build (s, loc, BIT_IOR_EXPR, boolean_type_node, carry,
			    c2);
      r = r2;
    }
  if (in->cc_out)
    e->cc_next = gimple_convert (s, loc, int_type (32), carry);
  return r;
}

/* A + B or A - B of 32 signed bits, clamped (add.sat, sub.sat).  */
static tree
saturate (emulation *e, tree a, tree b, bool sub)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree s32 = int_type (32, true), s64 = int_type (64, true);
  a = gimple_convert (s, loc, s64, gimple_convert (s, loc, s32, a));
  b = gimple_convert (s, loc, s64, gimple_convert (s, loc, s32, b));
  tree r = gimple_build (s, loc, sub ? MINUS_EXPR : PLUS_EXPR, s64, a, b);
  r = gimple_build (s, loc, MIN_EXPR, s64, r,
		    build_int_cst (s64, 0x7fffffff));
  r = gimple_build (s, loc, MAX_EXPR, s64, r,
		    build_int_cst (s64, -0x7fffffffll - 1));
  return gimple_convert (s, loc, int_type (32), r);
}

/* The low BITS of V, sign-extended if SG (mul24's 24-bit operands).  */
static tree
low_bits (emulation *e, tree v, unsigned bits, bool sg)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree ut = TREE_TYPE (v);
  unsigned w = TYPE_PRECISION (ut);
  tree sh = build_int_cst (unsigned_type_node, w - bits);
  v = gimple_build (s, loc, LSHIFT_EXPR, ut, v, sh);
  if (sg)
    {
      tree st = int_type (w, true);
      v = gimple_build (s, loc, RSHIFT_EXPR, st,
			gimple_convert (s, loc, st, v), sh);
      return gimple_convert (s, loc, ut, v);
    }
  return gimple_build (s, loc, RSHIFT_EXPR, ut, v, sh);
}

/* A mask of the low N bits of W-bit type UT (N a value, 0 to W).  */
static tree
low_mask (emulation *e, tree ut, tree n)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  unsigned w = TYPE_PRECISION (ut);
  n = gimple_convert (s, loc, unsigned_type_node, n);
  tree full = gimple_build (s, loc, GE_EXPR, boolean_type_node, n,
			    build_int_cst (unsigned_type_node, w));
  tree safe = gimple_build (s, loc, BIT_AND_EXPR, unsigned_type_node, n,
			    build_int_cst (unsigned_type_node, w - 1));
  tree m = gimple_build (s, loc, MINUS_EXPR, ut,
			 gimple_build (s, loc, LSHIFT_EXPR, ut,
				       build_one_cst (ut), safe),
			 build_one_cst (ut));
  return gimple_build (s, loc, COND_EXPR, ut, full, build_minus_one_cst (ut),
		       m);
}

/* prmt's selector of byte I: a value 0-15 (bit 3: replicate the sign,
   plain mode only).  */
static tree
prmt_selector (emulation *e, unsigned mode, tree c, unsigned i)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree u32 = int_type (32);
  auto cst = [&] (unsigned v) { return build_int_cst (u32, v); };
  if (mode == PTXEMU_PRMT_PLAIN)
    return gimple_build (s, loc, BIT_AND_EXPR, u32,
			 gimple_build (s, loc, RSHIFT_EXPR, u32, c,
				       build_int_cst (unsigned_type_node,
						      4 * i)), cst (15));
  tree m = gimple_build (s, loc, BIT_AND_EXPR, u32, c, cst (3));
  switch (mode)
    {
    case PTXEMU_PRMT_F4E:	/* forward 4 extract */
      return gimple_build (s, loc, BIT_AND_EXPR, u32,
			   gimple_build (s, loc, PLUS_EXPR, u32, m, cst (i)),
			   cst (7));
    case PTXEMU_PRMT_B4E:	/* backward 4 extract */
      return gimple_build (s, loc, BIT_AND_EXPR, u32,
			   gimple_build (s, loc, MINUS_EXPR, u32, m, cst (i)),
			   cst (7));
    case PTXEMU_PRMT_RC8:	/* replicate byte m */
      return m;
    case PTXEMU_PRMT_ECL:	/* edge clamp left */
      return gimple_build (s, loc, MAX_EXPR, u32, m, cst (i));
    case PTXEMU_PRMT_ECR:	/* edge clamp right */
      return gimple_build (s, loc, MIN_EXPR, u32, m, cst (i));
    default:			/* PTXEMU_PRMT_RC16: replicate half m & 1 */
      return gimple_build (s, loc, BIT_IOR_EXPR, u32,
			   gimple_build (s, loc, LSHIFT_EXPR, u32,
					 gimple_build (s, loc, BIT_AND_EXPR,
						       u32, m, cst (1)),
					 build_int_cst (unsigned_type_node, 1)),
			   cst (i & 1));
    }
}

/* prmt.b32[.mode] d, a, b, c: bytes of {b, a} chosen by c.  */
static tree
permute (emulation *e, unsigned mode, tree a, tree b, tree c)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree u32 = int_type (32), u64 = int_type (64);
  tree x = gimple_build (s, loc, BIT_IOR_EXPR, u64,
			 gimple_build (s, loc, LSHIFT_EXPR, u64,
				       gimple_convert (s, loc, u64, b),
				       build_int_cst (unsigned_type_node, 32)),
			 gimple_convert (s, loc, u64, a));
  tree d = build_zero_cst (u32);
  for (unsigned i = 0; i < 4; i++)
    {
      tree sel = prmt_selector (e, mode, c, i);
      tree sh = gimple_build (s, loc, MULT_EXPR, u32,
			      gimple_build (s, loc, BIT_AND_EXPR, u32, sel,
					    build_int_cst (u32, 7)),
			      build_int_cst (u32, 8));
      tree byte = gimple_build (s, loc, BIT_AND_EXPR, u32,
				gimple_convert (s, loc, u32,
						gimple_build
						(s, loc, RSHIFT_EXPR, u64, x,
						 gimple_convert
						 (s, loc, unsigned_type_node,
						  sh))),
				build_int_cst (u32, 0xff));
      if (mode == PTXEMU_PRMT_PLAIN)
	{
	  /* Bit 3 of the selector: the byte's sign, replicated.  */
	  tree rep = gimple_build (s, loc, NE_EXPR, boolean_type_node,
				   gimple_build (s, loc, BIT_AND_EXPR, u32,
						 sel, build_int_cst (u32, 8)),
				   build_zero_cst (u32));
	  tree neg = gimple_build (s, loc, NE_EXPR, boolean_type_node,
				   gimple_build (s, loc, BIT_AND_EXPR, u32,
						 byte,
						 build_int_cst (u32, 0x80)),
				   build_zero_cst (u32));
	  tree fill = gimple_build (s, loc, COND_EXPR, u32, neg,
				    build_int_cst (u32, 0xff),
				    build_zero_cst (u32));
	  byte = gimple_build (s, loc, COND_EXPR, u32, rep, fill, byte);
	}
      d = gimple_build (s, loc, BIT_IOR_EXPR, u32, d,
			gimple_build (s, loc, LSHIFT_EXPR, u32, byte,
				      build_int_cst (unsigned_type_node,
						     8 * i)));
    }
  return d;
}

/* The field of bfe and bfi: its position and length from B and C (their
   low 8 bits at 32 bits, the whole values at 64: measured on an H100,
   bfe.u64 at position 0x100 gives 0).  INSIDE: the position is below
   the width W; SPOS: the position, masked to the width for shifting;
   ROOM: the bits from there to the top; HAVE: the field's bits that
   exist, min (len, room), 0 past the top.  */
struct field
{
  tree len, inside, spos, room, have;
};

static field
field_place (emulation *e, tree b, tree c, unsigned w)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree u32 = int_type (32);
  field f;
  tree pos = b;
  f.len = c;
  if (w == 32)
    {
      pos = gimple_build (s, loc, BIT_AND_EXPR, u32, b,
			  build_int_cst (u32, 0xff));
      f.len = gimple_build (s, loc, BIT_AND_EXPR, u32, c,
			    build_int_cst (u32, 0xff));
    }
  f.inside = gimple_build (s, loc, LT_EXPR, boolean_type_node, pos,
			   build_int_cst (u32, w));
  f.spos = gimple_build (s, loc, BIT_AND_EXPR, u32, pos,
			 build_int_cst (u32, w - 1));
  f.room = gimple_build (s, loc, MINUS_EXPR, u32, build_int_cst (u32, w),
			 f.spos);
  f.have = gimple_build (s, loc, COND_EXPR, u32, f.inside,
			 gimple_build (s, loc, MIN_EXPR, u32, f.len, f.room),
			 build_zero_cst (u32));
  return f;
}

/* bfe: LEN bits of A from POS (field_place); signed: the top bit taken
   fills the rest.  */
static tree
extract_field (emulation *e, tree a, tree b, tree c, unsigned w, bool sg)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree ut = int_type (w), u32 = int_type (32);
  field f = field_place (e, b, c, w);
  tree x = gimple_build (s, loc, RSHIFT_EXPR, ut, a,
			 gimple_convert (s, loc, unsigned_type_node, f.spos));
  x = gimple_build (s, loc, COND_EXPR, ut, f.inside, x, build_zero_cst (ut));
  tree m = low_mask (e, ut, f.have);
  tree r = gimple_build (s, loc, BIT_AND_EXPR, ut, x, m);
  if (!sg)
    return r;
  /* The sign: bit min (pos + len - 1, w - 1) of A, when len != 0; the
     sum cannot wrap where len fits in the room left.  */
  tree top = gimple_build (s, loc, MINUS_EXPR, u32,
			   gimple_build (s, loc, PLUS_EXPR, u32, f.spos, f.len),
			   build_one_cst (u32));
  tree fits = gimple_build (s, loc, BIT_AND_EXPR, boolean_type_node, f.inside,
			    gimple_build (s, loc, LE_EXPR, boolean_type_node,
					  f.len, f.room));
  top = gimple_build (s, loc, COND_EXPR, u32, fits, top,
		      build_int_cst (u32, w - 1));
  tree bit = gimple_build (s, loc, BIT_AND_EXPR, ut,
			   gimple_build (s, loc, RSHIFT_EXPR, ut, a,
					 gimple_convert (s, loc,
							 unsigned_type_node,
							 top)),
			   build_one_cst (ut));
  tree neg = gimple_build (s, loc, BIT_AND_EXPR, boolean_type_node,
			   gimple_build (s, loc, NE_EXPR, boolean_type_node,
					 bit, build_zero_cst (ut)),
			   gimple_build (s, loc, NE_EXPR, boolean_type_node,
					 f.len, build_zero_cst (u32)));
  tree fill = gimple_build (s, loc, BIT_IOR_EXPR, ut, r,
			    gimple_build (s, loc, BIT_NOT_EXPR, ut, m));
  return gimple_build (s, loc, COND_EXPR, ut, neg, fill, r);
}

/* bfi: LEN low bits of A into B at POS (field_place).  */
static tree
insert_field (emulation *e, tree a, tree b, tree c, tree d, unsigned w)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree ut = int_type (w);
  field f = field_place (e, c, d, w);
  tree sh = gimple_convert (s, loc, unsigned_type_node, f.spos);
  tree m = gimple_build (s, loc, LSHIFT_EXPR, ut, low_mask (e, ut, f.have),
			 sh);
  tree ins = gimple_build (s, loc, BIT_AND_EXPR, ut,
			   gimple_build (s, loc, LSHIFT_EXPR, ut, a, sh), m);
  tree keep = gimple_build (s, loc, BIT_AND_EXPR, ut, b,
			    gimple_build (s, loc, BIT_NOT_EXPR, ut, m));
  return gimple_build (s, loc, BIT_IOR_EXPR, ut, keep, ins);
}

/* One byte (HALF: 16 bits) of V, number I, extended as SG says, as a
   32-bit value.  */
static tree
lane_of (emulation *e, tree v, unsigned i, bool half, bool sg)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  unsigned bits = half ? 16 : 8;
  tree u32 = int_type (32);
  tree x = gimple_build (s, loc, RSHIFT_EXPR, u32, v,
			 build_int_cst (unsigned_type_node, bits * i));
  return low_bits (e, gimple_convert (s, loc, u32, x), bits, sg);
}

/* setp's and set's predicate.  */
static tree
compare (emulation *e, const struct ptxemu_insn *in)
{
  static const enum tree_code codes[] = { EQ_EXPR, NE_EXPR, LT_EXPR,
					  LE_EXPR, GT_EXPR, GE_EXPR };
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  unsigned w = in->type.bits;
  tree st = int_type (w, in->type.is_signed && w);
  const unsigned first = 1;
  tree p;
  if (in->type.is_float)
    p = float_compare (e, in, read_arg (e, &in->args[first]),
		       read_arg (e, &in->args[first + 1]));
  else
    p = gimple_build (s, loc, codes[in->cmp], boolean_type_node,
		      gimple_convert (s, loc, st,
				      read_arg (e, &in->args[first])),
		      gimple_convert (s, loc, st,
				      read_arg (e, &in->args[first + 1])));
  return combine_pred (e, in, p);
}

/* The SIMD video instruction IN (vadd2 ... vset4: struct ptxemu_video)
   of A, B and C.  Each lane is computed in 32 signed bits, where its
   value fits (17 bits at most), then clamped (.sat), summed into c
   (.add) or merged into c's other lanes.  */
static tree
video (emulation *e, const struct ptxemu_insn *in, tree a, tree b, tree c)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  const struct ptxemu_video *v = &in->video;
  unsigned lb = 32 / v->lanes;
  tree u32 = int_type (32), s32 = int_type (32, true), u64 = int_type (64);
  auto cst = [&] (tree t, HOST_WIDE_INT x) { return build_int_cst (t, x); };
  /* The 2 * LANES lanes of {b, a}, a the low ones.  */
  tree pool = gimple_build (s, loc, BIT_IOR_EXPR, u64,
			    gimple_build (s, loc, LSHIFT_EXPR, u64,
					  gimple_convert (s, loc, u64, b),
					  build_int_cst (unsigned_type_node,
							 32)),
			    gimple_convert (s, loc, u64, a));
  /* Lane N of the pool, extended as SG says, in 32 signed bits.  */
  auto lane = [&] (unsigned n, bool sg) {
    tree x = gimple_build (s, loc, RSHIFT_EXPR, u64, pool,
			   build_int_cst (unsigned_type_node, n * lb));
    x = gimple_convert (s, loc, int_type (lb, sg), x);
    return gimple_convert (s, loc, s32, x);
  };
  tree acc = cst (s32, 0), d = cst (u32, 0);
  for (unsigned i = 0; i < v->lanes; i++)
    {
      tree va = lane (v->asel[i], v->a_signed);
      tree vb = lane (v->bsel[i], v->b_signed);
      tree t;
      switch (in->mode)
	{
	case PTXEMU_VIDEO_ADD:
	  t = gimple_build (s, loc, PLUS_EXPR, s32, va, vb);
	  break;
	case PTXEMU_VIDEO_SUB:
	  t = gimple_build (s, loc, MINUS_EXPR, s32, va, vb);
	  break;
	case PTXEMU_VIDEO_AVRG:
	  {
	    /* (a + b + 1) >> 1 if a + b >= 0, else (a + b) >> 1.  */
	    tree sum = gimple_build (s, loc, PLUS_EXPR, s32, va, vb);
	    tree up = gimple_build (s, loc, GE_EXPR, boolean_type_node, sum,
				    cst (s32, 0));
	    sum = gimple_build (s, loc, PLUS_EXPR, s32, sum,
				gimple_convert (s, loc, s32, up));
	    t = gimple_build (s, loc, RSHIFT_EXPR, s32, sum,
			      build_int_cst (unsigned_type_node, 1));
	  }
	  break;
	case PTXEMU_VIDEO_ABSDIFF:
	  t = gimple_build (s, loc, ABS_EXPR, s32,
			    gimple_build (s, loc, MINUS_EXPR, s32, va, vb));
	  break;
	case PTXEMU_VIDEO_MIN:
	  t = gimple_build (s, loc, MIN_EXPR, s32, va, vb);
	  break;
	case PTXEMU_VIDEO_MAX:
	  t = gimple_build (s, loc, MAX_EXPR, s32, va, vb);
	  break;
	default:
	  {
	    static const enum tree_code codes[] = { EQ_EXPR, NE_EXPR, LT_EXPR,
						    LE_EXPR, GT_EXPR, GE_EXPR };
	    t = gimple_convert (s, loc, s32,
				gimple_build (s, loc, codes[in->cmp],
					      boolean_type_node, va, vb));
	  }
	  break;
	}
      if (in->sat)
	{
	  tree lt = int_type (lb, v->d_signed);
	  t = gimple_build (s, loc, MAX_EXPR, s32, t,
			    fold_convert (s32, TYPE_MIN_VALUE (lt)));
	  t = gimple_build (s, loc, MIN_EXPR, s32, t,
			    fold_convert (s32, TYPE_MAX_VALUE (lt)));
	}
      bool on = v->mask & (1u << i);
      if (v->add)
	{
	  if (on)
	    acc = gimple_build (s, loc, PLUS_EXPR, s32, acc, t);
	  continue;
	}
      /* Merge: the lane's bits, or c's.  */
      tree lanemask = cst (u32, (HOST_WIDE_INT) ((1ull << lb) - 1) << (i * lb));
      tree bits = on ? gimple_build (s, loc, LSHIFT_EXPR, u32,
				     gimple_convert (s, loc, u32, t),
				     build_int_cst (unsigned_type_node,
						    i * lb))
		  : c;
      d = gimple_build (s, loc, BIT_IOR_EXPR, u32, d,
			gimple_build (s, loc, BIT_AND_EXPR, u32, bits,
				      lanemask));
    }
  if (v->add)
    return gimple_build (s, loc, PLUS_EXPR, u32, c,
			 gimple_convert (s, loc, u32, acc));
  return d;
}

/* One instruction's result (before its guard).  */
/* The lanes that take part in a warp instruction of member mask MASK:
   those of the mask that are active in the statement's warp (the
   record's LANES), and lane 0, the statement's own.  */
static tree
participants (emulation *e, tree mask)
{
  tree u32 = int_type (32);
  tree m = gimple_build (&e->seq, e->loc, BIT_AND_EXPR, u32,
			 gimple_convert (&e->seq, e->loc, u32, mask),
			 build_int_cst (u32, e->rec->lanes));
  return gimple_build (&e->seq, e->loc, BIT_IOR_EXPR, u32, m,
		       build_one_cst (u32));
}

/* What the integer instruction IN's handlers read: its width W,
   signedness SG, unsigned and signed types UT and ST, the location LOC,
   the sequence S, and ARG (I), its operand I.  */
#define INT_OPERANDS							\
  unsigned w ATTRIBUTE_UNUSED = in->type.bits;				\
  bool sg ATTRIBUTE_UNUSED = in->type.is_signed;			\
  tree ut ATTRIBUTE_UNUSED = int_type (w);				\
  tree st ATTRIBUTE_UNUSED = int_type (w, sg && w);			\
  location_t loc ATTRIBUTE_UNUSED = e->loc;				\
  gimple_seq *s ATTRIBUTE_UNUSED = &e->seq;				\
  auto arg ATTRIBUTE_UNUSED						\
    = [&] (unsigned i) { return read_arg (e, &in->args[i]); }

/* mul24, mad24: 24-bit operands, a 48-bit product (.lo its bits 0-31, .hi 16-47) (compute).  */
static tree
int_mul24_lo (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* 24-bit operands, a 48-bit product: .lo its bits 0-31, .hi
     16-47.  */
  tree p = wide_product (e, low_bits (e, arg (1), 24, sg),
			 low_bits (e, arg (2), 24, sg), 32, sg);
  bool hi = in->op == PTXEMU_MUL24_HI || in->op == PTXEMU_MAD24_HI;
  if (hi)
    p = gimple_build (s, loc, RSHIFT_EXPR, TREE_TYPE (p), p,
		      build_int_cst (unsigned_type_node, 16));
  p = gimple_convert (s, loc, ut, p);
  if (in->op == PTXEMU_MAD24_LO || in->op == PTXEMU_MAD24_HI)
    p = gimple_build (s, loc, PLUS_EXPR, ut, p, arg (3));
  return p;
}

/* sad: c plus the difference of a and b (compute).  */
static tree
int_sad (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  tree a = arg (1), b = arg (2);
  tree lt = gimple_build (s, loc, LT_EXPR, boolean_type_node,
			  gimple_convert (s, loc, st, a),
			  gimple_convert (s, loc, st, b));
  tree d = gimple_build (s, loc, COND_EXPR, ut, lt,
			 gimple_build (s, loc, MINUS_EXPR, ut, b, a),
			 gimple_build (s, loc, MINUS_EXPR, ut, a, b));
  return gimple_build (s, loc, PLUS_EXPR, ut, arg (3), d);
}

/* cvt.pack.sat: a and b clamped and packed, c's bits above them (compute).  */
static tree
int_cvt_pack (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* Each of a and b clamped to the N-bit type, b's field low, a's
     above it, c's low bits above both.  */
  unsigned n = in->dtype.bits;
  tree s32 = int_type (32, true), u32 = int_type (32);
  HOST_WIDE_INT lo = in->dtype.is_signed ? -(HOST_WIDE_INT_1 << (n - 1)) : 0;
  HOST_WIDE_INT hi = in->dtype.is_signed ? (HOST_WIDE_INT_1 << (n - 1)) - 1
		     : (HOST_WIDE_INT_1 << n) - 1;
  auto field = [&] (tree v, unsigned shift) {
    v = gimple_convert (s, loc, s32, v);
    v = gimple_build (s, loc, MAX_EXPR, s32, v, build_int_cst (s32, lo));
    v = gimple_build (s, loc, MIN_EXPR, s32, v, build_int_cst (s32, hi));
    v = bits_and (e, gimple_convert (s, loc, u32, v),
		  (HOST_WIDE_INT_1U << n) - 1);
    return gimple_build (s, loc, LSHIFT_EXPR, u32, v,
			 build_int_cst (u32, shift));
  };
  tree d = gimple_build (s, loc, BIT_IOR_EXPR, u32, field (arg (2), 0),
			 field (arg (1), n));
  if (in->nargs == 4)
    d = gimple_build (s, loc, BIT_IOR_EXPR, u32, d,
		      gimple_build (s, loc, LSHIFT_EXPR, u32,
				    gimple_convert (s, loc, u32, arg (3)),
				    build_int_cst (u32, 2 * n)));
  return d;
}

/* bfind (compute).  */
static tree
int_bfind (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* The highest bit that differs from the sign (signed) or is set;
     none: all ones.  .shiftamt: the left shift that makes it the
     top bit.  */
  tree a = arg (1);
  if (sg)
    {
      tree neg = gimple_build (s, loc, LT_EXPR, boolean_type_node,
			       gimple_convert (s, loc, st, a),
			       build_zero_cst (st));
      a = gimple_build (s, loc, COND_EXPR, ut, neg,
			gimple_build (s, loc, BIT_NOT_EXPR, ut, a), a);
    }
  tree u32 = int_type (32);
  tree at = w == 64 ? long_long_unsigned_type_node : unsigned_type_node;
  tree c = gimple_build (s, loc,
			 as_combined_fn (w == 64 ? BUILT_IN_CLZLL
					 : BUILT_IN_CLZ),
			 integer_type_node,
			 gimple_convert (s, loc, at, a));
  c = gimple_convert (s, loc, u32, c);
  tree pos = (in->mode == PTXEMU_BFIND_SHIFTAMT ? c
	      : gimple_build (s, loc, MINUS_EXPR, u32,
			      build_int_cst (u32, w - 1), c));
  tree none = gimple_build (s, loc, EQ_EXPR, boolean_type_node, a,
			    build_zero_cst (ut));
  return gimple_build (s, loc, COND_EXPR, u32, none,
		       build_int_cst (u32, 0xffffffffu), pos);
}

/* lop3 (compute).  */
static tree
int_lop3 (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* The sum of the minterms that the look-up table selects:
     a is 0xf0, b 0xcc, c 0xaa.  */
  tree a = arg (1), b = arg (2), c = arg (3), lut = arg (4);
  tree d = build_zero_cst (ut);
  for (unsigned i = 0; i < 8; i++)
    {
      tree ta = i & 4 ? a : gimple_build (s, loc, BIT_NOT_EXPR, ut, a);
      tree tb = i & 2 ? b : gimple_build (s, loc, BIT_NOT_EXPR, ut, b);
      tree tc = i & 1 ? c : gimple_build (s, loc, BIT_NOT_EXPR, ut, c);
      tree term = gimple_build (s, loc, BIT_AND_EXPR, ut, ta,
				gimple_build (s, loc, BIT_AND_EXPR, ut,
					      tb, tc));
      tree on = gimple_build (s, loc, BIT_AND_EXPR, ut,
			      gimple_build (s, loc, RSHIFT_EXPR, ut, lut,
					    build_int_cst
					    (unsigned_type_node, i)),
			      build_one_cst (ut));
      tree mask = gimple_build (s, loc, NEGATE_EXPR, ut, on);
      d = gimple_build (s, loc, BIT_IOR_EXPR, ut, d,
			gimple_build (s, loc, BIT_AND_EXPR, ut, term,
				      mask));
    }
  return d;
}

/* shf: a funnel shift (compute).  */
static tree
int_shf (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* {b, a} shifted by c (.wrap: c & 31; .clamp: at most 32).  */
  tree u32 = int_type (32), u64 = int_type (64);
  tree c = arg (3);
  tree n = (in->mode & PTXEMU_SHF_CLAMP)
	   ? gimple_build (s, loc, MIN_EXPR, u32, c, build_int_cst (u32, 32))
	   : gimple_build (s, loc, BIT_AND_EXPR, u32, c,
			   build_int_cst (u32, 31));
  n = gimple_convert (s, loc, unsigned_type_node, n);
  tree x = gimple_build (s, loc, BIT_IOR_EXPR, u64,
			 gimple_build (s, loc, LSHIFT_EXPR, u64,
				       gimple_convert (s, loc, u64,
						       arg (2)),
				       build_int_cst (unsigned_type_node,
						      32)),
			 gimple_convert (s, loc, u64, arg (1)));
  if (!(in->mode & PTXEMU_SHF_RIGHT))
    {
      x = gimple_build (s, loc, LSHIFT_EXPR, u64, x, n);
      x = gimple_build (s, loc, RSHIFT_EXPR, u64, x,
			build_int_cst (unsigned_type_node, 32));
    }
  else
    x = gimple_build (s, loc, RSHIFT_EXPR, u64, x, n);
  return gimple_convert (s, loc, u32, x);
}

/* dp4a, dp2a (compute).  */
static tree
int_dp4a (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* c + the products of a's bytes (dp2a: halves) and b's bytes,
     each extended as its type says; 32 bits, wrapping.  */
  tree u32 = int_type (32);
  tree a = arg (1), b = arg (2);
  tree d = arg (3);
  bool two = in->op == PTXEMU_DP2A;
  for (unsigned i = 0; i < (two ? 2u : 4u); i++)
    {
      tree x = lane_of (e, a, i, two, in->type.is_signed);
      tree y = lane_of (e, b,
			two && in->mode == PTXEMU_DP2A_HI ? i + 2 : i,
			false,
			in->dtype.is_signed);
      d = gimple_build (s, loc, PLUS_EXPR, u32, d,
			gimple_build (s, loc, MULT_EXPR, u32, x, y));
    }
  return d;
}

/* set (compute).  */
static tree
int_set (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* All ones, or 1.0 for an f32 destination; else 0.  */
  tree p = compare (e, in);
  unsigned yes = in->dtype.is_float ? 0x3f800000u : 0xffffffffu;
  return gimple_build (s, loc, COND_EXPR, int_type (32), p,
		       build_int_cst (int_type (32), yes),
		       build_zero_cst (int_type (32)));
}

/* mov of a vector of registers into one (compute).  */
static tree
int_pack (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  unsigned n = in->nargs - 1, pw = w / n;
  tree d = build_zero_cst (ut);
  for (unsigned i = 0; i < n; i++)
    d = gimple_build (s, loc, BIT_IOR_EXPR, ut, d,
		      gimple_build (s, loc, LSHIFT_EXPR, ut,
				    gimple_convert (s, loc, ut,
						    arg (i + 1)),
				    build_int_cst (unsigned_type_node,
						   pw * i)));
  return d;
}

/* mov of a register into a vector of them (compute).  */
static tree
int_unpack (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  unsigned n = in->nargs - 1, pw = w / n;
  tree v = arg (n);
  for (unsigned i = 0; i < n; i++)
    e->parts[i]
      = gimple_convert (s, loc, int_type (pw),
			gimple_build (s, loc, RSHIFT_EXPR, ut, v,
				      build_int_cst (unsigned_type_node,
						     pw * i)));
  return e->parts[0];
}

tree
shfl_source (emulation *e, const struct ptxemu_insn *in, tree lane, tree b,
	     tree c, tree *p, tree *raw)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree u32 = int_type (32), s32 = int_type (32, true);
  lane = gimple_convert (s, loc, u32, lane);
  b = gimple_build (s, loc, BIT_AND_EXPR, u32, gimple_convert (s, loc, u32, b),
		    build_int_cst (u32, 31));
  c = gimple_convert (s, loc, u32, c);
  tree seg = gimple_build (s, loc, BIT_AND_EXPR, u32,
			   gimple_build (s, loc, RSHIFT_EXPR, u32, c,
					 build_int_cst
					 (unsigned_type_node, 8)),
			   build_int_cst (u32, 31));
  tree notseg = gimple_build (s, loc, BIT_NOT_EXPR, u32, seg);
  tree minlane = gimple_build (s, loc, BIT_AND_EXPR, u32, lane, seg);
  tree maxlane = gimple_build (s, loc, BIT_IOR_EXPR, u32, minlane,
			       gimple_build (s, loc, BIT_AND_EXPR, u32,
					     gimple_build (s, loc, BIT_AND_EXPR,
							   u32, c,
							   build_int_cst
							   (u32, 31)),
					     notseg));
  tree j;
  switch (in->mode)
    {
    case PTXEMU_SHFL_UP:
      /* up: lane - b, in range if >= maxlane (signed).  */
      j = gimple_build (s, loc, MINUS_EXPR, s32,
			gimple_convert (s, loc, s32, lane),
			gimple_convert (s, loc, s32, b));
      *p = gimple_build (s, loc, GE_EXPR, boolean_type_node, j,
			 gimple_convert (s, loc, s32, maxlane));
      j = gimple_convert (s, loc, u32, j);
      break;
    case PTXEMU_SHFL_DOWN:
      j = gimple_build (s, loc, PLUS_EXPR, u32, lane, b);
      *p = gimple_build (s, loc, LE_EXPR, boolean_type_node, j, maxlane);
      break;
    case PTXEMU_SHFL_BFLY:
      j = gimple_build (s, loc, BIT_XOR_EXPR, u32, lane, b);
      *p = gimple_build (s, loc, LE_EXPR, boolean_type_node, j, maxlane);
      break;
    default:
      /* idx: b outside the segment, in the lane's segment.  */
      j = gimple_build (s, loc, BIT_IOR_EXPR, u32, minlane,
			gimple_build (s, loc, BIT_AND_EXPR, u32, b, notseg));
      *p = gimple_build (s, loc, LE_EXPR, boolean_type_node, j, maxlane);
      break;
    }
  if (raw)
    *raw = gimple_convert (s, loc, s32, j);
  return gimple_build (s, loc, COND_EXPR, u32, *p, j, lane);
}

/* shfl.sync on the statement's warp outside lockstep (compute).  */
static tree
int_shfl (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* Lane 0 of the statement's warp, whose lanes in the member mask
     and active (participants) hold the same value.  The predicate
     says whether the source lane is in range (c: the clamp in bits
     0-4, the segment mask in 8-12); out of range the lane reads its
     own value, in range a participant's, the same, and any other
     lane's 0 (undefined in PTX; what an H100 gives for an inactive
     lane).  */
  tree u32 = int_type (32);
  tree p;
  tree j = shfl_source (e, in, build_zero_cst (u32), arg (2), arg (3), &p,
			NULL);
  e->dest2 = p;
  /* Not a participant: 0.  */
  tree part = gimple_build (s, loc, BIT_AND_EXPR, u32,
			    gimple_build (s, loc, RSHIFT_EXPR, u32,
					  participants (e, arg (4)), j),
			    build_one_cst (u32));
  tree other = gimple_build (s, loc, EQ_EXPR, boolean_type_node, part,
			     build_zero_cst (u32));
  return gimple_build (s, loc, COND_EXPR, ut, other, build_zero_cst (ut),
		       arg (1));
}

/* vote.sync on the statement's warp outside lockstep (compute).  */
static tree
int_vote (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* The participants hold the same predicate.  */
  if (in->mode == PTXEMU_VOTE_UNI)
    return boolean_true_node;
  tree p = arg (1);
  if (in->mode == PTXEMU_VOTE_BALLOT)
    return gimple_build (s, loc, COND_EXPR, int_type (32), p,
			 participants (e, arg (2)),
			 build_zero_cst (int_type (32)));
  return p;
}

/* redux.sync on the statement's warp outside lockstep (compute).  */
static tree
int_redux (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* Over participants that hold the same value X: min, max, and
     and or give X; add gives X times their number, xor X if their
     number is odd.  */
  tree x = arg (1);
  if (in->mode != PTXEMU_REDUX_ADD && in->mode != PTXEMU_REDUX_XOR)
    return x;
  tree u32 = int_type (32);
  tree n = gimple_build (s, loc, CFN_BUILT_IN_POPCOUNT, integer_type_node,
			 gimple_convert (s, loc, unsigned_type_node,
					 participants (e, arg (2))));
  n = gimple_convert (s, loc, u32, n);
  if (in->mode == PTXEMU_REDUX_ADD)
    return gimple_build (s, loc, MULT_EXPR, u32,
			 gimple_convert (s, loc, u32, x), n);
  tree odd = gimple_build (s, loc, NE_EXPR, boolean_type_node,
			   gimple_build (s, loc, BIT_AND_EXPR, u32, n,
					 build_one_cst (u32)),
			   build_zero_cst (u32));
  return gimple_build (s, loc, COND_EXPR, u32, odd,
		       gimple_convert (s, loc, u32, x),
		       build_zero_cst (u32));
}

/* membar and fence (a fence), bar.warp.sync (nothing) (compute).  */
static tree
int_nop (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  if (in->mode == PTXEMU_NOP_FENCE)
    {
      /* membar, fence: a sequentially consistent fence.  */
      gcall *c = gimple_build_call (builtin_decl_explicit
				    (BUILT_IN_ATOMIC_THREAD_FENCE), 1,
				    build_int_cst (integer_type_node,
						   MEMMODEL_SEQ_CST));
      gimple_set_location (c, loc);
      gimple_seq_add_stmt (s, c);
    }
  return NULL_TREE;
}

/* abs (compute).  */
static tree
int_abs (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  tree a = arg (1);
  tree neg = gimple_build (s, loc, LT_EXPR, boolean_type_node,
			   gimple_convert (s, loc, st, a),
			   build_zero_cst (st));
  tree m = gimple_build (s, loc, MINUS_EXPR, ut, build_zero_cst (ut), a);
  return gimple_build (s, loc, COND_EXPR, ut, neg, m, a);
}

/* div, rem (compute).  */
static tree
int_div (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* As an H100 gives them: by 0 all ones; the most negative by -1
     itself (div) or 0 (rem); the host's division would trap.  */
  tree a = gimple_convert (s, loc, st, arg (1));
  tree b = gimple_convert (s, loc, st, arg (2));
  tree zero = gimple_build (s, loc, EQ_EXPR, boolean_type_node, b,
			    build_zero_cst (st));
  tree odd = boolean_false_node;
  if (sg)
    {
      tree amin = gimple_build (s, loc, EQ_EXPR, boolean_type_node, a,
				TYPE_MIN_VALUE (st));
      tree bm1 = gimple_build (s, loc, EQ_EXPR, boolean_type_node, b,
			       build_minus_one_cst (st));
      odd = gimple_build (s, loc, BIT_AND_EXPR, boolean_type_node, amin,
			  bm1);
    }
  tree bad = gimple_build (s, loc, BIT_IOR_EXPR, boolean_type_node, zero,
			   odd);
  tree safe = gimple_build (s, loc, COND_EXPR, st, bad,
			    build_one_cst (st), b);
  tree q = gimple_build (s, loc, in->op == PTXEMU_DIV ? TRUNC_DIV_EXPR
			 : TRUNC_MOD_EXPR, st, a, safe);
  tree special = gimple_build (s, loc, COND_EXPR, st, zero,
			       build_minus_one_cst (st),
			       in->op == PTXEMU_DIV ? a
			       : build_zero_cst (st));
  tree r = gimple_build (s, loc, COND_EXPR, st, bad, special, q);
  return gimple_convert (s, loc, ut, r);
}

/* brev (compute).  */
static tree
int_brev (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* Swap ever larger halves: bits, pairs, nibbles, bytes...  */
  tree v = arg (1);
  for (unsigned k = 1; k < w; k *= 2)
    {
      unsigned HOST_WIDE_INT m = 0;
      for (unsigned b = 0; b < w; b++)
	if (!(b & k))
	  m |= HOST_WIDE_INT_1U << b;
      tree mask = build_int_cst (ut, m);
      tree sh = build_int_cst (unsigned_type_node, k);
      tree lo = gimple_build (s, loc, LSHIFT_EXPR, ut,
			      gimple_build (s, loc, BIT_AND_EXPR, ut, v,
					    mask), sh);
      tree hi = gimple_build (s, loc, BIT_AND_EXPR, ut,
			      gimple_build (s, loc, RSHIFT_EXPR, ut, v,
					    sh), mask);
      v = gimple_build (s, loc, BIT_IOR_EXPR, ut, lo, hi);
    }
  return v;
}

/* cvt between integer types (compute).  */
static tree
int_cvt (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  /* Extended as the source's signedness says, or truncated; .sat
     clamps the source's value to the destination type's range
     first, compared in 128 bits, where both fit (host_lacks).  */
  tree a = gimple_convert (s, loc, st, arg (1));
  tree dt = int_type (in->dtype.bits, in->dtype.is_signed);
  if (in->sat)
    {
      tree wt = int_type (128, true);
      a = gimple_convert (s, loc, wt, a);
      a = gimple_build (s, loc, MAX_EXPR, wt, a,
			fold_convert (wt, TYPE_MIN_VALUE (dt)));
      a = gimple_build (s, loc, MIN_EXPR, wt, a,
			fold_convert (wt, TYPE_MAX_VALUE (dt)));
    }
  /* Into a register as wide as the type, or wider (8-bit types),
     extended as the type says.  */
  unsigned db = in->args[0].bits;
  return gimple_convert (s, loc, int_type (db),
			 gimple_convert (s, loc,
					 int_type (db,
						   in->dtype.is_signed),
					 gimple_convert (s, loc, dt, a)));
}

/* popc, clz (compute).  */
static tree
int_popc (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  tree a = arg (1);
  tree u32 = int_type (32);
  bool wide = w == 64;
  tree at = wide ? long_long_unsigned_type_node : unsigned_type_node;
  built_in_function fn
    = in->op == PTXEMU_POPC ? (wide ? BUILT_IN_POPCOUNTLL
			       : BUILT_IN_POPCOUNT)
    : (wide ? BUILT_IN_CLZLL : BUILT_IN_CLZ);
  tree c = gimple_build (s, loc, as_combined_fn (fn), integer_type_node,
			 gimple_convert (s, loc, at, a));
  c = gimple_convert (s, loc, u32, c);
  if (in->op == PTXEMU_POPC)
    return c;
  /* clz of 0 is the width on the GPU, undefined in C.  */
  tree zero = gimple_build (s, loc, EQ_EXPR, boolean_type_node, a,
			    build_zero_cst (ut));
  return gimple_build (s, loc, COND_EXPR, u32, zero,
		       build_int_cst (u32, w), c);
}

/* add, sub (compute).  */
static tree
int_add (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  if (in->sat)
    return saturate (e, arg (1), arg (2), in->op == PTXEMU_SUB);
  return add_carry (e, in, arg (1), arg (2), in->op == PTXEMU_SUB);
}

/* mad.hi (compute).  */
static tree
int_mad_hi (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  if (in->sat)
    return saturate (e, high_product (e, arg (1), arg (2), w, sg),
		     arg (3), false);
  return add_carry (e, in, high_product (e, arg (1), arg (2), w, sg),
		    arg (3), false);
}

/* and, or, xor (compute).  */
static tree
int_and (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  return gimple_build (s, loc,
		       in->op == PTXEMU_AND ? BIT_AND_EXPR
		       : in->op == PTXEMU_OR ? BIT_IOR_EXPR : BIT_XOR_EXPR,
		       ut, arg (1), arg (2));
}

/* not (compute).  */
static tree
int_not (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  if (w == 0)
    return gimple_build (s, loc, EQ_EXPR, boolean_type_node, arg (1),
			 boolean_false_node);
  return gimple_build (s, loc, BIT_NOT_EXPR, ut, arg (1));
}

/* cnot: 1 if a is 0, else 0 (compute).  */
static tree
int_cnot (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  tree z = gimple_build (s, loc, EQ_EXPR, boolean_type_node,
			 arg (1), build_zero_cst (ut));
  return gimple_convert (s, loc, ut, z);
}

/* min, max (compute).  */
static tree
int_min (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  tree r = gimple_build (s, loc,
			 in->op == PTXEMU_MIN ? MIN_EXPR : MAX_EXPR, st,
			 gimple_convert (s, loc, st, arg (1)),
			 gimple_convert (s, loc, st, arg (2)));
  return gimple_convert (s, loc, ut, r);
}

/* slct: a if c >= 0 (a float: -0 too, not NaN), else b (compute).  */
static tree
int_slct (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  tree c = arg (3), ge;
  if (in->dtype.is_float)
    ge = gimple_build (s, loc, GE_EXPR, boolean_type_node,
		       as_float (e, in->ftz ? flush (e, c) : c),
		       build_zero_cst (float_type_node));
  else
    ge = gimple_build (s, loc, GE_EXPR, boolean_type_node,
		       gimple_convert (s, loc, int_type (32, true), c),
		       build_zero_cst (int_type (32, true)));
  return gimple_build (s, loc, COND_EXPR, ut, ge, arg (1), arg (2));
}

/* The integer, bit or predicate instruction IN (PTXEMU_FAMILY_INT).  */
tree
compute_int (emulation *e, const struct ptxemu_insn *in)
{
  INT_OPERANDS;
  if (in->op == PTXEMU_SLCT)
    return int_slct (e, in);
  switch (in->op)
    {
    case PTXEMU_MOV:
      return arg (1);
    case PTXEMU_ADD:
    case PTXEMU_SUB:
      return int_add (e, in);
    case PTXEMU_MUL_LO:
      return gimple_build (s, loc, MULT_EXPR, ut, arg (1), arg (2));
    case PTXEMU_MAD_LO:
      return add_carry (e, in,
			gimple_build (s, loc, MULT_EXPR, ut, arg (1),
				      arg (2)), arg (3), false);
    case PTXEMU_MAD_HI:
      return int_mad_hi (e, in);
    case PTXEMU_MUL_HI:
      return high_product (e, arg (1), arg (2), w, sg);
    case PTXEMU_MUL_WIDE:
      return wide_product (e, arg (1), arg (2), w, sg);
    case PTXEMU_MAD_WIDE:
      return gimple_build (s, loc, PLUS_EXPR, int_type (2 * w),
			   wide_product (e, arg (1), arg (2), w, sg),
			   arg (3));
    case PTXEMU_MUL24_LO:
    case PTXEMU_MUL24_HI:
    case PTXEMU_MAD24_LO:
    case PTXEMU_MAD24_HI:
      return int_mul24_lo (e, in);
    case PTXEMU_SAD:
      return int_sad (e, in);
    case PTXEMU_PRMT:
      return permute (e, in->mode, arg (1), arg (2), arg (3));
    case PTXEMU_CVT_PACK:
      return int_cvt_pack (e, in);
    case PTXEMU_BFE:
      return extract_field (e, arg (1), arg (2), arg (3), w, sg);
    case PTXEMU_BFI:
      return insert_field (e, arg (1), arg (2), arg (3),
			   arg (4), w);
    case PTXEMU_BFIND:
      return int_bfind (e, in);
    case PTXEMU_LOP3:
      return int_lop3 (e, in);
    case PTXEMU_SHF:
      return int_shf (e, in);
    case PTXEMU_DP4A:
    case PTXEMU_DP2A:
      return int_dp4a (e, in);
    case PTXEMU_SET:
      return int_set (e, in);
    case PTXEMU_PACK:
      return int_pack (e, in);
    case PTXEMU_UNPACK:
      return int_unpack (e, in);
    case PTXEMU_SHFL:
      return int_shfl (e, in);
    case PTXEMU_VOTE:
      return int_vote (e, in);
    case PTXEMU_MATCH_ANY:
    case PTXEMU_MATCH_ALL:
      /* The lanes with the same value: every participant.  */
      e->dest2 = boolean_true_node;
      return participants (e, arg (2));
    case PTXEMU_REDUX:
      return int_redux (e, in);
    case PTXEMU_ACTIVEMASK:
      return build_int_cst (int_type (32), e->rec->lanes);
    case PTXEMU_ELECT:
      /* Lane 0 is a participant, the lowest.  */
      e->dest2 = boolean_true_node;
      return build_zero_cst (int_type (32));
    case PTXEMU_VIDEO:
      return video (e, in, arg (1), arg (2), arg (3));
    default:
      /* Of another family, or SLCT.  */
      gcc_unreachable ();
    case PTXEMU_NOP:
      return int_nop (e, in);
    case PTXEMU_AND:
    case PTXEMU_OR:
    case PTXEMU_XOR:
      return int_and (e, in);
    case PTXEMU_NOT:
      return int_not (e, in);
    case PTXEMU_CNOT:
      return int_cnot (e, in);
    case PTXEMU_SHL:
      return shift (e, LSHIFT_EXPR, arg (1), arg (2), w, false);
    case PTXEMU_SHR:
      return shift (e, RSHIFT_EXPR, arg (1), arg (2), w, sg);
    case PTXEMU_NEG:
      return gimple_build (s, loc, MINUS_EXPR, ut, build_zero_cst (ut),
			   arg (1));
    case PTXEMU_ABS:
      return int_abs (e, in);
    case PTXEMU_MIN:
    case PTXEMU_MAX:
      return int_min (e, in);
    case PTXEMU_SELP:
      return gimple_build (s, loc, COND_EXPR, ut, arg (3), arg (1),
			   arg (2));
    case PTXEMU_SETP:
      return compare (e, in);
    case PTXEMU_DIV:
    case PTXEMU_REM:
      return int_div (e, in);
    case PTXEMU_BREV:
      return int_brev (e, in);
    case PTXEMU_CVT:
      return int_cvt (e, in);
    case PTXEMU_POPC:
    case PTXEMU_CLZ:
      return int_popc (e, in);
    }
  gcc_unreachable ();
}
