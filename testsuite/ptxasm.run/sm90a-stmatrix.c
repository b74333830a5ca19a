/* stmatrix (sm_90, PTX ISA 7.8) and ldmatrix (sm_75), with
   -fplugin-arg-ptxasm-arch=sm_90a, by the 32 lanes of an "omp simd"
   loop: stmatrix.sync.aligned.m8n8.x1.shared.b16 stores an 8x8 matrix of
   16-bit elements from its fragments (lane l holds row l/4, columns
   2*(l%4) and 2*(l%4)+1; lanes 0-7 give the row addresses) into a
   .shared buffer; each lane reads its row back with ld.shared; and
   ldmatrix.sync.aligned.m8n8.x1.shared.b16 (and .trans) loads the
   fragments again.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

#include <stdio.h>

#define W 32

int
main (void)
{
  unsigned frag[W], row_words[W], back[W], back_t[W];
  unsigned short mat[8][8];
  int errors = 0;

  for (int r = 0; r < 8; r++)
    for (int c = 0; c < 8; c++)
      mat[r][c] = (unsigned short) (0x100 * r + c + 1);
  for (int l = 0; l < W; l++)
    {
      int r = l / 4, c = 2 * (l % 4);
      frag[l] = mat[r][c] | (unsigned) mat[r][c + 1] << 16;
    }

#pragma omp target map(to: frag) map(from: row_words, back, back_t)
  {
    unsigned buf;
    asm volatile ("{\n\t.shared .align 16 .b8 ptxasm_m%=[128];\n\t"
		  "mov.u32 %0, ptxasm_m%=;\n}" : "=r" (buf));
#pragma omp simd
    for (int l = 0; l < W; l++)
      {
	/* Lanes 0-7 address rows 0-7 (16 bytes each); the others' addresses
	   are ignored for .x1.  */
	unsigned row = buf + 16 * (l % 8);
	asm volatile ("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};"
		      :: "r" (row), "r" (frag[l]) : "memory");
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");
	/* Lane l reads word l of the 128-byte matrix: row l/4, columns
	   2*(l%4), 2*(l%4)+1, as its fragment has them.  */
	asm volatile ("ld.shared.u32 %0, [%1];"
		      : "=r" (row_words[l]) : "r" (buf + 4 * l) : "memory");
	asm volatile ("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];"
		      : "=r" (back[l]) : "r" (row) : "memory");
	asm volatile ("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, "
		      "[%1];" : "=r" (back_t[l]) : "r" (row) : "memory");
      }
  }

  for (int l = 0; l < W; l++)
    {
      int r = l / 4, c = 2 * (l % 4);
      unsigned want_t = mat[c][r] | (unsigned) mat[c + 1][r] << 16;
      if (row_words[l] != frag[l] || back[l] != frag[l] || back_t[l] != want_t)
	{
	  printf ("sm90a-stmatrix: FAIL lane %d: shared word %#x, ldmatrix "
		  "%#x, ldmatrix.trans %#x (want %#x, %#x, %#x)\n", l,
		  row_words[l], back[l], back_t[l], frag[l], frag[l], want_t);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("sm90a-stmatrix: PASS");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
