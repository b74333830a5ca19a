/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* float.cc -- the host fallback's emulator (emulate.h): f32 and
   f64 arithmetic, conversions and comparisons with the GPU's rounding
   modes, NaNs and flushing, and the .approx instructions.  */

#include "emulate.h"

/* Floating point.  Registers hold bits; an f32 instruction computes in
   double, where its exact result (or the double nearest it and the sign
   of what is left) is at hand, then rounds to f32 in the instruction's
   mode; an f64 instruction computes in double, in the host's rounding
   to nearest, with the error term of add and sub for the other modes.
   NaN results are the GPU's one NaN; .ftz flushes subnormal inputs and
   results of f32 to zeros of their sign; .sat clamps to [0, 1].  */

/* The comparisons of enum ptxemu_cmp, of floats: the unordered ones
   true when either is NaN, NE among them (PTX's ne is ordered).  */
const enum tree_code float_cmp_codes[] = {
  EQ_EXPR, LTGT_EXPR, LT_EXPR, LE_EXPR, GT_EXPR, GE_EXPR,
  UNEQ_EXPR, NE_EXPR, UNLT_EXPR, UNLE_EXPR, UNGT_EXPR, UNGE_EXPR,
  ORDERED_EXPR, UNORDERED_EXPR
};

/* cvt with a floating-point source or destination.  */
tree
convert_float (emulation *e, const struct ptxemu_insn *in, tree a)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  const struct ptxemu_type *st = &in->type, *dt = &in->dtype;
  tree zero = build_zero_cst (double_type_node);
  if (st->is_float)
    {
      if (in->ftz && st->bits == 32)
	a = flush (e, a);
      tree x = as_float (e, a);
      if (!dt->is_float)
	{
	  /* NaN: 0 from f32 to 32 bits or fewer, the top bit from f64 or
	     to 64 bits (an H100's and an H200's).  */
	  tree v = float_to_int (e, round_integral (e, x, in->round), dt);
	  if (st->bits == 64 || dt->bits == 64)
	    v = select (e, nan_p (e, a),
			build_int_cst (int_type (dt->bits), HOST_WIDE_INT_1U
				       << (dt->bits - 1)), v);
	  return int_to_register (e, in, v);
	}
      tree r;
      if (dt->bits == st->bits)
	{
	  /* To an integral value, or (no rounding) the value itself;
	     then .sat.  */
	  if (in->round != PTXEMU_RND_NONE)
	    x = round_integral (e, x, in->round);
	  r = as_bits (e, x);
	  r = st->bits == 32 ? canonical (e, r) : f64_nan (e, r, &a, 1);
	  return in->sat ? saturate_float (e, r) : r;
	}
      tree sign = bits_and (e, a, sign_bit (st->bits));
      if (dt->bits == 64)
	{
	  /* Widening is exact; a NaN keeps its sign and payload, quieted
	     (with .ftz, it is f32's NaN widened).  */
	  r = as_bits (e, gimple_convert (q, loc, double_type_node, x));
	  tree u64 = int_type (64);
	  tree nan = gimple_build (q, loc, BIT_IOR_EXPR, u64,
				   gimple_build (q, loc, LSHIFT_EXPR, u64,
						 gimple_convert (q, loc, u64,
								 sign),
						 build_int_cst
						 (unsigned_type_node, 32)),
				   gimple_build (q, loc, BIT_IOR_EXPR, u64,
						 build_int_cst (u64,
								HOST_WIDE_INT_UC
								(0x7ff8000000000000)),
						 gimple_build
						 (q, loc, LSHIFT_EXPR, u64,
						  gimple_convert
						  (q, loc, u64,
						   bits_and (e, a, 0x7fffff)),
						  build_int_cst
						  (unsigned_type_node, 29))));
	  if (in->ftz)
	    nan = build_int_cst (u64, HOST_WIDE_INT_UC (0x7fffffffe0000000));
	  return select (e, nan_p (e, a), nan, r);
	}
      /* Narrowing: a NaN is f32's quiet NaN of its sign.  */
      r = round_to_f32 (e, x, zero, in->round);
      tree nan = gimple_build (q, loc, BIT_IOR_EXPR, int_type (32),
			       gimple_convert (q, loc, int_type (32),
					       gimple_build
					       (q, loc, RSHIFT_EXPR,
						int_type (64), sign,
						build_int_cst
						(unsigned_type_node, 32))),
			       build_int_cst (int_type (32), 0x7fc00000));
      if (in->ftz)
	r = flush (e, r);
      if (in->sat)
	r = saturate_float (e, r);
      return select (e, nan_p (e, a), nan, r);
    }
  /* From an integer.  */
  tree xi = gimple_convert (q, loc, int_type (st->bits, st->is_signed), a);
  tree hi = gimple_build (q, loc, FLOAT_EXPR, double_type_node, xi);
  tree err = st->bits == 64 ? int_rest (e, a, st, hi) : zero;
  if (dt->bits == 32)
    return round_to_f32 (e, hi, err, in->round);
  return round_f64 (e, hi, err, in->round);
}

/* An arithmetic instruction of floats (add sub mul fma div sqrt rcp),
   of its arguments or of the register bits GIVEN.  f32 is computed in
   double and f64 in binary128, where the product is exact, and then
   rounded.  f64 to nearest, and f64 add and sub, are the host's own
   double ("native"), with TwoSum's exact error for the other roundings
   (an overflow of finite terms is below the infinity).  */
static tree
float_arith (emulation *e, const struct ptxemu_insn *in,
	     const tree *given = NULL)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  unsigned w = in->type.bits;
  bool native = (w == 64 && given == NULL
		 && (in->op == PTXEMU_ADD || in->op == PTXEMU_SUB
		     || (in->round == PTXEMU_RN
			 && (in->op != PTXEMU_FMA
			     || direct_internal_fn_supported_p
				  (IFN_FMA, double_type_node,
				   OPTIMIZE_FOR_BOTH)))));
  tree dt = native ? double_type_node : float_type (2 * w);
  tree zero = build_zero_cst (dt);
  tree x[3], xb[3];
  unsigned nin = in->nargs - 1;
  for (unsigned i = 0; i < nin; i++)
    {
      tree v = given ? given[i] : read_arg (e, &in->args[i + 1]);
      if (in->ftz)
	v = flush (e, v);
      xb[i] = v;
      x[i] = gimple_convert (q, loc, dt, as_float (e, v));
    }
  tree s, err = zero, ta = NULL_TREE, tb = NULL_TREE;
  switch (in->op)
    {
    case PTXEMU_ADD:
      ta = x[0], tb = x[1];
      break;
    case PTXEMU_SUB:
      ta = x[0], tb = gimple_build (q, loc, NEGATE_EXPR, dt, x[1]);
      break;
    case PTXEMU_FMA:
      if (!native)
	ta = fbuild (e, MULT_EXPR, x[0], x[1]), tb = x[2];
      break;
    default:
      break;
    }
  if (ta && w == 32 && in->round == PTXEMU_RN && in->op != PTXEMU_FMA)
    /* Rounding an f32 sum twice, to double then to nearest f32, is
       rounding it once (53 >= 2 * 24 + 2).  */
    s = fbuild (e, PLUS_EXPR, ta, tb);
  else if (ta)
    {
      s = two_sum (e, ta, tb, &err);
      if (native)
	{
	  tree inf = gimple_build (q, loc, EQ_EXPR, boolean_type_node,
				   finite_p (e, s), boolean_false_node);
	  tree fin = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
				   finite_p (e, ta), finite_p (e, tb));
	  err = select (e, gimple_build (q, loc, BIT_AND_EXPR,
					 boolean_type_node, inf, fin),
			gimple_build (q, loc, NEGATE_EXPR, dt, s), err);
	}
    }
  else if (in->op == PTXEMU_FMA)
    s = gimple_build (q, loc, CFN_FMA, dt, x[0], x[1], x[2]);
  else if (in->op == PTXEMU_MUL_LO)
    s = fbuild (e, MULT_EXPR, x[0], x[1]);
  else if (in->op == PTXEMU_FDIV)
    /* Never a float, nor halfway between two, unless exact: rounding
       it once more is right.  */
    s = fbuild (e, RDIV_EXPR, x[0], x[1]);
  else if (in->op == PTXEMU_RCP)
    s = fbuild (e, RDIV_EXPR, build_one_cst (dt), x[0]);
  else if (w == 32 || native)
    s = fsqrt (e, x[0]);
  else
    {
      /* The host's square root, to nearest, and the sign of what is
	 left: a - r * r is exact in binary128.  */
      tree r = fsqrt (e, as_float (e, xb[0]));
      s = gimple_convert (q, loc, dt, r);
      err = fbuild (e, MINUS_EXPR, x[0], fbuild (e, MULT_EXPR, s, s));
    }
  tree r = native ? round_f64 (e, s, err, in->round)
		  : round_narrow (e, s, err, in->round, w);
  if (ta)
    r = zero_sign (e, r, ta, tb, s, err, in->round);
  if (w == 32)
    r = canonical (e, r);
  else
    {
      /* add, sub, mul, fma pass on their last NaN operand first, div
	 its first (an H100's choice when both are NaN).  */
      tree order[3];
      for (unsigned i = 0; i < nin; i++)
	order[i] = in->op == PTXEMU_FDIV ? xb[i] : xb[nin - 1 - i];
      r = f64_nan (e, r, order, nin);
    }
  if (in->ftz)
    r = flush (e, r);
  if (in->sat)
    r = saturate_float (e, r);
  return r;
}

/* atom.add of floats, A + B rounded to nearest; f32 flushes subnormals
   (PTX).  */
tree
float_add_bits (emulation *e, tree a, tree b, unsigned w)
{
  struct ptxemu_insn in;
  memset (&in, 0, sizeof in);
  in.op = PTXEMU_ADD;
  in.type.bits = w;
  in.type.is_float = true;
  in.round = PTXEMU_RN;
  in.ftz = w == 32;
  in.nargs = 3;
  tree x[2] = { a, b };
  return float_arith (e, &in, x);
}

/* setp's comparison of floats.  */
tree
float_compare (emulation *e, const struct ptxemu_insn *in, tree a, tree b)
{
  if (in->ftz)
    {
      a = flush (e, a);
      b = flush (e, b);
    }
  return gimple_build (&e->seq, e->loc, float_cmp_codes[in->cmp],
		       boolean_type_node,
		       as_float (e, a), as_float (e, b));
}

/* min and max: a NaN gives the other value, two give the GPU's NaN;
   -0 is below +0.  */
static tree
float_minmax (emulation *e, const struct ptxemu_insn *in, tree a, tree b)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  unsigned w = in->type.bits;
  if (in->ftz)
    {
      a = flush (e, a);
      b = flush (e, b);
    }
  tree fa = as_float (e, a), fb = as_float (e, b);
  bool is_min = in->op == PTXEMU_MIN;
  tree lt = gimple_build (q, loc, LT_EXPR, boolean_type_node, fa, fb);
  tree gt = gimple_build (q, loc, GT_EXPR, boolean_type_node, fa, fb);
  /* Equal (both zeros of other signs too): by the sign bit.  */
  tree ut = int_type (w);
  tree sa = gimple_build (q, loc, NE_EXPR, boolean_type_node,
			  bits_and (e, a, sign_bit (w)), build_zero_cst (ut));
  tree pick_a = is_min ? gimple_build (q, loc, BIT_IOR_EXPR,
				       boolean_type_node, lt,
				       gimple_build (q, loc, BIT_AND_EXPR,
						     boolean_type_node,
						     gimple_build
						     (q, loc, EQ_EXPR,
						      boolean_type_node, fa,
						      fb), sa))
	       : gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node, gt,
			       gimple_build (q, loc, BIT_AND_EXPR,
					     boolean_type_node,
					     gimple_build (q, loc, EQ_EXPR,
							   boolean_type_node,
							   fa, fb),
					     gimple_build (q, loc, EQ_EXPR,
							   boolean_type_node,
							   sa,
							   boolean_false_node)));
  tree r = select (e, pick_a, a, b);
  tree na = nan_p (e, a), nb = nan_p (e, b);
  /* A NaN input: the other (.NaN: the NaN).  */
  bool nan = in->mode == PTXEMU_MINMAX_NAN;
  r = select (e, na, nan ? a : b, r);
  r = select (e, nb, nan ? b : a, r);
  return canonical (e, r);
}

/* The approximate instructions, computed in double to about 1e-15 and
   rounded to nearest: polynomials, no libm.  */

static tree
dcst (double v)
{
  unsigned HOST_WIDE_INT u;
  memcpy (&u, &v, 8);
  return float_bits_cst (64, u);
}

/* 2^X for |X| <= 1100 (a double): 2^k * e^(f ln 2).  */
static tree
exp2_double (emulation *e, tree x)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree dt = double_type_node, s64 = int_type (64, true);
  x = gimple_build (q, loc, MIN_EXPR, dt, x, dcst (1100.0));
  x = gimple_build (q, loc, MAX_EXPR, dt, x, dcst (-1100.0));
  tree k = round_integral (e, x, PTXEMU_RNI);
  tree y = fbuild (e, MULT_EXPR, fbuild (e, MINUS_EXPR, x, k),
		   dcst (0.69314718055994530942));
  /* e^y, |y| <= 0.35: Taylor to y^13 (error below 1e-16).  */
  tree p = dcst (1.0 / 6227020800.0);
  static const double c[] = { 1.0 / 479001600.0, 1.0 / 39916800.0,
			      1.0 / 3628800.0, 1.0 / 362880.0, 1.0 / 40320.0,
			      1.0 / 5040.0, 1.0 / 720.0, 1.0 / 120.0,
			      1.0 / 24.0, 1.0 / 6.0, 0.5, 1.0, 1.0 };
  for (double ci : c)
    p = fbuild (e, PLUS_EXPR, fbuild (e, MULT_EXPR, p, y), dcst (ci));
  /* 2^k in two halves, each a normal double.  */
  tree ki = gimple_build (q, loc, FIX_TRUNC_EXPR, s64, k);
  tree k1 = fbuild (e, TRUNC_DIV_EXPR, ki, build_int_cst (s64, 2));
  tree k2 = fbuild (e, MINUS_EXPR, ki, k1);
  auto pow2 = [&] (tree n) {
    return as_float (e, gimple_convert (q, loc, int_type (64),
					gimple_build (q, loc, LSHIFT_EXPR, s64,
						      fbuild (e, PLUS_EXPR, n,
							      build_int_cst
							      (s64, 1023)),
						      build_int_cst
						      (unsigned_type_node,
						       52))));
  };
  return fbuild (e, MULT_EXPR, fbuild (e, MULT_EXPR, p, pow2 (k1)),
		 pow2 (k2));
}

/* log2 X, X a positive finite double that is normal.  */
static tree
log2_double (emulation *e, tree x)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree dt = double_type_node, u64 = int_type (64), s64 = int_type (64, true);
  tree b = as_bits (e, x);
  tree ex = fbuild (e, MINUS_EXPR,
		    gimple_convert (q, loc, s64,
				    gimple_build (q, loc, RSHIFT_EXPR, u64, b,
						  build_int_cst
						  (unsigned_type_node, 52))),
		    build_int_cst (s64, 1023));
  tree m = as_float (e, fbuild (e, BIT_IOR_EXPR,
				bits_and (e, b, (HOST_WIDE_INT_1U << 52) - 1),
				build_int_cst (u64, HOST_WIDE_INT_UC
					       (0x3ff0000000000000))));
  /* m in [sqrt(1/2), sqrt(2)).  */
  tree big = gimple_build (q, loc, GT_EXPR, boolean_type_node, m,
			   dcst (1.4142135623730951));
  m = select (e, big, fbuild (e, MULT_EXPR, m, dcst (0.5)), m);
  ex = select (e, big, fbuild (e, PLUS_EXPR, ex, build_one_cst (s64)), ex);
  tree z = fbuild (e, RDIV_EXPR, fbuild (e, MINUS_EXPR, m, dcst (1.0)),
		   fbuild (e, PLUS_EXPR, m, dcst (1.0)));
  tree z2 = fbuild (e, MULT_EXPR, z, z);
  /* ln m = 2 atanh z = 2 (z + z^3/3 + ...), |z| <= 0.172.  */
  tree p = dcst (1.0 / 19);
  for (int k = 17; k >= 1; k -= 2)
    p = fbuild (e, PLUS_EXPR, fbuild (e, MULT_EXPR, p, z2), dcst (1.0 / k));
  tree ln = fbuild (e, MULT_EXPR, fbuild (e, MULT_EXPR, p, z), dcst (2.0));
  return fbuild (e, PLUS_EXPR, gimple_build (q, loc, FLOAT_EXPR, dt, ex),
		 fbuild (e, MULT_EXPR, ln, dcst (1.4426950408889634074)));
}

/* sin X (or cos X), X a finite double: X - n pi/2 (pi/2 in three
   parts), then Taylor series on [-pi/4, pi/4].  */
static tree
sincos_double (emulation *e, tree x, bool cosine)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree u64 = int_type (64), s64 = int_type (64, true);
  tree n = round_integral (e, fbuild (e, MULT_EXPR, x,
				      dcst (0.63661977236758134308)),
			   PTXEMU_RNI);
  tree r = fbuild (e, MINUS_EXPR, x, fbuild (e, MULT_EXPR, n,
					     dcst (1.5707963267341256e+00)));
  r = fbuild (e, MINUS_EXPR, r, fbuild (e, MULT_EXPR, n,
					dcst (6.0771005065061922e-11)));
  r = fbuild (e, MINUS_EXPR, r, fbuild (e, MULT_EXPR, n,
					dcst (2.0222662487959506e-21)));
  tree r2 = fbuild (e, MULT_EXPR, r, r);
  /* sin r = r (1 - r^2/3! + ...), cos r = 1 - r^2/2! + ...  */
  tree ps = dcst (-1.0 / 1307674368000.0);
  static const double cs[] = { 1.0 / 6227020800.0, -1.0 / 39916800.0,
			       1.0 / 362880.0, -1.0 / 5040.0, 1.0 / 120.0,
			       -1.0 / 6.0, 1.0 };
  for (double c : cs)
    ps = fbuild (e, PLUS_EXPR, fbuild (e, MULT_EXPR, ps, r2), dcst (c));
  ps = fbuild (e, MULT_EXPR, ps, r);
  tree pc = dcst (1.0 / 20922789888000.0);
  static const double cc[] = { -1.0 / 87178291200.0, 1.0 / 479001600.0,
			       -1.0 / 3628800.0, 1.0 / 40320.0, -1.0 / 720.0,
			       1.0 / 24.0, -0.5, 1.0 };
  for (double c : cc)
    pc = fbuild (e, PLUS_EXPR, fbuild (e, MULT_EXPR, pc, r2), dcst (c));
  /* The quadrant: n mod 4 (+1 for cos).  */
  tree qd = gimple_convert (q, loc, u64,
			    gimple_build (q, loc, FIX_TRUNC_EXPR, s64, n));
  if (cosine)
    qd = fbuild (e, PLUS_EXPR, qd, build_one_cst (u64));
  qd = bits_and (e, qd, 3);
  tree odd = gimple_build (q, loc, NE_EXPR, boolean_type_node,
			   bits_and (e, qd, 1), build_zero_cst (u64));
  tree v = select (e, odd, pc, ps);
  tree neg = gimple_build (q, loc, NE_EXPR, boolean_type_node,
			   bits_and (e, qd, 2), build_zero_cst (u64));
  return select (e, neg, gimple_build (q, loc, NEGATE_EXPR, double_type_node,
				       v), v);
}

/* OP (rsqrt ex2 lg2 sin cos tanh .approx) of the double X, closely:
   the value before its rounding to the instruction's type; a NaN for
   a NaN.  */
tree
approx_double (emulation *e, enum ptxemu_op op, tree x)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree dt = double_type_node;
  tree zero = build_zero_cst (dt);
  tree inf = as_float (e, build_int_cst (int_type (64), exp_mask (64)));
  tree nan = as_float (e, build_int_cst (int_type (64),
					 HOST_WIDE_INT_UC (0x7ff8000000000000)));
  tree fin = finite_p (e, x);
  tree sx = select (e, fin, x, zero);
  tree r;
  switch (op)
    {
    case PTXEMU_RSQRT:
      r = fbuild (e, RDIV_EXPR, dcst (1.0), fsqrt (e, x));
      break;
    case PTXEMU_EX2:
      /* 2^inf = inf, 2^-inf = +0.  */
      r = exp2_double (e, sx);
      r = select (e, fin, r,
		  select (e, gimple_build (q, loc, GT_EXPR, boolean_type_node,
					   x, zero), inf, zero));
      break;
    case PTXEMU_LG2:
      {
	tree pos = gimple_build (q, loc, GT_EXPR, boolean_type_node, x, zero);
	r = log2_double (e, select (e, gimple_build (q, loc, BIT_AND_EXPR,
						     boolean_type_node, pos,
						     fin), x, dcst (1.0)));
	r = select (e, fin, r, x);
	r = select (e, gimple_build (q, loc, EQ_EXPR, boolean_type_node, x,
				     zero),
		    gimple_build (q, loc, NEGATE_EXPR, dt, inf), r);
	r = select (e, gimple_build (q, loc, LT_EXPR, boolean_type_node, x,
				     zero), nan, r);
	break;
      }
    case PTXEMU_SIN:
    case PTXEMU_COS:
      r = select (e, fin, sincos_double (e, sx, op == PTXEMU_COS), nan);
      break;
    default:
      {
	/* tanh x = (e^2x - 1) / (e^2x + 1); +-1 from |x| >= 20; x below
	   2^-20.  */
	tree t = exp2_double (e, fbuild (e, MULT_EXPR, sx,
					 dcst (2.8853900817779268)));
	r = fbuild (e, RDIV_EXPR, fbuild (e, MINUS_EXPR, t, dcst (1.0)),
		    fbuild (e, PLUS_EXPR, t, dcst (1.0)));
	tree ax = gimple_build (q, loc, ABS_EXPR, dt, x);
	r = select (e, gimple_build (q, loc, LT_EXPR, boolean_type_node, ax,
				     dcst (0x1p-20)), x, r);
	tree one = select (e, gimple_build (q, loc, LT_EXPR, boolean_type_node,
					    x, zero), dcst (-1.0), dcst (1.0));
	r = select (e, gimple_build (q, loc, GE_EXPR, boolean_type_node, ax,
				     dcst (20.0)), one, r);
	break;
      }
    }
  return select (e, gimple_build (q, loc, UNORDERED_EXPR, boolean_type_node,
				 x, x), nan, r);
}

/* rsqrt ex2 lg2 sin cos tanh .approx of f32 and f64.  */
static tree
approx (emulation *e, const struct ptxemu_insn *in)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  unsigned w = in->type.bits;
  tree dt = double_type_node;
  tree a = read_arg (e, &in->args[1]);
  if (in->ftz)
    a = flush (e, a);
  tree x = gimple_convert (q, loc, dt, as_float (e, a));
  tree zero = build_zero_cst (dt);
  tree r = approx_double (e, in->op, x);
  tree b = w == 32 ? round_to_f32 (e, r, zero, PTXEMU_RN) : as_bits (e, r);
  b = w == 32 ? canonical (e, b) : f64_nan (e, b, &a, 1);
  if (in->ftz)
    b = flush (e, b);
  return b;
}

/* An instruction of floating-point type, or a conversion to or from
   one (PTXEMU_FAMILY_FLOAT).  */
tree
compute_float (emulation *e, const struct ptxemu_insn *in)
{
  if (in->op == PTXEMU_CVT)
    return convert_float (e, in, read_arg (e, &in->args[1]));
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  unsigned w = in->type.bits;
  tree ut = int_type (w);
  auto arg = [&] (unsigned i) { return read_arg (e, &in->args[i]); };
  switch (in->op)
    {
    case PTXEMU_MOV:
      return arg (1);
    case PTXEMU_SELP:
      return select (e, arg (3), arg (1), arg (2));
    case PTXEMU_ADD:
    case PTXEMU_SUB:
    case PTXEMU_MUL_LO:
    case PTXEMU_FMA:
    case PTXEMU_FDIV:
    case PTXEMU_SQRT:
    case PTXEMU_RCP:
      return float_arith (e, in);
    case PTXEMU_MIN:
    case PTXEMU_MAX:
      return float_minmax (e, in, arg (1), arg (2));
    case PTXEMU_RSQRT:
    case PTXEMU_EX2:
    case PTXEMU_LG2:
    case PTXEMU_SIN:
    case PTXEMU_COS:
    case PTXEMU_TANH:
      return approx (e, in);
    case PTXEMU_ABS:
    case PTXEMU_NEG:
      {
	/* The sign bit; a NaN is f32's NaN, or at f64 itself quieted.  */
	tree a = arg (1);
	if (in->ftz)
	  a = flush (e, a);
	tree r = in->op == PTXEMU_ABS
		 ? bits_and (e, a, ~sign_bit (w) & (w == 32 ? 0xffffffffu
						    : ~HOST_WIDE_INT_0U))
		 : fbuild (e, BIT_XOR_EXPR, a, build_int_cst (ut, sign_bit (w)));
	if (w == 32)
	  return select (e, nan_p (e, a), build_int_cst (ut, gpu_nan (32)), r);
	return f64_nan (e, r, &a, 1);
      }
    case PTXEMU_COPYSIGN:
      {
	/* copysign d, a, b: b with the sign of a.  */
	tree mag = bits_and (e, arg (2), ~sign_bit (w)
					    & (w == 32 ? 0xffffffffu
					       : ~HOST_WIDE_INT_0U));
	return fbuild (e, BIT_IOR_EXPR, mag,
		       bits_and (e, arg (1), sign_bit (w)));
      }
    case PTXEMU_TESTP:
      {
	tree a = arg (1);
	tree ex = bits_and (e, a, exp_mask (w));
	tree em = build_int_cst (ut, exp_mask (w));
	tree mag = bits_and (e, a, ~sign_bit (w) & (w == 32 ? 0xffffffffu
						    : ~HOST_WIDE_INT_0U));
	tree z = build_zero_cst (ut);
	switch (in->mode)
	  {
	  case PTXEMU_TESTP_FINITE:
	    return gimple_build (q, loc, LT_EXPR, boolean_type_node, mag, em);
	  case PTXEMU_TESTP_INFINITE:
	    return gimple_build (q, loc, EQ_EXPR, boolean_type_node, mag, em);
	  case PTXEMU_TESTP_NUMBER:
	    return gimple_build (q, loc, LE_EXPR, boolean_type_node, mag, em);
	  case PTXEMU_TESTP_NOTANUMBER:
	    return gimple_build (q, loc, GT_EXPR, boolean_type_node, mag, em);
	  case PTXEMU_TESTP_NORMAL:
	    /* normal: finite and not subnormal; zeros are (an H100's
	       answer).  */
	    return gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
				 gimple_build (q, loc, BIT_IOR_EXPR,
					       boolean_type_node,
					       gimple_build (q, loc, NE_EXPR,
							     boolean_type_node,
							     ex, z),
					       gimple_build (q, loc, EQ_EXPR,
							     boolean_type_node,
							     mag, z)),
				 gimple_build (q, loc, NE_EXPR,
					       boolean_type_node, ex, em));
	  default:		/* PTXEMU_TESTP_SUBNORMAL */
	    return gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
				 gimple_build (q, loc, EQ_EXPR,
					       boolean_type_node, ex, z),
				 gimple_build (q, loc, NE_EXPR,
					       boolean_type_node, mag, z));
	  }
      }
    default:
      gcc_unreachable ();
    }
}
