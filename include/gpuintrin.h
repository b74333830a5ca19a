/* SPDX-License-Identifier: GPL-3.0-or-later WITH GCC-exception-3.1 */
/* <gpuintrin.h> -- clang's portable GPU intrinsics for GCC's nvptx
   offloading with ptxasm.

   The interface of clang's <gpuintrin.h> (the same names, signatures
   and meanings), so that OpenMP code written against it builds with
   clang's offloading and with

     gcc -fopenmp -foffload=nvptx-none -fplugin=ptxasm prog.c

   Each function is inline PTX through ptxasm: it runs on the GPU and,
   in the host fallback, computes the same (outside simd, the OpenMP
   thread's 32 lanes hold its values, as on the GPU; a simd loop's
   iterations, and an OpenACC vector loop's, run on the host as the
   lanes of a warp, in lockstep).  The hardware's names keep their
   hardware meaning; what they are in GCC's OpenMP model:

     block        an OpenMP team (__gpu_block_id_x () is
		  omp_get_team_num () in a `teams' region)
     thread x     a lane of the warp: in an `omp simd' loop that GCC
		  maps onto the 32 lanes, one per iteration; outside one,
		  lane 0 of the OpenMP thread's 32 lanes, which hold its
		  values
     thread y     the OpenMP thread within its team
		  (omp_get_thread_num () in a `parallel' region)
     warp         the 32 lanes of one OpenMP thread

   Under OpenACC (-fopenacc alone): block is a gang, thread y a worker,
   thread x a vector lane (in a `loop vector', one per iteration).

   __gpu_sync_threads () is the team's barrier: under OpenMP, the
   `omp barrier' of the innermost parallel region (GCC's OpenMP threads
   are warps, and the team's barrier is libgomp's); under OpenACC, which
   has none, a call is a compile-time error.

   Copyright (C) 2026 the ptxasm developers.  GPL-3.0-or-later with the
   GCC Runtime Library Exception 3.1: code that includes this header is
   not bound by the GPL.  */

#ifndef __GPUINTRIN_H
#define __GPUINTRIN_H

#include <stdint.h>
#include <ptxasm/defs.h>

#if !defined (__cplusplus)
# pragma push_macro ("bool")
# define bool _Bool
#endif

#define __GPU_X_DIM 0
#define __GPU_Y_DIM 1
#define __GPU_Z_DIM 2

__PTXASM_BEGIN

/* A special register's value.  */
#define __PTXASM_SREG(NAME, REG)					\
  __PTXASM_FN uint32_t							\
  NAME (void)								\
  {									\
    uint32_t __r;							\
    __asm__ __volatile__ ("mov.u32 %0, %%" REG ";" : "=r" (__r));	\
    return __r;								\
  }
__PTXASM_SREG (__gpu_num_blocks_x, "nctaid.x")
__PTXASM_SREG (__gpu_num_blocks_y, "nctaid.y")
__PTXASM_SREG (__gpu_num_blocks_z, "nctaid.z")
__PTXASM_SREG (__gpu_block_id_x, "ctaid.x")
__PTXASM_SREG (__gpu_block_id_y, "ctaid.y")
__PTXASM_SREG (__gpu_block_id_z, "ctaid.z")
__PTXASM_SREG (__gpu_num_threads_x, "ntid.x")
__PTXASM_SREG (__gpu_num_threads_y, "ntid.y")
__PTXASM_SREG (__gpu_num_threads_z, "ntid.z")
__PTXASM_SREG (__gpu_thread_id_x, "tid.x")
__PTXASM_SREG (__gpu_thread_id_y, "tid.y")
__PTXASM_SREG (__gpu_thread_id_z, "tid.z")
__PTXASM_SREG (__gpu_lane_id, "laneid")
#undef __PTXASM_SREG

/* The warp's width, 32.  */
__PTXASM_FN uint32_t
__gpu_num_lanes (void)
{
  uint32_t __r;
  __asm__ ("mov.u32 %0, WARP_SZ;" : "=r" (__r));
  return __r;
}

/* The value in dimension DIM (0, 1, 2) of each of the above; outside
   them, as clang: 1 block or thread, and id 0.  */
#define __PTXASM_DIM(NAME, DEFAULT)					\
  __PTXASM_FN uint32_t							\
  __gpu_##NAME (int __dim)						\
  {									\
    switch (__dim)							\
      {									\
      case 0: return __gpu_##NAME##_x ();				\
      case 1: return __gpu_##NAME##_y ();				\
      case 2: return __gpu_##NAME##_z ();				\
      default: return DEFAULT;						\
      }									\
  }
__PTXASM_DIM (num_blocks, 1)
__PTXASM_DIM (block_id, 0)
__PTXASM_DIM (num_threads, 1)
__PTXASM_DIM (thread_id, 0)
#undef __PTXASM_DIM

/* The lanes of the warp that run this call.  */
__PTXASM_FN uint64_t
__gpu_lane_mask (void)
{
  uint32_t __r;
  __asm__ __volatile__ ("activemask.b32 %0;" : "=r" (__r));
  return __r;
}

/* The lanes of LANE_MASK whose X is true.  */
__PTXASM_FN uint64_t
__gpu_ballot (uint64_t __lane_mask, bool __x)
{
  uint32_t __r;
  __asm__ __volatile__ ("{ .reg .pred %%p; setp.ne.u32 %%p, %1, 0; "
			"vote.sync.ballot.b32 %0, %%p, %2; }"
			: "=r" (__r)
			: "r" ((uint32_t) __x), "r" ((uint32_t) __lane_mask));
  return __r;
}

/* Wait for the team's threads (see the head comment).  */
#if defined (_OPENMP)
__PTXASM_FN void
__gpu_sync_threads (void)
{
  _Pragma ("omp barrier")
}
#else
/* OpenACC has no barrier of a gang's workers: a call is an error.  */
extern void __gpu_sync_threads (void)
  __attribute__ ((__error__ ("__gpu_sync_threads has no OpenACC "
			     "counterpart: OpenACC has no barrier of a "
			     "gang's workers; end the loop instead")));
#endif

/* Wait for the lanes of LANE_MASK.  */
__PTXASM_FN void
__gpu_sync_lane (uint64_t __lane_mask)
{
  __asm__ __volatile__ ("bar.warp.sync %0;"
			: : "r" ((uint32_t) __lane_mask) : "memory");
}

/* X of lane IDX, within groups of WIDTH lanes; 0 where IDX is not in
   LANE_MASK (clang's rule, which AMD GPUs share).  */
__PTXASM_FN uint32_t
__gpu_shuffle_idx_u32 (uint64_t __lane_mask, uint32_t __idx, uint32_t __x,
		       uint32_t __width)
{
  uint32_t __r;
  __asm__ __volatile__ ("shfl.sync.idx.b32 %0, %1, %2, %3, %4;"
			: "=r" (__r)
			: "r" (__x), "r" (__idx),
			  "r" (((32 - __width) << 8) | 0x1f),
			  "r" ((uint32_t) __lane_mask));
  return ((__lane_mask >> (__idx & 63)) & 1) ? __r : 0;
}

/* match.any: the lanes of LANE_MASK whose X equals this lane's;
   match.all: LANE_MASK if every lane of it holds the same X, else 0.  */
#define __PTXASM_GPU_MATCH(NAME, MODE, T, TYPE, C)				\
  __PTXASM_FN uint64_t							\
  NAME (uint64_t __lane_mask, T __x)					\
  {									\
    uint32_t __r;							\
    __asm__ __volatile__ ("match." MODE ".sync." TYPE " %0, %1, %2;"	\
			  : "=r" (__r)					\
			  : C (__x), "r" ((uint32_t) __lane_mask));	\
    return __r;								\
  }
__PTXASM_GPU_MATCH (__gpu_match_any_u32, "any", uint32_t, "b32", "r")
__PTXASM_GPU_MATCH (__gpu_match_any_u64, "any", uint64_t, "b64", "l")
__PTXASM_GPU_MATCH (__gpu_match_all_u32, "all", uint32_t, "b32", "r")
__PTXASM_GPU_MATCH (__gpu_match_all_u64, "all", uint64_t, "b64", "l")
#undef __PTXASM_GPU_MATCH

/* Whether PTR, a generic address, is in shared (a team's) or local (a
   thread's own) memory.  */
__PTXASM_FN bool
__gpu_is_ptr_local (void *__ptr)
{
  uint32_t __r;
  __asm__ ("{ .reg .pred %%p; isspacep.shared %%p, %1; "
	   "selp.u32 %0, 1, 0, %%p; }" : "=r" (__r) : "l" (__ptr));
  return __r;
}

__PTXASM_FN bool
__gpu_is_ptr_private (void *__ptr)
{
  uint32_t __r;
  __asm__ ("{ .reg .pred %%p; isspacep.local %%p, %1; "
	   "selp.u32 %0, 1, 0, %%p; }" : "=r" (__r) : "l" (__ptr));
  return __r;
}

/* End the calling thread; in the host fallback, the program, with the
   place of the call.  */
__PTXASM_FN __attribute__ ((__noreturn__)) void
__gpu_exit (void)
{
  __asm__ __volatile__ ("exit;" : : : "memory");
  __builtin_unreachable ();
}

/* A short pause in a busy loop.  */
__PTXASM_FN void
__gpu_thread_suspend (void)
{
  __asm__ __volatile__ ("nanosleep.u32 64;");
}

/* The lowest set bit of M, -1 for none: bfind of the reversed bits.
   (GCC 14's nvptx compiler fails on __builtin_ffsll in a simd loop.)  */
__PTXASM_FN int
__ptxasm_lowest_bit (uint64_t __m)
{
  int __r;
  __asm__ ("{ .reg .b64 %%t; brev.b64 %%t, %1; "
	   "bfind.shiftamt.u64 %0, %%t; }" : "=r" (__r) : "l" (__m));
  return __r;
}

/* The first lane of LANE_MASK, and whether this is it.  */
__PTXASM_FN uint64_t
__gpu_first_lane_id (uint64_t __lane_mask)
{
  return (uint64_t) (int64_t) __ptxasm_lowest_bit (__lane_mask);
}

__PTXASM_FN bool
__gpu_is_first_in_lane (uint64_t __lane_mask)
{
  return __gpu_lane_id () == __gpu_first_lane_id (__lane_mask);
}

/* X of the first lane of LANE_MASK.  */
__PTXASM_FN uint32_t
__gpu_read_first_lane_u32 (uint64_t __lane_mask, uint32_t __x)
{
  return __gpu_shuffle_idx_u32 (__lane_mask,
				(uint32_t) __gpu_first_lane_id (__lane_mask),
				__x, 32);
}

__PTXASM_FN uint64_t
__gpu_shuffle_idx_u64 (uint64_t __lane_mask, uint32_t __idx, uint64_t __x,
		       uint32_t __width)
{
  uint64_t __hi = __gpu_shuffle_idx_u32 (__lane_mask, __idx,
					 (uint32_t) (__x >> 32), __width);
  return (__hi << 32) | __gpu_shuffle_idx_u32 (__lane_mask, __idx,
					       (uint32_t) __x, __width);
}

__PTXASM_FN uint64_t
__gpu_read_first_lane_u64 (uint64_t __lane_mask, uint64_t __x)
{
  return __gpu_shuffle_idx_u64 (__lane_mask,
				(uint32_t) __gpu_first_lane_id (__lane_mask),
				__x, 32);
}

/* The float and double forms move the bits.  */
#define __PTXASM_FLOAT(T, S, U, US)					\
  __PTXASM_FN T								\
  __gpu_read_first_lane_##S (uint64_t __lane_mask, T __x)		\
  {									\
    union { T __f; U __u; } __v;					\
    __v.__f = __x;							\
    __v.__u = __gpu_read_first_lane_##US (__lane_mask, __v.__u);	\
    return __v.__f;							\
  }									\
  __PTXASM_FN T								\
  __gpu_shuffle_idx_##S (uint64_t __lane_mask, uint32_t __idx, T __x,	\
			 uint32_t __width)				\
  {									\
    union { T __f; U __u; } __v;					\
    __v.__f = __x;							\
    __v.__u = __gpu_shuffle_idx_##US (__lane_mask, __idx, __v.__u,	\
				      __width);				\
    return __v.__f;							\
  }
__PTXASM_FLOAT (float, f32, uint32_t, u32)
__PTXASM_FLOAT (double, f64, uint64_t, u64)
#undef __PTXASM_FLOAT

/* Scans and reductions over the lanes of LANE_MASK: the prefix scan
   combines the lanes up to this one, the suffix scan this one and those
   above, the reduction (__gpu_lane_OP_TYPE) all of them.  Each visits
   the lanes of the mask in turn, one shuffle per lane, whatever the
   mask.  */
#define __PTXASM_LANE_OPS(T, S, OP, NAME)				\
  __PTXASM_FN T								\
  __gpu_prefix_scan_##NAME##_##S (uint64_t __lane_mask, T __x)		\
  {									\
    uint32_t __me = __gpu_lane_id ();					\
    T __acc = __x;							\
    int __first = 1;							\
    for (uint64_t __m = __lane_mask & 0xffffffffu; __m; __m &= __m - 1) \
      {									\
	uint32_t __l = (uint32_t) __ptxasm_lowest_bit (__m);		\
	T __y = __gpu_shuffle_idx_##S (__lane_mask, __l, __x, 32);	\
	if (__l <= __me)						\
	  {								\
	    __acc = __first ? __y : OP (__acc, __y);			\
	    __first = 0;						\
	  }								\
      }									\
    return __acc;							\
  }									\
  __PTXASM_FN T								\
  __gpu_suffix_scan_##NAME##_##S (uint64_t __lane_mask, T __x)		\
  {									\
    uint32_t __me = __gpu_lane_id ();					\
    T __acc = __x;							\
    int __first = 1;							\
    for (uint64_t __m = __lane_mask & 0xffffffffu; __m; __m &= __m - 1) \
      {									\
	uint32_t __l = (uint32_t) __ptxasm_lowest_bit (__m);		\
	T __y = __gpu_shuffle_idx_##S (__lane_mask, __l, __x, 32);	\
	if (__l >= __me)						\
	  {								\
	    __acc = __first ? __y : OP (__acc, __y);			\
	    __first = 0;						\
	  }								\
      }									\
    return __acc;							\
  }									\
  __PTXASM_FN T								\
  __gpu_lane_##NAME##_##S (uint64_t __lane_mask, T __x)			\
  {									\
    T __acc = __x;							\
    int __first = 1;							\
    for (uint64_t __m = __lane_mask & 0xffffffffu; __m; __m &= __m - 1) \
      {									\
	uint32_t __l = (uint32_t) __ptxasm_lowest_bit (__m);		\
	T __y = __gpu_shuffle_idx_##S (__lane_mask, __l, __x, 32);	\
	__acc = __first ? __y : OP (__acc, __y);			\
	__first = 0;							\
      }									\
    return __acc;							\
  }
/* fmin and fmax as PTX's min and max, which return the other operand
   of a NaN as fmin and fmax do, without a call into libm.  */
__PTXASM_BINARY (__ptxasm_fminf, float, "min.f32", "f")
__PTXASM_BINARY (__ptxasm_fmin, double, "min.f64", "d")
__PTXASM_BINARY (__ptxasm_fmaxf, float, "max.f32", "f")
__PTXASM_BINARY (__ptxasm_fmax, double, "max.f64", "d")
#define __PTXASM_ADD(A, B) ((A) + (B))
#define __PTXASM_AND(A, B) ((A) & (B))
#define __PTXASM_OR(A, B) ((A) | (B))
#define __PTXASM_XOR(A, B) ((A) ^ (B))
#define __PTXASM_MIN(A, B) ((B) < (A) ? (B) : (A))
#define __PTXASM_MAX(A, B) ((B) > (A) ? (B) : (A))
__PTXASM_LANE_OPS (uint32_t, u32, __PTXASM_ADD, sum)
__PTXASM_LANE_OPS (uint64_t, u64, __PTXASM_ADD, sum)
__PTXASM_LANE_OPS (float, f32, __PTXASM_ADD, sum)
__PTXASM_LANE_OPS (double, f64, __PTXASM_ADD, sum)
__PTXASM_LANE_OPS (uint32_t, u32, __PTXASM_AND, and)
__PTXASM_LANE_OPS (uint64_t, u64, __PTXASM_AND, and)
__PTXASM_LANE_OPS (uint32_t, u32, __PTXASM_OR, or)
__PTXASM_LANE_OPS (uint64_t, u64, __PTXASM_OR, or)
__PTXASM_LANE_OPS (uint32_t, u32, __PTXASM_XOR, xor)
__PTXASM_LANE_OPS (uint64_t, u64, __PTXASM_XOR, xor)
__PTXASM_LANE_OPS (uint32_t, u32, __PTXASM_MIN, min)
__PTXASM_LANE_OPS (uint64_t, u64, __PTXASM_MIN, min)
__PTXASM_LANE_OPS (uint32_t, u32, __PTXASM_MAX, max)
__PTXASM_LANE_OPS (uint64_t, u64, __PTXASM_MAX, max)
__PTXASM_LANE_OPS (float, f32, __ptxasm_fminf, fmin)
__PTXASM_LANE_OPS (double, f64, __ptxasm_fmin, fmin)
__PTXASM_LANE_OPS (float, f32, __ptxasm_fmaxf, fmax)
__PTXASM_LANE_OPS (double, f64, __ptxasm_fmax, fmax)
#undef __PTXASM_LANE_OPS
#undef __PTXASM_ADD
#undef __PTXASM_AND
#undef __PTXASM_OR
#undef __PTXASM_XOR
#undef __PTXASM_MIN
#undef __PTXASM_MAX

__PTXASM_END

#if !defined (__cplusplus)
# pragma pop_macro ("bool")
#endif

#endif /* __GPUINTRIN_H */
