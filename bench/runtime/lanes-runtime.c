/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* lanes-runtime.c -- what the plugin's handling of an asm statement costs
   on the GPU at run time (issue 31): each kind of statement (pure
   arithmetic, loads, stores, atomics, atomics whose old value is read,
   special registers) in each
   context (a simd loop, a loop outside simd, a plain target region) as
   inline PTX against the same work in plain C (or GCC's own atomic).
   Built by bench/runtime/build.sh into a bundle for the GPU machine,
   beside lanes-runtime.cu, nvcc's build of the same PTX.

   Prints one line per kind, context and variant:
     KIND CONTEXT VARIANT median MS min MS max MS checksum X
   and a ratio line per kind and context (PTX / C).  Medians of REPS
   runs (argv[1], else $LANES_REPS, default 7) of the target region,
   after one warm-up run, the PTX's and the C's taking turns
   (MEASURE2); every run's checksum must equal the first's and the
   PTX's the C's, or the program fails.  Asserts no time.

   The stores and atomics have no "memory" clobber, as the C they are
   measured against has none: with one, GCC reloads the shared pointers
   (u, hist) from the OpenMP data-sharing record in every iteration, a
   cost of the clobber that stock GCC pays the same, not of ptxasm.  The
   store is a generic st.u32, the instruction GCC makes of the C.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TEAMS 396
#define WARPS 8
/* Elements: 64 Mi floats (256 MiB) in the simd and outside contexts,
   fewer in a plain target region (one OpenMP thread).  */
#define N_BIG (64u << 20)
#define N_ONE (1u << 16)
#define BINS 256

static float *a;
static unsigned *u, *hist;

static int
cmp_double (const void *x, const void *y)
{
  double d = *(const double *) x - *(const double *) y;
  return (d > 0) - (d < 0);
}

/* A 32-bit rotate, xor3 and multiply-add chain: 16 rounds of 4
   dependent instructions (lop3, shf, mad, and prmt's byte swap), the
   same in PTX and in C.  */
#define ROUNDS 16

static inline unsigned
arith_c (unsigned x, unsigned k)
{
  for (int r = 0; r < ROUNDS; r++)
    {
      x = x ^ k ^ 0x9e3779b9u;
      x = (x << 7) | (x >> 25);
      x = x * 3u + (unsigned) r;
      x = (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u)
	  | (x << 24);
    }
  return x;
}
#pragma omp declare target (arith_c)

static inline unsigned
arith_ptx (unsigned x, unsigned k)
{
  for (int r = 0; r < ROUNDS; r++)
    asm ("lop3.b32 %0, %0, %1, %2, 0x96;\n\t"
	 "shf.l.wrap.b32 %0, %0, %0, 7;\n\t"
	 "mad.lo.u32 %0, %0, 3, %3;\n\t"
	 "prmt.b32 %0, %0, 0, 0x0123;"
	 : "+r" (x) : "r" (k), "r" (0x9e3779b9u), "r" (r));
  return x;
}
#pragma omp declare target (arith_ptx)

struct result
{
  double median, min, max;
  unsigned long long sum;
};

/* Run BODY_P and BODY_C (each sets SUM) REPS times each after a
   warm-up of each, taking turns, the one that goes first changing from
   one round to the next (whichever runs second ran faster, by up to 10%
   for the store loops on an H100); the times and the checksums into P
   and C.  */
#define MEASURE2(p, c, reps, body_p, body_c)				\
  do									\
    {									\
      double tp_[64], tc_[64];						\
      unsigned long long s0_[2] = { 0, 0 };				\
      for (int rep_ = -1; rep_ < (reps); rep_++)			\
	for (int k_ = 0; k_ < 2; k_++)					\
	  {								\
	    int which_ = (rep_ & 1) ? 1 - k_ : k_;			\
	    unsigned long long sum = 0;					\
	    double t0_ = omp_get_wtime ();				\
	    if (which_ == 0)						\
	      { body_p; }						\
	    else							\
	      { body_c; }						\
	    double t1_ = omp_get_wtime ();				\
	    if (rep_ < 0)						\
	      s0_[which_] = sum;					\
	    else							\
	      {								\
		(which_ ? tc_ : tp_)[rep_] = (t1_ - t0_) * 1e3;		\
		if (sum != s0_[which_])					\
		  {							\
		    fprintf (stderr, "checksum changed: %llx %llx\n",	\
			     sum, s0_[which_]);				\
		    exit (1);						\
		  }							\
	      }								\
	  }								\
      qsort (tp_, (reps), sizeof tp_[0], cmp_double);			\
      qsort (tc_, (reps), sizeof tc_[0], cmp_double);			\
      (p).median = tp_[(reps) / 2];					\
      (p).min = tp_[0];							\
      (p).max = tp_[(reps) - 1];					\
      (p).sum = s0_[0];							\
      (c).median = tc_[(reps) / 2];					\
      (c).min = tc_[0];							\
      (c).max = tc_[(reps) - 1];					\
      (c).sum = s0_[1];							\
    }									\
  while (0)

static int failed;

static void
report (const char *kind, const char *ctx, struct result *ptx,
	struct result *c, const char *cname)
{
  printf ("%-7s %-8s ptx   median %8.2f ms  min %8.2f  max %8.2f  "
	  "checksum %llx\n", kind, ctx, ptx->median, ptx->min, ptx->max,
	  ptx->sum);
  printf ("%-7s %-8s %-5s median %8.2f ms  min %8.2f  max %8.2f  "
	  "checksum %llx\n", kind, ctx, cname, c->median, c->min, c->max,
	  c->sum);
  printf ("%-7s %-8s ratio ptx/%s %.3f\n", kind, ctx, cname,
	  ptx->median / c->median);
  if (ptx->sum != c->sum)
    {
      printf ("%-7s %-8s CHECKSUMS DIFFER\n", kind, ctx);
      failed = 1;
    }
  fflush (stdout);
}

/* The loops of one context: CTX_PRAGMA before a for over I < N.  */
#define SIMD_LOOP \
  _Pragma ("omp target teams distribute parallel for simd num_teams(TEAMS) thread_limit(WARPS) reduction(+: sum)")
#define OUT_LOOP \
  _Pragma ("omp target teams distribute parallel for num_teams(TEAMS) thread_limit(WARPS) reduction(+: sum)")

#define ALL_KINDS(CTX, LOOP, n)						\
  do									\
    {									\
      struct result p, c;						\
      /* arith */							\
      MEASURE2 (p, c, reps, LOOP for (unsigned i = 0; i < n; i++)		\
		 sum += arith_ptx (i, 12345u), LOOP for (unsigned i = 0; i < n; i++)		\
		 sum += arith_c (i, 12345u));				\
      report ("arith", CTX, &p, &c, "c");				\
      /* loads */							\
      MEASURE2 (p, c, reps, LOOP for (unsigned i = 0; i < n; i++)		\
		 { float v;						\
		   asm ("ld.global.nc.f32 %0, [%1];"			\
			: "=f" (v) : "l" (&a[i]));			\
		   sum += (unsigned long long) v; }, LOOP for (unsigned i = 0; i < n; i++)		\
		 sum += (unsigned long long) a[i]);			\
      report ("load", CTX, &p, &c, "c");				\
      /* stores */							\
      MEASURE2 (p, c, reps, LOOP for (unsigned i = 0; i < n; i++)		\
		 asm volatile ("st.u32 [%0], %1;"		\
			       : : "l" (&u[i]), "r" (i * 7u)), LOOP for (unsigned i = 0; i < n; i++)		\
		 u[i] = i * 7u);				\
      _Pragma ("omp target update from(u[0:n])")			\
      for (unsigned i = 0; i < n; i += 4099)				\
	p.sum += u[i];							\
      					\
      _Pragma ("omp target update from(u[0:n])")			\
      for (unsigned i = 0; i < n; i += 4099)				\
	c.sum += u[i];							\
      report ("store", CTX, &p, &c, "c");				\
      /* atomics: a histogram */					\
      MEASURE2 (p, c, reps,							\
	       memset (hist, 0, BINS * sizeof *hist);			\
	       _Pragma ("omp target update to(hist[0:BINS])")		\
	       LOOP for (unsigned i = 0; i < n; i++)			\
		 asm volatile ("red.global.add.u32 [%0], 1;"		\
			       : : "l" (&hist[(i * 2654435761u) >> 24]));				\
	       _Pragma ("omp target update from(hist[0:BINS])")		\
	       for (int b = 0; b < BINS; b++)				\
		 sum += (unsigned long long) hist[b] * (b + 1),							\
	       memset (hist, 0, BINS * sizeof *hist);			\
	       _Pragma ("omp target update to(hist[0:BINS])")		\
	       LOOP for (unsigned i = 0; i < n; i++)			\
		 {							\
		   _Pragma ("omp atomic")				\
		   hist[(i * 2654435761u) >> 24]++;			\
		 }							\
	       _Pragma ("omp target update from(hist[0:BINS])")		\
	       for (int b = 0; b < BINS; b++)				\
		 sum += (unsigned long long) hist[b] * (b + 1));	\
      report ("atomic", CTX, &p, &c, "omp");				\
      /* atomics whose old value is read: broadcast from the master */	\
      MEASURE2 (p, c, reps,							\
	       memset (hist, 0, BINS * sizeof *hist);			\
	       _Pragma ("omp target update to(hist[0:BINS])")		\
	       LOOP for (unsigned i = 0; i < n; i++)			\
		 { unsigned o;						\
		   asm volatile ("atom.global.add.u32 %0, [%1], 1;"	\
				 : "=r" (o)				\
				 : "l" (&hist[(i * 2654435761u) >> 24]));	\
		   sum += o; },							\
	       memset (hist, 0, BINS * sizeof *hist);			\
	       _Pragma ("omp target update to(hist[0:BINS])")		\
	       LOOP for (unsigned i = 0; i < n; i++)			\
		 { unsigned o;						\
		   _Pragma ("omp atomic capture")			\
		   o = hist[(i * 2654435761u) >> 24]++;			\
		   sum += o; });					\
      report ("atomcap", CTX, &p, &c, "omp");				\
      /* a special register whose value is the warp's */		\
      MEASURE2 (p, c, reps, LOOP for (unsigned i = 0; i < n; i++)		\
		 { unsigned t;						\
		   asm ("mov.u32 %0, %%ctaid.x;" : "=r" (t));		\
		   sum += t; }, LOOP for (unsigned i = 0; i < n; i++)		\
		 sum += (unsigned) omp_get_team_num ());		\
      report ("sreg", CTX, &p, &c, "c");				\
    }									\
  while (0)

int
main (int argc, char **argv)
{
  const char *env = getenv ("LANES_REPS");
  int reps = argc > 1 ? atoi (argv[1]) : env ? atoi (env) : 7;
  if (reps < 1 || reps > 64)
    reps = 7;
  if (omp_get_num_devices () < 1)
    {
      printf ("lanes-runtime: no GPU: nothing measured\n");
      return 0;
    }
  a = malloc (N_BIG * sizeof *a);
  u = malloc (N_BIG * sizeof *u);
  hist = calloc (BINS, sizeof *hist);
  if (!a || !u || !hist)
    return 1;
  for (unsigned i = 0; i < N_BIG; i++)
    a[i] = (float) (i % 1000);
  printf ("lanes-runtime: %d teams x %d warps, %u elements (plain target: "
	  "%u), medians of %d runs\n", TEAMS, WARPS, N_BIG, N_ONE, reps);
#pragma omp target enter data map(to: a[0:N_BIG]) map(alloc: u[0:N_BIG]) \
  map(to: hist[0:BINS])
  {
    const unsigned n = N_BIG;
    ALL_KINDS ("simd", SIMD_LOOP, n);
    ALL_KINDS ("outside", OUT_LOOP, n);
  }
  {
    const unsigned n = N_ONE;
#define ONE_LOOP \
  _Pragma ("omp target map(tofrom: sum)")
    ALL_KINDS ("target", ONE_LOOP, n);
  }
#pragma omp target exit data map(delete: a[0:N_BIG], u[0:N_BIG], \
  hist[0:BINS])
  return failed;
}
