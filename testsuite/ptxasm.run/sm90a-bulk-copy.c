/* The tensor-memory-access bulk copies of sm_90 (PTX ISA 8.0), with
   -fplugin-arg-ptxasm-arch=sm_90a, in one warp ("omp simd" lanes):
     1. global -> shared: lane 0 arms an mbarrier with expect_tx (the
	byte count) and issues cp.async.bulk.shared::cluster.global
	.mbarrier::complete_tx::bytes; every lane waits on the barrier's
	phase 0, then reads the shared buffer back with ld.shared;
     2. shared -> global: every lane writes the shared buffer with
	st.shared, fence.proxy.async.shared::cta makes those generic-proxy
	writes visible to the async proxy, and lane 0 copies the buffer out
	with cp.async.bulk.global.shared::cta.bulk_group, then commit_group
	and wait_group 0.
   The shared buffer and the barrier are .shared variables declared in
   the asm's braces.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

#include <stdio.h>

#define W 32
#define N 64			/* unsigned ints: 256 bytes */

static unsigned in[N] __attribute__ ((aligned (16)));
static unsigned out[N] __attribute__ ((aligned (16)));

int
main (void)
{
  unsigned got[W][2], waited[W];
  int errors = 0;

  for (int i = 0; i < N; i++)
    {
      in[i] = 0x1000u * i + 7;
      out[i] = 0;
    }

#pragma omp target map(to: in) map(tofrom: out) map(from: got, waited)
  {
    unsigned buf, bar;
    asm volatile ("{\n\t.shared .align 128 .b8 ptxasm_buf%=[256];\n\t"
		  ".shared .align 8 .b64 ptxasm_bar%=;\n\t"
		  "mov.u32 %0, ptxasm_buf%=;\n\t"
		  "mov.u32 %1, ptxasm_bar%=;\n}" : "=r" (buf), "=r" (bar));
    unsigned *src = in, *dst = out;
#pragma omp simd
    for (int i = 0; i < W; i++)
      {
	if (i == 0)
	  {
	    asm volatile ("mbarrier.init.shared::cta.b64 [%0], 1;"
			  :: "r" (bar) : "memory");
	    asm volatile ("fence.mbarrier_init.release.cluster;" ::: "memory");
	  }
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");
	if (i == 0)
	  asm volatile ("{\n\t.reg .b64 st, g;\n\t"
			"cvta.to.global.u64 g, %2;\n\t"
			"mbarrier.arrive.expect_tx.shared::cta.b64 st, [%0], "
			"%3;\n\t"
			"cp.async.bulk.shared::cluster.global"
			".mbarrier::complete_tx::bytes [%1], [g], %3, [%0];\n}"
			:: "r" (bar), "r" (buf), "l" (src), "n" (N * 4)
			: "memory");
	asm volatile ("{\n\t.reg .pred p, q;\n\t.reg .u32 n;\n\t"
		      "mov.u32 n, 0;\n"
		      "ptxasm_w%=:\n\t"
		      "mbarrier.try_wait.parity.shared::cta.b64 q, [%1], 0;\n\t"
		      "add.u32 n, n, 1;\n\t"
		      "setp.lt.and.u32 p, n, 1000000, !q;\n\t"
		      "@p bra ptxasm_w%=;\n\t"
		      "selp.u32 %0, 1, 0, q;\n}"
		      : "=r" (waited[i]) : "r" (bar) : "memory");
	asm volatile ("ld.shared.u32 %0, [%1];"
		      : "=r" (got[i][0]) : "r" (buf + 4 * i) : "memory");
	asm volatile ("ld.shared.u32 %0, [%1];"
		      : "=r" (got[i][1]) : "r" (buf + 4 * (i + W)) : "memory");
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");

	/* 2. Shared -> global.  */
	asm volatile ("st.shared.u32 [%0], %1;"
		      :: "r" (buf + 4 * i), "r" (~got[i][0]) : "memory");
	asm volatile ("st.shared.u32 [%0], %1;"
		      :: "r" (buf + 4 * (i + W)), "r" (~got[i][1]) : "memory");
	asm volatile ("fence.proxy.async.shared::cta;" ::: "memory");
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");
	if (i == 0)
	  asm volatile ("{\n\t.reg .b64 g;\n\t"
			"cvta.to.global.u64 g, %0;\n\t"
			"cp.async.bulk.global.shared::cta.bulk_group "
			"[g], [%1], %2;\n\t"
			"cp.async.bulk.commit_group;\n\t"
			"cp.async.bulk.wait_group 0;\n}"
			:: "l" (dst), "r" (buf), "n" (N * 4) : "memory");
      }
  }

  for (int i = 0; i < W; i++)
    if (waited[i] != 1 || got[i][0] != in[i] || got[i][1] != in[i + W])
      {
	printf ("sm90a-bulk-copy: FAIL lane %d: barrier %s, shared[%d] %#x "
		"(want %#x), shared[%d] %#x (want %#x)\n", i,
		waited[i] ? "completed" : "timed out", i, got[i][0], in[i],
		i + W, got[i][1], in[i + W]);
	errors++;
      }
  for (int i = 0; i < N; i++)
    if (out[i] != ~in[i])
      {
	printf ("sm90a-bulk-copy: FAIL out[%d] %#x (want %#x)\n", i, out[i],
		~in[i]);
	errors++;
	break;
      }
  if (errors)
    return 1;
  puts ("sm90a-bulk-copy: PASS");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
