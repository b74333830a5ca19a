/* An mbarrier in shared memory (sm_90 forms, PTX ISA 7.8/8.0), with
   -fplugin-arg-ptxasm-arch=sm_90a, used by the 32 lanes of an "omp simd"
   loop: lane 0 initializes it for 32 arrivals; before arriving, no lane
   sees phase 0 complete (test_wait.parity); all arrive; try_wait.parity
   on phase 0 then succeeds for all, and phase 1 is not complete; a second
   round completes phase 1.  The barrier is a .shared variable declared
   inside the asm's braces: its address, taken once by the warp, is the
   same for every lane.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */
/* The 32 lanes arrive together on the GPU; the host runs the simd
   loop's iterations as a warp's lanes, and a lane that waits on the
   barrier lets the others run first, so they arrive as well.  */

#include <stdio.h>

#define W 32

int
main (void)
{
  unsigned early[W], done0[W], early1[W], done1[W], lane[W];
  unsigned bar = 0;
  int errors = 0;

#pragma omp target map(from: early, done0, early1, done1, lane, bar)
  {
    unsigned b;
    asm volatile ("{\n\t.shared .align 8 .b64 ptxasm_mbar%=;\n\t"
		  "mov.u32 %0, ptxasm_mbar%=;\n}" : "=r" (b));
    bar = b;
#pragma omp simd
    for (int i = 0; i < W; i++)
      {
	asm volatile ("mov.u32 %0, %%laneid;" : "=r" (lane[i]));
	if (i == 0)
	  asm volatile ("mbarrier.init.shared::cta.b64 [%0], 32;"
			:: "r" (b) : "memory");
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");
	/* Phase 0 cannot be complete: this lane has not arrived.  */
	asm volatile ("{\n\t.reg .pred p;\n\t"
		      "mbarrier.test_wait.parity.shared::cta.b64 p, [%1], 0;\n\t"
		      "selp.u32 %0, 1, 0, p;\n}"
		      : "=r" (early[i]) : "r" (b) : "memory");
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");
	asm volatile ("{\n\t.reg .b64 st;\n\t"
		      "mbarrier.arrive.shared::cta.b64 st, [%0];\n}"
		      :: "r" (b) : "memory");
	/* Wait for phase 0 (parity 0), with a bound on the attempts.  */
	asm volatile ("{\n\t.reg .pred p, q;\n\t.reg .u32 n;\n\t"
		      "mov.u32 n, 0;\n"
		      "ptxasm_w%=:\n\t"
		      "mbarrier.try_wait.parity.shared::cta.b64 q, [%1], 0;\n\t"
		      "add.u32 n, n, 1;\n\t"
		      "setp.lt.and.u32 p, n, 100000, !q;\n\t"
		      "@p bra ptxasm_w%=;\n\t"
		      "mbarrier.test_wait.parity.shared::cta.b64 p, [%1], 0;\n\t"
		      "selp.u32 %0, 1, 0, p;\n}"
		      : "=r" (done0[i]) : "r" (b) : "memory");
	/* Phase 1 has not completed yet.  */
	asm volatile ("{\n\t.reg .pred p;\n\t"
		      "mbarrier.test_wait.parity.shared::cta.b64 p, [%1], 1;\n\t"
		      "selp.u32 %0, 1, 0, p;\n}"
		      : "=r" (early1[i]) : "r" (b) : "memory");
	asm volatile ("bar.warp.sync 0xffffffff;" ::: "memory");
	asm volatile ("{\n\t.reg .b64 st;\n\t"
		      "mbarrier.arrive.shared::cta.b64 st, [%0];\n}"
		      :: "r" (b) : "memory");
	asm volatile ("{\n\t.reg .pred p, q;\n\t.reg .u32 n;\n\t"
		      "mov.u32 n, 0;\n"
		      "ptxasm_w%=:\n\t"
		      "mbarrier.try_wait.parity.shared::cta.b64 q, [%1], 1;\n\t"
		      "add.u32 n, n, 1;\n\t"
		      "setp.lt.and.u32 p, n, 100000, !q;\n\t"
		      "@p bra ptxasm_w%=;\n\t"
		      "mbarrier.test_wait.parity.shared::cta.b64 p, [%1], 1;\n\t"
		      "selp.u32 %0, 1, 0, p;\n}"
		      : "=r" (done1[i]) : "r" (b) : "memory");
      }
  }

  for (int i = 0; i < W; i++)
    if (lane[i] != (unsigned) i || early[i] != 0 || done0[i] != 1
	|| early1[i] != 0 || done1[i] != 1)
      {
	printf ("sm90a-mbarrier: FAIL lane %d: laneid %u, phase 0 complete "
		"before arrival %u, after %u; phase 1 before %u, after %u "
		"(barrier at shared %#x)\n", i, lane[i], early[i], done0[i],
		early1[i], done1[i], bar);
	errors++;
      }
  if (errors)
    return 1;
  puts ("sm90a-mbarrier: PASS");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
