/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* bits.cc -- the host fallback's emulator (emulate.h), its
   ground floor: integer and float types of a width, the bits of a
   register as a float and back, and the GPU's numeric facts that every
   family computes with: its one NaN, subnormal flushing, the rounding
   of a sum in each of PTX's modes, round to odd, the sign of an exact
   zero, rounding to an integral value and conversion to an integer.
   It calls nothing of the emulator's other files.  */

#include "emulate.h"
#include "gpunum.h"

/* The unsigned (or signed) integer type of BITS bits; a predicate is a
   bool.  */
tree
int_type (unsigned bits, bool is_signed)
{
  if (bits == 0)
    return boolean_type_node;
  return build_nonstandard_integer_type (bits, !is_signed);
}

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
tree
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

/* The NaN that the GPU's f32 arithmetic gives for any NaN
   (plugin/rt/gpunum.h); f64 arithmetic passes a NaN operand on,
   quieted, and gives F64_INVALID for an invalid operation (inf - inf,
   0 / 0, sqrt (-1)).  */
unsigned HOST_WIDE_INT
gpu_nan (unsigned w)
{
  return w == 32 ? PTXRT_NAN_F32 : HOST_WIDE_INT_UC (0x7ff8000000000000);
}

#define F64_INVALID ((unsigned HOST_WIDE_INT) PTXRT_NAN_F64_INVALID)
#define F64_QUIET ((unsigned HOST_WIDE_INT) PTXRT_F64_QUIET)

tree
bits_and (emulation *e, tree v, unsigned HOST_WIDE_INT m)
{
  return gimple_build (&e->seq, e->loc, BIT_AND_EXPR, TREE_TYPE (v), v,
		       build_int_cst (TREE_TYPE (v), m));
}

tree
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
tree
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
tree
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

tree
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

tree
round_to_f32 (emulation *e, tree s, tree err, enum ptxemu_round mode)
{
  return round_narrow (e, s, err, mode, 32);
}

/* The f64 bits of S + ERR (ERR exact) rounded in MODE (S is the
   rounding to nearest).  */
tree
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

tree
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

