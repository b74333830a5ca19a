/* setmaxnreg (sm_90a, PTX ISA 8.0), with -fplugin-arg-ptxasm-arch=sm_90a,
   executed by all four warps of a warpgroup (see sm90a-wgmma.c for how
   GCC's OpenMP gives one): .inc to 256 registers (allowed whatever the
   kernel's count), then the warps go on computing (a warp sum with
   shfl.sync).  ptxas reports that it ignores setmaxnreg in code compiled
   separately (C7504, as nvptx-none-as compiles it); the test shows that
   the instruction assembles and runs.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */
/* { dg-prune-output {C7504|setmaxnreg' ignored} } */

#include <omp.h>
#include <stdio.h>

int
main (void)
{
  int sum[4][32];
  int nthr = 0, errors = 0;

#pragma omp target teams num_teams(1) thread_limit(4) map(from: sum, nthr)
#pragma omp parallel num_threads(4)
  {
    int w = omp_get_thread_num ();
    if (w == 0)
      nthr = omp_get_num_threads ();
#pragma omp simd
    for (int l = 0; l < 32; l++)
      {
	int s = 32 * w + l;
	asm volatile ("setmaxnreg.inc.sync.aligned.u32 256;" ::: "memory");
	for (int x = 16; x >= 1; x >>= 1)
	  asm volatile ("{\n\t.reg .b32 v;\n\t"
			"shfl.sync.bfly.b32 v, %0, %1, 0x1f, 0xffffffff;\n\t"
			"add.s32 %0, %0, v;\n}" : "+r" (s) : "r" (x));
	sum[w][l] = s;
      }
  }

  if (nthr != 4)
    {
      printf ("sm90a-setmaxnreg: FAIL %d threads, not 4\n", nthr);
      return 1;
    }
  for (int w = 0; w < 4; w++)
    for (int l = 0; l < 32; l++)
      if (sum[w][l] != 32 * 32 * w + 31 * 32 / 2)
	{
	  printf ("sm90a-setmaxnreg: FAIL warp %d lane %d: sum %d, want %d\n",
		  w, l, sum[w][l], 32 * 32 * w + 31 * 32 / 2);
	  errors++;
	}
  if (errors)
    return 1;
  puts ("sm90a-setmaxnreg: PASS");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
