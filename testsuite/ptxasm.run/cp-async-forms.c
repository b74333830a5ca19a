/* cp.async as real code writes it, on the GPU and in the host fallback:
   the size as an "n" operand (cp_async4 of vLLM's Marlin), the
   src-size operand (the bytes past it zero), an ignore-src predicate
   (none read, all zero), a guard (@p cp.async: nothing written when it
   fails, cp_async4_pred) and an L2 prefetch size.  The shared bytes are
   read back after cp.async.wait_all; the expected bytes are computed
   here from the PTX ISA's definition.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_80" } */

#include <stdio.h>

#pragma omp declare target
static unsigned char gsrc[64] __attribute__ ((aligned (16)));
#pragma omp end declare target

#define NOUT 8

/* Copy case K (0-7) of 16 bytes from gsrc + 16 * (K % 4) into a shared
   buffer filled with 0xee, and read the buffer back into OUT.  */
int
main (void)
{
  unsigned char out[NOUT][16];
  int errors = 0;

#pragma omp target map(from: out)
  {
    for (int i = 0; i < 64; i++)
      gsrc[i] = (unsigned char) (0x11 * (i % 15) + i / 15 + 1);
    for (int k = 0; k < NOUT; k++)
      {
	unsigned buf;
	asm volatile ("{\n\t.shared .align 16 .b8 ptxasm_cp%=[16];\n\t"
		      "mov.u32 %0, ptxasm_cp%=;\n}" : "=r" (buf));
	for (int i = 0; i < 16; i += 4)
	  asm volatile ("st.shared.u32 [%0], %1;"
			:: "r" (buf + i), "r" (0xeeeeeeeeu) : "memory");
	unsigned long src = (unsigned long) (gsrc + 16 * (k % 4));
	unsigned flag = k & 1;
	switch (k)
	  {
	  case 0:
	  case 1:
	    /* The size an "n" operand.  */
	    asm volatile ("{ .reg .u64 g; cvta.to.global.u64 g, %1;\n\t"
			  "cp.async.cg.shared.global [%0], [g], %2; }"
			  :: "r" (buf), "l" (src), "n" (16) : "memory");
	    break;
	  case 2:
	  case 3:
	    /* src-size: 5 and 11 bytes read, the rest zero.  */
	    asm volatile ("{ .reg .u64 g; cvta.to.global.u64 g, %1;\n\t"
			  "cp.async.ca.shared.global [%0], [g], 16, %2; }"
			  :: "r" (buf), "l" (src), "r" (5u + 6u * flag)
			  : "memory");
	    break;
	  case 4:
	  case 5:
	    /* ignore-src: when it holds (k = 5), all zero.  */
	    asm volatile ("{ .reg .u64 g; .reg .pred p;\n\t"
			  "cvta.to.global.u64 g, %1;\n\t"
			  "setp.ne.u32 p, %2, 0;\n\t"
			  "cp.async.ca.shared.global [%0], [g], 8, p; }"
			  :: "r" (buf), "l" (src), "r" (flag) : "memory");
	    break;
	  case 6:
	  case 7:
	    /* Guarded (k = 6: the guard fails, nothing written), with an
	       L2 prefetch size.  */
	    asm volatile ("{ .reg .u64 g; .reg .pred p;\n\t"
			  "cvta.to.global.u64 g, %1;\n\t"
			  "setp.ne.u32 p, %2, 0;\n\t"
			  "@p cp.async.cg.shared.global.L2::128B [%0], [g], "
			  "16; }"
			  :: "r" (buf), "l" (src), "r" (flag) : "memory");
	    break;
	  }
	asm volatile ("cp.async.commit_group;" ::: "memory");
	asm volatile ("cp.async.wait_all;" ::: "memory");
	for (int i = 0; i < 16; i += 4)
	  {
	    unsigned w;
	    asm volatile ("ld.shared.u32 %0, [%1];"
			  : "=r" (w) : "r" (buf + i) : "memory");
	    for (int b = 0; b < 4; b++)
	      out[k][i + b] = (unsigned char) (w >> (8 * b));
	  }
      }
  }

  for (int k = 0; k < NOUT; k++)
    for (int i = 0; i < 16; i++)
      {
	int j = 16 * (k % 4) + i;
	unsigned char s = (unsigned char) (0x11 * (j % 15) + j / 15 + 1);
	unsigned char want;
	switch (k)
	  {
	  case 2: case 3: want = i < (k == 2 ? 5 : 11) ? s : 0; break;
	  case 4: want = i < 8 ? s : 0xee; break;
	  case 5: want = i < 8 ? 0 : 0xee; break;
	  case 6: want = 0xee; break;
	  default: want = s; break;
	  }
	if (out[k][i] != want && errors++ < 10)
	  printf ("cp-async-forms: FAIL case %d byte %d: %#x, want %#x\n", k,
		  i, out[k][i], want);
      }
  if (errors)
    return 1;
  puts ("cp-async-forms: PASS");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
