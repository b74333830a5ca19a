/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* gemm-host.h -- the host's side of every GEMM program here and of
   examples/gemm-mma.c: the inputs (f16 values k / 1024, their bits),
   and the check of sampled entries of C against a double-precision sum.
   The includer defines GEMM_NAME (its name in messages), GEMM_ELEM (the
   inputs' element type) and GEMM_VALUE (X) (an element's value).  */

#ifndef GEMM_HOST_H
#define GEMM_HOST_H

/* The f16 bits of V / 1024 for |V| <= 1024 (exact: 11 bits at most).  */
static unsigned short
f16_of (int v)
{
  unsigned short s = v < 0 ? 0x8000 : 0;
  unsigned a = v < 0 ? -v : v;
  int e = 0;
  if (a == 0)
    return s;
  while (a >> (e + 1))
    e++;
  /* a = 2^e (1 + f): the value 2^(e - 10) (1 + f).  */
  return s | (unsigned short) ((e - 10 + 15) << 10)
	 | (unsigned short) ((a << (10 - e)) & 0x3ff);
}

/* The value of f16 bits H (not Inf or NaN): (1024 + f) 2^(e - 25), or
   f 2^-24 for a subnormal.  Exact; no libm.  */
static double
f16_value (unsigned short h)
{
  int e = (h >> 10) & 0x1f, f = h & 0x3ff;
  double v = e ? 1024 + f : f;
  for (int s = e ? e : 1; s < 25; s++)
    v *= 0.5;
  for (int s = 25; s < e; s++)
    v *= 2.0;
  return h & 0x8000 ? -v : v;
}

static double
dabs (double x)
{
  return x < 0 ? -x : x;
}

static unsigned rng = 12345;

static int
rand_v (void)
{
  rng = rng * 1664525u + 1013904223u;
  return (int) ((rng >> 8) % 2049) - 1024;
}

/* Checks SAMPLES entries of C and its corners; returns the number
   wrong (printing the first few).  */
static int
check (const GEMM_ELEM *a, const GEMM_ELEM *b, const float *c, int n,
       int samples)
{
  int wrong = 0;
  for (int s = 0; s < samples + 4; s++)
    {
      int i, j;
      if (s < 4)
	i = (s & 1) * (n - 1), j = (s >> 1) * (n - 1);
      else
	{
	  rng = rng * 1664525u + 1013904223u;
	  i = (rng >> 4) % n;
	  rng = rng * 1664525u + 1013904223u;
	  j = (rng >> 4) % n;
	}
      double ref = 0, mag = 0;
      for (int k = 0; k < n; k++)
	{
	  double p = GEMM_VALUE (a[(size_t) i * n + k])
		     * GEMM_VALUE (b[(size_t) k * n + j]);
	  ref += p;
	  mag += dabs (p);
	}
      double got = c[(size_t) i * n + j];
      if (!(dabs (got - ref) <= 1e-2 * dabs (ref) + 1e-4 * mag))
	{
	  if (wrong < 5)
	    printf ("%s: M=N=K=%d C[%d][%d] = %.6g, want %.6g\n",
		    GEMM_NAME, n, i, j, got, ref);
	  wrong++;
	}
    }
  return wrong;
}

#endif /* GEMM_HOST_H */
