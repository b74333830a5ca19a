/* Fragment arrays, as tensor-core ports keep them, in an "omp simd"
   loop of 64 iterations (two warps: the GPU runs iteration l on lane
   l % 32): `unsigned a[4], b[2]; float c[4], d[4]' filled in loops, an
   mma.sync.m16n8k16 (f16 to f32), then shfl.bfly sums of d over the
   warp; an m16n8k8 whose A and B halves are built in an
   `unsigned short h[6]'; an m16n8k32 s8 with `int acc[4]'; an m8n8k4
   f64 with `double dd[2]'.  GCC keeps such arrays in "omp simd" arrays
   of one element per lane: the host must give each lane its own.  The
   arrays are the loop's private variables (private clause): GCC's GPU
   code gives every lane its own copy of those, but shares one copy per
   warp of an array declared in the body and indexed at run time (stock
   GCC 12 and 14, measured on an H200; the manual's Lockstep section).
   Layouts as in lockstep-mma-f16.c, -int8.c and -f64.c; the inputs are
   small integers, every sum exact, checked against plain C; the host
   prints what an H200 prints.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* The H200's output (GCC 12).  */
/* { dg-output "lockstep-fragments: sums -13 -68.*lockstep-fragments: ok" } */

#include <stdio.h>

#define W 32
#define T 2

/* The f16 encoding of an integer of magnitude below 2048 (exact).  */
static unsigned short
f16_bits (int v)
{
  unsigned short s = v < 0 ? 0x8000 : 0;
  unsigned a = v < 0 ? -v : v;
  int e = 0;
  if (a == 0)
    return s;
  while (a >> (e + 1))
    e++;
  return s | (unsigned short) ((e + 15) << 10) | ((a << (10 - e)) & 0x3ff);
}

static int A[T][16][32], B[T][32][8], C[T][16][8];

static int
ref (int t, int m, int n, int kmax)
{
  int s = C[t][m][n];
  for (int k = 0; k < kmax; k++)
    s += A[t][m][k] * B[t][k][n];
  return s;
}

int
main (void)
{
  unsigned short ha[T][16][16], hb[T][16][8];
  signed char ca[T][16][32], cb[T][32][8];
  float fc[T][16][8];
  double da[T][8][4], db[T][4][8], dc[T][8][8];
  float d16[T * W][4], d8[T * W][4], sum16[T * W];
  int s8[T * W][4];
  double f64[T * W][2];
  int errors = 0;

  for (int t = 0; t < T; t++)
    {
      for (int m = 0; m < 16; m++)
	for (int k = 0; k < 32; k++)
	  A[t][m][k] = (m * 5 + k * 3 + t * 7) % 7 - 3;
      for (int k = 0; k < 32; k++)
	for (int n = 0; n < 8; n++)
	  B[t][k][n] = (k * 2 + n * 5 + t * 3 + 1) % 7 - 3;
      for (int m = 0; m < 16; m++)
	for (int n = 0; n < 8; n++)
	  C[t][m][n] = (m * 11 + n * 7 + t * 13) % 41 - 20;
      for (int m = 0; m < 16; m++)
	for (int k = 0; k < 32; k++)
	  {
	    if (k < 16)
	      ha[t][m][k] = f16_bits (A[t][m][k]);
	    ca[t][m][k] = (signed char) A[t][m][k];
	    if (m < 8 && k < 4)
	      da[t][m][k] = A[t][m][k];
	  }
      for (int k = 0; k < 32; k++)
	for (int n = 0; n < 8; n++)
	  {
	    if (k < 16)
	      hb[t][k][n] = f16_bits (B[t][k][n]);
	    cb[t][k][n] = (signed char) B[t][k][n];
	    if (k < 4)
	      db[t][k][n] = B[t][k][n];
	  }
      for (int m = 0; m < 16; m++)
	for (int n = 0; n < 8; n++)
	  {
	    fc[t][m][n] = (float) C[t][m][n];
	    if (m < 8)
	      dc[t][m][n] = C[t][m][n];
	  }
    }

  unsigned a[4], b[2], ia[4], ib[2];
  float c[4], d[4], e[4];
  unsigned short h[6];
  int acc[4];
  double dd[2];
#pragma omp target map(to: ha, hb, ca, cb, fc, da, db, dc) \
	map(from: d16, d8, sum16, s8, f64)
#pragma omp simd private(a, b, c, d, e, h, ia, ib, acc, dd)
  for (int l = 0; l < T * W; l++)
    {
      int t = l / W, lane = l % W, g = lane >> 2, q = lane & 3;
      for (int r = 0; r < 4; r++)
	{
	  int row = g + (r & 1) * 8, col = 2 * q + (r >> 1) * 8;
	  a[r] = ha[t][row][col] | (unsigned) ha[t][row][col + 1] << 16;
	  c[r] = fc[t][g + (r >> 1) * 8][2 * q + (r & 1)];
	}
      for (int r = 0; r < 2; r++)
	b[r] = hb[t][2 * q + r * 8][g]
	       | (unsigned) hb[t][2 * q + r * 8 + 1][g] << 16;
      asm volatile ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
		    "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
		    "{%10, %11, %12, %13};"
		    : "=f" (d[0]), "=f" (d[1]), "=f" (d[2]), "=f" (d[3])
		    : "r" (a[0]), "r" (a[1]), "r" (a[2]), "r" (a[3]),
		      "r" (b[0]), "r" (b[1]),
		      "f" (c[0]), "f" (c[1]), "f" (c[2]), "f" (c[3]));
      float s = d[0] + d[1] + d[2] + d[3];
      for (int x = 16; x >= 1; x >>= 1)
	{
	  float o;
	  asm volatile ("shfl.sync.bfly.b32 %0, %1, %2, 31, -1;"
			: "=f" (o) : "f" (s), "r" (x));
	  s += o;
	}
      for (int r = 0; r < 4; r++)
	d16[l][r] = d[r];
      sum16[l] = s;

      /* m16n8k8: A's rows g and g+8, columns 2q and 2q+1, then B's.  */
      for (int r = 0; r < 2; r++)
	{
	  h[2 * r] = ha[t][g + 8 * r][2 * q];
	  h[2 * r + 1] = ha[t][g + 8 * r][2 * q + 1];
	}
      h[4] = hb[t][2 * q][g];
      h[5] = hb[t][2 * q + 1][g];
      for (int r = 0; r < 4; r++)
	e[r] = c[r];
      asm volatile ("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 "
		    "{%0, %1, %2, %3}, {%4, %5}, {%6}, {%0, %1, %2, %3};"
		    : "+f" (e[0]), "+f" (e[1]), "+f" (e[2]), "+f" (e[3])
		    : "r" (h[0] | (unsigned) h[1] << 16),
		      "r" (h[2] | (unsigned) h[3] << 16),
		      "r" (h[4] | (unsigned) h[5] << 16));
      for (int r = 0; r < 4; r++)
	d8[l][r] = e[r];

      /* m16n8k32 s8: four bytes a register.  */
      for (int r = 0; r < 4; r++)
	{
	  int row = g + (r & 1) * 8, col = 4 * q + (r >> 1) * 16;
	  ia[r] = 0;
	  for (int j = 0; j < 4; j++)
	    ia[r] |= (unsigned) (unsigned char) ca[t][row][col + j] << 8 * j;
	  acc[r] = (int) fc[t][g + (r >> 1) * 8][2 * q + (r & 1)];
	}
      for (int r = 0; r < 2; r++)
	{
	  ib[r] = 0;
	  for (int j = 0; j < 4; j++)
	    ib[r] |= (unsigned) (unsigned char) cb[t][4 * q + 16 * r + j][g]
		     << 8 * j;
	}
      asm volatile ("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 "
		    "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
		    "{%0, %1, %2, %3};"
		    : "+r" (acc[0]), "+r" (acc[1]), "+r" (acc[2]), "+r" (acc[3])
		    : "r" (ia[0]), "r" (ia[1]), "r" (ia[2]), "r" (ia[3]),
		      "r" (ib[0]), "r" (ib[1]));
      for (int r = 0; r < 4; r++)
	s8[l][r] = acc[r];

      /* m8n8k4 f64.  */
      for (int r = 0; r < 2; r++)
	dd[r] = dc[t][g][2 * q + r];
      asm volatile ("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 "
		    "{%0, %1}, {%2}, {%3}, {%0, %1};"
		    : "+d" (dd[0]), "+d" (dd[1])
		    : "d" (da[t][g][q]), "d" (db[t][q][g]));
      f64[l][0] = dd[0];
      f64[l][1] = dd[1];
    }

  for (int l = 0; l < T * W; l++)
    {
      int t = l / W, lane = l % W, g = lane >> 2, q = lane & 3;
      float total = 0;
      for (int m = 0; m < 16; m++)
	for (int n = 0; n < 8; n++)
	  total += ref (t, m, n, 16);
      for (int r = 0; r < 4; r++)
	{
	  int m = g + (r >> 1) * 8, n = 2 * q + (r & 1);
	  if (d16[l][r] != ref (t, m, n, 16) || d8[l][r] != ref (t, m, n, 8)
	      || s8[l][r] != ref (t, m, n, 32))
	    {
	      if (errors++ < 10)
		printf ("lockstep-fragments: lane %d r %d: %g %g %d, want "
			"%d %d %d\n", l, r, d16[l][r], d8[l][r], s8[l][r],
			ref (t, m, n, 16), ref (t, m, n, 8), ref (t, m, n, 32));
	    }
	}
      for (int r = 0; r < 2; r++)
	if (f64[l][r] != ref (t, g, 2 * q + r, 4) && errors++ < 10)
	  printf ("lockstep-fragments: lane %d f64 %d: %g, want %d\n", l, r,
		  f64[l][r], ref (t, g, 2 * q + r, 4));
      if (sum16[l] != total && errors++ < 10)
	printf ("lockstep-fragments: lane %d sum %g, want %g\n", l,
		sum16[l], total);
    }
  printf ("lockstep-fragments: sums %g %g\n", sum16[0], sum16[W]);
  if (errors)
    return 1;
  puts ("lockstep-fragments: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
