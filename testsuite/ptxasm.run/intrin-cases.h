/* The cases of intrin-bits.c and intrin-simd.c: CUDA's integer, bit and
   SIMD intrinsics over special and random inputs, one hash per
   intrinsic.  The same file is compiled by nvcc with CUDA's own
   intrinsics (nvcc/intrin-ref.cu) and by GCC with <ptxasm/cuda.h>; the
   tests' dg-output lines are nvcc's build's output on the GPU.  */

#ifdef __CUDACC__
# define CASES_FN __device__ static
#else
# include <ptxasm/cuda.h>
# define CASES_FN static __attribute__ ((unused))
#endif

#define NIN 32

/* The inputs: the edges of every part width, then a random tail.  */
CASES_FN void
cases_inputs (unsigned *in)
{
  static const unsigned edges[20] = {
    0, 1, 2, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff, 0x10000,
    0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff,
    0x01020304, 0x80ff7f01, 0xfefdfcfb, 0x7f7f8080
  };
  unsigned x = 12345;
  for (int i = 0; i < NIN; i++)
    {
      x = x * 1103515245u + 12345u;
      in[i] = i < 20 ? edges[i] : x ^ (x >> 13);
    }
}

CASES_FN unsigned
cases_mix (unsigned h, unsigned v)
{
  h = (h ^ v) * 0x9e3779b1u;
  return h ^ (h >> 15);
}

/* Third operands: shift counts at and past the edges, byte selectors.  */
#define NTHIRD 8
CASES_FN unsigned
cases_third (int k)
{
  switch (k)
    {
    case 0: return 0;
    case 1: return 1;
    case 2: return 31;
    case 3: return 32;
    case 4: return 40;
    case 5: return 0x3210;
    case 6: return 0x7654;
    default: return 0x8d1f;
    }
}

#define CASE1(F)							\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NIN; i++)					\
      h = cases_mix (h, (unsigned) F (in[i]));				\
    out[k++] = h;							\
  }
#define CASE2(F)							\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NIN; i++)					\
      for (int j = 0; j < NIN; j++)					\
	h = cases_mix (h, (unsigned) F (in[i], in[j]));			\
    out[k++] = h;							\
  }
#define CASE3(F)							\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NIN; i++)					\
      for (int j = 0; j < NIN; j++)					\
	for (int t = 0; t < NTHIRD; t++)				\
	  h = cases_mix (h, (unsigned) F (in[i], in[j], cases_third (t))); \
    out[k++] = h;							\
  }
/* 64-bit operands: the inputs pairwise as high and low words.  */
#define CASE1_64(F)							\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NIN; i++)					\
      for (int j = 0; j < NIN; j++)					\
	{								\
	  unsigned long long r						\
	    = (unsigned long long) F ((long long) (((unsigned long long) in[i] << 32) | in[j])); \
	  h = cases_mix (cases_mix (h, (unsigned) r), (unsigned) (r >> 32)); \
	}								\
    out[k++] = h;							\
  }
#define CASE2_64(F)							\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NIN; i++)					\
      for (int j = 0; j < NIN; j++)					\
	{								\
	  unsigned long long a = ((unsigned long long) in[i] << 32) | in[j]; \
	  unsigned long long b = ((unsigned long long) in[j] << 32) | in[(i + 7) % NIN]; \
	  unsigned long long r = (unsigned long long) F (a, b);	\
	  h = cases_mix (cases_mix (h, (unsigned) r), (unsigned) (r >> 32)); \
	}								\
    out[k++] = h;							\
  }

/* The integer and bit intrinsics (intrin-bits.c).  */
#define BITS_CASES(X1, X2, X3, X1_64, X2_64)				\
  X1 (__popc) X1 (__clz) X1 (__ffs) X1 (__brev)				\
  X1_64 (__popcll) X1_64 (__clzll) X1_64 (__ffsll) X1_64 (__brevll)	\
  X2 (__mulhi) X2 (__umulhi) X2 (__mul24) X2 (__umul24)			\
  X2 (__hadd) X2 (__rhadd) X2 (__uhadd) X2 (__urhadd)			\
  X2_64 (__mul64hi) X2_64 (__umul64hi)					\
  X3 (__byte_perm) X3 (__funnelshift_l) X3 (__funnelshift_lc)		\
  X3 (__funnelshift_r) X3 (__funnelshift_rc) X3 (__sad) X3 (__usad)

/* The SIMD intrinsics of one part width N (intrin-simd.c).  */
#define SIMD_CASES(X1, X2, N)						\
  X2 (__vadd##N) X2 (__vaddss##N) X2 (__vaddus##N)			\
  X2 (__vsub##N) X2 (__vsubss##N) X2 (__vsubus##N)			\
  X2 (__vavgs##N) X2 (__vavgu##N) X2 (__vhaddu##N)			\
  X2 (__vabsdiffs##N) X2 (__vabsdiffu##N)				\
  X2 (__vmaxs##N) X2 (__vmaxu##N) X2 (__vmins##N) X2 (__vminu##N)	\
  X2 (__vsads##N) X2 (__vsadu##N)					\
  X2 (__vcmpeq##N) X2 (__vcmpne##N) X2 (__vcmpges##N) X2 (__vcmpgeu##N) \
  X2 (__vcmpgts##N) X2 (__vcmpgtu##N) X2 (__vcmples##N) X2 (__vcmpleu##N) \
  X2 (__vcmplts##N) X2 (__vcmpltu##N)					\
  X2 (__vseteq##N) X2 (__vsetne##N) X2 (__vsetges##N) X2 (__vsetgeu##N) \
  X2 (__vsetgts##N) X2 (__vsetgtu##N) X2 (__vsetles##N) X2 (__vsetleu##N) \
  X2 (__vsetlts##N) X2 (__vsetltu##N)					\
  X1 (__vabs##N) X1 (__vabsss##N) X1 (__vneg##N) X1 (__vnegss##N)

#define NAME1(F) #F,
/* SPDX-License-Identifier: GPL-3.0-or-later */
