/* SPDX-License-Identifier: GPL-3.0-or-later WITH GCC-exception-3.1 */
/* <ptxasm/cuda_fp16.h> -- CUDA's half and bfloat16 types for GCC's
   offloaded code.

   CUDA's __half, __half2, __nv_bfloat16 and __nv_bfloat162 (and the
   names half, half2, nv_bfloat16, nv_bfloat162), with CUDA's
   arithmetic, comparison, conversion and packing functions, for OpenMP
   and OpenACC code that GCC offloads to nvptx with the ptxasm plugin.
   <ptxasm/cuda_bf16.h> is this header too.

   The types are what nvcc's are: a struct holding the 16 bits (__x) and
   a struct of two (x, y, low half first), never a C arithmetic type (GCC
   cannot compile _Float16 or __bf16 for nvptx).  An asm operand takes
   their bits: "h" (__half_as_ushort (h)) and "r" (__half2_as_uint
   (h2)), and back with __ushort_as_half and __uint_as_half2 (nvcc, too,
   refuses a __half itself as an operand).

   Each function is a static inline function whose body is the PTX that
   computes it on the GPU, with the bits that nvcc's build of CUDA's
   header gives (checked function by function on an H200, edge values
   included: testsuite/ptxasm.run/fp16-*.c); ptxasm's host fallback
   computes the same bits when the offloaded code runs on the host.
   bfloat16 arithmetic is written with sm_80's instructions (fma.rn.bf16
   for add, sub and mul, f32 compares of the widened values), which give
   the bits of sm_90's add.bf16 and setp.bf16, and conversions to
   bfloat16 from integers and doubles round to odd through a float, as
   CUDA's sm_80 code does: the header needs no more than sm_80.

   In C, the functions that CUDA overloads on the type (__hadd for
   __half, __nv_bfloat16 and int, __heq, __hmax2, ...) are macros that
   choose by the first argument's type; in C++ they are overloads, and
   the types have CUDA's operators (+ - * / and compares).  Not here:
   the approximate math functions (hsqrt, hexp, h2sin, ...), shuffles,
   loads and atomics of the half types, and conversions of floats to
   the types through constructors (write __float2half (x)).

   Copyright (C) 2026 the ptxasm developers.  GPL-3.0-or-later with the
   GCC Runtime Library Exception 3.1: code that includes this header is
   not bound by the GPL.  */

#ifndef __PTXASM_CUDA_FP16_H
#define __PTXASM_CUDA_FP16_H

#include <ptxasm/cuda.h>

/* The types.  */

typedef struct { unsigned short x; } __half_raw;
typedef struct { unsigned short x, y; } __half2_raw;
typedef struct __attribute__ ((__aligned__ (2))) { unsigned short __x; }
  __half;
typedef struct __attribute__ ((__aligned__ (4))) { __half x, y; } __half2;
typedef __half half;
typedef __half2 half2;

typedef struct { unsigned short x; } __nv_bfloat16_raw;
typedef struct { unsigned short x, y; } __nv_bfloat162_raw;
typedef struct __attribute__ ((__aligned__ (2))) { unsigned short __x; }
  __nv_bfloat16;
typedef struct __attribute__ ((__aligned__ (4))) { __nv_bfloat16 x, y; }
  __nv_bfloat162;
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

/* CUDA's float2 (vector_types.h), unless the program has its own.  */
#ifndef __PTXASM_NO_FLOAT2
typedef struct __attribute__ ((__aligned__ (8))) { float x, y; } float2;
#endif

#ifdef __cplusplus
# define __PTXASM_BOOL bool
/* A function that CUDA overloads on the type: its own name in C++.  */
# define __PTXASM_H(NAME) NAME
# define __PTXASM_B(NAME) NAME
#else
# define __PTXASM_BOOL _Bool
# define __PTXASM_H(NAME) __ptxasm_##NAME##_h
# define __PTXASM_B(NAME) __ptxasm_##NAME##_b
#endif

__PTXASM_BEGIN

/* The bits of each type, and a value of each type from its bits.  */
#define __PTXASM_BITS(T, T2, S)						\
  __PTXASM_FN unsigned short						\
  __ptxasm_bits_##S (T __h)						\
  {									\
    return __h.__x;							\
  }									\
  __PTXASM_FN T								\
  __ptxasm_from_bits_##S (unsigned short __u)				\
  {									\
    T __h;								\
    __h.__x = __u;							\
    return __h;								\
  }									\
  __PTXASM_FN unsigned int						\
  __ptxasm_bits2_##S (T2 __h)						\
  {									\
    return (unsigned int) __h.x.__x | ((unsigned int) __h.y.__x << 16); \
  }									\
  __PTXASM_FN T2							\
  __ptxasm_from_bits2_##S (unsigned int __u)				\
  {									\
    T2 __h;								\
    __h.x.__x = (unsigned short) __u;					\
    __h.y.__x = (unsigned short) (__u >> 16);				\
    return __h;								\
  }
__PTXASM_BITS (__half, __half2, h)
__PTXASM_BITS (__nv_bfloat16, __nv_bfloat162, b)
#undef __PTXASM_BITS

__PTXASM_FN unsigned short __half_as_ushort (__half __h)
{ return __h.__x; }
__PTXASM_FN short __half_as_short (__half __h)
{ return (short) __h.__x; }
__PTXASM_FN __half __ushort_as_half (unsigned short __u)
{ return __ptxasm_from_bits_h (__u); }
__PTXASM_FN __half __short_as_half (short __u)
{ return __ptxasm_from_bits_h ((unsigned short) __u); }
__PTXASM_FN unsigned int __half2_as_uint (__half2 __h)
{ return __ptxasm_bits2_h (__h); }
__PTXASM_FN __half2 __uint_as_half2 (unsigned int __u)
{ return __ptxasm_from_bits2_h (__u); }
__PTXASM_FN unsigned short __bfloat16_as_ushort (__nv_bfloat16 __h)
{ return __h.__x; }
__PTXASM_FN short __bfloat16_as_short (__nv_bfloat16 __h)
{ return (short) __h.__x; }
__PTXASM_FN __nv_bfloat16 __ushort_as_bfloat16 (unsigned short __u)
{ return __ptxasm_from_bits_b (__u); }
__PTXASM_FN __nv_bfloat16 __short_as_bfloat16 (short __u)
{ return __ptxasm_from_bits_b ((unsigned short) __u); }
__PTXASM_FN unsigned int __bfloat162_as_uint (__nv_bfloat162 __h)
{ return __ptxasm_bits2_b (__h); }
__PTXASM_FN __nv_bfloat162 __uint_as_bfloat162 (unsigned int __u)
{ return __ptxasm_from_bits2_b (__u); }

/* One PTX statement on 16-bit values (S: h or b) with operand letters
   "h", and on pairs with "r".  INSN is the template; %0 the result.  */
#define __PTXASM_OP1(NAME, T, S, INSN)					\
  __PTXASM_FN T NAME (T __a)						\
  {									\
    unsigned short __r;							\
    __asm__ (INSN : "=h" (__r) : "h" (__a.__x));			\
    return __ptxasm_from_bits_##S (__r);				\
  }
#define __PTXASM_OP2(NAME, T, S, INSN)					\
  __PTXASM_FN T NAME (T __a, T __b)					\
  {									\
    unsigned short __r;							\
    __asm__ (INSN : "=h" (__r) : "h" (__a.__x), "h" (__b.__x));	\
    return __ptxasm_from_bits_##S (__r);				\
  }
#define __PTXASM_OP3(NAME, T, S, INSN)					\
  __PTXASM_FN T NAME (T __a, T __b, T __c)				\
  {									\
    unsigned short __r;							\
    __asm__ (INSN : "=h" (__r)						\
	     : "h" (__a.__x), "h" (__b.__x), "h" (__c.__x));		\
    return __ptxasm_from_bits_##S (__r);				\
  }
#define __PTXASM_OP1X2(NAME, T2, S, INSN)				\
  __PTXASM_FN T2 NAME (T2 __a)						\
  {									\
    unsigned int __r;							\
    __asm__ (INSN : "=r" (__r) : "r" (__ptxasm_bits2_##S (__a)));	\
    return __ptxasm_from_bits2_##S (__r);				\
  }
#define __PTXASM_OP2X2(NAME, T2, S, INSN)				\
  __PTXASM_FN T2 NAME (T2 __a, T2 __b)					\
  {									\
    unsigned int __r;							\
    __asm__ (INSN : "=r" (__r)						\
	     : "r" (__ptxasm_bits2_##S (__a)),				\
	       "r" (__ptxasm_bits2_##S (__b)));				\
    return __ptxasm_from_bits2_##S (__r);				\
  }
#define __PTXASM_OP3X2(NAME, T2, S, INSN)				\
  __PTXASM_FN T2 NAME (T2 __a, T2 __b, T2 __c)				\
  {									\
    unsigned int __r;							\
    __asm__ (INSN : "=r" (__r)						\
	     : "r" (__ptxasm_bits2_##S (__a)),				\
	       "r" (__ptxasm_bits2_##S (__b)),				\
	       "r" (__ptxasm_bits2_##S (__c)));				\
    return __ptxasm_from_bits2_##S (__r);				\
  }

/* Arithmetic.  __half: the f16 instructions themselves.  */
#define __PTXASM_F16_ARITH(OP)						\
  __PTXASM_OP2 (__PTXASM_H (__h##OP), __half, h, #OP ".f16 %0, %1, %2;") \
  __PTXASM_OP2 (__PTXASM_H (__h##OP##_rn), __half, h,			\
		#OP ".rn.f16 %0, %1, %2;")				\
  __PTXASM_OP2 (__PTXASM_H (__h##OP##_sat), __half, h,			\
		#OP ".sat.f16 %0, %1, %2;")				\
  __PTXASM_OP2X2 (__PTXASM_H (__h##OP##2), __half2, h,			\
		  #OP ".f16x2 %0, %1, %2;")				\
  __PTXASM_OP2X2 (__PTXASM_H (__h##OP##2_rn), __half2, h,		\
		  #OP ".rn.f16x2 %0, %1, %2;")				\
  __PTXASM_OP2X2 (__PTXASM_H (__h##OP##2_sat), __half2, h,		\
		  #OP ".sat.f16x2 %0, %1, %2;")
__PTXASM_F16_ARITH (add)
__PTXASM_F16_ARITH (sub)
__PTXASM_F16_ARITH (mul)
#undef __PTXASM_F16_ARITH

__PTXASM_OP3 (__PTXASM_H (__hfma), __half, h, "fma.rn.f16 %0, %1, %2, %3;")
__PTXASM_OP3 (__PTXASM_H (__hfma_sat), __half, h,
	      "fma.rn.sat.f16 %0, %1, %2, %3;")
__PTXASM_OP3 (__PTXASM_H (__hfma_relu), __half, h,
	      "fma.rn.relu.f16 %0, %1, %2, %3;")
__PTXASM_OP3X2 (__PTXASM_H (__hfma2), __half2, h,
		"fma.rn.f16x2 %0, %1, %2, %3;")
__PTXASM_OP3X2 (__PTXASM_H (__hfma2_sat), __half2, h,
		"fma.rn.sat.f16x2 %0, %1, %2, %3;")
__PTXASM_OP3X2 (__PTXASM_H (__hfma2_relu), __half2, h,
		"fma.rn.relu.f16x2 %0, %1, %2, %3;")

/* __nv_bfloat16: a + b = fma (a, 1, b), a - b = fma (b, -1, a),
   a * b = fma (a, b, -0): one rounding each, the bits of sm_90's
   add/sub/mul.bf16.  The saturating forms clamp to [0, 1] after it (a
   NaN becomes 0), as CUDA's do.  */
#define __PTXASM_BF16_SAT						\
  "mov.b16 k, 0x0000; max.bf16 f, f, k; "				\
  "mov.b16 k, 0x3f80; min.bf16 %0, f, k; }"
#define __PTXASM_BF16X2_SAT						\
  "mov.b32 k, 0x00000000; max.bf16x2 f, f, k; "				\
  "mov.b32 k, 0x3f803f80; min.bf16x2 %0, f, k; }"
#define __PTXASM_BF16_ARITH(NAME, K, KK, FMA)				\
  __PTXASM_OP2 (__PTXASM_B (__h##NAME), __nv_bfloat16, b,		\
		"{ .reg .b16 k; mov.b16 k, " K "; fma.rn.bf16 %0, " FMA "; }") \
  __PTXASM_OP2 (__PTXASM_B (__h##NAME##_rn), __nv_bfloat16, b,		\
		"{ .reg .b16 k; mov.b16 k, " K "; fma.rn.bf16 %0, " FMA "; }") \
  __PTXASM_OP2 (__PTXASM_B (__h##NAME##_sat), __nv_bfloat16, b,	\
		"{ .reg .b16 k, f; mov.b16 k, " K "; fma.rn.bf16 f, " FMA "; " \
		__PTXASM_BF16_SAT)					\
  __PTXASM_OP2X2 (__PTXASM_B (__h##NAME##2), __nv_bfloat162, b,	\
		  "{ .reg .b32 k; mov.b32 k, " KK "; "			\
		  "fma.rn.bf16x2 %0, " FMA "; }")			\
  __PTXASM_OP2X2 (__PTXASM_B (__h##NAME##2_rn), __nv_bfloat162, b,	\
		  "{ .reg .b32 k; mov.b32 k, " KK "; "			\
		  "fma.rn.bf16x2 %0, " FMA "; }")			\
  __PTXASM_OP2X2 (__PTXASM_B (__h##NAME##2_sat), __nv_bfloat162, b,	\
		  "{ .reg .b32 k, f; mov.b32 k, " KK "; "		\
		  "fma.rn.bf16x2 f, " FMA "; " __PTXASM_BF16X2_SAT)
__PTXASM_BF16_ARITH (add, "0x3f80", "0x3f803f80", "%1, k, %2")
__PTXASM_BF16_ARITH (sub, "0xbf80", "0xbf80bf80", "%2, k, %1")
__PTXASM_BF16_ARITH (mul, "0x8000", "0x80008000", "%1, %2, k")
#undef __PTXASM_BF16_ARITH

__PTXASM_OP3 (__PTXASM_B (__hfma), __nv_bfloat16, b,
	      "fma.rn.bf16 %0, %1, %2, %3;")
__PTXASM_OP3 (__PTXASM_B (__hfma_sat), __nv_bfloat16, b,
	      "{ .reg .b16 k, f; fma.rn.bf16 f, %1, %2, %3; " __PTXASM_BF16_SAT)
__PTXASM_OP3 (__PTXASM_B (__hfma_relu), __nv_bfloat16, b,
	      "fma.rn.relu.bf16 %0, %1, %2, %3;")
__PTXASM_OP3X2 (__PTXASM_B (__hfma2), __nv_bfloat162, b,
		"fma.rn.bf16x2 %0, %1, %2, %3;")
__PTXASM_OP3X2 (__PTXASM_B (__hfma2_sat), __nv_bfloat162, b,
		"{ .reg .b32 k, f; fma.rn.bf16x2 f, %1, %2, %3; "
		__PTXASM_BF16X2_SAT)
__PTXASM_OP3X2 (__PTXASM_B (__hfma2_relu), __nv_bfloat162, b,
		"fma.rn.relu.bf16x2 %0, %1, %2, %3;")
#undef __PTXASM_BF16_SAT
#undef __PTXASM_BF16X2_SAT

/* Sign, minimum and maximum: one instruction each, for both types.  */
#define __PTXASM_SIMPLE(T, T2, S, P, TY)				\
  __PTXASM_OP1 (__PTXASM_##P (__hneg), T, S, "neg." TY " %0, %1;")	\
  __PTXASM_OP1 (__PTXASM_##P (__habs), T, S, "abs." TY " %0, %1;")	\
  __PTXASM_OP2 (__PTXASM_##P (__hmin), T, S, "min." TY " %0, %1, %2;") \
  __PTXASM_OP2 (__PTXASM_##P (__hmax), T, S, "max." TY " %0, %1, %2;") \
  __PTXASM_OP2 (__PTXASM_##P (__hmin_nan), T, S,			\
		"min.NaN." TY " %0, %1, %2;")				\
  __PTXASM_OP2 (__PTXASM_##P (__hmax_nan), T, S,			\
		"max.NaN." TY " %0, %1, %2;")				\
  __PTXASM_OP1X2 (__PTXASM_##P (__hneg2), T2, S, "neg." TY "x2 %0, %1;") \
  __PTXASM_OP1X2 (__PTXASM_##P (__habs2), T2, S, "abs." TY "x2 %0, %1;") \
  __PTXASM_OP2X2 (__PTXASM_##P (__hmin2), T2, S,			\
		  "min." TY "x2 %0, %1, %2;")				\
  __PTXASM_OP2X2 (__PTXASM_##P (__hmax2), T2, S,			\
		  "max." TY "x2 %0, %1, %2;")				\
  __PTXASM_OP2X2 (__PTXASM_##P (__hmin2_nan), T2, S,			\
		  "min.NaN." TY "x2 %0, %1, %2;")			\
  __PTXASM_OP2X2 (__PTXASM_##P (__hmax2_nan), T2, S,			\
		  "max.NaN." TY "x2 %0, %1, %2;")
__PTXASM_SIMPLE (__half, __half2, h, H, "f16")
__PTXASM_SIMPLE (__nv_bfloat16, __nv_bfloat162, b, B, "bf16")
#undef __PTXASM_SIMPLE

/* Conversions between the types and float.  */
#define __PTXASM_FROM_FLOAT(NAME, T, S, INSN)				\
  __PTXASM_FN T NAME (float __f)					\
  {									\
    unsigned short __r;							\
    __asm__ (INSN " %0, %1;" : "=h" (__r) : "f" (__f));		\
    return __ptxasm_from_bits_##S (__r);				\
  }
__PTXASM_FROM_FLOAT (__float2half, __half, h, "cvt.rn.f16.f32")
__PTXASM_FROM_FLOAT (__float2half_rn, __half, h, "cvt.rn.f16.f32")
__PTXASM_FROM_FLOAT (__float2half_rz, __half, h, "cvt.rz.f16.f32")
__PTXASM_FROM_FLOAT (__float2half_rd, __half, h, "cvt.rm.f16.f32")
__PTXASM_FROM_FLOAT (__float2half_ru, __half, h, "cvt.rp.f16.f32")
__PTXASM_FROM_FLOAT (__float2bfloat16, __nv_bfloat16, b, "cvt.rn.bf16.f32")
__PTXASM_FROM_FLOAT (__float2bfloat16_rn, __nv_bfloat16, b,
		     "cvt.rn.bf16.f32")
__PTXASM_FROM_FLOAT (__float2bfloat16_rz, __nv_bfloat16, b,
		     "cvt.rz.bf16.f32")
__PTXASM_FROM_FLOAT (__float2bfloat16_rd, __nv_bfloat16, b,
		     "cvt.rm.bf16.f32")
__PTXASM_FROM_FLOAT (__float2bfloat16_ru, __nv_bfloat16, b,
		     "cvt.rp.bf16.f32")
#undef __PTXASM_FROM_FLOAT

__PTXASM_FN __half __double2half (double __d)
{
  unsigned short __r;
  __asm__ ("cvt.rn.f16.f64 %0, %1;" : "=h" (__r) : "d" (__d));
  return __ptxasm_from_bits_h (__r);
}
/* bfloat16 from a double on sm_80: rounded to odd as a float first (see
   the integers' conversions below).  */
__PTXASM_FN __nv_bfloat16 __double2bfloat16 (double __d)
{
  unsigned short __r;
  __asm__ ("{ .reg .f32 z, u, d; .reg .b32 b; .reg .pred p; "
	   "cvt.rz.f32.f64 z, %1; cvt.rp.f32.f64 u, %1; "
	   "cvt.rm.f32.f64 d, %1; setp.neu.f32 p, u, d; mov.b32 b, z; "
	   "@p or.b32 b, b, 1; mov.b32 z, b; cvt.rn.bf16.f32 %0, z; }"
	   : "=h" (__r) : "d" (__d));
  return __ptxasm_from_bits_b (__r);
}
__PTXASM_FN float __half2float (__half __h)
{
  float __f;
  __asm__ ("cvt.f32.f16 %0, %1;" : "=f" (__f) : "h" (__h.__x));
  return __f;
}
/* A bfloat16 is the upper half of the float it widens to.  */
__PTXASM_FN float __bfloat162float (__nv_bfloat16 __h)
{
  float __f;
  __asm__ ("mov.b32 %0, {0, %1};" : "=f" (__f) : "h" (__h.__x));
  return __f;
}

/* Pairs from floats: CUDA's __floats2half2_rn (lo, hi) is cvt's
   (d, hi, lo).  */
#define __PTXASM_PAIRS(T2, S, F, TY)					\
  __PTXASM_FN T2 __floats2##F##2_rn (float __lo, float __hi)		\
  {									\
    unsigned int __r;							\
    __asm__ ("cvt.rn." TY "x2.f32 %0, %1, %2;"				\
	     : "=r" (__r) : "f" (__hi), "f" (__lo));			\
    return __ptxasm_from_bits2_##S (__r);				\
  }									\
  __PTXASM_FN T2 __float2##F##2_rn (float __f)				\
  {									\
    return __floats2##F##2_rn (__f, __f);				\
  }									\
  __PTXASM_FN T2 __float22##F##2_rn (float2 __f)			\
  {									\
    return __floats2##F##2_rn (__f.x, __f.y);				\
  }
__PTXASM_PAIRS (__half2, h, half, "f16")
__PTXASM_PAIRS (__nv_bfloat162, b, bfloat16, "bf16")
#undef __PTXASM_PAIRS

__PTXASM_FN float2 __half22float2 (__half2 __h)
{
  float2 __f;
  __f.x = __half2float (__h.x);
  __f.y = __half2float (__h.y);
  return __f;
}
__PTXASM_FN float2 __bfloat1622float2 (__nv_bfloat162 __h)
{
  float2 __f;
  __f.x = __bfloat162float (__h.x);
  __f.y = __bfloat162float (__h.y);
  return __f;
}
__PTXASM_FN float __PTXASM_H (__low2float) (__half2 __h)
{ return __half2float (__h.x); }
__PTXASM_FN float __PTXASM_H (__high2float) (__half2 __h)
{ return __half2float (__h.y); }
__PTXASM_FN float __PTXASM_B (__low2float) (__nv_bfloat162 __h)
{ return __bfloat162float (__h.x); }
__PTXASM_FN float __PTXASM_B (__high2float) (__nv_bfloat162 __h)
{ return __bfloat162float (__h.y); }

/* Conversions to and from integers: cvt with CUDA's rounding; out of
   range saturates and NaN gives 0, as cvt does.  The bfloat16 ones go
   through the (exact) float, as CUDA's sm_80 code does.  */
#define __PTXASM_TO_INT(F, T, S, P, IT, IN, C, TY, R, RI)		\
  __PTXASM_FN IT __##F##2##IN##_##R (T __h)				\
  {									\
    IT __i;								\
    __asm__ ("cvt." RI "." TY ".f16 %0, %1;" : "=" C (__i) : "h" (__h.__x)); \
    return __i;								\
  }
#define __PTXASM_TO_INT_B(F, T, S, P, IT, IN, C, TY, R, RI)		\
  __PTXASM_FN IT __##F##2##IN##_##R (T __h)				\
  {									\
    IT __i;								\
    __asm__ ("cvt." RI "." TY ".f32 %0, %1;" : "=" C (__i)		\
	     : "f" (__bfloat162float (__h)));				\
    return __i;								\
  }
#define __PTXASM_FROM_INT(F, T, S, P, IT, IN, C, TY, R, RC)		\
  __PTXASM_FN T __##IN##2##F##_##R (IT __i)				\
  {									\
    unsigned short __r;							\
    __asm__ (__PTXASM_CVT_##S (RC, TY) : "=h" (__r) : C (__i));	\
    return __ptxasm_from_bits_##S (__r);				\
  }
#define __PTXASM_CVT_h(RC, TY) "cvt." RC ".f16." TY " %0, %1;"
/* bfloat16 from an integer on sm_80: the float toward zero, its last
   bit set when inexact (rounding to odd), then rounded once to
   bfloat16: what a direct rounding gives (sm_90's cvt.bf16.s32).  */
#define __PTXASM_CVT_b(RC, TY)						\
  "{ .reg .f32 z, u, d; .reg .b32 b; .reg .pred p; "			\
  "cvt.rz.f32." TY " z, %1; cvt.rp.f32." TY " u, %1; "			\
  "cvt.rm.f32." TY " d, %1; setp.neu.f32 p, u, d; mov.b32 b, z; "	\
  "@p or.b32 b, b, 1; mov.b32 z, b; cvt." RC ".bf16.f32 %0, z; }"
#define __PTXASM_ROUNDINGS(M, F, T, S, P, IT, IN, C, TY)		\
  M (F, T, S, P, IT, IN, C, TY, rn, "rni")				\
  M (F, T, S, P, IT, IN, C, TY, rz, "rzi")				\
  M (F, T, S, P, IT, IN, C, TY, rd, "rmi")				\
  M (F, T, S, P, IT, IN, C, TY, ru, "rpi")
#define __PTXASM_FROM_ROUNDINGS(F, T, S, P, IT, IN, C, TY)		\
  __PTXASM_FROM_INT (F, T, S, P, IT, IN, C, TY, rn, "rn")		\
  __PTXASM_FROM_INT (F, T, S, P, IT, IN, C, TY, rz, "rz")		\
  __PTXASM_FROM_INT (F, T, S, P, IT, IN, C, TY, rd, "rm")		\
  __PTXASM_FROM_INT (F, T, S, P, IT, IN, C, TY, ru, "rp")
#define __PTXASM_INT(F, T, S, P, TO, IT, IN, C, TY)			\
  __PTXASM_ROUNDINGS (TO, F, T, S, P, IT, IN, C, TY)			\
  __PTXASM_FROM_ROUNDINGS (F, T, S, P, IT, IN, C, TY)
#define __PTXASM_INTS(F, T, S, P, TO)					\
  __PTXASM_INT (F, T, S, P, TO, int, int, "r", "s32")			\
  __PTXASM_INT (F, T, S, P, TO, unsigned int, uint, "r", "u32")		\
  __PTXASM_INT (F, T, S, P, TO, short, short, "h", "s16")		\
  __PTXASM_INT (F, T, S, P, TO, unsigned short, ushort, "h", "u16")	\
  __PTXASM_INT (F, T, S, P, TO, long long, ll, "l", "s64")		\
  __PTXASM_INT (F, T, S, P, TO, unsigned long long, ull, "l", "u64")
__PTXASM_INTS (half, __half, h, "f16", __PTXASM_TO_INT)
__PTXASM_INTS (bfloat16, __nv_bfloat16, b, "bf16", __PTXASM_TO_INT_B)
#undef __PTXASM_INTS
#undef __PTXASM_INT
#undef __PTXASM_ROUNDINGS
#undef __PTXASM_FROM_ROUNDINGS
#undef __PTXASM_TO_INT
#undef __PTXASM_TO_INT_B
#undef __PTXASM_FROM_INT
#undef __PTXASM_CVT_h
#undef __PTXASM_CVT_b

/* To and from 8-bit integers, toward zero (CUDA has no other).  */
__PTXASM_FN signed char __half2char_rz (__half __h)
{
  int __i;
  __asm__ ("cvt.rzi.s8.f16 %0, %1;" : "=r" (__i) : "h" (__h.__x));
  return (signed char) __i;
}
__PTXASM_FN unsigned char __half2uchar_rz (__half __h)
{
  unsigned int __i;
  __asm__ ("cvt.rzi.u8.f16 %0, %1;" : "=r" (__i) : "h" (__h.__x));
  return (unsigned char) __i;
}

/* Rounding to an integral value.  */
#define __PTXASM_ROUND(NAME, RI)					\
  __PTXASM_OP1 (__PTXASM_H (h##NAME), __half, h,				\
		"cvt." RI ".f16.f16 %0, %1;")				\
  __PTXASM_OP1X2 (__PTXASM_H (h2##NAME), __half2, h,			\
		  "{ .reg .f16 l, h; mov.b32 {l, h}, %1; "		\
		  "cvt." RI ".f16.f16 l, l; cvt." RI ".f16.f16 h, h; " \
		  "mov.b32 %0, {l, h}; }")				\
  __PTXASM_OP1 (__PTXASM_B (h##NAME), __nv_bfloat16, b,			\
		"{ .reg .f32 f; mov.b32 f, {0, %1}; "			\
		"cvt." RI ".f32.f32 f, f; cvt.rn.bf16.f32 %0, f; }")	\
  __PTXASM_OP1X2 (__PTXASM_B (h2##NAME), __nv_bfloat162, b,		\
		  "{ .reg .b16 l, h; .reg .f32 f, g; "			\
		  "mov.b32 {l, h}, %1; "				\
		  "mov.b32 f, {0, l}; cvt." RI ".f32.f32 f, f; "	\
		  "mov.b32 g, {0, h}; cvt." RI ".f32.f32 g, g; "	\
		  "cvt.rn.bf16x2.f32 %0, g, f; }")
__PTXASM_ROUND (ceil, "rpi")
__PTXASM_ROUND (floor, "rmi")
__PTXASM_ROUND (rint, "rni")
__PTXASM_ROUND (trunc, "rzi")
#undef __PTXASM_ROUND

/* Comparisons.  A __half compare is setp on the values; a pair's gives
   a mask (all ones for true, per half) or a pair of 1.0 and 0.0; the b
   forms are true when both halves are.  bfloat16 compares the floats
   they widen to (exactly the same order).  */
#define __PTXASM_CMP(OP)						\
  __PTXASM_FN __PTXASM_BOOL __PTXASM_H (__h##OP) (__half __a, __half __b) \
  {									\
    unsigned int __r;							\
    __asm__ ("{ .reg .pred p; setp." #OP ".f16 p, %1, %2; "		\
	     "selp.u32 %0, 1, 0, p; }"					\
	     : "=r" (__r) : "h" (__a.__x), "h" (__b.__x));		\
    return __r != 0;							\
  }									\
  __PTXASM_FN __PTXASM_BOOL						\
  __PTXASM_B (__h##OP) (__nv_bfloat16 __a, __nv_bfloat16 __b)		\
  {									\
    unsigned int __r;							\
    __asm__ ("{ .reg .pred p; setp." #OP ".f32 p, %1, %2; "		\
	     "selp.u32 %0, 1, 0, p; }"					\
	     : "=r" (__r)						\
	     : "f" (__bfloat162float (__a)), "f" (__bfloat162float (__b))); \
    return __r != 0;							\
  }									\
  __PTXASM_FN unsigned int						\
  __PTXASM_H (__h##OP##2_mask) (__half2 __a, __half2 __b)		\
  {									\
    unsigned int __r;							\
    __asm__ ("set." #OP ".u32.f16x2 %0, %1, %2;" : "=r" (__r)		\
	     : "r" (__ptxasm_bits2_h (__a)), "r" (__ptxasm_bits2_h (__b))); \
    return __r;								\
  }									\
  __PTXASM_FN unsigned int						\
  __PTXASM_B (__h##OP##2_mask) (__nv_bfloat162 __a, __nv_bfloat162 __b) \
  {									\
    return (__PTXASM_B (__h##OP) (__a.x, __b.x) ? 0xffffu : 0)		\
	   | (__PTXASM_B (__h##OP) (__a.y, __b.y) ? 0xffff0000u : 0);	\
  }									\
  __PTXASM_FN __half2 __PTXASM_H (__h##OP##2) (__half2 __a, __half2 __b) \
  {									\
    return __ptxasm_from_bits2_h (__PTXASM_H (__h##OP##2_mask) (__a, __b) \
				  & 0x3c003c00u);			\
  }									\
  __PTXASM_FN __nv_bfloat162						\
  __PTXASM_B (__h##OP##2) (__nv_bfloat162 __a, __nv_bfloat162 __b)	\
  {									\
    return __ptxasm_from_bits2_b (__PTXASM_B (__h##OP##2_mask) (__a, __b) \
				  & 0x3f803f80u);			\
  }									\
  __PTXASM_FN __PTXASM_BOOL						\
  __PTXASM_H (__hb##OP##2) (__half2 __a, __half2 __b)			\
  {									\
    return __PTXASM_H (__h##OP##2_mask) (__a, __b) == 0xffffffffu;	\
  }									\
  __PTXASM_FN __PTXASM_BOOL						\
  __PTXASM_B (__hb##OP##2) (__nv_bfloat162 __a, __nv_bfloat162 __b)	\
  {									\
    return __PTXASM_B (__h##OP##2_mask) (__a, __b) == 0xffffffffu;	\
  }
__PTXASM_CMP (eq)
__PTXASM_CMP (ne)
__PTXASM_CMP (lt)
__PTXASM_CMP (le)
__PTXASM_CMP (gt)
__PTXASM_CMP (ge)
__PTXASM_CMP (equ)
__PTXASM_CMP (neu)
__PTXASM_CMP (ltu)
__PTXASM_CMP (leu)
__PTXASM_CMP (gtu)
__PTXASM_CMP (geu)
#undef __PTXASM_CMP

__PTXASM_FN __PTXASM_BOOL __PTXASM_H (__hisnan) (__half __a)
{ return (__a.__x & 0x7fff) > 0x7c00; }
__PTXASM_FN __PTXASM_BOOL __PTXASM_B (__hisnan) (__nv_bfloat16 __a)
{ return (__a.__x & 0x7fff) > 0x7f80; }
__PTXASM_FN int __PTXASM_H (__hisinf) (__half __a)
{ return __a.__x == 0x7c00 ? 1 : __a.__x == 0xfc00 ? -1 : 0; }
__PTXASM_FN int __PTXASM_B (__hisinf) (__nv_bfloat16 __a)
{ return __a.__x == 0x7f80 ? 1 : __a.__x == 0xff80 ? -1 : 0; }
/* 1.0 in each half that is a NaN.  */
__PTXASM_FN __half2 __PTXASM_H (__hisnan2) (__half2 __a)
{ return __PTXASM_H (__hneu2) (__a, __a); }
__PTXASM_FN __nv_bfloat162 __PTXASM_B (__hisnan2) (__nv_bfloat162 __a)
{ return __PTXASM_B (__hneu2) (__a, __a); }

/* Division.  __half: the float reciprocal's approximation times a,
   refined by one fma step where the result is below 2^-17 in
   magnitude, as CUDA computes it.  bfloat16: the float quotient,
   rounded once more (exact: a float holds more than twice bfloat16's
   precision).  */
__PTXASM_FN __half __PTXASM_H (__hdiv) (__half __a, __half __b)
{
  unsigned short __r;
  __asm__ ("{ .reg .f32 a, b, r, q, e; .reg .b16 v; .reg .pred p, z;\n\t"
	   "cvt.f32.f16 a, %1;\n\t"
	   "cvt.f32.f16 b, %2;\n\t"
	   "rcp.approx.ftz.f32 r, b;\n\t"
	   "mul.rn.f32 q, r, a;\n\t"
	   "cvt.rn.f16.f32 v, q;\n\t"
	   "and.b16 %0, v, 0x7fff;\n\t"
	   "setp.lt.u16 p, %0, 0x008f;\n\t"
	   "setp.ne.u16 z, %0, 0;\n\t"
	   "and.pred p, p, z;\n\t"
	   "mov.b16 %0, v;\n\t"
	   "@!p bra.uni $done%=;\n\t"
	   "neg.f32 e, b;\n\t"
	   "fma.rn.f32 e, e, q, a;\n\t"
	   "fma.rn.f32 q, r, e, q;\n\t"
	   "cvt.rn.f16.f32 %0, q;\n\t"
	   "$done%=: }"
	   : "=&h" (__r) : "h" (__a.__x), "h" (__b.__x));
  return __ptxasm_from_bits_h (__r);
}
__PTXASM_FN __nv_bfloat16 __PTXASM_B (__hdiv) (__nv_bfloat16 __a,
					      __nv_bfloat16 __b)
{
  return __float2bfloat16 (__bfloat162float (__a) / __bfloat162float (__b));
}
__PTXASM_FN __half2 __PTXASM_H (__h2div) (__half2 __a, __half2 __b)
{
  return __ptxasm_from_bits2_h (__PTXASM_H (__hdiv) (__a.x, __b.x).__x
				| (unsigned int) __PTXASM_H (__hdiv)
				  (__a.y, __b.y).__x << 16);
}
__PTXASM_FN __nv_bfloat162 __PTXASM_B (__h2div) (__nv_bfloat162 __a,
						__nv_bfloat162 __b)
{
  return __ptxasm_from_bits2_b (__PTXASM_B (__hdiv) (__a.x, __b.x).__x
				| (unsigned int) __PTXASM_B (__hdiv)
				  (__a.y, __b.y).__x << 16);
}

/* Packing: pairs from halves and halves from pairs (x is the low
   half), through the bits: GCC 14 and 16 crash in ompdevlow on a simd
   loop in which a pair is built by assigning halves to its members.  */
#define __PTXASM_PACK(T, T2, S, F, P)					\
  __PTXASM_FN T2 __halves2##F##2 (T __lo, T __hi)			\
  { return __ptxasm_from_bits2_##S (__lo.__x | (unsigned int) __hi.__x << 16); } \
  __PTXASM_FN T2 make_##F##2 (T __lo, T __hi)				\
  { return __ptxasm_from_bits2_##S (__lo.__x | (unsigned int) __hi.__x << 16); } \
  __PTXASM_FN T2 __##F##2##F##2 (T __h)					\
  { return __ptxasm_from_bits2_##S (__h.__x * 0x10001u); }		\
  __PTXASM_FN T __low2##F (T2 __h)					\
  { return __ptxasm_from_bits_##S (__h.x.__x); }			\
  __PTXASM_FN T __high2##F (T2 __h)					\
  { return __ptxasm_from_bits_##S (__h.y.__x); }			\
  __PTXASM_FN T2 __low2##F##2 (T2 __h)					\
  { return __ptxasm_from_bits2_##S (__h.x.__x * 0x10001u); }		\
  __PTXASM_FN T2 __high2##F##2 (T2 __h)					\
  { return __ptxasm_from_bits2_##S (__h.y.__x * 0x10001u); }		\
  __PTXASM_FN T2 __lows2##F##2 (T2 __a, T2 __b)				\
  { return __ptxasm_from_bits2_##S (__a.x.__x				\
				    | (unsigned int) __b.x.__x << 16); } \
  __PTXASM_FN T2 __highs2##F##2 (T2 __a, T2 __b)			\
  { return __ptxasm_from_bits2_##S (__a.y.__x				\
				    | (unsigned int) __b.y.__x << 16); } \
  __PTXASM_FN T2 __PTXASM_##P (__lowhigh2highlow) (T2 __h)		\
  { return __ptxasm_from_bits2_##S (__h.y.__x				\
				    | (unsigned int) __h.x.__x << 16); }
__PTXASM_PACK (__half, __half2, h, half, H)
__PTXASM_PACK (__nv_bfloat16, __nv_bfloat162, b, bfloat16, B)
#undef __PTXASM_PACK

/* CUDA's complex multiply-add of pairs (x real, y imaginary):
   a * b + c.  */
__PTXASM_FN __half2 __PTXASM_H (__hcmadd) (__half2 __a, __half2 __b,
					   __half2 __c)
{
  __half __re = __PTXASM_H (__hfma) (__PTXASM_H (__hneg) (__a.y), __b.y,
				     __PTXASM_H (__hfma) (__a.x, __b.x,
							  __c.x));
  __half __im = __PTXASM_H (__hfma) (__a.y, __b.x,
				     __PTXASM_H (__hfma) (__a.x, __b.y,
							  __c.y));
  return __halves2half2 (__re, __im);
}

#undef __PTXASM_OP1
#undef __PTXASM_OP2
#undef __PTXASM_OP3
#undef __PTXASM_OP1X2
#undef __PTXASM_OP2X2
#undef __PTXASM_OP3X2

__PTXASM_END

#ifdef __cplusplus

/* CUDA's operators on the types.  != is the unordered compare (true
   when either is NaN), as in CUDA; a pair's compares are true when both
   halves are.  */
__PTXASM_BEGIN
#define __PTXASM_OPERATORS(T, X)					\
  __PTXASM_FN T operator+ (T __a, T __b) { return __hadd##X (__a, __b); } \
  __PTXASM_FN T operator- (T __a, T __b) { return __hsub##X (__a, __b); } \
  __PTXASM_FN T operator* (T __a, T __b) { return __hmul##X (__a, __b); } \
  __PTXASM_FN T &operator+= (T &__a, T __b)				\
  { __a = __hadd##X (__a, __b); return __a; }				\
  __PTXASM_FN T &operator-= (T &__a, T __b)				\
  { __a = __hsub##X (__a, __b); return __a; }				\
  __PTXASM_FN T &operator*= (T &__a, T __b)				\
  { __a = __hmul##X (__a, __b); return __a; }				\
  __PTXASM_FN T operator+ (T __a) { return __a; }			\
  __PTXASM_FN T operator- (T __a) { return __hneg##X (__a); }
#define __PTXASM_COMPARES(T, B, X)					\
  __PTXASM_FN bool operator== (T __a, T __b) { return B##eq##X (__a, __b); } \
  __PTXASM_FN bool operator!= (T __a, T __b) { return B##neu##X (__a, __b); } \
  __PTXASM_FN bool operator< (T __a, T __b) { return B##lt##X (__a, __b); } \
  __PTXASM_FN bool operator<= (T __a, T __b) { return B##le##X (__a, __b); } \
  __PTXASM_FN bool operator> (T __a, T __b) { return B##gt##X (__a, __b); } \
  __PTXASM_FN bool operator>= (T __a, T __b) { return B##ge##X (__a, __b); }
__PTXASM_OPERATORS (__half, )
__PTXASM_OPERATORS (__nv_bfloat16, )
__PTXASM_OPERATORS (__half2, 2)
__PTXASM_OPERATORS (__nv_bfloat162, 2)
__PTXASM_COMPARES (__half, __h, )
__PTXASM_COMPARES (__nv_bfloat16, __h, )
__PTXASM_COMPARES (__half2, __hb, 2)
__PTXASM_COMPARES (__nv_bfloat162, __hb, 2)
__PTXASM_FN __half operator/ (__half __a, __half __b)
{ return __hdiv (__a, __b); }
__PTXASM_FN __nv_bfloat16 operator/ (__nv_bfloat16 __a, __nv_bfloat16 __b)
{ return __hdiv (__a, __b); }
__PTXASM_FN __half2 operator/ (__half2 __a, __half2 __b)
{ return __h2div (__a, __b); }
__PTXASM_FN __nv_bfloat162 operator/ (__nv_bfloat162 __a, __nv_bfloat162 __b)
{ return __h2div (__a, __b); }
#undef __PTXASM_OPERATORS
#undef __PTXASM_COMPARES
__PTXASM_END

#else /* C */

/* The functions CUDA overloads on the type, chosen by the first
   argument's: a __half or a pair of them by default (so that a wrong
   type is an error at the call), bfloat16 when it is one.  __hadd of
   integers is <ptxasm/cuda.h>'s.  */
#define __PTXASM_GEN(NAME, A)						\
  _Generic ((A), __nv_bfloat16: __ptxasm_##NAME##_b,			\
	    default: __ptxasm_##NAME##_h)
#define __PTXASM_GEN2(NAME, A)						\
  _Generic ((A), __nv_bfloat162: __ptxasm_##NAME##_b,			\
	    default: __ptxasm_##NAME##_h)
#define __hadd(a, b)							\
  _Generic ((a), __half: __ptxasm___hadd_h,				\
	    __nv_bfloat16: __ptxasm___hadd_b, default: (__hadd)) (a, b)
#define __hsub(a, b) __PTXASM_GEN (__hsub, a) (a, b)
#define __hmul(a, b) __PTXASM_GEN (__hmul, a) (a, b)
#define __hdiv(a, b) __PTXASM_GEN (__hdiv, a) (a, b)
#define __hadd_rn(a, b) __PTXASM_GEN (__hadd_rn, a) (a, b)
#define __hsub_rn(a, b) __PTXASM_GEN (__hsub_rn, a) (a, b)
#define __hmul_rn(a, b) __PTXASM_GEN (__hmul_rn, a) (a, b)
#define __hadd_sat(a, b) __PTXASM_GEN (__hadd_sat, a) (a, b)
#define __hsub_sat(a, b) __PTXASM_GEN (__hsub_sat, a) (a, b)
#define __hmul_sat(a, b) __PTXASM_GEN (__hmul_sat, a) (a, b)
#define __hfma(a, b, c) __PTXASM_GEN (__hfma, a) (a, b, c)
#define __hfma_sat(a, b, c) __PTXASM_GEN (__hfma_sat, a) (a, b, c)
#define __hfma_relu(a, b, c) __PTXASM_GEN (__hfma_relu, a) (a, b, c)
#define __hneg(a) __PTXASM_GEN (__hneg, a) (a)
#define __habs(a) __PTXASM_GEN (__habs, a) (a)
#define __hmin(a, b) __PTXASM_GEN (__hmin, a) (a, b)
#define __hmax(a, b) __PTXASM_GEN (__hmax, a) (a, b)
#define __hmin_nan(a, b) __PTXASM_GEN (__hmin_nan, a) (a, b)
#define __hmax_nan(a, b) __PTXASM_GEN (__hmax_nan, a) (a, b)
#define hceil(a) __PTXASM_GEN (hceil, a) (a)
#define hfloor(a) __PTXASM_GEN (hfloor, a) (a)
#define hrint(a) __PTXASM_GEN (hrint, a) (a)
#define htrunc(a) __PTXASM_GEN (htrunc, a) (a)
#define __hisnan(a) __PTXASM_GEN (__hisnan, a) (a)
#define __hisinf(a) __PTXASM_GEN (__hisinf, a) (a)
#define __hadd2(a, b) __PTXASM_GEN2 (__hadd2, a) (a, b)
#define __hsub2(a, b) __PTXASM_GEN2 (__hsub2, a) (a, b)
#define __hmul2(a, b) __PTXASM_GEN2 (__hmul2, a) (a, b)
#define __h2div(a, b) __PTXASM_GEN2 (__h2div, a) (a, b)
#define __hadd2_rn(a, b) __PTXASM_GEN2 (__hadd2_rn, a) (a, b)
#define __hsub2_rn(a, b) __PTXASM_GEN2 (__hsub2_rn, a) (a, b)
#define __hmul2_rn(a, b) __PTXASM_GEN2 (__hmul2_rn, a) (a, b)
#define __hadd2_sat(a, b) __PTXASM_GEN2 (__hadd2_sat, a) (a, b)
#define __hsub2_sat(a, b) __PTXASM_GEN2 (__hsub2_sat, a) (a, b)
#define __hmul2_sat(a, b) __PTXASM_GEN2 (__hmul2_sat, a) (a, b)
#define __hfma2(a, b, c) __PTXASM_GEN2 (__hfma2, a) (a, b, c)
#define __hfma2_sat(a, b, c) __PTXASM_GEN2 (__hfma2_sat, a) (a, b, c)
#define __hfma2_relu(a, b, c) __PTXASM_GEN2 (__hfma2_relu, a) (a, b, c)
#define __hcmadd(a, b, c) __ptxasm___hcmadd_h (a, b, c)
#define __hneg2(a) __PTXASM_GEN2 (__hneg2, a) (a)
#define __habs2(a) __PTXASM_GEN2 (__habs2, a) (a)
#define __hmin2(a, b) __PTXASM_GEN2 (__hmin2, a) (a, b)
#define __hmax2(a, b) __PTXASM_GEN2 (__hmax2, a) (a, b)
#define __hmin2_nan(a, b) __PTXASM_GEN2 (__hmin2_nan, a) (a, b)
#define __hmax2_nan(a, b) __PTXASM_GEN2 (__hmax2_nan, a) (a, b)
#define h2ceil(a) __PTXASM_GEN2 (h2ceil, a) (a)
#define h2floor(a) __PTXASM_GEN2 (h2floor, a) (a)
#define h2rint(a) __PTXASM_GEN2 (h2rint, a) (a)
#define h2trunc(a) __PTXASM_GEN2 (h2trunc, a) (a)
#define __hisnan2(a) __PTXASM_GEN2 (__hisnan2, a) (a)
#define __lowhigh2highlow(a) __PTXASM_GEN2 (__lowhigh2highlow, a) (a)
#define __low2float(a) __PTXASM_GEN2 (__low2float, a) (a)
#define __high2float(a) __PTXASM_GEN2 (__high2float, a) (a)
#define __heq(a, b) __PTXASM_GEN (__heq, a) (a, b)
#define __hne(a, b) __PTXASM_GEN (__hne, a) (a, b)
#define __hlt(a, b) __PTXASM_GEN (__hlt, a) (a, b)
#define __hle(a, b) __PTXASM_GEN (__hle, a) (a, b)
#define __hgt(a, b) __PTXASM_GEN (__hgt, a) (a, b)
#define __hge(a, b) __PTXASM_GEN (__hge, a) (a, b)
#define __hequ(a, b) __PTXASM_GEN (__hequ, a) (a, b)
#define __hneu(a, b) __PTXASM_GEN (__hneu, a) (a, b)
#define __hltu(a, b) __PTXASM_GEN (__hltu, a) (a, b)
#define __hleu(a, b) __PTXASM_GEN (__hleu, a) (a, b)
#define __hgtu(a, b) __PTXASM_GEN (__hgtu, a) (a, b)
#define __hgeu(a, b) __PTXASM_GEN (__hgeu, a) (a, b)
#define __heq2(a, b) __PTXASM_GEN2 (__heq2, a) (a, b)
#define __hne2(a, b) __PTXASM_GEN2 (__hne2, a) (a, b)
#define __hlt2(a, b) __PTXASM_GEN2 (__hlt2, a) (a, b)
#define __hle2(a, b) __PTXASM_GEN2 (__hle2, a) (a, b)
#define __hgt2(a, b) __PTXASM_GEN2 (__hgt2, a) (a, b)
#define __hge2(a, b) __PTXASM_GEN2 (__hge2, a) (a, b)
#define __hequ2(a, b) __PTXASM_GEN2 (__hequ2, a) (a, b)
#define __hneu2(a, b) __PTXASM_GEN2 (__hneu2, a) (a, b)
#define __hltu2(a, b) __PTXASM_GEN2 (__hltu2, a) (a, b)
#define __hleu2(a, b) __PTXASM_GEN2 (__hleu2, a) (a, b)
#define __hgtu2(a, b) __PTXASM_GEN2 (__hgtu2, a) (a, b)
#define __hgeu2(a, b) __PTXASM_GEN2 (__hgeu2, a) (a, b)
#define __heq2_mask(a, b) __PTXASM_GEN2 (__heq2_mask, a) (a, b)
#define __hne2_mask(a, b) __PTXASM_GEN2 (__hne2_mask, a) (a, b)
#define __hlt2_mask(a, b) __PTXASM_GEN2 (__hlt2_mask, a) (a, b)
#define __hle2_mask(a, b) __PTXASM_GEN2 (__hle2_mask, a) (a, b)
#define __hgt2_mask(a, b) __PTXASM_GEN2 (__hgt2_mask, a) (a, b)
#define __hge2_mask(a, b) __PTXASM_GEN2 (__hge2_mask, a) (a, b)
#define __hequ2_mask(a, b) __PTXASM_GEN2 (__hequ2_mask, a) (a, b)
#define __hneu2_mask(a, b) __PTXASM_GEN2 (__hneu2_mask, a) (a, b)
#define __hltu2_mask(a, b) __PTXASM_GEN2 (__hltu2_mask, a) (a, b)
#define __hleu2_mask(a, b) __PTXASM_GEN2 (__hleu2_mask, a) (a, b)
#define __hgtu2_mask(a, b) __PTXASM_GEN2 (__hgtu2_mask, a) (a, b)
#define __hgeu2_mask(a, b) __PTXASM_GEN2 (__hgeu2_mask, a) (a, b)
#define __hbeq2(a, b) __PTXASM_GEN2 (__hbeq2, a) (a, b)
#define __hbne2(a, b) __PTXASM_GEN2 (__hbne2, a) (a, b)
#define __hblt2(a, b) __PTXASM_GEN2 (__hblt2, a) (a, b)
#define __hble2(a, b) __PTXASM_GEN2 (__hble2, a) (a, b)
#define __hbgt2(a, b) __PTXASM_GEN2 (__hbgt2, a) (a, b)
#define __hbge2(a, b) __PTXASM_GEN2 (__hbge2, a) (a, b)
#define __hbequ2(a, b) __PTXASM_GEN2 (__hbequ2, a) (a, b)
#define __hbneu2(a, b) __PTXASM_GEN2 (__hbneu2, a) (a, b)
#define __hbltu2(a, b) __PTXASM_GEN2 (__hbltu2, a) (a, b)
#define __hbleu2(a, b) __PTXASM_GEN2 (__hbleu2, a) (a, b)
#define __hbgtu2(a, b) __PTXASM_GEN2 (__hbgtu2, a) (a, b)
#define __hbgeu2(a, b) __PTXASM_GEN2 (__hbgeu2, a) (a, b)

#endif /* C */

#endif /* __PTXASM_CUDA_FP16_H */
