/* ldmatrix (sm_75), stmatrix (sm_90) and movmatrix (sm_75) by the 32
   lanes of an "omp simd" loop, with -fplugin-arg-ptxasm-arch=sm_90a:
   the host must run the iterations as the lanes of a warp and move the
   fragments between the lanes as the GPU does.  Layout (PTX ISA,
   "Warp-level matrix load instruction: ldmatrix", "... store
   instruction: stmatrix", "... transpose instruction: movmatrix"): an
   8x8 matrix of 16-bit elements; register j of lane l holds, of matrix
   j, row l/4, columns 2*(l%4) (low half) and 2*(l%4)+1 (high half);
   with .trans, the transposed matrix's elements at that place (rows
   2*(l%4) and 2*(l%4)+1 of column l/4).  Lane 8*j+r gives the address
   of row r of matrix j: lanes 0-7 for .x1, 0-15 for .x2, 0-31 for .x4;
   the other lanes' addresses are not used.

   A .shared buffer: its load region holds 4 matrices (values
   0x1000*i + 0x100*r + c + 1) whose 32 rows of 16 bytes lie at permuted
   slots of 64 (not contiguous, not in order), written by the lanes with
   st.shared.u32.  Then ldmatrix .x1, .x2, .x4, each with and without
   .trans, and an .x4 spelled .shared::cta, each with the lanes' row
   addresses rotated by some matrices (lanes 8*j+r give row r of matrix
   (j+k)%4), so that the unused lanes' addresses point at other matrices;
   stmatrix .x2 and .x4 with and without .trans, each into a region of
   its own (zeroed first, rows permuted), read back with ld.shared.u32
   (an .x2 must leave the rows that lanes 16-31 address as they were:
   0); movmatrix.sync.aligned.m8n8.trans.b16 of a fragment that the
   lanes compute.  Every expected word computed here in plain C; a FNV-1a
   checksum of all the words read is printed, to be pinned later.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

#include <stdio.h>

#define W 32
/* Words each lane reads: ldmatrix 1+1+2+2+4+4+4, stmatrix 4 regions of
   4 words (matrices 0-3 of the region), movmatrix 1.  */
#define NLD 18
#define NST 16
#define NOUT (NLD + NST + 1)

/* The slot (16 bytes) of row R of load matrix I, and of row R of matrix
   J of store region V: permutations of 0..63 (37 and 19 are odd).  */
#define LSLOT(i, r) ((37 * (8 * (i) + (r)) + 5) % 64)
#define SSLOT(v, j, r) (64 + 64 * (v) + (19 * (8 * (j) + (r)) + 7) % 64)
#define NSLOT (64 + 4 * 64)

/* The elements: load matrix I, store variant V's matrix J, movmatrix's
   input.  */
#define LM(i, r, c) (0x1000u * (i) + 0x100u * (r) + (c) + 1)
#define SM(v, j, r, c) (0x8000u + 0x1000u * (j) + 0x100u * (r) + 0x10u * (c) \
			+ (v))
#define XM(r, c) (0xc000u + 0x100u * (r) + 0x10u * (c) + 9)

/* Lane l's word (its G = l/4, Q = l%4 in scope) of load matrix I,
   of store variant V's matrix J, of movmatrix's input.  */
#define LFRAG(i) (LM (i, g, 2 * q) | LM (i, g, 2 * q + 1) << 16)
#define SFRAG(v, j) (SM (v, j, g, 2 * q) | SM (v, j, g, 2 * q + 1) << 16)
#define XFRAG (XM (g, 2 * q) | XM (g, 2 * q + 1) << 16)

static unsigned lmat[4][8][8], smat[4][4][8][8], xmat[8][8];

static unsigned
frag (unsigned m[8][8], int l, int trans)
{
  int g = l / 4, q = l % 4;
  if (trans)
    return m[2 * q][g] | m[2 * q + 1][g] << 16;
  return m[g][2 * q] | m[g][2 * q + 1] << 16;
}

int
main (void)
{
  unsigned got[W][NOUT], want[W][NOUT];
  int errors = 0;

  for (int r = 0; r < 8; r++)
    for (int c = 0; c < 8; c++)
      {
	for (int i = 0; i < 4; i++)
	  lmat[i][r][c] = LM (i, r, c);
	for (int v = 0; v < 4; v++)
	  for (int j = 0; j < 4; j++)
	    smat[v][j][r][c] = SM (v, j, r, c);
	xmat[r][c] = XM (r, c);
      }

#pragma omp target map(from: got)
  {
    unsigned buf;
    asm volatile ("{\n\t.shared .align 16 .b8 ptxasm_lsm%=[5120];\n\t"
		  "mov.u32 %0, ptxasm_lsm%=;\n}" : "=r" (buf));
#pragma omp simd
    for (int l = 0; l < W; l++)
      {
	int g = l / 4, q = l % 4, m = l / 8, r = l % 8;
	/* Zero the store regions: 4096 bytes, 32 words a lane.  */
	for (int k = 0; k < 32; k++)
	  asm volatile ("st.shared.u32 [%0], %1;"
			:: "r" (buf + 64 * 16 + 4 * (l + 32 * k)), "r" (0u)
			: "memory");
	/* Lane l writes its word of each load matrix: row g, word q.  */
	for (int i = 0; i < 4; i++)
	  asm volatile ("st.shared.u32 [%0], %1;"
			:: "r" (buf + 16 * LSLOT (i, g) + 4 * q),
			"r" (LFRAG (i)) : "memory");
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");

	/* ldmatrix; rotation k: lane 8*m+r gives row r of matrix
	   (m+k)%4.  */
#define LROW(k) (buf + 16 * LSLOT ((m + (k)) % 4, r))
	unsigned *o = got[l];
	asm volatile ("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];"
		      : "=r" (o[0]) : "r" (LROW (1)) : "memory");
	asm volatile ("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, "
		      "[%1];" : "=r" (o[1]) : "r" (LROW (2)) : "memory");
	asm volatile ("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, "
		      "[%2];" : "=r" (o[2]), "=r" (o[3]) : "r" (LROW (3))
		      : "memory");
	asm volatile ("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 "
		      "{%0, %1}, [%2];" : "=r" (o[4]), "=r" (o[5])
		      : "r" (LROW (1)) : "memory");
	asm volatile ("ldmatrix.sync.aligned.m8n8.x4.shared.b16 "
		      "{%0, %1, %2, %3}, [%4];"
		      : "=r" (o[6]), "=r" (o[7]), "=r" (o[8]), "=r" (o[9])
		      : "r" (LROW (0)) : "memory");
	asm volatile ("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 "
		      "{%0, %1, %2, %3}, [%4];"
		      : "=r" (o[10]), "=r" (o[11]), "=r" (o[12]), "=r" (o[13])
		      : "r" (LROW (2)) : "memory");
	asm volatile ("ldmatrix.sync.aligned.m8n8.x4.shared::cta.b16 "
		      "{%0, %1, %2, %3}, [%4];"
		      : "=r" (o[14]), "=r" (o[15]), "=r" (o[16]), "=r" (o[17])
		      : "r" (LROW (3)) : "memory");
#undef LROW

	/* stmatrix: region v, lane 8*m+r gives row r of its matrix m (for
	   .x2 lanes 16-31 give rows of matrices 2 and 3, unused); the
	   registers hold the fragments of SM (v, j, ...).  (No array of
	   them in the body: GCC's GPU code would give the warp one copy,
	   the manual's Lockstep section says.)  */
#define SROW(v) (buf + 16 * SSLOT (v, m, r))
	asm volatile ("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], "
		      "{%1, %2};"
		      :: "r" (SROW (0)), "r" (SFRAG (0, 0)), "r" (SFRAG (0, 1))
		      : "memory");
	asm volatile ("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], "
		      "{%1, %2};"
		      :: "r" (SROW (1)), "r" (SFRAG (1, 0)), "r" (SFRAG (1, 1))
		      : "memory");
	asm volatile ("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], "
		      "{%1, %2, %3, %4};"
		      :: "r" (SROW (2)), "r" (SFRAG (2, 0)), "r" (SFRAG (2, 1)),
		      "r" (SFRAG (2, 2)), "r" (SFRAG (2, 3)) : "memory");
	asm volatile ("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], "
		      "{%1, %2, %3, %4};"
		      :: "r" (SROW (3)), "r" (SFRAG (3, 0)), "r" (SFRAG (3, 1)),
		      "r" (SFRAG (3, 2)), "r" (SFRAG (3, 3)) : "memory");
#undef SROW
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");
	/* Lane l reads row g, word q of each matrix of each region.  */
	for (int v = 0; v < 4; v++)
	  for (int j = 0; j < 4; j++)
	    asm volatile ("ld.shared.u32 %0, [%1];"
			  : "=r" (o[NLD + 4 * v + j])
			  : "r" (buf + 16 * SSLOT (v, j, g) + 4 * q)
			  : "memory");

	/* movmatrix: the fragment of XM in, its transpose's out.  */
	asm volatile ("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;"
		      : "=r" (o[NLD + NST]) : "r" (XFRAG));
      }
  }

  /* The expected words, from the layout above.  */
  static const struct { int n, k, trans; } ld[] = {
    { 1, 1, 0 }, { 1, 2, 1 }, { 2, 3, 0 }, { 2, 1, 1 }, { 4, 0, 0 },
    { 4, 2, 1 }, { 4, 3, 0 }
  };
  static const char *const ld_name[] = {
    "ldmatrix.x1", "ldmatrix.x1.trans", "ldmatrix.x2", "ldmatrix.x2.trans",
    "ldmatrix.x4", "ldmatrix.x4.trans", "ldmatrix.x4.shared::cta"
  };
  static const struct { int n, trans; } st[] = {
    { 2, 0 }, { 2, 1 }, { 4, 0 }, { 4, 1 }
  };
  static const char *const st_name[] = {
    "stmatrix.x2", "stmatrix.x2.trans", "stmatrix.x4", "stmatrix.x4.trans"
  };
  for (int l = 0; l < W; l++)
    {
      int k = 0;
      for (int t = 0; t < 7; t++)
	for (int j = 0; j < ld[t].n; j++)
	  want[l][k++] = frag (lmat[(j + ld[t].k) % 4], l, ld[t].trans);
      for (int v = 0; v < 4; v++)
	for (int j = 0; j < 4; j++)
	  /* What the rows of matrix j of region v hold: stmatrix stores
	     the registers' matrix, or with .trans its transpose; matrices
	     past .num stay 0.  */
	  want[l][k++] = (j < st[v].n ? frag (smat[v][j], l, st[v].trans)
			  : 0);
      want[l][k++] = frag (xmat, l, 1);
    }

  unsigned sum = 0x811c9dc5u;
  for (int l = 0; l < W; l++)
    for (int k = 0; k < NOUT; k++)
      {
	for (int b = 0; b < 4; b++)
	  {
	    sum ^= (got[l][k] >> (8 * b)) & 0xff;
	    sum *= 0x01000193u;
	  }
	if (got[l][k] != want[l][k])
	  {
	    const char *what;
	    int j = k;
	    if (k < NLD)
	      {
		int t = 0;
		while (j >= ld[t].n)
		  j -= ld[t++].n;
		what = ld_name[t];
	      }
	    else if (k < NLD + NST)
	      {
		what = st_name[(k - NLD) / 4];
		j = (k - NLD) % 4;
	      }
	    else
	      what = "movmatrix.trans", j = 0;
	    if (errors++ < 40)
	      printf ("lockstep-matrix: FAIL lane %d: %s word %d = %#x, "
		      "want %#x\n", l, what, j, got[l][k], want[l][k]);
	  }
      }
  printf ("lockstep-matrix: sum %08x\n", sum);
  if (errors)
    return 1;
  puts ("lockstep-matrix: PASS");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
