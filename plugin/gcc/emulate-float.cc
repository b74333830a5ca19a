/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* emulate-float.cc -- the host fallback's emulator (emulate.h): f32 and
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

tree
float_type (unsigned bits)
{
  return bits == 32 ? float_type_node : bits == 64 ? double_type_node
	 : float128_type_node;
}

tree
as_float (emulation *e, tree bits)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (bits));
  return gimple_build (&e->seq, e->loc, VIEW_CONVERT_EXPR, float_type (w),
		       bits);
}

tree
as_bits (emulation *e, tree f)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (f));
  return gimple_build (&e->seq, e->loc, VIEW_CONVERT_EXPR, int_type (w), f);
}

/* The constant of W bits with pattern V, as a float.  */
static tree
float_bits_cst (unsigned w, unsigned HOST_WIDE_INT v)
{
  return fold_build1 (VIEW_CONVERT_EXPR, float_type (w),
		      build_int_cst (int_type (w), v));
}

unsigned HOST_WIDE_INT
sign_bit (unsigned w)
{
  return HOST_WIDE_INT_1U << (w - 1);
}

unsigned HOST_WIDE_INT
exp_mask (unsigned w)
{
  return w == 32 ? 0x7f800000u : HOST_WIDE_INT_UC (0x7ff0000000000000);
}

/* The NaN that the GPU's f32 arithmetic gives for any NaN (measured on
   an H100); f64 arithmetic passes a NaN operand on, quieted, and gives
   F64_INVALID for an invalid operation (inf - inf, 0 / 0, sqrt (-1)).  */
unsigned HOST_WIDE_INT
gpu_nan (unsigned w)
{
  return w == 32 ? 0x7fffffffu : HOST_WIDE_INT_UC (0x7ff8000000000000);
}

#define F64_INVALID HOST_WIDE_INT_UC (0xfff8000000000000)
#define F64_QUIET HOST_WIDE_INT_UC (0x0008000000000000)

tree
bits_and (emulation *e, tree v, unsigned HOST_WIDE_INT m)
{
  return gimple_build (&e->seq, e->loc, BIT_AND_EXPR, TREE_TYPE (v), v,
		       build_int_cst (TREE_TYPE (v), m));
}

static tree
nan_p (emulation *e, tree v)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (v));
  return gimple_build (&e->seq, e->loc, GT_EXPR, boolean_type_node,
		       bits_and (e, v, ~sign_bit (w) & (w == 32 ? 0xffffffffu
							: ~HOST_WIDE_INT_0U)),
		       build_int_cst (TREE_TYPE (v), exp_mask (w)));
}

tree
select (emulation *e, tree c, tree a, tree b)
{
  return gimple_build (&e->seq, e->loc, COND_EXPR, TREE_TYPE (a), c, a, b);
}

/* A subnormal V (bits) as a zero of its sign.  */
tree
flush (emulation *e, tree v)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (v));
  tree zero_exp = gimple_build (&e->seq, e->loc, EQ_EXPR, boolean_type_node,
				bits_and (e, v, exp_mask (w)),
				build_zero_cst (TREE_TYPE (v)));
  return select (e, zero_exp, bits_and (e, v, sign_bit (w)), v);
}

/* The GPU's NaN for any NaN.  */
tree
canonical (emulation *e, tree v)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (v));
  return select (e, nan_p (e, v), build_int_cst (TREE_TYPE (v), gpu_nan (w)),
		 v);
}

/* The NaN of an f64 result R: the first NaN among the operands X (in
   the order of the GPU's preference), quieted; else, if R is a NaN, the
   invalid operation's.  */
static tree
f64_nan (emulation *e, tree r, tree *x, unsigned n)
{
  tree v = select (e, nan_p (e, r), build_int_cst (int_type (64), F64_INVALID),
		   r);
  for (unsigned i = n; i-- > 0;)
    v = select (e, nan_p (e, x[i]),
		gimple_build (&e->seq, e->loc, BIT_IOR_EXPR, int_type (64),
			      x[i], build_int_cst (int_type (64), F64_QUIET)),
		v);
  return v;
}

/* .sat: NaN and values below 0 (-0 too) are +0, above 1 are 1.  */
static tree
saturate_float (emulation *e, tree v)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (v));
  tree ut = TREE_TYPE (v);
  tree f = as_float (e, v);
  tree one = float_bits_cst (w, w == 32 ? 0x3f800000u
				    : HOST_WIDE_INT_UC (0x3ff0000000000000));
  tree neg = gimple_build (&e->seq, e->loc, NE_EXPR, boolean_type_node,
			   bits_and (e, v, sign_bit (w)), build_zero_cst (ut));
  tree low = gimple_build (&e->seq, e->loc, BIT_IOR_EXPR, boolean_type_node,
			   nan_p (e, v), neg);
  tree high = gimple_build (&e->seq, e->loc, GT_EXPR, boolean_type_node, f,
			    one);
  v = select (e, high, as_bits (e, one), v);
  return select (e, low, build_zero_cst (ut), v);
}

tree
fbuild (emulation *e, enum tree_code code, tree a, tree b)
{
  return gimple_build (&e->seq, e->loc, code, TREE_TYPE (a), a, b);
}

/* Whether the float F is finite (F - F is 0, not NaN).  */
tree
finite_p (emulation *e, tree f)
{
  return gimple_build (&e->seq, e->loc, EQ_EXPR, boolean_type_node,
		       fbuild (e, MINUS_EXPR, f, f),
		       build_zero_cst (TREE_TYPE (f)));
}

/* Knuth's TwoSum: S = A + B rounded, *ERR = A + B - S exactly (0 when S
   is not finite).  */
tree
two_sum (emulation *e, tree a, tree b, tree *err)
{
  tree s = fbuild (e, PLUS_EXPR, a, b);
  tree bb = fbuild (e, MINUS_EXPR, s, a);
  tree ea = fbuild (e, MINUS_EXPR, a, fbuild (e, MINUS_EXPR, s, bb));
  tree eb = fbuild (e, MINUS_EXPR, b, bb);
  tree r = fbuild (e, PLUS_EXPR, ea, eb);
  *err = select (e, finite_p (e, s), r, build_zero_cst (TREE_TYPE (r)));
  return s;
}

/* The next float after the bits V, up (toward +inf) or down.  */
static tree
next_float (emulation *e, tree v, bool up)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (v));
  tree ut = TREE_TYPE (v);
  tree neg = gimple_build (&e->seq, e->loc, NE_EXPR, boolean_type_node,
			   bits_and (e, v, sign_bit (w)), build_zero_cst (ut));
  tree more = fbuild (e, PLUS_EXPR, v, build_one_cst (ut));
  tree less = fbuild (e, MINUS_EXPR, v, build_one_cst (ut));
  tree r = up ? select (e, neg, less, more) : select (e, neg, more, less);
  /* From -0 up, or from +0 down: the smallest subnormal.  */
  tree zero = gimple_build (&e->seq, e->loc, EQ_EXPR, boolean_type_node, v,
			    up ? build_int_cst (ut, sign_bit (w))
			    : build_zero_cst (ut));
  return select (e, zero, up ? build_one_cst (ut)
			 : build_int_cst (ut, sign_bit (w) | 1), r);
}

/* Bits R, the rounding to nearest of a value X, moved to X's rounding in
   MODE: WRONG_UP says R is above X, WRONG_DOWN below.  */
static tree
direct (emulation *e, tree r, enum ptxemu_round mode, tree above, tree below)
{
  unsigned w = TYPE_PRECISION (TREE_TYPE (r));
  tree ut = TREE_TYPE (r);
  switch (mode)
    {
    case PTXEMU_RM:
      return select (e, above, next_float (e, r, false), r);
    case PTXEMU_RP:
      return select (e, below, next_float (e, r, true), r);
    case PTXEMU_RZ:
      {
	/* Toward zero: down if positive and above, up if negative and
	   below.  */
	tree neg = gimple_build (&e->seq, e->loc, NE_EXPR, boolean_type_node,
				 bits_and (e, r, sign_bit (w)),
				 build_zero_cst (ut));
	tree away = select (e, neg, below, above);
	return select (e, away, fbuild (e, MINUS_EXPR, r, build_one_cst (ut)),
		       r);
      }
    default:
      return r;
    }
}

/* The bits of the float of BITS (32 or 64) nearest the value S + ERR
   in MODE, S the wider float (double or binary128) nearest it, ERR the
   exact rest, small against it.  S is first rounded to odd, which keeps
   what any rounding to fewer bits needs.  */
/* The bits of S + ERR rounded to odd at S's precision (S the nearest,
   ERR the exact rest): S if exact, else S truncated toward zero with its
   last bit set.  */
tree
round_to_odd (emulation *e, tree s, tree err)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree wt = TREE_TYPE (s);
  tree ut = int_type (TYPE_PRECISION (wt));
  tree sb = as_bits (e, s);
  tree zero = build_zero_cst (wt);
  tree inexact = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
			       gimple_build (q, loc, NE_EXPR, boolean_type_node,
					     err, zero),
			       finite_p (e, s));
  tree same = gimple_build (q, loc, EQ_EXPR, boolean_type_node,
			    gimple_build (q, loc, GT_EXPR, boolean_type_node,
					  err, zero),
			    gimple_build (q, loc, GT_EXPR, boolean_type_node,
					  s, zero));
  tree trunc = select (e, same, sb, fbuild (e, MINUS_EXPR, sb,
					    build_one_cst (ut)));
  tree odd = fbuild (e, BIT_IOR_EXPR, trunc, build_one_cst (ut));
  return select (e, inexact, odd, sb);
}

static tree
round_narrow (emulation *e, tree s, tree err, enum ptxemu_round mode,
	      unsigned bits)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree wt = TREE_TYPE (s);
  tree so = as_float (e, round_to_odd (e, s, err));
  tree f = gimple_convert (q, loc, float_type (bits), so);
  tree fb = as_bits (e, f);
  if (mode == PTXEMU_RN)
    return fb;
  tree fd = gimple_convert (q, loc, wt, f);
  tree above = gimple_build (q, loc, GT_EXPR, boolean_type_node, fd, so);
  tree below = gimple_build (q, loc, LT_EXPR, boolean_type_node, fd, so);
  return direct (e, fb, mode, above, below);
}

static tree
round_to_f32 (emulation *e, tree s, tree err, enum ptxemu_round mode)
{
  return round_narrow (e, s, err, mode, 32);
}

/* The f64 bits of S + ERR (ERR exact) rounded in MODE (S is the
   rounding to nearest).  */
static tree
round_f64 (emulation *e, tree s, tree err, enum ptxemu_round mode)
{
  tree sb = as_bits (e, s);
  if (mode == PTXEMU_RN)
    return sb;
  tree zero = build_zero_cst (double_type_node);
  tree above = gimple_build (&e->seq, e->loc, LT_EXPR, boolean_type_node, err,
			     zero);
  tree below = gimple_build (&e->seq, e->loc, GT_EXPR, boolean_type_node,
			     err, zero);
  return direct (e, sb, mode, above, below);
}

/* A sum that is exactly zero is -0 when rounding down, unless both of
   its terms A and B are +0 (IEEE 754).  R is the result's bits.  */
tree
zero_sign (emulation *e, tree r, tree a, tree b, tree s, tree err,
	   enum ptxemu_round mode)
{
  if (mode != PTXEMU_RM)
    return r;
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree dt = TREE_TYPE (s), zero = build_zero_cst (dt);
  tree u64 = int_type (TYPE_PRECISION (dt));
  tree exact0 = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
			      gimple_build (q, loc, EQ_EXPR, boolean_type_node,
					    s, zero),
			      gimple_build (q, loc, EQ_EXPR, boolean_type_node,
					    err, zero));
  tree both_plus = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node,
				 gimple_build (q, loc, EQ_EXPR,
					       boolean_type_node,
					       as_bits (e, a),
					       build_zero_cst (u64)),
				 gimple_build (q, loc, EQ_EXPR,
					       boolean_type_node,
					       as_bits (e, b),
					       build_zero_cst (u64)));
  unsigned w = TYPE_PRECISION (TREE_TYPE (r));
  tree mzero = gimple_build (q, loc, BIT_AND_EXPR, boolean_type_node, exact0,
			     gimple_build (q, loc, EQ_EXPR, boolean_type_node,
					   both_plus, boolean_false_node));
  return select (e, mzero, build_int_cst (TREE_TYPE (r), sign_bit (w)), r);
}

static tree
fsqrt (emulation *e, tree x)
{
  return gimple_build (&e->seq, e->loc, CFN_SQRT, TREE_TYPE (x), x);
}

/* X (a float of type FT) rounded to an integral value in MODE (rni rzi
   rmi rpi), its sign kept (-0.3 to -0).  */
tree
round_integral (emulation *e, tree x, enum ptxemu_round mode)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree ft = TREE_TYPE (x);
  unsigned w = TYPE_PRECISION (ft);
  tree s64 = int_type (64, true);
  /* Below 2^23 (f32) or 2^52 (f64) a float may have a fraction; above
     it is integral, infinite or NaN.  */
  tree big = float_bits_cst (w, w == 32 ? 0x4b000000u
				    : HOST_WIDE_INT_UC (0x4330000000000000));
  tree ax = gimple_build (q, loc, ABS_EXPR, ft, x);
  tree small = gimple_build (q, loc, LT_EXPR, boolean_type_node, ax, big);
  tree sx = select (e, small, x, build_zero_cst (ft));
  tree t = gimple_build (q, loc, FLOAT_EXPR, ft,
			 gimple_build (q, loc, FIX_TRUNC_EXPR, s64, sx));
  tree one = build_one_cst (ft);
  tree r = t;
  switch (mode)
    {
    case PTXEMU_RMI:
      r = select (e, gimple_build (q, loc, GT_EXPR, boolean_type_node, t, x),
		  fbuild (e, MINUS_EXPR, t, one), t);
      break;
    case PTXEMU_RPI:
      r = select (e, gimple_build (q, loc, LT_EXPR, boolean_type_node, t, x),
		  fbuild (e, PLUS_EXPR, t, one), t);
      break;
    case PTXEMU_RNI:
      {
	tree d = gimple_build (q, loc, ABS_EXPR, ft,
			       fbuild (e, MINUS_EXPR, x, t));
	tree half = build_real_from_int_cst (ft, build_int_cst
					     (integer_type_node, 1));
	half = fbuild (e, RDIV_EXPR, half,
		       build_real_from_int_cst (ft, build_int_cst
						(integer_type_node, 2)));
	tree odd = gimple_build (q, loc, NE_EXPR, boolean_type_node,
				 gimple_build (q, loc, BIT_AND_EXPR, s64,
					       gimple_build (q, loc,
							     FIX_TRUNC_EXPR,
							     s64, t),
					       build_one_cst (s64)),
				 build_zero_cst (s64));
	tree up = gimple_build (q, loc, BIT_IOR_EXPR, boolean_type_node,
				gimple_build (q, loc, GT_EXPR,
					      boolean_type_node, d, half),
				gimple_build (q, loc, BIT_AND_EXPR,
					      boolean_type_node,
					      gimple_build (q, loc, EQ_EXPR,
							    boolean_type_node,
							    d, half), odd));
	tree neg = gimple_build (q, loc, LT_EXPR, boolean_type_node, x,
				 build_zero_cst (ft));
	tree away = select (e, neg, fbuild (e, MINUS_EXPR, t, one),
			    fbuild (e, PLUS_EXPR, t, one));
	r = select (e, up, away, t);
	break;
      }
    default:
      break;
    }
  r = select (e, small, r, x);
  /* The sign of X on the result.  */
  tree rb = bits_and (e, as_bits (e, r), ~sign_bit (w)
				       & (w == 32 ? 0xffffffffu
					  : ~HOST_WIDE_INT_0U));
  tree xs = bits_and (e, as_bits (e, x), sign_bit (w));
  return as_float (e, fbuild (e, BIT_IOR_EXPR, rb, xs));
}

/* V, an integer of IN's destination type, as the bits of its register:
   an 8-bit type in a wider register extended as the type says.  */
tree
int_to_register (emulation *e, const struct ptxemu_insn *in, tree v)
{
  unsigned db = in->args[0].bits, n = in->dtype.bits;
  if (db <= n)
    return v;
  return gimple_convert (&e->seq, e->loc, int_type (db),
			 gimple_convert (&e->seq, e->loc,
					 int_type (db, in->dtype.is_signed),
					 gimple_convert (&e->seq, e->loc,
							 int_type (n, in->dtype.is_signed),
							 v)));
}

/* The integer of DT (BITS, signed or not) from the integral float R:
   NaN is 0, values out of range the nearest end.  */
tree
float_to_int (emulation *e, tree r, const struct ptxemu_type *dt)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree ft = TREE_TYPE (r);
  unsigned fw = TYPE_PRECISION (ft);
  unsigned n = dt->bits;
  tree it = int_type (n, dt->is_signed);
  /* 2^(n-1) or 2^n, and -2^(n-1) or 0, exactly as floats.  */
  unsigned top = dt->is_signed ? n - 1 : n;
  unsigned HOST_WIDE_INT ebias = fw == 32 ? 127 : 1023;
  unsigned mant = fw == 32 ? 23 : 52;
  tree hi = float_bits_cst (fw, (ebias + top) << mant);
  tree lo = dt->is_signed ? float_bits_cst (fw, ((ebias + top) << mant)
						  | sign_bit (fw))
	    : build_zero_cst (ft);
  tree max = TYPE_MAX_VALUE (it), min = TYPE_MIN_VALUE (it);
  tree wide = int_type (64, dt->is_signed);
  tree safe = select (e, gimple_build (q, loc, ORDERED_EXPR, boolean_type_node,
				       r, r), r, build_zero_cst (ft));
  safe = gimple_build (q, loc, MAX_EXPR, ft, safe, lo);
  tree over = gimple_build (q, loc, GE_EXPR, boolean_type_node, safe, hi);
  safe = select (e, over, build_zero_cst (ft), safe);
  tree v = gimple_convert (q, loc, it,
			   gimple_build (q, loc, FIX_TRUNC_EXPR, wide, safe));
  v = select (e, over, max, v);
  tree under = gimple_build (q, loc, LE_EXPR, boolean_type_node, safe, lo);
  if (dt->is_signed)
    v = select (e, under, min, v);
  return gimple_convert (q, loc, int_type (n), v);
}

/* The sign, as a double, of X - (the double nearest X), X an integer of
   64 bits (T); 0 below 2^53.  */
tree
int_rest (emulation *e, tree x, const struct ptxemu_type *t, tree hi)
{
  gimple_seq *q = &e->seq;
  location_t loc = e->loc;
  tree st = int_type (64, t->is_signed), s64 = int_type (64, true);
  tree xs = gimple_convert (q, loc, st, x);
  /* Above 2^53 HI is even, so HI / 2 is an integer that fits.  */
  tree h2 = gimple_build (q, loc, FIX_TRUNC_EXPR, st,
		     fbuild (e, RDIV_EXPR, hi,
			     build_real_from_int_cst (double_type_node,
						      build_int_cst
						      (integer_type_node, 2))));
  tree ut = int_type (64);
  tree d = gimple_build (q, loc, MINUS_EXPR, ut,
			 gimple_build (q, loc, MINUS_EXPR, ut,
				       gimple_convert (q, loc, ut, xs),
				       gimple_convert (q, loc, ut, h2)),
			 gimple_convert (q, loc, ut, h2));
  tree ds = gimple_convert (q, loc, s64, d);
  tree big = gimple_build (q, loc, GE_EXPR, boolean_type_node,
			   gimple_build (q, loc, ABS_EXPR, double_type_node, hi),
			   float_bits_cst (64, HOST_WIDE_INT_UC
					   (0x4340000000000000)));
  ds = select (e, big, ds, build_zero_cst (s64));
  return gimple_build (q, loc, FLOAT_EXPR, double_type_node, ds);
}

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

/* An instruction of floating-point type.  */
tree
compute_float (emulation *e, const struct ptxemu_insn *in)
{
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
