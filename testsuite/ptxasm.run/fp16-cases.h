/* The cases of fp16-half.c, fp16-bf16.c and fp16-convert.c: CUDA's
   half and bfloat16 functions over special and random inputs, one hash
   per function.  The same file is compiled by nvcc with CUDA's own
   <cuda_fp16.h> and <cuda_bf16.h> (nvcc/fp16-ref.cu) and by GCC with
   <ptxasm/cuda_fp16.h>, as C and as C++; the tests' dg-output lines are
   nvcc's build's output on the GPU.  */

#ifdef __CUDACC__
# define CASES_FN __device__ static
#elif defined (_OPENACC)
/* An acc routine, without the unused attribute (see <ptxasm/defs.h>).  */
# include <ptxasm/cuda_fp16.h>
# define CASES_FN _Pragma ("acc routine seq") static
#else
# include <ptxasm/cuda_fp16.h>
# define CASES_FN static __attribute__ ((unused))
#endif

/* The inputs: NH 16-bit patterns (the edges of each format, then a
   random tail), NF floats and NI integers.  */
#define NH 48
#define NH3 14
#define NF 48
#define NI 32

CASES_FN unsigned
cases_mix (unsigned h, unsigned v)
{
  h = (h ^ v) * 0x9e3779b1u;
  return h ^ (h >> 15);
}

CASES_FN unsigned
cases_rand (unsigned *x)
{
  *x = *x * 1103515245u + 12345u;
  return *x ^ (*x >> 13);
}

/* 16-bit patterns: zeros, subnormals, normal edges, infinities, quiet
   and signalling NaNs, values whose sums and products round at a tie,
   then random patterns.  BF: bfloat16's edges instead of half's.  */
CASES_FN void
cases_halves (unsigned short *in, int bf)
{
  static const unsigned short h[28] = {
    0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x0401, 0x7bff,
    0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x7d01, 0xfe01, 0x3c00, 0xbc00,
    0x3c01, 0x3bff, 0x4000, 0x3555, 0x7800, 0x0200, 0x1400, 0x5bff,
    0xc500, 0x3800, 0x6000, 0x2e66
  };
  static const unsigned short b[28] = {
    0x0000, 0x8000, 0x0001, 0x8001, 0x007f, 0x0080, 0x0081, 0x7f7f,
    0xff7f, 0x7f80, 0xff80, 0x7fc0, 0x7fa1, 0xffc1, 0x3f80, 0xbf80,
    0x3f81, 0x3f7f, 0x4000, 0x3eab, 0x7f00, 0x0040, 0x2000, 0x437f,
    0xc0a0, 0x3f00, 0x4c00, 0x3dcd
  };
  unsigned x = bf ? 777u : 12345u;
  for (int i = 0; i < NH; i++)
    {
      unsigned r = cases_rand (&x);
      in[i] = i < 28 ? (bf ? b[i] : h[i]) : (unsigned short) r;
    }
  /* Read back through volatile: the compilers must not know the inputs,
     or nvcc folds some statements at compile time with other NaNs than
     the GPU's instructions give (x * 1 as x for __hmul, -x of a NaN as
     its sign flipped).  */
  for (int i = 0; i < NH; i++)
    in[i] = ((volatile unsigned short *) in)[i];
}

/* Floats: ties of each format's rounding, overflow and underflow edges,
   float subnormals, NaNs with payloads, then random floats of every
   exponent.  */
CASES_FN void
cases_floats (unsigned *in)
{
  static const unsigned f[32] = {
    0x00000000, 0x80000000, 0x3f800000, 0x3f801000, 0x3f803000,
    0x477fe000, 0x477fefff, 0x477ff000, 0xc77ff000, 0x33800000,
    0x33000000, 0x33400000, 0x33c00000, 0x38800000, 0x387fc000,
    0x7fc00000, 0x7f800001, 0xffc00001, 0x7f800000, 0xff800000,
    0x00000001, 0x007fffff, 0x7f7fffff, 0x3f808000, 0x3f818000,
    0x3f808001, 0x7f7f8000, 0x00008000, 0x00018000, 0xbf7fffff,
    0x4f000000, 0x5f000000
  };
  unsigned x = 4242u;
  for (int i = 0; i < NF; i++)
    {
      unsigned r = cases_rand (&x);
      in[i] = i < 32 ? f[i] : r;
    }
  for (int i = 0; i < NF; i++)
    in[i] = ((volatile unsigned *) in)[i];
}

/* Integers, as 64-bit patterns that each width truncates: ties of
   half's and bfloat16's rounding, their ranges' edges, the widths'
   edges, then random values.  */
CASES_FN void
cases_ints (unsigned long long *in)
{
  static const unsigned long long v[20] = {
    0, 1, 0xffffffffffffffffull, 2047, 2049, 2051, 4097, 65504, 65519,
    65520, 65535, 0x8000, 0x7fff, 257, 259, 0x7fffffff, 0x80000000,
    0x1000001, 0x7fffffffffffffffull, 0x8000000000000000ull
  };
  unsigned x = 99u;
  for (int i = 0; i < NI; i++)
    {
      unsigned long long r = cases_rand (&x);
      r = (r << 32) | cases_rand (&x);
      in[i] = i < 20 ? v[i] : r >> (i % 40);
    }
  for (int i = 0; i < NI; i++)
    in[i] = ((volatile unsigned long long *) in)[i];
}

/* The bits of each result type.  */
#ifdef __cplusplus
CASES_FN unsigned long long rbits (__half h) { return __half_as_ushort (h); }
CASES_FN unsigned long long rbits (__nv_bfloat16 h)
{ return __bfloat16_as_ushort (h); }
CASES_FN unsigned long long rbits (__half2 h)
{ return rbits (h.x) | (rbits (h.y) << 16); }
CASES_FN unsigned long long rbits (__nv_bfloat162 h)
{ return rbits (h.x) | (rbits (h.y) << 16); }
CASES_FN unsigned long long rbits (float f)
{ union { float f; unsigned u; } x; x.f = f; return x.u; }
CASES_FN unsigned long long rbits (float2 f)
{ return rbits (f.x) | (rbits (f.y) << 32); }
CASES_FN unsigned long long rbits (unsigned long long i) { return i; }
CASES_FN unsigned long long rbits (long long i) { return i; }
CASES_FN unsigned long long rbits (unsigned i) { return i; }
CASES_FN unsigned long long rbits (int i) { return (unsigned) i; }
CASES_FN unsigned long long rbits (unsigned short i) { return i; }
CASES_FN unsigned long long rbits (short i) { return (unsigned short) i; }
CASES_FN unsigned long long rbits (unsigned char i) { return i; }
CASES_FN unsigned long long rbits (signed char i) { return (unsigned char) i; }
CASES_FN unsigned long long rbits (char i) { return (unsigned char) i; }
CASES_FN unsigned long long rbits (bool i) { return i; }
#define RBITS(X) rbits (X)
#else
CASES_FN unsigned long long rbits_h (__half h) { return __half_as_ushort (h); }
CASES_FN unsigned long long rbits_b (__nv_bfloat16 h)
{ return __bfloat16_as_ushort (h); }
CASES_FN unsigned long long rbits_h2 (__half2 h)
{ return rbits_h (h.x) | (rbits_h (h.y) << 16); }
CASES_FN unsigned long long rbits_b2 (__nv_bfloat162 h)
{ return rbits_b (h.x) | (rbits_b (h.y) << 16); }
CASES_FN unsigned long long rbits_f (float f)
{ union { float f; unsigned u; } x; x.f = f; return x.u; }
CASES_FN unsigned long long rbits_f2 (float2 f)
{ return rbits_f (f.x) | (rbits_f (f.y) << 32); }
CASES_FN unsigned long long rbits_ull (unsigned long long i) { return i; }
CASES_FN unsigned long long rbits_ll (long long i) { return i; }
CASES_FN unsigned long long rbits_u (unsigned i) { return i; }
CASES_FN unsigned long long rbits_i (int i) { return (unsigned) i; }
CASES_FN unsigned long long rbits_us (unsigned short i) { return i; }
CASES_FN unsigned long long rbits_s (short i) { return (unsigned short) i; }
CASES_FN unsigned long long rbits_uc (unsigned char i) { return i; }
CASES_FN unsigned long long rbits_sc (signed char i)
{ return (unsigned char) i; }
CASES_FN unsigned long long rbits_bool (_Bool i) { return i; }
#define RBITS(X)							\
  _Generic ((X), __half: rbits_h, __nv_bfloat16: rbits_b,		\
	    __half2: rbits_h2, __nv_bfloat162: rbits_b2, float: rbits_f,	\
	    float2: rbits_f2, unsigned long long: rbits_ull,		\
	    long long: rbits_ll, unsigned: rbits_u, int: rbits_i,	\
	    unsigned short: rbits_us, short: rbits_s,			\
	    unsigned char: rbits_uc, signed char: rbits_sc,		\
	    _Bool: rbits_bool) (X)
#endif

#define MIXR(h, R)							\
  do									\
    {									\
      unsigned long long __r = RBITS (R);				\
      h = cases_mix (cases_mix (h, (unsigned) __r), (unsigned) (__r >> 32)); \
    }									\
  while (0)

/* A value of type T (SCALAR: one of H's patterns; a pair: two).  */
#define HV(T, U) HV_ (T, U)
#define HV_(T, U) __ushort_as_##T (U)

/* Cases over one format: S is half or bfloat16 (the pattern
   constructor's suffix), P2 the pair constructor.  */
#define C1(F)								\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NH; i++)					\
      MIXR (h, F (HV (FMT, in[i])));					\
    out[k++] = h;							\
  }
#define C2(F)								\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NH; i++)					\
      for (int j = 0; j < NH; j++)					\
	MIXR (h, F (HV (FMT, in[i]), HV (FMT, in[j])));			\
    out[k++] = h;							\
  }
#define C3(F)								\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NH; i++)					\
      for (int j = 0; j < NH; j++)					\
	for (int t = 0; t < NH3; t++)					\
	  MIXR (h, F (HV (FMT, in[i]), HV (FMT, in[j]),			\
		      HV (FMT, in[(t * 5 + i) % NH])));			\
    out[k++] = h;							\
  }
#define PV(i, j) PAIR (HV (FMT, in[i]), HV (FMT, in[j]))
#define P1(F)								\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NH; i++)					\
      MIXR (h, F (PV (i, (i * 7 + 3) % NH)));				\
    out[k++] = h;							\
  }
#define P2(F)								\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NH; i++)					\
      for (int j = 0; j < NH; j++)					\
	MIXR (h, F (PV (i, j), PV (j, (i + j) % NH)));			\
    out[k++] = h;							\
  }
#define P3(F)								\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NH; i++)					\
      for (int j = 0; j < NH; j++)					\
	for (int t = 0; t < NH3; t++)					\
	  MIXR (h, F (PV (i, j), PV (j, i), PV ((t * 5 + i) % NH, t)));	\
    out[k++] = h;							\
  }

/* Floats and integers to a format.  */
#define CF(F)								\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NF; i++)					\
      MIXR (h, F (fin[i]));						\
    out[k++] = h;							\
  }
#define CFF(F)								\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NF; i++)					\
      for (int j = 0; j < 8; j++)					\
	MIXR (h, F (fin[i], fin[(i + j * 5) % NF]));			\
    out[k++] = h;							\
  }
#define CI(F, T)							\
  {									\
    unsigned h = 2166136261u;						\
    for (int i = 0; i < NI; i++)					\
      MIXR (h, F ((T) iin[i]));						\
    out[k++] = h;							\
  }

/* The functions on both formats, as CUDA overloads them.  */
#define COMMON_CASES(X1, X2, X3, Y1, Y2, Y3)				\
  X2 (__hadd) X2 (__hsub) X2 (__hmul) X2 (__hdiv)			\
  X2 (__hadd_rn) X2 (__hsub_rn) X2 (__hmul_rn)				\
  X2 (__hadd_sat) X2 (__hsub_sat) X2 (__hmul_sat)			\
  X3 (__hfma) X3 (__hfma_sat) X3 (__hfma_relu)				\
  X1 (__hneg) X1 (__habs) X2 (__hmin) X2 (__hmax)			\
  X2 (__hmin_nan) X2 (__hmax_nan)					\
  X1 (hceil) X1 (hfloor) X1 (hrint) X1 (htrunc)				\
  X1 (__hisnan) X1 (__hisinf)						\
  X2 (__heq) X2 (__hne) X2 (__hlt) X2 (__hle) X2 (__hgt) X2 (__hge)	\
  X2 (__hequ) X2 (__hneu) X2 (__hltu) X2 (__hleu) X2 (__hgtu) X2 (__hgeu) \
  Y2 (__hadd2) Y2 (__hsub2) Y2 (__hmul2) Y2 (__h2div)			\
  Y2 (__hadd2_rn) Y2 (__hsub2_rn) Y2 (__hmul2_rn)			\
  Y2 (__hadd2_sat) Y2 (__hsub2_sat) Y2 (__hmul2_sat)			\
  Y3 (__hfma2) Y3 (__hfma2_sat) Y3 (__hfma2_relu)			\
  Y1 (__hneg2) Y1 (__habs2) Y2 (__hmin2) Y2 (__hmax2)			\
  Y2 (__hmin2_nan) Y2 (__hmax2_nan)					\
  Y1 (h2ceil) Y1 (h2floor) Y1 (h2rint) Y1 (h2trunc) Y1 (__hisnan2)	\
  Y1 (__lowhigh2highlow) Y1 (__low2float) Y1 (__high2float)		\
  Y2 (__heq2) Y2 (__hne2) Y2 (__hlt2) Y2 (__hle2) Y2 (__hgt2) Y2 (__hge2) \
  Y2 (__hequ2) Y2 (__hneu2) Y2 (__hltu2) Y2 (__hleu2) Y2 (__hgtu2)	\
  Y2 (__hgeu2)								\
  Y2 (__heq2_mask) Y2 (__hne2_mask) Y2 (__hlt2_mask) Y2 (__hle2_mask)	\
  Y2 (__hgt2_mask) Y2 (__hge2_mask) Y2 (__hequ2_mask) Y2 (__hneu2_mask) \
  Y2 (__hltu2_mask) Y2 (__hleu2_mask) Y2 (__hgtu2_mask) Y2 (__hgeu2_mask) \
  Y2 (__hbeq2) Y2 (__hbne2) Y2 (__hblt2) Y2 (__hble2) Y2 (__hbgt2)	\
  Y2 (__hbge2) Y2 (__hbequ2) Y2 (__hbneu2) Y2 (__hbltu2) Y2 (__hbleu2)	\
  Y2 (__hbgtu2) Y2 (__hbgeu2)

/* half alone.  */
#define HALF_CASES(X1, X2, X3, Y1, Y2, Y3)				\
  Y3 (__hcmadd) X1 (__half2float) X1 (__half2half2)			\
  Y1 (__half22float2) Y1 (__low2half) Y1 (__high2half)			\
  Y1 (__low2half2) Y1 (__high2half2) Y2 (__lows2half2) Y2 (__highs2half2) \
  X1 (__half2char_rz) X1 (__half2uchar_rz)				\
  X1 (__half2int_rn) X1 (__half2int_rz) X1 (__half2int_rd) X1 (__half2int_ru) \
  X1 (__half2uint_rn) X1 (__half2uint_rz) X1 (__half2uint_rd)		\
  X1 (__half2uint_ru) X1 (__half2short_rn) X1 (__half2short_rz)		\
  X1 (__half2short_rd) X1 (__half2short_ru) X1 (__half2ushort_rn)	\
  X1 (__half2ushort_rz) X1 (__half2ushort_rd) X1 (__half2ushort_ru)	\
  X1 (__half2ll_rn) X1 (__half2ll_rz) X1 (__half2ll_rd) X1 (__half2ll_ru) \
  X1 (__half2ull_rn) X1 (__half2ull_rz) X1 (__half2ull_rd)		\
  X1 (__half2ull_ru)

/* bfloat16 alone.  */
#define BF16_CASES(X1, X2, X3, Y1, Y2, Y3)				\
  X1 (__bfloat162float) X1 (__bfloat162bfloat162)			\
  Y1 (__bfloat1622float2) Y1 (__low2bfloat16) Y1 (__high2bfloat16)	\
  Y1 (__low2bfloat162) Y1 (__high2bfloat162)				\
  Y2 (__lows2bfloat162) Y2 (__highs2bfloat162)				\
  X1 (__bfloat162int_rn) X1 (__bfloat162int_rz) X1 (__bfloat162int_rd)	\
  X1 (__bfloat162int_ru) X1 (__bfloat162uint_rn) X1 (__bfloat162uint_rz) \
  X1 (__bfloat162uint_rd) X1 (__bfloat162uint_ru)			\
  X1 (__bfloat162short_rn) X1 (__bfloat162short_rz)			\
  X1 (__bfloat162short_rd) X1 (__bfloat162short_ru)			\
  X1 (__bfloat162ushort_rn) X1 (__bfloat162ushort_rz)			\
  X1 (__bfloat162ushort_rd) X1 (__bfloat162ushort_ru)			\
  X1 (__bfloat162ll_rn) X1 (__bfloat162ll_rz) X1 (__bfloat162ll_rd)	\
  X1 (__bfloat162ll_ru) X1 (__bfloat162ull_rn) X1 (__bfloat162ull_rz)	\
  X1 (__bfloat162ull_rd) X1 (__bfloat162ull_ru)

/* Conversions to the formats.  */
#define CONVERT_CASES(F, FF, I)						\
  F (__float2half) F (__float2half_rn) F (__float2half_rz)		\
  F (__float2half_rd) F (__float2half_ru) F (__float2half2_rn)		\
  FF (__floats2half2_rn)						\
  F (__float2bfloat16) F (__float2bfloat16_rn) F (__float2bfloat16_rz)	\
  F (__float2bfloat16_rd) F (__float2bfloat16_ru) F (__float2bfloat162_rn) \
  FF (__floats2bfloat162_rn)						\
  I (__int2half_rn, int) I (__int2half_rz, int) I (__int2half_rd, int)	\
  I (__int2half_ru, int) I (__uint2half_rn, unsigned)			\
  I (__uint2half_rz, unsigned) I (__uint2half_rd, unsigned)		\
  I (__uint2half_ru, unsigned) I (__short2half_rn, short)		\
  I (__short2half_rz, short) I (__short2half_rd, short)			\
  I (__short2half_ru, short) I (__ushort2half_rn, unsigned short)	\
  I (__ushort2half_rz, unsigned short) I (__ushort2half_rd, unsigned short) \
  I (__ushort2half_ru, unsigned short) I (__ll2half_rn, long long)	\
  I (__ll2half_rz, long long) I (__ll2half_rd, long long)		\
  I (__ll2half_ru, long long) I (__ull2half_rn, unsigned long long)	\
  I (__ull2half_rz, unsigned long long) I (__ull2half_rd, unsigned long long) \
  I (__ull2half_ru, unsigned long long)					\
  I (__int2bfloat16_rn, int) I (__int2bfloat16_rz, int)			\
  I (__int2bfloat16_rd, int) I (__int2bfloat16_ru, int)			\
  I (__uint2bfloat16_rn, unsigned) I (__uint2bfloat16_rz, unsigned)	\
  I (__uint2bfloat16_rd, unsigned) I (__uint2bfloat16_ru, unsigned)	\
  I (__short2bfloat16_rn, short) I (__short2bfloat16_rz, short)		\
  I (__short2bfloat16_rd, short) I (__short2bfloat16_ru, short)		\
  I (__ushort2bfloat16_rn, unsigned short)				\
  I (__ushort2bfloat16_rz, unsigned short)				\
  I (__ushort2bfloat16_rd, unsigned short)				\
  I (__ushort2bfloat16_ru, unsigned short)				\
  I (__ll2bfloat16_rn, long long) I (__ll2bfloat16_rz, long long)	\
  I (__ll2bfloat16_rd, long long) I (__ll2bfloat16_ru, long long)	\
  I (__ull2bfloat16_rn, unsigned long long)				\
  I (__ull2bfloat16_rz, unsigned long long)				\
  I (__ull2bfloat16_rd, unsigned long long)				\
  I (__ull2bfloat16_ru, unsigned long long)

#define NAME1(F) #F,
#define NAMEI(F, T) #F,

/* The float inputs as floats.  */
CASES_FN float
cases_float (unsigned u)
{
  union { unsigned u; float f; } x;
  x.u = u;
  return x.f;
}

/* Each set's hashes into OUT; the number of them.  */
CASES_FN int
cases_half (unsigned *out)
{
  unsigned short in[NH];
  int k = 0;
  cases_halves (in, 0);
#define FMT half
#define PAIR __halves2half2
  COMMON_CASES (C1, C2, C3, P1, P2, P3)
  HALF_CASES (C1, C2, C3, P1, P2, P3)
#undef FMT
#undef PAIR
  return k;
}

CASES_FN int
cases_bf16 (unsigned *out)
{
  unsigned short in[NH];
  int k = 0;
  cases_halves (in, 1);
#define FMT bfloat16
#define PAIR __halves2bfloat162
  COMMON_CASES (C1, C2, C3, P1, P2, P3)
  BF16_CASES (C1, C2, C3, P1, P2, P3)
#undef FMT
#undef PAIR
  return k;
}

CASES_FN int
cases_convert (unsigned *out)
{
  unsigned fu[NF];
  float fin[NF];
  unsigned long long iin[NI];
  int k = 0;
  cases_floats (fu);
  for (int i = 0; i < NF; i++)
    fin[i] = cases_float (fu[i]);
  cases_ints (iin);
  CONVERT_CASES (CF, CFF, CI)
  return k;
}

#ifdef __cplusplus
/* CUDA's operators on the types (C++ only).  */

#define OPS_CASE(T, P, SEED)						\
  {									\
    unsigned short in[NH];						\
    unsigned h = 2166136261u;						\
    cases_halves (in, SEED);						\
    for (int i = 0; i < NH; i++)					\
      for (int j = 0; j < NH; j++)					\
	{								\
	  T a = __ushort_as_##P (in[i]), b = __ushort_as_##P (in[j]);	\
	  T c = a;							\
	  c += b; MIXR (h, c); c -= b; MIXR (h, c); c *= b; MIXR (h, c); \
	  MIXR (h, a + b); MIXR (h, a - b); MIXR (h, a * b);		\
	  MIXR (h, a / b); MIXR (h, -a); MIXR (h, +a);			\
	  MIXR (h, a == b); MIXR (h, a != b); MIXR (h, a < b);		\
	  MIXR (h, a <= b); MIXR (h, a > b); MIXR (h, a >= b);		\
	}								\
    out[k++] = h;							\
  }
#define OPS2_CASE(T2, P, PAIR2, SEED)					\
  {									\
    unsigned short in[NH];						\
    unsigned h = 2166136261u;						\
    cases_halves (in, SEED);						\
    for (int i = 0; i < NH; i++)					\
      for (int j = 0; j < NH; j++)					\
	{								\
	  T2 a = PAIR2 (__ushort_as_##P (in[i]), __ushort_as_##P (in[j])); \
	  T2 b = PAIR2 (__ushort_as_##P (in[j]),				\
			__ushort_as_##P (in[(i + j) % NH]));		\
	  MIXR (h, a + b); MIXR (h, a - b); MIXR (h, a * b);		\
	  MIXR (h, a / b); MIXR (h, -a); MIXR (h, +a);			\
	  MIXR (h, a == b); MIXR (h, a != b); MIXR (h, a < b);		\
	  MIXR (h, a <= b); MIXR (h, a > b); MIXR (h, a >= b);		\
	}								\
    out[k++] = h;							\
  }

CASES_FN int
cases_operators (unsigned *out)
{
  int k = 0;
  OPS_CASE (__half, half, 0)
  OPS_CASE (__nv_bfloat16, bfloat16, 1)
  OPS2_CASE (__half2, half, __halves2half2, 0)
  OPS2_CASE (__nv_bfloat162, bfloat16, __halves2bfloat162, 1)
  return k;
}
#define OPERATOR_NAMES "half", "bfloat16", "half2", "bfloat162"
#endif

/* SPDX-License-Identifier: GPL-3.0-or-later */
