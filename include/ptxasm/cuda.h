/* SPDX-License-Identifier: GPL-3.0-or-later WITH GCC-exception-3.1 */
/* <ptxasm/cuda.h> -- CUDA's device intrinsics for GCC's offloaded code.

   The intrinsics that CUDA code uses beside its inline PTX, under CUDA's
   names and with CUDA's meaning, for OpenMP and OpenACC code that GCC
   offloads to nvptx with the ptxasm plugin:

     gcc -fopenmp -foffload=nvptx-none -fplugin=ptxasm prog.c
     gcc -fopenacc -foffload=nvptx-none -fplugin=ptxasm prog.c

   Each is a static inline function whose body is the PTX that nvcc
   makes of it (a few, __vavgs2 and __vavgs4, are plain C), so it runs on the GPU as in CUDA and, through ptxasm's
   host fallback, computes the same value when the offloaded code runs on
   the host.  The manual's chapter "Porting CUDA code" lists them, with
   what the warp intrinsics see outside an `omp simd' loop.

   In C, the intrinsics that CUDA overloads on a type (__shfl_sync,
   __ldg, ...) are macros that choose by the argument's type, and the
   width of a shuffle may be left out as in CUDA.  clock () is not
   defined (the C library has one): use clock64 ().

   Copyright (C) 2026 the ptxasm developers.  GPL-3.0-or-later with the
   GCC Runtime Library Exception 3.1: code that includes this header is
   not bound by the GPL.  */

#ifndef __PTXASM_CUDA_H
#define __PTXASM_CUDA_H

#include <ptxasm/defs.h>

#ifndef warpSize
# define warpSize 32
#endif

__PTXASM_BEGIN

/* Warp: shuffles.  C is the clamp operand nvcc computes from WIDTH.  */

#define __PTXASM_SHFL32(NAME, MODE, C)					\
  __PTXASM_FN unsigned int						\
  NAME (unsigned int __mask, unsigned int __v, int __l, int __width)	\
  {									\
    unsigned int __r;							\
    __asm__ __volatile__ ("shfl.sync." MODE ".b32 %0, %1, %2, %3, %4;"	\
			  : "=r" (__r)					\
			  : "r" (__v), "r" (__l), "r" (C), "r" (__mask)); \
    return __r;								\
  }
__PTXASM_SHFL32 (__ptxasm_shfl_idx, "idx", ((32 - __width) << 8) | 0x1f)
__PTXASM_SHFL32 (__ptxasm_shfl_up, "up", (32 - __width) << 8)
__PTXASM_SHFL32 (__ptxasm_shfl_down, "down", ((32 - __width) << 8) | 0x1f)
__PTXASM_SHFL32 (__ptxasm_shfl_xor, "bfly", ((32 - __width) << 8) | 0x1f)
#undef __PTXASM_SHFL32

/* Each shuffle for each type CUDA has it for: 32-bit types through one
   shuffle, 64-bit ones through two, as nvcc does.  */
#define __PTXASM_SHFL_TYPES(M)						\
  __PTXASM_SHFL_INT (M, int, i)						\
  __PTXASM_SHFL_INT (M, unsigned int, u)				\
  __PTXASM_SHFL_LONG (M, long, l)					\
  __PTXASM_SHFL_LONG (M, unsigned long, ul)				\
  __PTXASM_SHFL_LONG (M, long long, ll)					\
  __PTXASM_SHFL_LONG (M, unsigned long long, ull)			\
  __PTXASM_SHFL_FLOAT (M, float, f, unsigned int)			\
  __PTXASM_SHFL_FLOAT (M, double, d, unsigned long long)
#define __PTXASM_SHFL_INT(M, T, S)					\
  __PTXASM_FN T								\
  __ptxasm_shfl_##M##_##S (unsigned int __mask, T __v, int __l, int __w) \
  {									\
    return (T) __ptxasm_shfl_##M (__mask, (unsigned int) __v, __l, __w); \
  }
#define __PTXASM_SHFL_LONG(M, T, S)					\
  __PTXASM_FN T								\
  __ptxasm_shfl_##M##_##S (unsigned int __mask, T __v, int __l, int __w) \
  {									\
    unsigned long long __u = (unsigned long long) __v;			\
    unsigned int __lo = __ptxasm_shfl_##M (__mask, (unsigned int) __u,	\
					   __l, __w);			\
    unsigned int __hi = __ptxasm_shfl_##M (__mask,			\
					   (unsigned int) (__u >> 32),	\
					   __l, __w);			\
    return (T) (((unsigned long long) __hi << 32) | __lo);		\
  }
#define __PTXASM_SHFL_FLOAT(M, T, S, U)					\
  __PTXASM_FN T								\
  __ptxasm_shfl_##M##_##S (unsigned int __mask, T __v, int __l, int __w) \
  {									\
    union { T __f; U __u; } __x;					\
    __x.__f = __v;							\
    __x.__u = __ptxasm_shfl_##M##_ull (__mask, __x.__u, __l, __w);	\
    return __x.__f;							\
  }
__PTXASM_SHFL_TYPES (idx)
__PTXASM_SHFL_TYPES (up)
__PTXASM_SHFL_TYPES (down)
__PTXASM_SHFL_TYPES (xor)
#undef __PTXASM_SHFL_INT
#undef __PTXASM_SHFL_LONG
#undef __PTXASM_SHFL_FLOAT

/* Warp: votes, masks, matches, synchronization.  */

__PTXASM_FN unsigned int
__ballot_sync (unsigned int __mask, int __pred)
{
  unsigned int __r;
  __asm__ __volatile__ ("{ .reg .pred %%p; setp.ne.u32 %%p, %1, 0; "
			"vote.sync.ballot.b32 %0, %%p, %2; }"
			: "=r" (__r) : "r" (__pred), "r" (__mask));
  return __r;
}

#define __PTXASM_VOTE(NAME, MODE)					\
  __PTXASM_FN int							\
  NAME (unsigned int __mask, int __pred)				\
  {									\
    int __r;								\
    __asm__ __volatile__ ("{ .reg .pred %%p, %%q; "			\
			  "setp.ne.u32 %%p, %1, 0; "			\
			  "vote.sync." MODE ".pred %%q, %%p, %2; "	\
			  "selp.s32 %0, 1, 0, %%q; }"			\
			  : "=r" (__r) : "r" (__pred), "r" (__mask));	\
    return __r;								\
  }
__PTXASM_VOTE (__all_sync, "all")
__PTXASM_VOTE (__any_sync, "any")
__PTXASM_VOTE (__uni_sync, "uni")
#undef __PTXASM_VOTE

__PTXASM_FN unsigned int
__activemask (void)
{
  unsigned int __r;
  __asm__ __volatile__ ("activemask.b32 %0;" : "=r" (__r));
  return __r;
}

__PTXASM_FN void
__ptxasm_syncwarp (unsigned int __mask)
{
  __asm__ __volatile__ ("bar.warp.sync %0;" : : "r" (__mask) : "memory");
}

__PTXASM_FN unsigned int
__ptxasm_match_any_32 (unsigned int __mask, unsigned int __v)
{
  unsigned int __r;
  __asm__ __volatile__ ("match.any.sync.b32 %0, %1, %2;"
			: "=r" (__r) : "r" (__v), "r" (__mask));
  return __r;
}

__PTXASM_FN unsigned int
__ptxasm_match_any_64 (unsigned int __mask, unsigned long long __v)
{
  unsigned int __r;
  __asm__ __volatile__ ("match.any.sync.b64 %0, %1, %2;"
			: "=r" (__r) : "l" (__v), "r" (__mask));
  return __r;
}

__PTXASM_FN unsigned int
__ptxasm_match_all_32 (unsigned int __mask, unsigned int __v, int *__pred)
{
  unsigned int __r;
  int __p;
  __asm__ __volatile__ ("{ .reg .pred %%p; "
			"match.all.sync.b32 %0|%%p, %2, %3; "
			"selp.s32 %1, 1, 0, %%p; }"
			: "=r" (__r), "=r" (__p) : "r" (__v), "r" (__mask));
  *__pred = __p;
  return __r;
}

__PTXASM_FN unsigned int
__ptxasm_match_all_64 (unsigned int __mask, unsigned long long __v,
		       int *__pred)
{
  unsigned int __r;
  int __p;
  __asm__ __volatile__ ("{ .reg .pred %%p; "
			"match.all.sync.b64 %0|%%p, %2, %3; "
			"selp.s32 %1, 1, 0, %%p; }"
			: "=r" (__r), "=r" (__p) : "l" (__v), "r" (__mask));
  *__pred = __p;
  return __r;
}

/* Bits.  */

__PTXASM_FN int
__popc (unsigned int __x)
{
  int __r;
  __asm__ ("popc.b32 %0, %1;" : "=r" (__r) : "r" (__x));
  return __r;
}

__PTXASM_FN int
__popcll (unsigned long long __x)
{
  int __r;
  __asm__ ("popc.b64 %0, %1;" : "=r" (__r) : "l" (__x));
  return __r;
}

__PTXASM_FN int
__clz (int __x)
{
  int __r;
  __asm__ ("clz.b32 %0, %1;" : "=r" (__r) : "r" (__x));
  return __r;
}

__PTXASM_FN int
__clzll (long long __x)
{
  int __r;
  __asm__ ("clz.b64 %0, %1;" : "=r" (__r) : "l" (__x));
  return __r;
}

/* The position of the lowest set bit, from 1; 0 for 0: bfind of the
   reversed bits gives -1 for 0.  */
__PTXASM_FN int
__ffs (int __x)
{
  int __r;
  __asm__ ("{ .reg .b32 %%t; brev.b32 %%t, %1; "
	   "bfind.shiftamt.u32 %0, %%t; add.s32 %0, %0, 1; }"
	   : "=r" (__r) : "r" (__x));
  return __r;
}

__PTXASM_FN int
__ffsll (long long __x)
{
  int __r;
  __asm__ ("{ .reg .b64 %%t; brev.b64 %%t, %1; "
	   "bfind.shiftamt.u64 %0, %%t; add.s32 %0, %0, 1; }"
	   : "=r" (__r) : "l" (__x));
  return __r;
}

__PTXASM_FN unsigned int
__brev (unsigned int __x)
{
  unsigned int __r;
  __asm__ ("brev.b32 %0, %1;" : "=r" (__r) : "r" (__x));
  return __r;
}

__PTXASM_FN unsigned long long
__brevll (unsigned long long __x)
{
  unsigned long long __r;
  __asm__ ("brev.b64 %0, %1;" : "=l" (__r) : "l" (__x));
  return __r;
}

/* CUDA's selector picks a byte with the low 3 bits of each of its 4
   low nibbles: prmt's sign-replicating bit 3 is cleared.  */
__PTXASM_FN unsigned int
__byte_perm (unsigned int __x, unsigned int __y, unsigned int __s)
{
  unsigned int __r;
  __asm__ ("{ .reg .b32 %%t; and.b32 %%t, %3, 0x7777; "
	   "prmt.b32 %0, %1, %2, %%t; }" : "=r" (__r)
	   : "r" (__x), "r" (__y), "r" (__s));
  return __r;
}

#define __PTXASM_FUNNEL(NAME, MODE)					\
  __PTXASM_FN unsigned int						\
  NAME (unsigned int __lo, unsigned int __hi, unsigned int __shift)	\
  {									\
    unsigned int __r;							\
    __asm__ ("shf." MODE ".b32 %0, %1, %2, %3;" : "=r" (__r)		\
	     : "r" (__lo), "r" (__hi), "r" (__shift));			\
    return __r;								\
  }
__PTXASM_FUNNEL (__funnelshift_l, "l.wrap")
__PTXASM_FUNNEL (__funnelshift_lc, "l.clamp")
__PTXASM_FUNNEL (__funnelshift_r, "r.wrap")
__PTXASM_FUNNEL (__funnelshift_rc, "r.clamp")
#undef __PTXASM_FUNNEL

/* Integer arithmetic.  */

__PTXASM_BINARY (__mulhi, int, "mul.hi.s32", "r")
__PTXASM_BINARY (__umulhi, unsigned int, "mul.hi.u32", "r")
__PTXASM_BINARY (__mul64hi, long long, "mul.hi.s64", "l")
__PTXASM_BINARY (__umul64hi, unsigned long long, "mul.hi.u64", "l")
__PTXASM_BINARY (__mul24, int, "mul24.lo.s32", "r")
__PTXASM_BINARY (__umul24, unsigned int, "mul24.lo.u32", "r")

__PTXASM_FN unsigned int
__sad (int __x, int __y, unsigned int __z)
{
  unsigned int __r;
  __asm__ ("sad.s32 %0, %1, %2, %3;" : "=r" (__r)
	   : "r" (__x), "r" (__y), "r" (__z));
  return __r;
}

__PTXASM_FN unsigned int
__usad (unsigned int __x, unsigned int __y, unsigned int __z)
{
  unsigned int __r;
  __asm__ ("sad.u32 %0, %1, %2, %3;" : "=r" (__r)
	   : "r" (__x), "r" (__y), "r" (__z));
  return __r;
}

/* Halving adds, without the intermediate overflow: (x & y) + ((x ^ y)
   >> 1), rounded up by (x | y) - ((x ^ y) >> 1).  */
#define __PTXASM_HADD(NAME, T, S, BODY)					\
  __PTXASM_FN T								\
  NAME (T __x, T __y)							\
  {									\
    T __r;								\
    __asm__ ("{ .reg .b32 %%a, %%b; xor.b32 %%b, %1, %2; "		\
	     "shr." S "32 %%b, %%b, 1; " BODY " }"			\
	     : "=r" (__r) : "r" (__x), "r" (__y));			\
    return __r;								\
  }
__PTXASM_HADD (__hadd, int, "s",
	       "and.b32 %%a, %1, %2; add.s32 %0, %%a, %%b;")
__PTXASM_HADD (__rhadd, int, "s",
	       "or.b32 %%a, %1, %2; sub.s32 %0, %%a, %%b;")
__PTXASM_HADD (__uhadd, unsigned int, "u",
	       "and.b32 %%a, %1, %2; add.u32 %0, %%a, %%b;")
__PTXASM_HADD (__urhadd, unsigned int, "u",
	       "or.b32 %%a, %1, %2; sub.u32 %0, %%a, %%b;")
#undef __PTXASM_HADD

/* SIMD within a word: the video instructions, 2 halfwords or 4 bytes.
   A comparison's 0/1 per part times 0xffff or 0xff gives __vcmp's
   all-ones parts.  */

#define __PTXASM_VIDEO(NAME, INSN)					\
  __PTXASM_FN unsigned int						\
  NAME (unsigned int __a, unsigned int __b)				\
  {									\
    unsigned int __r;							\
    __asm__ ("{ .reg .b32 %%z; mov.b32 %%z, 0; "			\
	     INSN " %0, %1, %2, %%z; }"					\
	     : "=r" (__r) : "r" (__a), "r" (__b));			\
    return __r;								\
  }
#define __PTXASM_VIDEO1(NAME, INSN)					\
  __PTXASM_FN unsigned int						\
  NAME (unsigned int __a)						\
  {									\
    unsigned int __r;							\
    __asm__ ("{ .reg .b32 %%z; mov.b32 %%z, 0; " INSN "; }"		\
	     : "=r" (__r) : "r" (__a));					\
    return __r;								\
  }
#define __PTXASM_VCMP(NAME, N, CMP, ONES)				\
  __PTXASM_FN unsigned int						\
  NAME (unsigned int __a, unsigned int __b)				\
  {									\
    unsigned int __r;							\
    __asm__ ("{ .reg .b32 %%z; mov.b32 %%z, 0; "			\
	     "vset" #N "." CMP " %0, %1, %2, %%z; "			\
	     "mul.lo.u32 %0, %0, " ONES "; }"				\
	     : "=r" (__r) : "r" (__a), "r" (__b));			\
    return __r;								\
  }
#define __PTXASM_SIMD(N, ONES)						\
  __PTXASM_VIDEO (__vadd##N, "vadd" #N ".u32.u32.u32")			\
  __PTXASM_VIDEO (__vaddss##N, "vadd" #N ".s32.s32.s32.sat")		\
  __PTXASM_VIDEO (__vaddus##N, "vadd" #N ".u32.u32.u32.sat")		\
  __PTXASM_VIDEO (__vsub##N, "vsub" #N ".u32.u32.u32")			\
  __PTXASM_VIDEO (__vsubss##N, "vsub" #N ".s32.s32.s32.sat")		\
  __PTXASM_VIDEO (__vsubus##N, "vsub" #N ".u32.u32.u32.sat")		\
  __PTXASM_VIDEO (__vavgu##N, "vavrg" #N ".u32.u32.u32")		\
  __PTXASM_VIDEO (__vabsdiffu##N, "vabsdiff" #N ".u32.u32.u32")		\
  __PTXASM_VIDEO (__vabsdiffs##N, "vabsdiff" #N ".u32.s32.s32")		\
  __PTXASM_VIDEO (__vmaxu##N, "vmax" #N ".u32.u32.u32")			\
  __PTXASM_VIDEO (__vmaxs##N, "vmax" #N ".s32.s32.s32")			\
  __PTXASM_VIDEO (__vminu##N, "vmin" #N ".u32.u32.u32")			\
  __PTXASM_VIDEO (__vmins##N, "vmin" #N ".s32.s32.s32")			\
  __PTXASM_VIDEO (__vsadu##N, "vabsdiff" #N ".u32.u32.u32.add")		\
  __PTXASM_VIDEO (__vsads##N, "vabsdiff" #N ".u32.s32.s32.add")		\
  __PTXASM_VIDEO (__vseteq##N, "vset" #N ".u32.u32.eq")			\
  __PTXASM_VIDEO (__vsetne##N, "vset" #N ".u32.u32.ne")			\
  __PTXASM_VIDEO (__vsetges##N, "vset" #N ".s32.s32.ge")		\
  __PTXASM_VIDEO (__vsetgeu##N, "vset" #N ".u32.u32.ge")		\
  __PTXASM_VIDEO (__vsetgts##N, "vset" #N ".s32.s32.gt")		\
  __PTXASM_VIDEO (__vsetgtu##N, "vset" #N ".u32.u32.gt")		\
  __PTXASM_VIDEO (__vsetles##N, "vset" #N ".s32.s32.le")		\
  __PTXASM_VIDEO (__vsetleu##N, "vset" #N ".u32.u32.le")		\
  __PTXASM_VIDEO (__vsetlts##N, "vset" #N ".s32.s32.lt")		\
  __PTXASM_VIDEO (__vsetltu##N, "vset" #N ".u32.u32.lt")		\
  __PTXASM_VCMP (__vcmpeq##N, N, "u32.u32.eq", ONES)			\
  __PTXASM_VCMP (__vcmpne##N, N, "u32.u32.ne", ONES)			\
  __PTXASM_VCMP (__vcmpges##N, N, "s32.s32.ge", ONES)			\
  __PTXASM_VCMP (__vcmpgeu##N, N, "u32.u32.ge", ONES)			\
  __PTXASM_VCMP (__vcmpgts##N, N, "s32.s32.gt", ONES)			\
  __PTXASM_VCMP (__vcmpgtu##N, N, "u32.u32.gt", ONES)			\
  __PTXASM_VCMP (__vcmples##N, N, "s32.s32.le", ONES)			\
  __PTXASM_VCMP (__vcmpleu##N, N, "u32.u32.le", ONES)			\
  __PTXASM_VCMP (__vcmplts##N, N, "s32.s32.lt", ONES)			\
  __PTXASM_VCMP (__vcmpltu##N, N, "u32.u32.lt", ONES)			\
  __PTXASM_VIDEO1 (__vabs##N,						\
		   "vabsdiff" #N ".u32.s32.s32 %0, %1, %%z, %%z")		\
  __PTXASM_VIDEO1 (__vabsss##N,						\
		   "vabsdiff" #N ".s32.s32.s32.sat %0, %1, %%z, %%z")	\
  __PTXASM_VIDEO1 (__vneg##N, "vsub" #N ".u32.u32.u32 %0, %%z, %1, %%z")	\
  __PTXASM_VIDEO1 (__vnegss##N,						\
		   "vsub" #N ".s32.s32.s32.sat %0, %%z, %1, %%z")
__PTXASM_SIMD (2, "65535")
__PTXASM_SIMD (4, "255")
#undef __PTXASM_SIMD
#undef __PTXASM_VIDEO
#undef __PTXASM_VIDEO1
#undef __PTXASM_VCMP

/* CUDA's signed average rounds half away from zero in each part
   (vavrg rounds up), and __vhaddu truncates: both from the unsigned
   halving add of the parts, (a & b) + ((a ^ b) >> 1) with the shift
   kept inside each part, then the signed correction.  */
#define __PTXASM_HADDU(NAME, LOW)					\
  __PTXASM_FN unsigned int						\
  NAME (unsigned int __a, unsigned int __b)				\
  {									\
    unsigned int __r;							\
    __asm__ ("{ .reg .b32 %%t; xor.b32 %%t, %1, %2; "			\
	     "shr.u32 %%t, %%t, 1; and.b32 %%t, %%t, " LOW "; "		\
	     "and.b32 %0, %1, %2; add.u32 %0, %0, %%t; }"		\
	     : "=r" (__r) : "r" (__a), "r" (__b));			\
    return __r;								\
  }
__PTXASM_HADDU (__vhaddu2, "0x7fff7fff")
__PTXASM_HADDU (__vhaddu4, "0x7f7f7f7f")
#undef __PTXASM_HADDU

__PTXASM_FN unsigned int
__vavgs2 (unsigned int __a, unsigned int __b)
{
  unsigned int __r = 0;
  for (int __i = 0; __i < 32; __i += 16)
    {
      int __x = (short) (__a >> __i), __y = (short) (__b >> __i);
      int __s = __x + __y;
      int __v = (__s + (__s >= 0)) >> 1;
      __r |= ((unsigned int) __v & 0xffffu) << __i;
    }
  return __r;
}

__PTXASM_FN unsigned int
__vavgs4 (unsigned int __a, unsigned int __b)
{
  unsigned int __r = 0;
  for (int __i = 0; __i < 32; __i += 8)
    {
      int __x = (signed char) (__a >> __i), __y = (signed char) (__b >> __i);
      int __s = __x + __y;
      int __v = (__s + (__s >= 0)) >> 1;
      __r |= ((unsigned int) __v & 0xffu) << __i;
    }
  return __r;
}

/* Loads through the caches, stores around them.  */

#define __PTXASM_LOAD_TYPES(M)						\
  __PTXASM_LOAD (M, char, c, "s8", "r", int)				\
  __PTXASM_LOAD (M, signed char, sc, "s8", "r", int)			\
  __PTXASM_LOAD (M, unsigned char, uc, "u8", "r", unsigned int)		\
  __PTXASM_LOAD (M, short, s, "s16", "h", short)			\
  __PTXASM_LOAD (M, unsigned short, us, "u16", "h", unsigned short)	\
  __PTXASM_LOAD (M, int, i, "s32", "r", int)				\
  __PTXASM_LOAD (M, unsigned int, u, "u32", "r", unsigned int)		\
  __PTXASM_LOAD (M, long, l, "s64", "l", long)				\
  __PTXASM_LOAD (M, unsigned long, ul, "u64", "l", unsigned long)	\
  __PTXASM_LOAD (M, long long, ll, "s64", "l", long long)		\
  __PTXASM_LOAD (M, unsigned long long, ull, "u64", "l",		\
		 unsigned long long)					\
  __PTXASM_LOAD (M, float, f, "f32", "f", float)			\
  __PTXASM_LOAD (M, double, d, "f64", "d", double)

/* __ldg's data is read-only while the kernel runs: the load may move
   and merge like any load of constant data.  The others are ordinary
   loads, kept in place.  */
#define __PTXASM_LOAD(M, T, S, PT, C, R)				\
  __PTXASM_FN T								\
  __ptxasm_##M##_##S (const T *__p)					\
  {									\
    R __r;								\
    __PTXASM_LOAD_ASM_##M (PT, C);					\
    return (T) __r;							\
  }
#define __PTXASM_LOAD_ASM_ldg(PT, C) \
  __asm__ ("ld.global.nc." PT " %0, [%1];" : "=" C (__r) : "l" (__p))
#define __PTXASM_LOAD_ASM_COHERENT(Q, PT, C)				\
  __asm__ __volatile__ ("ld.global." Q "." PT " %0, [%1];"		\
			: "=" C (__r) : "l" (__p) : "memory")
#define __PTXASM_LOAD_ASM_ldcg(PT, C) __PTXASM_LOAD_ASM_COHERENT ("cg", PT, C)
#define __PTXASM_LOAD_ASM_ldca(PT, C) __PTXASM_LOAD_ASM_COHERENT ("ca", PT, C)
#define __PTXASM_LOAD_ASM_ldcs(PT, C) __PTXASM_LOAD_ASM_COHERENT ("cs", PT, C)
#define __PTXASM_LOAD_ASM_ldlu(PT, C) __PTXASM_LOAD_ASM_COHERENT ("lu", PT, C)
#define __PTXASM_LOAD_ASM_ldcv(PT, C) __PTXASM_LOAD_ASM_COHERENT ("cv", PT, C)
__PTXASM_LOAD_TYPES (ldg)
__PTXASM_LOAD_TYPES (ldcg)
__PTXASM_LOAD_TYPES (ldca)
__PTXASM_LOAD_TYPES (ldcs)
__PTXASM_LOAD_TYPES (ldlu)
__PTXASM_LOAD_TYPES (ldcv)
#undef __PTXASM_LOAD

#define __PTXASM_LOAD(M, T, S, PT, C, R)				\
  __PTXASM_FN void							\
  __ptxasm_##M##_##S (T *__p, T __v)					\
  {									\
    R __x = (R) __v;							\
    __asm__ __volatile__ ("st.global." #M "." PT " [%0], %1;"		\
			  : : "l" (__p), C (__x) : "memory");		\
  }
__PTXASM_LOAD_TYPES (wb)
__PTXASM_LOAD_TYPES (cg)
__PTXASM_LOAD_TYPES (cs)
__PTXASM_LOAD_TYPES (wt)
#undef __PTXASM_LOAD

/* Timers.  */

__PTXASM_FN long long
clock64 (void)
{
  long long __r;
  __asm__ __volatile__ ("mov.u64 %0, %%clock64;" : "=l" (__r));
  return __r;
}

__PTXASM_FN void
__nanosleep (unsigned int __ns)
{
  __asm__ __volatile__ ("nanosleep.u32 %0;" : : "r" (__ns));
}

__PTXASM_END

/* The names CUDA overloads.  */

#ifdef __cplusplus

#define __PTXASM_OVERLOAD_SHFL(NAME, M, T, S)				\
  __PTXASM_FN T NAME (unsigned int __m, T __v, int __l, int __w = 32)	\
  { return __ptxasm_shfl_##M##_##S (__m, __v, __l, __w); }
#define __PTXASM_OVERLOAD_SHFLS(T, S)					\
  __PTXASM_OVERLOAD_SHFL (__shfl_sync, idx, T, S)			\
  __PTXASM_OVERLOAD_SHFL (__shfl_up_sync, up, T, S)			\
  __PTXASM_OVERLOAD_SHFL (__shfl_down_sync, down, T, S)			\
  __PTXASM_OVERLOAD_SHFL (__shfl_xor_sync, xor, T, S)
#define __PTXASM_OVERLOAD_MEM(T, S)					\
  __PTXASM_FN T __ldg (const T *__p) { return __ptxasm_ldg_##S (__p); } \
  __PTXASM_FN T __ldcg (const T *__p) { return __ptxasm_ldcg_##S (__p); } \
  __PTXASM_FN T __ldca (const T *__p) { return __ptxasm_ldca_##S (__p); } \
  __PTXASM_FN T __ldcs (const T *__p) { return __ptxasm_ldcs_##S (__p); } \
  __PTXASM_FN T __ldlu (const T *__p) { return __ptxasm_ldlu_##S (__p); } \
  __PTXASM_FN T __ldcv (const T *__p) { return __ptxasm_ldcv_##S (__p); } \
  __PTXASM_FN void __stwb (T *__p, T __v) { __ptxasm_wb_##S (__p, __v); } \
  __PTXASM_FN void __stcg (T *__p, T __v) { __ptxasm_cg_##S (__p, __v); } \
  __PTXASM_FN void __stcs (T *__p, T __v) { __ptxasm_cs_##S (__p, __v); } \
  __PTXASM_FN void __stwt (T *__p, T __v) { __ptxasm_wt_##S (__p, __v); }

__PTXASM_BEGIN
__PTXASM_OVERLOAD_SHFLS (int, i)
__PTXASM_OVERLOAD_SHFLS (unsigned int, u)
__PTXASM_OVERLOAD_SHFLS (long, l)
__PTXASM_OVERLOAD_SHFLS (unsigned long, ul)
__PTXASM_OVERLOAD_SHFLS (long long, ll)
__PTXASM_OVERLOAD_SHFLS (unsigned long long, ull)
__PTXASM_OVERLOAD_SHFLS (float, f)
__PTXASM_OVERLOAD_SHFLS (double, d)
__PTXASM_OVERLOAD_MEM (char, c)
__PTXASM_OVERLOAD_MEM (signed char, sc)
__PTXASM_OVERLOAD_MEM (unsigned char, uc)
__PTXASM_OVERLOAD_MEM (short, s)
__PTXASM_OVERLOAD_MEM (unsigned short, us)
__PTXASM_OVERLOAD_MEM (int, i)
__PTXASM_OVERLOAD_MEM (unsigned int, u)
__PTXASM_OVERLOAD_MEM (long, l)
__PTXASM_OVERLOAD_MEM (unsigned long, ul)
__PTXASM_OVERLOAD_MEM (long long, ll)
__PTXASM_OVERLOAD_MEM (unsigned long long, ull)
__PTXASM_OVERLOAD_MEM (float, f)
__PTXASM_OVERLOAD_MEM (double, d)

__PTXASM_FN void __syncwarp (unsigned int __m = 0xffffffffu)
{ __ptxasm_syncwarp (__m); }
__PTXASM_FN unsigned int __match_any_sync (unsigned int __m, int __v)
{ return __ptxasm_match_any_32 (__m, (unsigned int) __v); }
__PTXASM_FN unsigned int __match_any_sync (unsigned int __m, unsigned int __v)
{ return __ptxasm_match_any_32 (__m, __v); }
__PTXASM_FN unsigned int __match_any_sync (unsigned int __m, long __v)
{ return __ptxasm_match_any_64 (__m, (unsigned long long) __v); }
__PTXASM_FN unsigned int __match_any_sync (unsigned int __m, unsigned long __v)
{ return __ptxasm_match_any_64 (__m, __v); }
__PTXASM_FN unsigned int __match_any_sync (unsigned int __m, long long __v)
{ return __ptxasm_match_any_64 (__m, (unsigned long long) __v); }
__PTXASM_FN unsigned int __match_any_sync (unsigned int __m,
					   unsigned long long __v)
{ return __ptxasm_match_any_64 (__m, __v); }
__PTXASM_FN unsigned int __match_any_sync (unsigned int __m, float __v)
{ union { float __f; unsigned int __u; } __x; __x.__f = __v;
  return __ptxasm_match_any_32 (__m, __x.__u); }
__PTXASM_FN unsigned int __match_any_sync (unsigned int __m, double __v)
{ union { double __f; unsigned long long __u; } __x; __x.__f = __v;
  return __ptxasm_match_any_64 (__m, __x.__u); }
__PTXASM_FN unsigned int __match_all_sync (unsigned int __m, int __v, int *__p)
{ return __ptxasm_match_all_32 (__m, (unsigned int) __v, __p); }
__PTXASM_FN unsigned int __match_all_sync (unsigned int __m, unsigned int __v,
					   int *__p)
{ return __ptxasm_match_all_32 (__m, __v, __p); }
__PTXASM_FN unsigned int __match_all_sync (unsigned int __m, long long __v,
					   int *__p)
{ return __ptxasm_match_all_64 (__m, (unsigned long long) __v, __p); }
__PTXASM_FN unsigned int __match_all_sync (unsigned int __m,
					   unsigned long long __v, int *__p)
{ return __ptxasm_match_all_64 (__m, __v, __p); }
__PTXASM_END

#undef __PTXASM_OVERLOAD_SHFL
#undef __PTXASM_OVERLOAD_SHFLS
#undef __PTXASM_OVERLOAD_MEM

#else /* C */

/* The shuffle macros take CUDA's optional WIDTH: __shfl_sync (m, v, l)
   or __shfl_sync (m, v, l, w).  */
#define __PTXASM_ARG1(A, ...) A
#define __PTXASM_ARG2(A, B, ...) B
#define __PTXASM_PICK(M, V)						\
  _Generic ((V),							\
	    int: __ptxasm_shfl_##M##_i,					\
	    unsigned int: __ptxasm_shfl_##M##_u,			\
	    long: __ptxasm_shfl_##M##_l,				\
	    unsigned long: __ptxasm_shfl_##M##_ul,			\
	    long long: __ptxasm_shfl_##M##_ll,				\
	    unsigned long long: __ptxasm_shfl_##M##_ull,		\
	    float: __ptxasm_shfl_##M##_f,				\
	    double: __ptxasm_shfl_##M##_d)
#define __PTXASM_SHFL_CALL(M, m, v, ...)				\
  __PTXASM_PICK (M, v) (m, v, __PTXASM_ARG1 (__VA_ARGS__, 0),		\
			__PTXASM_ARG2 (__VA_ARGS__, 32, 0))
#define __shfl_sync(m, v, ...) __PTXASM_SHFL_CALL (idx, m, v, __VA_ARGS__)
#define __shfl_up_sync(m, v, ...) __PTXASM_SHFL_CALL (up, m, v, __VA_ARGS__)
#define __shfl_down_sync(m, v, ...) \
  __PTXASM_SHFL_CALL (down, m, v, __VA_ARGS__)
#define __shfl_xor_sync(m, v, ...) __PTXASM_SHFL_CALL (xor, m, v, __VA_ARGS__)

#define __PTXASM_MEM(M, P)						\
  _Generic (*(P),							\
	    char: __ptxasm_##M##_c,					\
	    signed char: __ptxasm_##M##_sc,				\
	    unsigned char: __ptxasm_##M##_uc,				\
	    short: __ptxasm_##M##_s,					\
	    unsigned short: __ptxasm_##M##_us,				\
	    int: __ptxasm_##M##_i,					\
	    unsigned int: __ptxasm_##M##_u,				\
	    long: __ptxasm_##M##_l,					\
	    unsigned long: __ptxasm_##M##_ul,				\
	    long long: __ptxasm_##M##_ll,				\
	    unsigned long long: __ptxasm_##M##_ull,			\
	    float: __ptxasm_##M##_f,					\
	    double: __ptxasm_##M##_d)
#define __ldg(p) __PTXASM_MEM (ldg, p) (p)
#define __ldcg(p) __PTXASM_MEM (ldcg, p) (p)
#define __ldca(p) __PTXASM_MEM (ldca, p) (p)
#define __ldcs(p) __PTXASM_MEM (ldcs, p) (p)
#define __ldlu(p) __PTXASM_MEM (ldlu, p) (p)
#define __ldcv(p) __PTXASM_MEM (ldcv, p) (p)
#define __stwb(p, v) __PTXASM_MEM (wb, p) (p, v)
#define __stcg(p, v) __PTXASM_MEM (cg, p) (p, v)
#define __stcs(p, v) __PTXASM_MEM (cs, p) (p, v)
#define __stwt(p, v) __PTXASM_MEM (wt, p) (p, v)

/* __syncwarp () or __syncwarp (mask): an empty argument list is the
   string "" (the full warp), and ( + 0) is a valid expression.  */
#define __syncwarp(...)							\
  __ptxasm_syncwarp (sizeof (#__VA_ARGS__) == 1 ? 0xffffffffu		\
		     : (unsigned int) (__VA_ARGS__ + 0))
#define __PTXASM_MATCH(M, V)						\
  _Generic ((V),							\
	    int: __ptxasm_match_##M##_32,				\
	    unsigned int: __ptxasm_match_##M##_32,			\
	    default: __ptxasm_match_##M##_64)
#define __match_any_sync(m, v) __PTXASM_MATCH (any, v) (m, v)
#define __match_all_sync(m, v, p) __PTXASM_MATCH (all, v) (m, v, p)

#endif /* C */

#endif /* __PTXASM_CUDA_H */
