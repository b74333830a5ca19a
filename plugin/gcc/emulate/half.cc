/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* half.cc -- the host fallback's emulator (emulate.h): f16 and
   bf16 values and their pairs, computed in double and rounded to the
   format in integers.  */

#include "emulate.h"
#include "gpunum.h"

/* f16 and bf16: values of 16 bits, computed in double (exactly, or the
   double nearest and the sign of the rest) and rounded to the format
   in integers.  */

struct small_fmt
{
  unsigned ebits, mbits;
};

static tree small_finish (emulation *, const struct ptxemu_insn *, tree,
			  small_fmt);

static small_fmt
small_of (enum ptxemu_fmt f)
{
  return f == PTXEMU_FMT_BF16 ? small_fmt { 8, 7 } : small_fmt { 5, 10 };
}

/* The GPU's NaN of a 16-bit format (plugin/rt/gpunum.h).  */
#define SMALL_NAN PTXRT_NAN_16

static tree
u16_cst (unsigned v)
{
  return build_int_cst (int_type (16), v);
}

static tree
small_nan_p (emulation *e, tree v, small_fmt f)
{
  unsigned emask = ((1u << f.ebits) - 1) << f.mbits;
  return gimple_build (&e->seq, e->loc, GT_EXPR, boolean_type_node,
		       bits_and (e, v, 0x7fff), u16_cst (emask));
}

/* A subnormal V as a zero of its sign.  */
static tree
small_flush (emulation *e, tree v, small_fmt f)
{
  unsigned emask = ((1u << f.ebits) - 1) << f.mbits;
  tree z = gimple_build (&e->seq, e->loc, EQ_EXPR, boolean_type_node,
			 bits_and (e, v, emask), u16_cst (0));
  return select (e, z, bits_and (e, v, 0x8000), v);
}

/* The value of V (16 bits of format F) as a double, exactly.  */
static tree
small_to_double (emulation *e, tree v, small_fmt f)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree u64 = int_type (64), dt = double_type_node;
  int bias = (1 << (f.ebits - 1)) - 1;
  tree v64 = gimple_convert (q, loc, u64, v);
  tree ex = gimple_build (q, loc, BIT_AND_EXPR, u64,
			  gimple_build (q, loc, RSHIFT_EXPR, u64, v64,
					build_int_cst (unsigned_type_node,
						       f.mbits)),
			  build_int_cst (u64, (1u << f.ebits) - 1));
  tree man = bits_and (e, v64, (1u << f.mbits) - 1);
  tree sub = gimple_build (q, loc, EQ_EXPR, boolean_type_node, ex,
			   build_zero_cst (u64));
  /* (man + implicit) * 2^(max (ex, 1) - bias - mbits), the scale a
     double built from its exponent bits.  */
  tree m = select (e, sub, man,
		   fbuild (e, BIT_IOR_EXPR, man,
			   build_int_cst (u64, 1u << f.mbits)));
  tree ee = select (e, sub, build_one_cst (u64), ex);
  tree scale = as_float (e, gimple_build (q, loc, LSHIFT_EXPR, u64,
					  fbuild (e, PLUS_EXPR, ee,
						  build_int_cst
						  (u64, 1023 - bias
						   - (int) f.mbits)),
					  build_int_cst (unsigned_type_node,
							 52)));
  tree val = fbuild (e, MULT_EXPR, gimple_build (q, loc, FLOAT_EXPR, dt, m),
		     scale);
  unsigned emax = (1u << f.ebits) - 1;
  tree special = gimple_build (q, loc, EQ_EXPR, boolean_type_node, ex,
			       build_int_cst (u64, emax));
  tree inf = as_float (e, build_int_cst (u64, exp_mask (64)));
  tree nan = as_float (e, build_int_cst (u64, HOST_WIDE_INT_UC
					 (0x7ff8000000000000)));
  tree sv = select (e, gimple_build (q, loc, EQ_EXPR, boolean_type_node, man,
				     build_zero_cst (u64)), inf, nan);
  val = select (e, special, sv, val);
  tree neg = gimple_build (q, loc, NE_EXPR, boolean_type_node,
			   bits_and (e, v64, 0x8000), build_zero_cst (u64));
  return select (e, neg, gimple_build (q, loc, NEGATE_EXPR, dt, val), val);
}

/* The 16 bits of format F nearest S + ERR in MODE (S a double, ERR the
   exact rest), rounded in integers from S rounded to odd.  */
static tree
round_to_small (emulation *e, tree s, tree err, enum ptxemu_round mode,
		small_fmt f)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree u64 = int_type (64), s64 = int_type (64, true);
  /* Round to odd at 53 bits first (see round_narrow).  */
  tree sb = round_to_odd (e, s, err);
  tree sign = gimple_build (q, loc, RSHIFT_EXPR, u64, sb,
			    build_int_cst (unsigned_type_node, 63));
  tree ax = bits_and (e, sb, ~sign_bit (64));
  int bias = (1 << (f.ebits - 1)) - 1, emin = 1 - bias;
  /* ax is a normal double or 0: exponent E, 53-bit M.  */
  tree e_ = gimple_build (q, loc, MINUS_EXPR, s64,
			  gimple_convert (q, loc, s64,
					  gimple_build (q, loc, RSHIFT_EXPR, u64,
							ax,
							build_int_cst
							(unsigned_type_node,
							 52))),
			  build_int_cst (s64, 1023));
  tree m = fbuild (e, BIT_IOR_EXPR, bits_and (e, ax, (HOST_WIDE_INT_1U << 52)
						   - 1),
		   build_int_cst (u64, HOST_WIDE_INT_1U << 52));
  /* The result's last bit is at max (E, emin) - mbits: drop
     SHIFT = that - (E - 52) bits of M (at most 62: all below half).  */
  tree le = gimple_build (q, loc, MAX_EXPR, s64, e_, build_int_cst (s64, emin));
  tree shift = gimple_build (q, loc, PLUS_EXPR, s64,
			     gimple_build (q, loc, MINUS_EXPR, s64, le, e_),
			     build_int_cst (s64, 52 - (int) f.mbits));
  shift = gimple_build (q, loc, MIN_EXPR, s64, shift, build_int_cst (s64, 62));
  tree sh = gimple_convert (q, loc, unsigned_type_node, shift);
  tree qv = gimple_build (q, loc, RSHIFT_EXPR, u64, m, sh);
  tree one = build_one_cst (u64);
  tree rest = fbuild (e, BIT_AND_EXPR, m,
		      fbuild (e, MINUS_EXPR,
			      gimple_build (q, loc, LSHIFT_EXPR, u64, one, sh),
			      one));
  tree half = gimple_build (q, loc, LSHIFT_EXPR, u64, one,
			    gimple_convert (q, loc, unsigned_type_node,
					    fbuild (e, MINUS_EXPR, shift,
						    build_one_cst (s64))));
  tree nz = gimple_build (q, loc, NE_EXPR, boolean_type_node, rest,
			  build_zero_cst (u64));
  tree neg = gimple_build (q, loc, NE_EXPR, boolean_type_node, sign,
			   build_zero_cst (u64));
  tree up;
  switch (mode)
    {
    case PTXEMU_RZ:
      up = boolean_false_node;
      break;
    case PTXEMU_RM:
      up = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node, nz, neg);
      break;
    case PTXEMU_RP:
      up = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node, nz,
			 gimple_build (q, loc, EQ_EXPR, boolean_type_node,
				       neg, boolean_false_node));
      break;
    default:
      {
	tree odd = gimple_build (q, loc, NE_EXPR, boolean_type_node,
				 bits_and (e, qv, 1), build_zero_cst (u64));
	up = gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node,
			   gimple_build (q, loc, GT_EXPR, boolean_type_node,
					 rest, half),
			   gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
					 gimple_build (q, loc, EQ_EXPR,
						       boolean_type_node, rest,
						       half), odd));
	break;
      }
    }
  qv = select (e, up, fbuild (e, PLUS_EXPR, qv, one), qv);
  /* Subnormal: the bits are Q; normal: the biased exponent above Q
     without its leading bit (a carry out of Q moves into it).  */
  tree sub = gimple_build (q, loc, LT_EXPR, boolean_type_node, e_,
			   build_int_cst (s64, emin));
  tree biased = gimple_convert (q, loc, u64,
				fbuild (e, PLUS_EXPR, e_,
					build_int_cst (s64, bias)));
  tree nb = fbuild (e, MINUS_EXPR,
		    fbuild (e, PLUS_EXPR,
			    gimple_build (q, loc, LSHIFT_EXPR, u64, biased,
					  build_int_cst (unsigned_type_node,
							 f.mbits)), qv),
		    build_int_cst (u64, 1u << f.mbits));
  tree r = select (e, sub, qv, nb);
  /* Too large: the infinity, or the largest value toward zero.  */
  unsigned inf = ((1u << f.ebits) - 1) << f.mbits;
  tree big = gimple_build (q, loc, GE_EXPR, boolean_type_node,
			   gimple_convert (q, loc, s64, r),
			   build_int_cst (s64, inf));
  big = gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node, big,
		      gimple_build (q, loc, GT_EXPR, boolean_type_node, e_,
				    build_int_cst (s64, bias + 1)));
  tree to_inf;
  switch (mode)
    {
    case PTXEMU_RZ: to_inf = boolean_false_node; break;
    case PTXEMU_RM: to_inf = neg; break;
    case PTXEMU_RP:
      to_inf = gimple_build (q, loc, EQ_EXPR, boolean_type_node, neg,
			     boolean_false_node);
      break;
    default: to_inf = boolean_true_node; break;
    }
  r = select (e, big, select (e, to_inf, build_int_cst (u64, inf),
			      build_int_cst (u64, inf - 1)), r);
  /* Zero and infinity.  */
  tree is0 = gimple_build (q, loc, EQ_EXPR, boolean_type_node, ax,
			   build_zero_cst (u64));
  tree isinf = gimple_build (q, loc, EQ_EXPR, boolean_type_node, ax,
			     build_int_cst (u64, exp_mask (64)));
  r = select (e, is0, build_zero_cst (u64), r);
  r = select (e, isinf, build_int_cst (u64, inf), r);
  r = fbuild (e, BIT_IOR_EXPR, r,
	      gimple_build (q, loc, LSHIFT_EXPR, u64, sign,
			    build_int_cst (unsigned_type_node, 15)));
  r = gimple_convert (q, loc, int_type (16), r);
  /* A NaN (S was one): the GPU's.  */
  tree sn = gimple_build (q, loc, EQ_EXPR, boolean_type_node, finite_p (e, s),
			  boolean_false_node);
  tree isnan = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node, sn,
			     gimple_build (q, loc, EQ_EXPR, boolean_type_node,
					   isinf, boolean_false_node));
  return select (e, isnan, u16_cst (SMALL_NAN), r);
}

/* One element (16 bits) of a 16-bit float instruction, its inputs X.  */
static tree
small_element (emulation *e, const struct ptxemu_insn *in, small_fmt f,
	       tree *x, unsigned nin)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree dt = double_type_node, zero = build_zero_cst (dt);
  if (in->ftz)
    for (unsigned i = 0; i < nin; i++)
      x[i] = small_flush (e, x[i], f);
  tree r;
  switch (in->op)
    {
    case PTXEMU_MOV:
      return x[0];
    case PTXEMU_ABS:
    case PTXEMU_NEG:
      r = in->op == PTXEMU_ABS ? bits_and (e, x[0], 0x7fff)
	  : fbuild (e, BIT_XOR_EXPR, x[0], u16_cst (0x8000));
      return select (e, small_nan_p (e, x[0], f), u16_cst (SMALL_NAN), r);
    case PTXEMU_MIN:
    case PTXEMU_MAX:
      {
	tree a = small_to_double (e, x[0], f), b = small_to_double (e, x[1], f);
	bool is_min = in->op == PTXEMU_MIN;
	tree lt = gimple_build (q, loc, is_min ? LT_EXPR : GT_EXPR,
				boolean_type_node, a, b);
	tree eq = gimple_build (q, loc, EQ_EXPR, boolean_type_node, a, b);
	tree sa = gimple_build (q, loc, NE_EXPR, boolean_type_node,
				bits_and (e, x[0], 0x8000), u16_cst (0));
	if (!is_min)
	  sa = gimple_build (q, loc, EQ_EXPR, boolean_type_node, sa,
			     boolean_false_node);
	tree pick_a = gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node, lt,
				    gimple_build (q, loc, BIT_AND_EXPR,
						  boolean_type_node, eq, sa));
	r = select (e, pick_a, x[0], x[1]);
	tree na = small_nan_p (e, x[0], f), nb = small_nan_p (e, x[1], f);
	r = select (e, na, x[1], r);
	r = select (e, nb, x[0], r);
	/* Both NaN gives the NaN; with .NaN, either does.  */
	enum tree_code both = in->mode == PTXEMU_MINMAX_NAN ? BIT_IOR_EXPR
			      : BIT_AND_EXPR;
	return select (e, gimple_build (q, loc, both, boolean_type_node,
					na, nb), u16_cst (SMALL_NAN), r);
      }
    default:
      break;
    }
  tree d[3] = { NULL_TREE, NULL_TREE, NULL_TREE };
  for (unsigned i = 0; i < nin; i++)
    d[i] = small_to_double (e, x[i], f);
  if (in->op == PTXEMU_EX2 || in->op == PTXEMU_TANH)
    {
      /* .approx: computed closely and rounded to nearest, so closer to
	 the exact value than the GPU, whose results are within 2^-11
	 relative of it (an H100's within 1 ulp of these:
	 emulate-approx-half.c); a NaN operand gives the NaN.  */
      r = round_to_small (e, approx_double (e, in->op, d[0]), zero,
			  PTXEMU_RN, f);
      return select (e, small_nan_p (e, x[0], f), u16_cst (SMALL_NAN), r);
    }
  tree s, err = zero, ta = NULL_TREE, tb = NULL_TREE;
  if (in->op == PTXEMU_ADD)
    ta = d[0], tb = d[1];
  else if (in->op == PTXEMU_SUB)
    ta = d[0], tb = gimple_build (q, loc, NEGATE_EXPR, dt, d[1]);
  else if (in->op == PTXEMU_FMA)
    ta = fbuild (e, MULT_EXPR, d[0], d[1]), tb = d[2];
  if (ta)
    s = two_sum (e, ta, tb, &err);
  else
    s = fbuild (e, MULT_EXPR, d[0], d[1]);
  r = round_to_small (e, s, err, in->round, f);
  if (ta && in->round == PTXEMU_RM)
    {
      /* An exact zero sum is -0 rounding down (zero_sign).  */
      tree z = zero_sign (e, gimple_convert (q, loc, int_type (64),
					     build_zero_cst (int_type (64))),
			  ta, tb, s, err, in->round);
      tree exact0 = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
				  gimple_build (q, loc, EQ_EXPR,
						boolean_type_node, s, zero),
				  gimple_build (q, loc, EQ_EXPR,
						boolean_type_node, err, zero));
      r = select (e, exact0,
		  gimple_convert (q, loc, int_type (16),
				  gimple_build (q, loc, RSHIFT_EXPR,
						int_type (64), z,
						build_int_cst
						(unsigned_type_node, 48))), r);
    }
  if (in->ftz)
    r = small_flush (e, r, f);
  return small_finish (e, in, r, f);
}

/* .relu and .sat on a 16-bit result R.  */
static tree
small_finish (emulation *e, const struct ptxemu_insn *in, tree r, small_fmt f)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree nan = small_nan_p (e, r, f);
  tree neg = gimple_build (q, loc, NE_EXPR, boolean_type_node,
			   bits_and (e, r, 0x8000), u16_cst (0));
  if (in->relu)
    r = select (e, gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node, neg,
				 gimple_build (q, loc, EQ_EXPR,
					       boolean_type_node, nan,
					       boolean_false_node)),
		u16_cst (0), r);
  if (in->sat)
    {
      unsigned one = ((1u << (f.ebits - 1)) - 1) << f.mbits;
      tree above = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
				 gimple_build (q, loc, EQ_EXPR,
					       boolean_type_node, neg,
					       boolean_false_node),
				 gimple_build (q, loc, GT_EXPR,
					       boolean_type_node, r,
					       u16_cst (one)));
      r = select (e, above, u16_cst (one), r);
      r = select (e, gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node,
				   neg, nan), u16_cst (0), r);
    }
  return r;
}

/* An instruction of f16 or bf16 (or of their pairs), or a cvt to or
   from one.  */
/* A + B of type T (f16, bf16 or a pair of them: each half), rounded to
   nearest, subnormals kept: the sum that atom.add.noftz makes.  A and B
   are T's bits.  */
tree
small_add_bits (emulation *e, tree a, tree b, const struct ptxemu_type *t)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  struct ptxemu_insn add;
  memset (&add, 0, sizeof add);
  add.op = PTXEMU_ADD;
  add.type = *t;
  add.round = PTXEMU_RN;
  small_fmt f = small_of (t->fmt);
  tree out = build_zero_cst (int_type (t->bits));
  for (unsigned k = 0; k < (t->pair ? 2u : 1u); k++)
    {
      tree x[2];
      x[0] = gimple_convert (q, loc, int_type (16),
			     gimple_build (q, loc, RSHIFT_EXPR, TREE_TYPE (a),
					   a, build_int_cst (unsigned_type_node,
							     16 * k)));
      x[1] = gimple_convert (q, loc, int_type (16),
			     gimple_build (q, loc, RSHIFT_EXPR, TREE_TYPE (b),
					   b, build_int_cst (unsigned_type_node,
							     16 * k)));
      tree r = gimple_convert (q, loc, int_type (t->bits),
			       small_element (e, &add, f, x, 2));
      out = fbuild (e, BIT_IOR_EXPR, out,
		    gimple_build (q, loc, LSHIFT_EXPR, int_type (t->bits), r,
				  build_int_cst (unsigned_type_node, 16 * k)));
    }
  return out;
}

/* cvt of f16 or bf16, to or from them (compute_small).  */
static tree
small_cvt (emulation *e, const struct ptxemu_insn *in)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  const struct ptxemu_type *t = &in->type, *d = &in->dtype;
  if (in->mode == PTXEMU_CVT_PAIR)
    {
      /* cvt.rn.f16x2.f32 d, a, b: a in the upper half.  */
      small_fmt f = small_of (d->fmt);
      tree h[2];
      for (unsigned i = 0; i < 2; i++)
	{
	  tree a = as_float (e, read_arg (e, &in->args[1 + i]));
	  tree r = round_to_small (e, gimple_convert (q, loc,
						      double_type_node, a),
				   build_zero_cst (double_type_node),
				   in->round, f);
	  h[i] = gimple_convert (q, loc, int_type (32),
				 small_finish (e, in, r, f));
	}
      return fbuild (e, BIT_IOR_EXPR,
		     gimple_build (q, loc, LSHIFT_EXPR, int_type (32), h[0],
				   build_int_cst (unsigned_type_node, 16)),
		     h[1]);
    }
  tree a = read_arg (e, &in->args[1]);
  if (t->is_float && t->fmt != PTXEMU_FMT_IEEE)
    {
      /* From f16 or bf16: exact as a double.  */
      small_fmt f = small_of (t->fmt);
      if (in->ftz)
	a = small_flush (e, a, f);
      tree x = small_to_double (e, a, f);
      tree nan = small_nan_p (e, a, f);
      /* NaN to an integer: 0, or the top bit to 64 bits (an H200's).  */
      if (!d->is_float)
	return int_to_register (e, in,
				select (e, nan,
					build_int_cst (int_type (d->bits),
						       d->bits == 64
						       ? HOST_WIDE_INT_1U << 63
						       : 0),
					float_to_int (e, round_integral
						      (e, x, in->round),
						      d)));
      if (d->fmt != PTXEMU_FMT_IEEE)
	{
	  small_fmt g = small_of (d->fmt);
	  tree r = d->fmt == t->fmt
		   ? as_bits (e, gimple_convert (q, loc, double_type_node,
						 round_integral (e, x,
								 in->round)))
		   : NULL_TREE;
	  if (r)
	    r = round_to_small (e, as_float (e, r),
				build_zero_cst (double_type_node),
				PTXEMU_RN, g);
	  else
	    r = round_to_small (e, x, build_zero_cst (double_type_node),
				in->round, g);
	  return small_finish (e, in, r, g);
	}
      tree r = as_bits (e, gimple_convert (q, loc, float_type (d->bits), x));
      if (d->bits == 32 && t->fmt == PTXEMU_FMT_BF16)
	/* bf16 is the top half of an f32: its bits, a NaN's too (an
	   H100's).  */
	r = gimple_build (q, loc, LSHIFT_EXPR, int_type (32),
			  gimple_convert (q, loc, int_type (32), a),
			  build_int_cst (unsigned_type_node, 16));
      else
	r = d->bits == 32 ? canonical (e, r)
	    : select (e, nan, build_int_cst (int_type (64), gpu_nan (64)),
		      r);
      if (in->ftz && d->bits == 32)
	r = flush (e, r);
      return r;
    }
  /* To f16 or bf16, from f32, f64 or an integer.  */
  small_fmt g = small_of (d->fmt);
  tree x, err = build_zero_cst (double_type_node);
  if (t->is_float)
    {
      if (in->ftz && t->bits == 32)
	a = flush (e, a);
      x = gimple_convert (q, loc, double_type_node, as_float (e, a));
    }
  else
    {
      tree xi = gimple_convert (q, loc, int_type (t->bits, t->is_signed), a);
      x = gimple_build (q, loc, FLOAT_EXPR, double_type_node, xi);
      if (t->bits == 64)
	err = int_rest (e, a, t, x);
    }
  tree r = round_to_small (e, x, err, in->round, g);
  if (in->ftz)
    r = small_flush (e, r, g);
  return small_finish (e, in, r, g);
}

tree
compute_small (emulation *e, const struct ptxemu_insn *in)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  const struct ptxemu_type *t = &in->type, *d = &in->dtype;
  if (in->op == PTXEMU_CVT)
    return small_cvt (e, in);

  small_fmt f = small_of (t->fmt);
  unsigned n = t->pair ? 2 : 1;
  bool cmp = in->op == PTXEMU_SETP || in->op == PTXEMU_SET;
  unsigned nin = cmp ? 2 : in->nargs - 1;
  tree v[4];
  for (unsigned i = 0; i < nin; i++)
    v[i] = read_arg (e, &in->args[1 + i]);
  if (in->op == PTXEMU_SELP)
    return select (e, v[2], v[0], v[1]);
  tree out = build_zero_cst (int_type (t->bits));
  for (unsigned k = 0; k < n; k++)
    {
      tree x[3];
      for (unsigned i = 0; i < nin; i++)
	x[i] = gimple_convert (q, loc, int_type (16),
			       gimple_build (q, loc, RSHIFT_EXPR,
					     TREE_TYPE (v[i]), v[i],
					     build_int_cst (unsigned_type_node,
							    16 * k)));
      if (in->op == PTXEMU_SET)
	{
	  /* 1.0 or all ones of the destination; of a pair, of each half
	     (0x3c00 or 0xffff), the low half first.  */
	  tree a = small_to_double (e, in->ftz ? small_flush (e, x[0], f) : x[0],
				    f);
	  tree b = small_to_double (e, in->ftz ? small_flush (e, x[1], f) : x[1],
				    f);
	  tree p = combine_pred (e, in,
				 gimple_build (q, loc, float_cmp_codes[in->cmp],
					       boolean_type_node, a, b));
	  unsigned db = t->pair ? 16 : d->bits;
	  unsigned HOST_WIDE_INT yes
	    = !d->is_float ? (db == 16 ? 0xffffu : 0xffffffffu)
	      : d->bits == 32 && !d->pair ? 0x3f800000u : 0x3c00u;
	  tree ot = int_type (t->pair ? 32 : d->bits);
	  tree r = gimple_build (q, loc, COND_EXPR, ot, p,
				 build_int_cst (ot, yes), build_zero_cst (ot));
	  if (!t->pair)
	    return r;
	  out = fbuild (e, BIT_IOR_EXPR, gimple_convert (q, loc, ot, out),
			gimple_build (q, loc, LSHIFT_EXPR, ot, r,
				      build_int_cst (unsigned_type_node,
						     16 * k)));
	  continue;
	}
      if (in->op == PTXEMU_SETP)
	{
	  tree a = small_to_double (e, in->ftz ? small_flush (e, x[0], f) : x[0],
				    f);
	  tree b = small_to_double (e, in->ftz ? small_flush (e, x[1], f) : x[1],
				    f);
	  tree p = gimple_build (q, loc, float_cmp_codes[in->cmp],
				 boolean_type_node, a, b);
	  if (!t->pair)
	    return combine_pred (e, in, p);
	  /* f16x2: p|q, the low and the high halves.  */
	  if (k == 0)
	    out = p;
	  else
	    e->dest2 = p;
	  continue;
	}
      tree r = gimple_convert (q, loc, int_type (t->bits),
			       small_element (e, in, f, x, nin));
      out = fbuild (e, BIT_IOR_EXPR, out,
		    gimple_build (q, loc, LSHIFT_EXPR, int_type (t->bits), r,
				  build_int_cst (unsigned_type_node, 16 * k)));
    }
  return out;
}
