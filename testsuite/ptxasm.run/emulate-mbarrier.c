/* mbarrier in shared memory among the four OpenMP threads of a team:
   init for 4 arrivals; two rounds of arrive then test_wait on the
   returned state (each round's stores are seen by all after it);
   arrive_drop by thread 3 leaves 3 arrivals for the next phases; a
   round waited with test_wait.parity; pending_count of a state; and
   cp.async with cp.async.mbarrier.arrive.noinc as the arrival.  The
   GPU's output and the host's (which keeps the mbarrier in a format of
   its own: plugin/gcc/emulate/memory.cc) are the same.  test_wait.parity needs
   PTX ISA 7.1.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-ptx=7.1" } */

#include <stdio.h>
#include <omp.h>

int
main (void)
{
  int wrong = 0, pending_bad = 0, copied_bad = 0, threads = 0;
  static unsigned src[4] __attribute__ ((aligned (16))) = { 7, 8, 9, 10 };
#pragma omp target teams num_teams(1) thread_limit(4) \
	map(tofrom: wrong, pending_bad, copied_bad, threads) map(to: src)
  {
    unsigned b, buf;
    asm volatile ("{\n\t.shared .align 8 .b64 mb%=;\n\t"
		  ".shared .align 16 .b8 data%=[64];\n\t"
		  "mov.u32 %0, mb%=;\n\tmov.u32 %1, data%=;\n}"
		  : "=r" (b), "=r" (buf));
    asm volatile ("mbarrier.init.shared.b64 [%0], 4;" : : "r" (b) : "memory");
    volatile int slot[4];
#pragma omp parallel num_threads(4)
    {
      int t = omp_get_thread_num ();
      if (t == 0)
	threads = omp_get_num_threads ();
      if (omp_get_num_threads () == 4)
	for (int round = 0; round < 4; round++)
	  {
	    unsigned ok = 0;
	    if (round == 2 && t == 3)
	      ;			/* dropped out in round 1 */
	    else if (round < 2)
	      {
		unsigned long long s;
		unsigned pc;
		slot[t] = 10 * round + t;
		if (round == 1 && t == 3)
		  asm volatile ("mbarrier.arrive_drop.shared.b64 %0, [%1];"
				: "=l" (s) : "r" (b) : "memory");
		else
		  asm volatile ("mbarrier.arrive.shared.b64 %0, [%1];"
				: "=l" (s) : "r" (b) : "memory");
		asm ("mbarrier.pending_count.b64 %0, %1;" : "=r" (pc) : "l" (s));
		if (pc < 1 || pc > 4)
#pragma omp atomic
		  pending_bad++;
		while (!ok)
		  asm volatile ("{\n\t.reg .pred p;\n\t"
				"mbarrier.test_wait.shared.b64 p, [%1], %2;\n\t"
				"selp.u32 %0, 1, 0, p;\n}"
				: "=r" (ok) : "r" (b), "l" (s) : "memory");
		for (int k = 0; k < 4; k++)
		  if (slot[k] != 10 * round + k)
#pragma omp atomic
		    wrong++;
	      }
	    else if (round == 2)
	      {
		slot[t] = 20 + t;
		asm volatile ("{\n\t.reg .b64 s;\n\t"
			      "mbarrier.arrive.shared.b64 s, [%0];\n}"
			      : : "r" (b) : "memory");
		while (!ok)
		  asm volatile ("{\n\t.reg .pred p;\n\t"
				"mbarrier.test_wait.parity.shared.b64 p, [%1], 0;\n\t"
				"selp.u32 %0, 1, 0, p;\n}"
				: "=r" (ok) : "r" (b) : "memory");
		for (int k = 0; k < 3; k++)
		  if (slot[k] != 20 + k)
#pragma omp atomic
		    wrong++;
	      }
	    else if (t < 3)
	      {
		/* Each copies a word of SRC to the buffer, its arrival
		   the copies' completion.  */
		unsigned v;
		asm volatile ("cp.async.ca.shared.global [%0], [%1], 4;\n\t"
			      "cp.async.mbarrier.arrive.noinc.shared.b64 [%2];"
			      : : "r" (buf + 4 * t), "l" (&src[t]), "r" (b)
			      : "memory");
		while (!ok)
		  asm volatile ("{\n\t.reg .pred p;\n\t"
				"mbarrier.test_wait.parity.shared.b64 p, [%1], 1;\n\t"
				"selp.u32 %0, 1, 0, p;\n}"
				: "=r" (ok) : "r" (b) : "memory");
		for (int k = 0; k < 3; k++)
		  {
		    asm volatile ("ld.shared.u32 %0, [%1];"
				  : "=r" (v) : "r" (buf + 4 * k) : "memory");
		    if (v != src[k])
#pragma omp atomic
		      copied_bad++;
		  }
	      }
#pragma omp barrier
	  }
    }
    asm volatile ("mbarrier.inval.shared.b64 [%0];" : : "r" (b) : "memory");
  }
  printf ("mbarrier: wrong %d, pending_count %d, copies %d, threads %d\n",
	  wrong, pending_bad, copied_bad, threads);
  return 0;
}

/* { dg-output "mbarrier: wrong 0, pending_count 0, copies 0, threads 4" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
