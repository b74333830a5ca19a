/* ldmatrix .x1, .x2 and .x4 (with and without .trans), stmatrix .x2 and
   .x4 (with and without .trans) and movmatrix.trans of 8x8 matrices of
   16-bit elements, by the 32 lanes of an "omp simd" loop, on the GPU
   and in lockstep on the host.  The rows of the matrices lie in shared
   memory in a scrambled order, each lane giving the address of the row
   its place names (lanes 8*i to 8*i+7: matrix i's rows 0-7), so that a
   wrong lane-to-row mapping shows.  Expected: the PTX ISA's fragment
   layout (lane l holds row l/4, columns 2*(l%4) and 2*(l%4)+1, the
   lower column in the low half; .trans the transposed matrix's),
   computed here in C.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

#include <stdio.h>

#define W 32

/* Where row R of matrix I lies, in rows of 16 bytes.  */
static int
slot (int i, int r)
{
  return (i * 8 + r) * 11 % 32;
}

static unsigned short
elem (int i, int r, int c)
{
  return (unsigned short) (0x1000 * i + 0x100 * r + 0x10 * c + 7);
}

/* Lane L's word of matrix I, transposed if T.  */
static unsigned
frag (int i, int l, int t)
{
  int r = l / 4, c = 2 * (l % 4);
  if (t)
    return elem (i, c, r) | (unsigned) elem (i, c + 1, r) << 16;
  return elem (i, r, c) | (unsigned) elem (i, r, c + 1) << 16;
}

int
main (void)
{
  unsigned mem[W * 4], ld1[W], ld2[W][2], ld4[W][4], ld4t[W][4], ld2t[W][2];
  unsigned st2[W * 4], st4t[W * 4], mov[W], in4[W][4];
  int errors = 0;

  for (int i = 0; i < 4; i++)
    for (int r = 0; r < 8; r++)
      for (int c = 0; c < 8; c += 2)
	mem[slot (i, r) * 4 + c / 2]
	  = elem (i, r, c) | (unsigned) elem (i, r, c + 1) << 16;
  for (int l = 0; l < W; l++)
    for (int i = 0; i < 4; i++)
      in4[l][i] = frag (i, l, 0);

#pragma omp target map(to: mem, in4) \
	map(from: ld1, ld2, ld4, ld4t, ld2t, st2, st4t, mov)
  {
    unsigned buf, out;
    asm volatile ("{\n\t.shared .align 16 .b8 ptxasm_m%=[512];\n\t"
		  "mov.u32 %0, ptxasm_m%=;\n}" : "=r" (buf));
    asm volatile ("{\n\t.shared .align 16 .b8 ptxasm_o%=[512];\n\t"
		  "mov.u32 %0, ptxasm_o%=;\n}" : "=r" (out));
#pragma omp simd
    for (int l = 0; l < W; l++)
      {
	/* Each lane copies its 16 bytes of the matrices in.  */
	for (int k = 0; k < 4; k++)
	  asm volatile ("st.shared.u32 [%0], %1;"
			:: "r" (buf + 16 * l + 4 * k), "r" (mem[4 * l + k])
			: "memory");
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");
	unsigned row = buf + 16 * slot (l / 8, l % 8);
	unsigned row1 = buf + 16 * slot (0, l % 8);
	unsigned row2 = buf + 16 * slot ((l / 8) % 2, l % 8);
	asm volatile ("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];"
		      : "=r" (ld1[l]) : "r" (row1) : "memory");
	asm volatile ("ldmatrix.sync.aligned.m8n8.x2.shared::cta.b16 "
		      "{%0, %1}, [%2];"
		      : "=r" (ld2[l][0]), "=r" (ld2[l][1]) : "r" (row2)
		      : "memory");
	asm volatile ("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 "
		      "{%0, %1}, [%2];"
		      : "=r" (ld2t[l][0]), "=r" (ld2t[l][1]) : "r" (row2)
		      : "memory");
	asm volatile ("ldmatrix.sync.aligned.m8n8.x4.shared.b16 "
		      "{%0, %1, %2, %3}, [%4];"
		      : "=r" (ld4[l][0]), "=r" (ld4[l][1]), "=r" (ld4[l][2]),
			"=r" (ld4[l][3]) : "r" (row) : "memory");
	asm volatile ("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 "
		      "{%0, %1, %2, %3}, [%4];"
		      : "=r" (ld4t[l][0]), "=r" (ld4t[l][1]),
			"=r" (ld4t[l][2]), "=r" (ld4t[l][3]) : "r" (row)
		      : "memory");
	asm volatile ("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;"
		      : "=r" (mov[l]) : "r" (in4[l][1]));
	/* stmatrix .x2 into OUT, rows in order; then .x4.trans.  */
	unsigned orow2 = out + 16 * (l % 16);
	unsigned orow4 = out + 16 * (31 - l);
	asm volatile ("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], "
		      "{%1, %2};" :: "r" (orow2), "r" (in4[l][0]),
		      "r" (in4[l][1]) : "memory");
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");
	for (int k = 0; k < 4; k++)
	  asm volatile ("ld.shared.u32 %0, [%1];" : "=r" (st2[4 * l + k])
			: "r" (out + 16 * l + 4 * k) : "memory");
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");
	asm volatile ("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], "
		      "{%1, %2, %3, %4};" :: "r" (orow4), "r" (in4[l][0]),
		      "r" (in4[l][1]), "r" (in4[l][2]), "r" (in4[l][3])
		      : "memory");
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");
	for (int k = 0; k < 4; k++)
	  asm volatile ("ld.shared.u32 %0, [%1];" : "=r" (st4t[4 * l + k])
			: "r" (out + 16 * l + 4 * k) : "memory");
      }
  }

  unsigned h = 2166136261u;
#define CHECK(got, want, what)						\
  do {									\
    unsigned g_ = (got), w_ = (want);					\
    h = (h ^ g_) * 16777619u;						\
    if (g_ != w_ && errors++ < 10)					\
      printf ("lockstep-ldmatrix: FAIL %s lane %d: %#x, want %#x\n",	\
	      what, l, g_, w_);						\
  } while (0)
  for (int l = 0; l < W; l++)
    {
      CHECK (ld1[l], frag (0, l, 0), "x1");
      for (int i = 0; i < 2; i++)
	{
	  CHECK (ld2[l][i], frag (i, l, 0), "x2");
	  CHECK (ld2t[l][i], frag (i, l, 1), "x2.trans");
	}
      for (int i = 0; i < 4; i++)
	{
	  CHECK (ld4[l][i], frag (i, l, 0), "x4");
	  CHECK (ld4t[l][i], frag (i, l, 1), "x4.trans");
	}
      CHECK (mov[l], frag (1, l, 1), "movmatrix");
      /* OUT's row L: stmatrix .x2 gave matrix L/8's row L%8 there (rows
	 16-31 are left from before: not checked).  */
      for (int k = 0; k < 4 && l < 16; k++)
	CHECK (st2[4 * l + k], elem (l / 8, l % 8, 2 * k)
	       | (unsigned) elem (l / 8, l % 8, 2 * k + 1) << 16, "stmatrix.x2");
      /* .x4.trans: row 31-L of OUT holds row (L%8) of matrix L/8's
	 transpose.  */
      int i = (31 - l) / 8, r = (31 - l) % 8;
      for (int k = 0; k < 4; k++)
	CHECK (st4t[4 * l + k], elem (i, 2 * k, r)
	       | (unsigned) elem (i, 2 * k + 1, r) << 16, "stmatrix.x4.trans");
    }
  printf ("lockstep-ldmatrix: %08x\n", h);
  if (errors)
    return 1;
  puts ("lockstep-ldmatrix: PASS");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
