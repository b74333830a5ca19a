/* One execution per OpenMP thread for cp.async and mbarrier outside
   simd code.  An mbarrier initialised for 2 arrivals and arrived at
   once by the thread has not completed its phase (test_wait false), as
   with one CUDA thread; run on all 32 lanes, the arrivals completed it.
   cp.async copies a word into shared memory and the statement reads it
   back.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <omp.h>
#include <stdio.h>

int
main (void)
{
  unsigned done[4], copied[4], src[4] = { 11, 22, 33, 44 };
#pragma omp target parallel num_threads(4) map(from: done, copied) \
		   map(to: src)
  {
    int t = omp_get_thread_num ();
    unsigned d, v;
    asm volatile ("{\n\t.shared .align 8 .b64 bar%=[4];\n\t"
		  ".reg .b64 st;\n\t.reg .pred p;\n\t.reg .u32 a;\n\t"
		  "mov.u32 a, bar%=;\n\tmad.lo.u32 a, %1, 8, a;\n\t"
		  "mbarrier.init.shared.b64 [a], 2;\n\t"
		  "mbarrier.arrive.shared.b64 st, [a];\n\t"
		  "mbarrier.test_wait.shared.b64 p, [a], st;\n\t"
		  "selp.u32 %0, 1, 0, p;\n\t}"
		  : "=r" (d) : "r" (t) : "memory");
    asm volatile ("{\n\t.shared .align 4 .b32 buf%=[4];\n\t.reg .u32 a;\n\t"
		  "mov.u32 a, buf%=;\n\tmad.lo.u32 a, %2, 4, a;\n\t"
		  "cp.async.ca.shared.global [a], [%1], 4;\n\t"
		  "cp.async.wait_all;\n\tld.shared.u32 %0, [a];\n\t}"
		  : "=r" (v) : "l" (src + t), "r" (t) : "memory");
    done[t] = d;
    copied[t] = v;
  }
  int errors = 0;
  for (int t = 0; t < 4; t++)
    if (done[t] != 0 || copied[t] != src[t])
      {
	printf ("lanes-async: thread %d: phase done %u (want 0), copied %u "
		"(want %u)\n", t, done[t], copied[t], src[t]);
	errors++;
      }
  printf ("lanes-async: %d errors\n", errors);
  return errors != 0;
}

/* { dg-output "lanes-async: 0 errors" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
